import Link from "next/link";
import { useLocale, useTranslations } from "use-intl";
import { ListFeedback } from "~/components/list/list-feedback";
import { Badge } from "~/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatDateTime } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { api, type RouterOutputs } from "~/utils/api";
import { statusTone } from "./helpers";
import { formatMonth } from "../format";

const COUNTED = [
  ["recebida", "recebidas"],
  ["divergente", "divergentes"],
  ["nao_identificada", "naoIdentificadas"],
] as const;

type StatementRow = RouterOutputs["commissions"]["reconciliation"]["statements"][number];

/** How many lines ended in each state (states with none left out). */
function StateBadges({ row }: { row: StatementRow }) {
  const t = useTranslations("commissionReconciliation");
  return (
    <div className="flex flex-wrap gap-1">
      {COUNTED.map(([status, key]) =>
        row[key] > 0 ? (
          <Badge key={status} variant={statusTone(status)}>
            {t(`statusCount.${status}`, { count: row[key] })}
          </Badge>
        ) : null,
      )}
    </div>
  );
}

/** The partner statements already imported, each opening its workbench. */
export function StatementsList(props: { partnerId: string }) {
  const t = useTranslations("commissionReconciliation");
  const locale = useLocale() as Locale;
  const list = api.commissions.reconciliation.statements.useQuery({ partnerId: props.partnerId || undefined });
  const rows = list.data ?? [];
  const paged = { ...list, hasNextPage: false, isFetchingNextPage: false, fetchNextPage: () => Promise.resolve() };

  return (
    <div className="rounded-lg border border-border bg-card">
      <Table aria-label={t("statements.title")} data-testid="statements-table" containerClassName="hidden sm:block">
        <caption className="sr-only">{t("statements.caption")}</caption>
        <TableHeader>
          <TableRow>
            <TableHead>{t("statements.file")}</TableHead>
            <TableHead>{t("statements.partner")}</TableHead>
            <TableHead>{t("statements.month")}</TableHead>
            <TableHead className="text-right">{t("statements.lines")}</TableHead>
            <TableHead>{t("statements.states")}</TableHead>
            <TableHead>{t("statements.importedBy")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((s) => (
            <TableRow key={s.id} data-testid="statement-row">
              <TableCell className="max-w-64 truncate font-medium">
                <Link href={`/comissoes/conciliacao/${s.id}`} aria-label={t("statements.open", { file: s.fileName })} className="text-primary underline-offset-4 hover:underline focus-visible:underline">
                  {s.fileName}
                </Link>
              </TableCell>
              <TableCell>{s.partnerName}</TableCell>
              <TableCell className="whitespace-nowrap">{formatMonth(s.month, locale)}</TableCell>
              <TableCell className="text-right tabular-nums">{s.lineCount}</TableCell>
              <TableCell>
                <StateBadges row={s} />
              </TableCell>
              <TableCell className="whitespace-nowrap text-sm">
                <span className="block">{s.importedBy ?? t("statements.unknownUser")}</span>
                <span className="block text-xs text-muted-foreground">{formatDateTime(s.createdAt, locale)}</span>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {/* Phones: a card per statement, the file name opening it. */}
      <ul className="divide-y divide-border sm:hidden" aria-label={t("statements.title")}>
        {rows.map((s) => (
          <li key={s.id} className="flex flex-col gap-1 px-4 py-3">
            <Link href={`/comissoes/conciliacao/${s.id}`} aria-label={t("statements.open", { file: s.fileName })} className="break-all font-medium text-primary underline-offset-4 hover:underline">
              {s.fileName}
            </Link>
            <p className="text-sm">
              {s.partnerName} · {formatMonth(s.month, locale)} · {t("statements.lineCount", { count: s.lineCount })}
            </p>
            <StateBadges row={s} />
            <p className="text-xs text-muted-foreground">
              {s.importedBy ?? t("statements.unknownUser")} · {formatDateTime(s.createdAt, locale)}
            </p>
          </li>
        ))}
      </ul>
      <ListFeedback query={paged} rowCount={rows.length} emptyText={props.partnerId ? t("statements.emptyFiltered") : t("statements.empty")} />
    </div>
  );
}
