import Link from "next/link";
import { useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatBRL, formatDate } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { cn } from "~/lib/cn";
import { api, type RouterOutputs } from "~/utils/api";
import { formatMonth } from "../format";
import { MarkPaidDialog, type PayableStatement } from "./mark-paid-dialog";
import { StatementLinks } from "./statement-links";

type Row = RouterOutputs["commissions"]["statements"]["list"][number];

/** Balances every statement page shows in full; the list keeps them for wide screens. */
const WIDE = "hidden text-right 2xl:table-cell";

const money = (v: bigint, locale: Locale) => <span className={cn("tabular-nums", v < 0n && "text-danger")}>{formatBRL(v, locale)}</span>;

/**
 * Statements (of one month, or of one person): every total of the extrato, PDF/CSV, and — for who manages
 * commissions — "Marcar como pago".
 */
export function StatementsTable({ month, userId, canPay, emptyText }: { month?: string | null; userId?: string | null; canPay: boolean; emptyText: string }) {
  const t = useTranslations("commissionFinance");
  const locale = useLocale() as Locale;
  const list = api.commissions.statements.list.useQuery({ month: month ?? null, userId: userId ?? null });
  const [paying, setPaying] = useState<PayableStatement | null>(null);

  if (list.isLoading) return <Skeleton className="h-40 w-full" />;
  if (list.error) {
    return (
      <div role="alert" className="flex items-center gap-3 text-sm text-danger">
        {t("loadError")}
        <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  }
  const rows = list.data ?? [];
  if (rows.length === 0) return <p className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t("statements.person")}</TableHead>
            {month ? null : <TableHead>{t("statements.month")}</TableHead>}
            <TableHead className="text-right">{t("statements.gross")}</TableHead>
            <TableHead className="text-right">{t("statements.withheld")}</TableHead>
            <TableHead className={WIDE}>{t("statements.advances")}</TableHead>
            <TableHead className={WIDE}>{t("statements.carriedIn")}</TableHead>
            <TableHead className="text-right">{t("statements.payable")}</TableHead>
            <TableHead className={WIDE}>{t("statements.carriedOut")}</TableHead>
            <TableHead>{t("statements.status")}</TableHead>
            <TableHead>
              <span className="sr-only">{t("statements.open")}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((s: Row) => (
            <TableRow key={s.id}>
              <TableCell className="font-medium">
                <Link href={`/comissoes/extratos/${s.id}`} className="text-primary underline-offset-4 hover:underline">
                  {s.userName}
                </Link>
                <span className="block text-xs text-muted-foreground">{t(`contractTypes.${s.contractType}`)}</span>
              </TableCell>
              {month ? null : <TableCell>{formatMonth(s.month, locale)}</TableCell>}
              <TableCell className="text-right">{money(s.gross, locale)}</TableCell>
              <TableCell className="text-right">{money(-s.withheld, locale)}</TableCell>
              <TableCell className={WIDE}>{money(s.advances, locale)}</TableCell>
              <TableCell className={WIDE}>{money(s.carriedIn, locale)}</TableCell>
              <TableCell className="text-right font-semibold">{money(s.payable, locale)}</TableCell>
              <TableCell className={WIDE}>{money(s.carriedOut, locale)}</TableCell>
              <TableCell>
                <Badge variant={s.status === "pago" ? "success" : "warning"}>{t(`statements.${s.status}`)}</Badge>
                {s.status === "pago" && s.paidOn ? (
                  <span className="block text-xs text-muted-foreground">{t("statements.paidOn", { date: formatDate(`${s.paidOn}T12:00:00Z`, locale), reference: s.paidReference ?? "" })}</span>
                ) : null}
              </TableCell>
              <TableCell>
                <div className="flex items-center justify-end gap-1">
                  <StatementLinks id={s.id} name={s.userName} />
                  {canPay && s.status === "fechado" ? (
                    <Button size="sm" variant="secondary" onClick={() => setPaying({ id: s.id, version: s.version, userName: s.userName, payable: s.payable })}>
                      {t("statements.markPaid")}
                    </Button>
                  ) : null}
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <MarkPaidDialog key={paying?.id ?? "none"} statement={paying} onClose={() => setPaying(null)} />
    </>
  );
}
