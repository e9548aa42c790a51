import Link from "next/link";
import { useRouter } from "next/router";
import { useTranslations } from "use-intl";
import { AppLayout } from "~/components/layout/app-layout";
import { Button } from "~/components/ui/button";
import { messageOf } from "~/utils/trpc-errors";
import { entriesFiltersFromQuery } from "../../entries-query";
import { CommissionsNav } from "../commissions-nav";
import { EntriesLoading, EntryItem } from "./entries-sheet";
import { useEntriesPages } from "./use-entries-pages";

/**
 * /comissoes/lancamentos: the ledger entries behind a report's amount (Relatórios › Comissões), filtered by the
 * URL exactly as the report built the link, so the list holds the entries that figure sums.
 */
export function LedgerEntriesScreen() {
  const t = useTranslations("myCommissions");
  const router = useRouter();
  const filters = entriesFiltersFromQuery(router.query);
  const list = useEntriesPages({ ...filters, limit: 50 });

  let body;
  if (list.isPending) {
    body = <EntriesLoading />;
  } else if (list.error) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm text-danger">
        <p>{messageOf(list.error, t("drill.error"))}</p>
        <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-3">
        {list.items.length === 0 ? (
          <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">{t("drill.empty")}</p>
        ) : (
          <ul aria-label={t("drill.listLabel")} className="flex flex-col gap-2">
            {list.items.map((entry) => (
              <EntryItem key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {t("drill.shown", { count: list.items.length })}
        </p>
        {list.hasNextPage ? (
          <Button variant="outline" loading={list.isFetchingNextPage} onClick={list.fetchNextPage}>
            {t("drill.loadMore")}
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <AppLayout title={t("ledger.title")}>
      <div className="flex max-w-3xl flex-col gap-5">
        <CommissionsNav />
        <div className="flex flex-col gap-1 text-sm text-muted-foreground">
          <p>{t("ledger.description")}</p>
          {filters.side === "parceiro" ? <p>{t("ledger.partnerSide")}</p> : null}
        </div>
        {body}
        <Button asChild variant="link" className="self-start px-0">
          <Link href="/relatorios">{t("ledger.back")}</Link>
        </Button>
      </div>
    </AppLayout>
  );
}
