import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { ListFeedback, LoadMore } from "~/components/list/list-feedback";
import { Tabs, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { formatBRL } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { messageOf } from "~/utils/trpc-errors";
import { isLineStatus, LINE_STATUSES, type LineStatus } from "./helpers";
import { formatMonth } from "../format";
import { LineCard, type LineAction, type StatementLineRow } from "./line-card";
import { MatchDialog } from "./match-dialog";
import { ReasonDialog } from "./reason-dialog";
import { useLineActions } from "./use-line-actions";
import { useLinesPages } from "./use-lines-pages";

export const LINES_PAGE = 50;
type Filter = LineStatus | "all";

/** One imported statement: its lines by state, each with what it matched and the decision it still needs. */
export function StatementWorkbench(props: { id: string }) {
  const t = useTranslations("commissionReconciliation");
  const locale = useLocale() as Locale;
  const [filter, setFilter] = useState<Filter>("all");
  const [open, setOpen] = useState<{ action: LineAction; line: StatementLineRow } | null>(null);
  const { statement, items, error, query: lines } = useLinesPages({ statementId: props.id, status: filter === "all" ? null : filter, limit: LINES_PAGE });
  const actions = useLineActions(() => setOpen(null));
  const close = () => {
    if (actions.pending) return;
    actions.reset();
    setOpen(null);
  };
  const notFound = error?.data?.code === "NOT_FOUND";

  return (
    <div className="flex flex-col gap-4">
      <Link href="/comissoes/conciliacao" className="inline-flex w-fit items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
        <ArrowLeft aria-hidden className="size-4" />
        {t("workbench.back")}
      </Link>
      {statement ? (
        <div className="space-y-1">
          <h2 className="text-lg font-semibold">{t("workbench.header", { partner: statement.partnerName, month: formatMonth(statement.month, locale) })}</h2>
          <p className="break-all text-sm text-muted-foreground">{t("workbench.file", { file: statement.fileName })}</p>
        </div>
      ) : null}
      {notFound ? (
        <p role="alert" className="text-sm text-danger">
          {t("workbench.notFound")}
        </p>
      ) : (
        <>
          <Tabs value={filter} onValueChange={(v) => setFilter(isLineStatus(v) ? v : "all")}>
            <div className="-mx-1 overflow-x-auto px-1">
              <TabsList aria-label={t("workbench.filterLabel")}>
                <TabsTrigger value="all">{t("workbench.all")}</TabsTrigger>
                {LINE_STATUSES.map((s) => (
                  <TabsTrigger key={s} value={s}>
                    {t(`status.${s}`)}
                  </TabsTrigger>
                ))}
              </TabsList>
            </div>
          </Tabs>
          <ul className="flex flex-col gap-3" aria-busy={lines.isFetching && !lines.isFetchingNextPage} aria-label={t("workbench.filterLabel")}>
            {items.map((line) => (
              <LineCard key={line.id} line={line} busy={actions.pending} onAction={(action, l) => setOpen({ action, line: l })} />
            ))}
          </ul>
          <ListFeedback query={lines} rowCount={items.length} emptyText={t("workbench.empty")} />
          <LoadMore query={lines} />
        </>
      )}
      {open && statement && open.action === "match" ? (
        <MatchDialog
          key={open.line.id}
          open
          partnerId={statement.partnerId}
          amount={open.line.amount}
          title={t("actions.matchTitle", { n: open.line.lineNo })}
          body={t("actions.matchBody", { amount: formatBRL(open.line.amount, locale) })}
          pending={actions.pending}
          serverError={actions.matchError}
          onCancel={close}
          onConfirm={(saleId, installment) => actions.match(open.line, saleId, installment)}
        />
      ) : null}
      {open && open.action !== "match" ? (
        <ReasonDialog
          key={`${open.action}-${open.line.id}`}
          open
          title={open.action === "accept" ? t("actions.acceptTitle", { n: open.line.lineNo }) : t("actions.entryTitle", { n: open.line.lineNo })}
          body={
            open.action === "accept"
              ? t("actions.acceptBody", { difference: formatBRL(open.line.difference ?? 0n, locale) })
              : t("actions.entryBody", { amount: formatBRL(open.line.amount, locale) })
          }
          pending={actions.pending}
          serverError={actions.reasonError ? messageOf(actions.reasonError, t("actions.error")) : null}
          onCancel={close}
          onConfirm={(reason) => (open.action === "accept" ? actions.accept(open.line, reason) : actions.toEntry(open.line, reason))}
        />
      ) : null}
    </div>
  );
}
