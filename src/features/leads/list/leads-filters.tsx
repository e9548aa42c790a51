import { useSession } from "next-auth/react";
import { useMemo } from "react";
import { useLocale, useTranslations } from "use-intl";
import { Checkbox } from "~/components/ui/checkbox";
import { DateRangePicker } from "~/components/ui/date-range-picker";
import { NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { ListFilter } from "~/features/lists/list.schemas";
import type { ListUrlState } from "~/features/lists/url-state";
import { isLeadStatus } from "~/lib/catalog/lead-statuses";
import { PRODUCT_CATEGORIES, productCategoryLabel } from "~/lib/catalog/product-categories";
import { saoPauloDay } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { api } from "~/utils/api";
import type { DueBucket } from "../lead-status";
import { createdRangeFilters, createdRangeOf, DUE_BUCKETS, dueBucketOf, dueFilter, isStaleFiltered, replaceFilter, saoPauloDayStart, staleFilter } from "./lead-list-filters";
import { StatusFilter } from "./status-filter";

/** ownerId select value for "no owner" (f.ownerId.isEmpty): the team's pool. */
const POOL = "__pool";

const single = (filters: readonly ListFilter[], field: string) => {
  const v = filters.find((f) => f.field === field)?.value;
  return typeof v === "string" ? v : Array.isArray(v) && typeof v[0] === "string" ? v[0] : "";
};

/**
 * The list's filters, each written to the URL as a list filter: status (several), owner or pool, team
 * (Gestor/Administrador), source, category, created range, next contact bucket and "parados".
 */
export function LeadsFilters({ state, onChange, now }: { state: ListUrlState; onChange: (filters: ListFilter[]) => void; now: Date }) {
  const t = useTranslations("leadsList.filters");
  const locale = useLocale() as Locale;
  const { data: session } = useSession();
  const role = session?.user?.role;
  const supervises = role === "admin" || role === "manager";
  const { filters } = state;
  const people = api.users.options.useQuery(undefined, { enabled: supervises, staleTime: 60_000 });
  const options = api.leads.options.useQuery(undefined, { staleTime: 60_000 });
  const owners = (people.data ?? []).filter((p) => p.role !== "finance" && (role === "admin" || p.teamId === session?.user?.teamId));
  const teams = useMemo(() => {
    const byId = new Map<string, string>();
    for (const p of people.data ?? []) if (p.teamId && p.teamName) byId.set(p.teamId, p.teamName);
    return [...byId].sort((a, b) => a[1].localeCompare(b[1], "pt-BR"));
  }, [people.data]);

  const set = (field: string, next: ListFilter[]) => onChange(replaceFilter(filters, field, next));
  const statuses = (() => {
    const v = filters.find((f) => f.field === "status")?.value;
    return (Array.isArray(v) ? v : typeof v === "string" ? [v] : []).filter(isLeadStatus);
  })();
  const ownerFilter = filters.find((f) => f.field === "ownerId");
  const owner = ownerFilter?.operand === "isEmpty" ? POOL : single(filters, "ownerId");
  const range = createdRangeOf(filters);
  const due = dueBucketOf(filters);

  return (
    <>
      <StatusFilter value={statuses} onChange={(next) => set("status", next.length ? [{ field: "status", operand: "in", value: next }] : [])} />
      <div className="flex flex-col gap-1">
        <Label htmlFor="leads-owner">{t("owner")}</Label>
        <NativeSelect
          id="leads-owner"
          value={owner}
          onChange={(e) => {
            const v = e.target.value;
            set("ownerId", v === POOL ? [{ field: "ownerId", operand: "isEmpty" }] : v ? [{ field: "ownerId", operand: "eq", value: v }] : []);
          }}
        >
          <option value="">{t("anyOwner")}</option>
          {session?.user ? <option value={session.user.id}>{t("mine")}</option> : null}
          <option value={POOL}>{t("pool")}</option>
          {owners
            .filter((p) => p.id !== session?.user?.id)
            .map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
        </NativeSelect>
      </div>
      {supervises ? (
        <div className="flex flex-col gap-1">
          <Label htmlFor="leads-team">{t("team")}</Label>
          <NativeSelect id="leads-team" value={single(filters, "teamId")} onChange={(e) => set("teamId", e.target.value ? [{ field: "teamId", operand: "eq", value: e.target.value }] : [])}>
            <option value="">{t("anyTeam")}</option>
            {teams.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <div className="flex flex-col gap-1">
        <Label htmlFor="leads-source">{t("source")}</Label>
        <NativeSelect id="leads-source" value={single(filters, "source")} onChange={(e) => set("source", e.target.value ? [{ field: "source", operand: "eq", value: e.target.value }] : [])}>
          <option value="">{t("anySource")}</option>
          {(options.data?.sources ?? []).map((s) => (
            <option key={s} value={s}>
              {options.data?.labels.source[s] ?? s}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="leads-category">{t("category")}</Label>
        <NativeSelect
          id="leads-category"
          value={single(filters, "categories")}
          onChange={(e) => set("categories", e.target.value ? [{ field: "categories", operand: "hasAny", value: [e.target.value] }] : [])}
        >
          <option value="">{t("anyCategory")}</option>
          {PRODUCT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {productCategoryLabel(c, locale)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="leads-created">{t("created")}</Label>
        <DateRangePicker
          id="leads-created"
          placeholder={t("anyDate")}
          value={{ from: range.from ? new Date(saoPauloDayStart(range.from)) : null, to: range.to ? new Date(saoPauloDayStart(range.to)) : null }}
          onChange={(v) => set("createdAt", createdRangeFilters(v.from ? saoPauloDay(v.from) : null, v.to ? saoPauloDay(v.to) : null))}
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="leads-due">{t("nextContact")}</Label>
        <NativeSelect id="leads-due" value={due ?? ""} onChange={(e) => set("nextContactOn", e.target.value ? [dueFilter(e.target.value as DueBucket, now)] : [])}>
          <option value="">{t("anyDue")}</option>
          {DUE_BUCKETS.map((b) => (
            <option key={b} value={b}>
              {t(`due.${b}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex items-center gap-2 self-end pb-2">
        <Checkbox id="leads-stale" checked={isStaleFiltered(filters)} onCheckedChange={(c) => set("lastActivityAt", c === true ? [staleFilter(now)] : [])} />
        <Label htmlFor="leads-stale" title={t("staleHint")}>
          {t("stale")}
        </Label>
      </div>
    </>
  );
}
