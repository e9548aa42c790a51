import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { useAppLocale } from "~/i18n/use-app-locale";
import { DateRangePicker } from "~/components/ui/date-range-picker";
import { NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS } from "~/lib/catalog/product-categories";
import { saoPauloDay } from "~/lib/format";
import type { RouterOutputs } from "~/utils/api";
import { REPORT_KEYS, REPORT_PERIODS, type ReportFiltersInput, type ReportKey } from "../report-contract";

type Options = RouterOutputs["reports"]["options"];

const dateOf = (day: string | null | undefined) => (day ? new Date(`${day}T00:00:00-03:00`) : null);

function Select({ id, label, value, onChange, all, items }: { id: string; label: string; value: string; onChange: (v: string) => void; all: string; items: { value: string; label: string }[] }) {
  return (
    // 11 rem wide at least: two to a row on a 375 px phone cut "Todas as equipes" to "Todas as equip".
    <div className="flex min-w-0 flex-1 basis-44 flex-col gap-1 sm:max-w-56">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{all}</option>
        {items.map((i) => (
          <option key={i.value} value={i.value}>
            {i.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** The report picker and the filters common to every report; each change goes to the URL (the page reads it back). */
export function ReportFilters({
  reportKey,
  filters,
  options,
  onReport,
  onChange,
}: {
  reportKey: ReportKey;
  filters: ReportFiltersInput;
  options: Options | undefined;
  onReport: (key: ReportKey) => void;
  onChange: (patch: Partial<ReportFiltersInput>) => void;
}) {
  const t = useTranslations("reports");
  const locale = useAppLocale();
  const period = filters.period ?? "este-mes";
  const any = Boolean(filters.teamId || filters.sellerId || filters.category || filters.partnerId || filters.source);
  const categories = PRODUCT_CATEGORIES.map((c) => ({ value: c, label: PRODUCT_CATEGORY_LABELS[locale][c] })).sort((a, b) => a.label.localeCompare(b.label, locale));

  return (
    <div className="flex flex-col gap-3 print:hidden" data-testid="report-filters">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1 sm:max-w-72">
          <Label htmlFor="report-key">{t("report")}</Label>
          <NativeSelect id="report-key" value={reportKey} onChange={(e) => onReport(e.target.value as ReportKey)}>
            {REPORT_KEYS.map((k) => (
              <option key={k} value={k}>
                {t(`keys.${k}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-1 basis-40 flex-col gap-1 sm:max-w-56">
          <Label htmlFor="report-period">{t("period")}</Label>
          <NativeSelect
            id="report-period"
            value={period}
            onChange={(e) => {
              const next = e.target.value as (typeof REPORT_PERIODS)[number];
              if (next !== "personalizado") return onChange({ period: next, from: null, to: null });
              const today = saoPauloDay(new Date());
              onChange({ period: next, from: filters.from ?? `${today.slice(0, 7)}-01`, to: filters.to ?? today });
            }}
          >
            {REPORT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`periods.${p}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        {period === "personalizado" ? (
          <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1 sm:flex-none">
            <Label htmlFor="report-range">{t("customRange")}</Label>
            <DateRangePicker
              id="report-range"
              className="sm:w-64"
              value={{ from: dateOf(filters.from), to: dateOf(filters.to) }}
              onChange={(range) => onChange({ from: range.from ? saoPauloDay(range.from) : null, to: range.to ? saoPauloDay(range.to) : range.from ? saoPauloDay(range.from) : null })}
            />
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Select id="report-team" label={t("team")} value={filters.teamId ?? ""} onChange={(v) => onChange({ teamId: v || null })} all={t("allTeams")} items={(options?.teams ?? []).map((x) => ({ value: x.id, label: x.name }))} />
        <Select id="report-seller" label={t("seller")} value={filters.sellerId ?? ""} onChange={(v) => onChange({ sellerId: v || null })} all={t("all")} items={(options?.sellers ?? []).map((x) => ({ value: x.id, label: x.name }))} />
        <Select id="report-category" label={t("category")} value={filters.category ?? ""} onChange={(v) => onChange({ category: (v || null) as ReportFiltersInput["category"] })} all={t("allCategories")} items={categories} />
        <Select id="report-partner" label={t("partner")} value={filters.partnerId ?? ""} onChange={(v) => onChange({ partnerId: v || null })} all={t("all")} items={(options?.partners ?? []).map((x) => ({ value: x.id, label: x.name }))} />
        <Select id="report-source" label={t("source")} value={filters.source ?? ""} onChange={(v) => onChange({ source: v || null })} all={t("allSources")} items={options?.sources ?? []} />
        {any ? (
          <Button variant="ghost" onClick={() => onChange({ teamId: null, sellerId: null, category: null, partnerId: null, source: null })}>
            {t("clearFilters")}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
