import Link from "next/link";
import { useRouter } from "next/router";
import { useLocale, useTranslations } from "use-intl";
import { ListFeedback, LoadMore } from "~/components/list/list-feedback";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DebouncedInput } from "~/components/ui/debounced-input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatListCount } from "~/features/lists/list-count";
import { listStateFromQuery, mergeListQuery, type ListUrlState } from "~/features/lists/url-state";
import { api } from "~/utils/api";

const PAGE = 50;

/** Filter state lives in the URL: a link reproduces the view (search, type, sort). */
export function listInputFromState(state: ListUrlState) {
  return { filters: state.filters, sort: state.sort, search: state.search, limit: PAGE };
}

export function CustomersTable() {
  const t = useTranslations("customerList");
  const tc = useTranslations("common");
  const locale = useLocale();
  const router = useRouter();
  const state = listStateFromQuery(router.query);
  const input = listInputFromState(state);
  const kind = state.filters.find((f) => f.field === "kind")?.value;
  const list = api.customers.list.useInfiniteQuery(input, { getNextPageParam: (last) => last.nextCursor, placeholderData: (prev) => prev });
  const count = api.customers.count.useQuery(input, { placeholderData: (prev) => prev });
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];

  const update = (next: Partial<ListUrlState>) =>
    void router.replace({ pathname: router.pathname, query: mergeListQuery(router.query, next) }, undefined, { shallow: true, scroll: false });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-64 flex-1 flex-col gap-1">
          <Label htmlFor="customers-search">{t("searchLabel")}</Label>
          <DebouncedInput
            id="customers-search"
            type="search"
            placeholder={t("searchPlaceholder")}
            defaultValue={state.search ?? ""}
            onDebouncedChange={(value: string) => update({ search: value.trim() || null })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="customers-kind">{t("kind")}</Label>
          <NativeSelect
            id="customers-kind"
            value={typeof kind === "string" ? kind : ""}
            onChange={(e) =>
              update({
                filters: [...state.filters.filter((f) => f.field !== "kind"), ...(e.target.value ? [{ field: "kind", operand: "eq" as const, value: e.target.value }] : [])],
              })
            }
          >
            <option value="">{t("allKinds")}</option>
            <option value="PF">{t("PF")}</option>
            <option value="PJ">{t("PJ")}</option>
          </NativeSelect>
        </div>
        {state.filters.length || state.search ? (
          <Button variant="ghost" onClick={() => void router.replace({ pathname: router.pathname }, undefined, { shallow: true })}>
            {t("clear")}
          </Button>
        ) : null}
        <Button asChild>
          <Link href="/clientes/novo">{t("newCustomer")}</Link>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground" role="status" data-testid="customers-count">
        {count.data ? t("count", { count: formatListCount(count.data, locale) }) : "\u00a0"}
      </p>
      <div className="rounded-lg border border-border bg-card" data-testid="customers-table" aria-busy={list.isFetching && !list.isFetchingNextPage}>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("name")}</TableHead>
              <TableHead>{t("document")}</TableHead>
              <TableHead>{t("place")}</TableHead>
              <TableHead>{t("owner")}</TableHead>
              <TableHead>{t("tags")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((c) => (
              <TableRow key={c.id} data-testid="customer-row">
                <TableCell className="font-medium">
                  <Link href={`/clientes/${c.id}`} className="text-primary hover:underline">
                    {c.name}
                  </Link>
                  {c.doNotContact ? (
                    <Badge variant="warning" className="ml-2">
                      {t("doNotContact")}
                    </Badge>
                  ) : null}
                </TableCell>
                <TableCell className="font-mono text-xs">{c.document}</TableCell>
                <TableCell>{c.city ? `${c.city}/${c.uf ?? ""}` : tc("none")}</TableCell>
                <TableCell>{c.ownerName ?? tc("none")}</TableCell>
                <TableCell className="space-x-1">
                  {c.tags.map((tag) => (
                    <Badge key={tag} variant="secondary">
                      {tag}
                    </Badge>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <ListFeedback query={list} rowCount={rows.length} emptyText={t("empty")} />
      </div>
      <LoadMore query={list} />
    </div>
  );
}
