import { Plus } from "lucide-react";
import Link from "next/link";
import { useId, useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { ListFeedback, LoadMore } from "~/components/list/list-feedback";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { CategorySelect } from "~/features/partners/components/list-controls";
import { formatDate } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { api } from "~/utils/api";
import { dayToDate } from "./rule-dates";
import { scopeText } from "./scope-text";
import { DEFAULT_RULES_FILTERS, useRulesPages, type RulesFilters } from "./use-rules-pages";

/** The rules, by name, with their scope and current version; filters by category, partner and status. */
export function RulesList() {
  const t = useTranslations("commissionRules");
  const tScope = useTranslations("commissionRules.scope");
  const locale = useLocale() as Locale;
  const ids = useId();
  const [filters, setFilters] = useState<RulesFilters>(DEFAULT_RULES_FILTERS);
  const set = (patch: Partial<RulesFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const partners = api.partners.options.useQuery({ includeInactive: true });
  const { items: rows, today, query: list } = useRulesPages(filters);
  const filtered = filters.category !== "" || filters.partnerId !== "" || filters.includeInactive;
  const date = (day: string) => {
    const d = dayToDate(day);
    return d ? formatDate(d, locale) : day;
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-3xl text-sm text-muted-foreground">{t("intro")}</p>
      <div className="flex flex-wrap items-end gap-3">
        <CategorySelect id={`${ids}-category`} value={filters.category} onChange={(category) => set({ category })} />
        <div className="flex w-full flex-col gap-1 sm:w-auto">
          <Label htmlFor={`${ids}-partner`}>{t("list.partner")}</Label>
          <NativeSelect id={`${ids}-partner`} value={filters.partnerId} onChange={(e) => set({ partnerId: e.target.value })}>
            <option value="">{t("list.allPartners")}</option>
            {(partners.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex h-btn-md items-center gap-2">
          <Switch id={`${ids}-inactive`} checked={filters.includeInactive} onCheckedChange={(includeInactive) => set({ includeInactive })} />
          <Label htmlFor={`${ids}-inactive`}>{t("list.showInactive")}</Label>
        </div>
        {filtered ? (
          <Button variant="ghost" onClick={() => setFilters(DEFAULT_RULES_FILTERS)}>
            {t("list.clearFilters")}
          </Button>
        ) : null}
        <Button asChild className="sm:ml-auto">
          <Link href="/comissoes/regras/nova">
            <Plus aria-hidden />
            {t("newRule")}
          </Link>
        </Button>
      </div>
      <div className="rounded-lg border border-border bg-card" aria-busy={list.isFetching && !list.isFetchingNextPage}>
        <Table aria-label={t("list.label")}>
          <TableHeader>
            <TableRow>
              <TableHead>{t("list.name")}</TableHead>
              <TableHead>{t("list.scope")}</TableHead>
              <TableHead>{t("list.inForce")}</TableHead>
              <TableHead>{t("list.versions")}</TableHead>
              <TableHead>{t("list.status")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((rule) => {
              const scheduled = rule.latestFrom !== null && rule.latestFrom > today;
              return (
                <TableRow key={rule.id} data-testid="rule-row">
                  <TableCell className="min-w-56 whitespace-normal font-medium">
                    <Link href={`/comissoes/regras/${rule.id}`} className="text-primary underline-offset-4 hover:underline focus-visible:underline">
                      {rule.name}
                    </Link>
                  </TableCell>
                  <TableCell className="min-w-56 whitespace-normal">{scopeText(rule, tScope, locale)}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {rule.inForceFrom ? <span className="block">{t("list.since", { date: date(rule.inForceFrom) })}</span> : null}
                    {scheduled && rule.latestFrom ? <span className="block text-xs text-muted-foreground">{t("list.scheduled", { date: date(rule.latestFrom) })}</span> : null}
                    {!rule.inForceFrom && !scheduled ? "—" : null}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{t("list.versionCount", { count: rule.versionCount ?? 0 })}</TableCell>
                  <TableCell>
                    <Badge variant={rule.active ? "success" : "outline"}>{rule.active ? t("active") : t("inactive")}</Badge>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        <ListFeedback query={list} rowCount={rows.length} emptyText={filtered ? t("list.emptyFiltered") : t("list.empty")} />
      </div>
      <LoadMore query={list} />
    </div>
  );
}
