import Link from "next/link";
import { ArrowLeftIcon } from "lucide-react";
import { useLocale, useTranslations } from "use-intl";
import { Badge } from "~/components/ui/badge";
import { Skeleton } from "~/components/ui/skeleton";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatBRL, formatDate } from "~/lib/format";
import { productCategoryLabel, type ProductCategory } from "~/lib/catalog/product-categories";
import type { Locale } from "~/lib/roles";
import { cn } from "~/lib/cn";
import { api, type RouterOutputs } from "~/utils/api";
import { formatMonth } from "../format";
import { formatBp } from "../rules/percent";
import { StatementLinks } from "./statement-links";

type Statement = RouterOutputs["commissions"]["statements"]["get"];

/** One statement: its lines, then gross, each withholding, advances, balances and what is paid. */
export function StatementDetail({ id }: { id: string }) {
  const t = useTranslations("commissionFinance");
  const locale = useLocale() as Locale;
  const query = api.commissions.statements.get.useQuery({ id }, { retry: false });
  if (query.isLoading) return <Skeleton className="h-96 w-full" />;
  if (query.error || !query.data) {
    // A malformed id in the address is a bad link, like an unknown one: "not found", with the way back.
    const missing = query.error?.data?.code === "NOT_FOUND" || query.error?.data?.code === "BAD_REQUEST";
    return (
      <div className="flex flex-col gap-3">
        <p role="alert" className="text-sm text-danger">
          {missing ? t("detail.notFound") : t("loadError")}
        </p>
        <Link href="/comissoes/extratos" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
          <ArrowLeftIcon aria-hidden className="size-4" /> {t("detail.back")}
        </Link>
      </div>
    );
  }
  const s = query.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link href="/comissoes/extratos" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
          <ArrowLeftIcon aria-hidden className="size-4" /> {t("detail.back")}
        </Link>
        <StatementLinks id={s.id} name={s.userName} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold">{t("detail.title", { month: formatMonth(s.month, locale), name: s.userName })}</h2>
        <Badge variant="outline">{t(`contractTypes.${s.contractType}`)}</Badge>
        <Badge variant={s.status === "pago" ? "success" : "warning"}>{t(`statements.${s.status}`)}</Badge>
        {s.status === "pago" && s.paidOn ? (
          <span className="text-sm text-muted-foreground">{t("statements.paidOn", { date: formatDate(`${s.paidOn}T12:00:00Z`, locale), reference: s.paidReference ?? "" })}</span>
        ) : null}
      </div>
      <Lines statement={s} />
    </div>
  );
}

function Lines({ statement: s }: { statement: Statement }) {
  const t = useTranslations("commissionFinance");
  const locale = useLocale() as Locale;
  const money = (v: bigint, strong = false) => <span className={cn("tabular-nums", v < 0n && "text-danger", strong && "font-semibold")}>{formatBRL(v, locale)}</span>;
  const totals: [string, bigint, boolean?][] = [
    [t("statements.gross"), s.gross],
    ...s.withholdings.map((w): [string, bigint] => [t("detail.withholding", { kind: t(`withholdings.${w.kind as "irrf" | "iss" | "inss"}`), rate: formatBp(w.bp, locale) }), -w.amount]),
    [t("statements.advances"), s.advances],
    [t("statements.carriedIn"), s.carriedIn],
    [t("statements.payable"), s.payable, true],
    [t("statements.carriedOut"), s.carriedOut],
  ];
  return (
    <Table>
      <caption className="sr-only">{t("detail.lines")}</caption>
      <TableHeader>
        <TableRow>
          <TableHead>{t("detail.competence")}</TableHead>
          <TableHead>{t("detail.description")}</TableHead>
          <TableHead className="text-right">{t("detail.amount")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {s.lines.length === 0 ? (
          <TableRow>
            <TableCell colSpan={3} className="text-center text-muted-foreground">
              {t("detail.noLines")}
            </TableCell>
          </TableRow>
        ) : (
          s.lines.map((l) => (
            <TableRow key={l.entryId}>
              <TableCell className="whitespace-nowrap">{formatMonth(l.competence, locale)}</TableCell>
              <TableCell>
                <span className="font-medium">{t(`lineTypes.${l.type}`)}</span>
                <span className="text-muted-foreground">
                  {[
                    l.customerName,
                    l.productName,
                    l.category ? productCategoryLabel(l.category as ProductCategory, locale) : null,
                    l.contractNumber ? `nº ${l.contractNumber}` : null,
                    l.installment ? t("detail.installment", { n: l.installment }) : null,
                    l.reason,
                  ]
                    .filter(Boolean)
                    .map((part) => ` · ${part}`)
                    .join("")}
                </span>
              </TableCell>
              <TableCell className="text-right">{money(l.amount)}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
      <TableFooter>
        {totals.map(([label, value, strong]) => (
          <TableRow key={label}>
            <TableCell />
            <TableCell className={cn("text-right", strong && "font-semibold")}>{label}</TableCell>
            <TableCell className="text-right">{money(value, strong)}</TableCell>
          </TableRow>
        ))}
      </TableFooter>
    </Table>
  );
}
