import { useTranslations } from "use-intl";
import { ListFeedback, LoadMore } from "~/components/list/list-feedback";
import { useAppLocale } from "~/i18n/use-app-locale";
import { api } from "~/utils/api";
import { auditTextOf, type DescribeContext } from "../audit-describe";
import { AUDIT_URL_KEYS, type AuditFilters } from "../audit.schemas";
import { AuditEntry } from "./audit-entry";
import { AuditFilterBar } from "./audit-filters";
import { useAuditUrl } from "./use-audit-url";

export const AUDIT_PAGE_SIZE = 50;

/** The list input of a set of filters: the page prefetches exactly what the screen asks for. */
export const auditListInputOf = (filters: AuditFilters) => ({ ...filters, limit: AUDIT_PAGE_SIZE });

/** Configurações → Auditoria: the filters (in the URL), how many entries match, and the entries, newest first. */
export function AuditLog() {
  const t = useTranslations("audit");
  const root = useTranslations();
  const locale = useAppLocale();
  const { filters, invalid, set } = useAuditUrl();
  const list = api.audit.list.useInfiniteQuery(auditListInputOf(filters), { getNextPageParam: (last) => last.nextCursor, placeholderData: (prev) => prev });
  const count = api.audit.count.useQuery(filters, { placeholderData: (prev) => prev });
  const ctx: DescribeContext = { text: auditTextOf(root as never), locale };
  const pages = list.data?.pages ?? [];
  const rowCount = pages.reduce((n, p) => n + p.items.length, 0);

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      <AuditFilterBar filters={filters} onChange={set} />
      {invalid.length ? (
        <p role="alert" className="text-sm text-danger">
          {t("invalidFilters", { keys: invalid.map((k) => AUDIT_URL_KEYS[k]).join(", ") })}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground" role="status" data-testid="audit-count">
        {count.data ? (count.data.capped ? t("rowsCapped", { count: count.data.count }) : t("rows", { count: count.data.count })) : "\u00a0"}
      </p>
      <div className="min-w-0 rounded-lg border border-border bg-card" aria-busy={list.isFetching && !list.isFetchingNextPage}>
        <ol className="flex flex-col" aria-label={t("title")}>
          {pages.flatMap((page) => page.items.map((item) => <AuditEntry key={item.id} item={item} refs={page.refs} ctx={ctx} />))}
        </ol>
        <ListFeedback query={list} rowCount={rowCount} emptyText={t("empty")} />
      </div>
      <LoadMore query={list} />
    </div>
  );
}
