import { X } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { useAppLocale } from "~/i18n/use-app-locale";
import { DateRangePicker } from "~/components/ui/date-range-picker";
import { NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { AUDIT_ACTIONS, AUDIT_ENTITIES, auditActionEntity, isAuditEntity, type AuditAction } from "~/lib/catalog/audit-catalog";
import { saoPauloDay } from "~/lib/format";
import { api } from "~/utils/api";
import { ExportMenu } from "~/features/import-export/components/export-menu";
import { auditTextOf, subjectText } from "../audit-describe";
import { PERIOD_PRESETS, presetOf, presetPeriod, type PeriodPreset } from "../audit-period";
import { auditFiltersToQuery, type AuditFilters } from "../audit.schemas";
import type { AuditFilterPatch } from "./use-audit-url";

const dayOf = (d: Date | null) => (d ? saoPauloDay(d) : undefined);
const dateOf = (day: string | undefined) => (day ? new Date(`${day}T00:00:00-03:00`) : null);

/** Who, which kind of record (and which one), which action, which period; and the CSV of what is shown. */
export function AuditFilterBar({ filters, onChange }: { filters: AuditFilters; onChange: (patch: AuditFilterPatch) => void }) {
  const t = useTranslations("audit");
  const root = useTranslations();
  const locale = useAppLocale();
  const actors = api.audit.actors.useQuery(undefined, { staleTime: 60_000 });
  const subject = api.audit.subject.useQuery({ entity: filters.entity ?? "", entityId: filters.entityId ?? "" }, { enabled: Boolean(filters.entity && filters.entityId) });
  const today = saoPauloDay(new Date());
  const [customChosen, setCustomChosen] = useState(false);
  const preset = customChosen ? "custom" : presetOf(filters, today);

  const entities = useMemo(() => [...AUDIT_ENTITIES].map((e) => ({ value: e, label: t(`entities.${e}`) })).sort((a, b) => a.label.localeCompare(b.label, locale)), [t, locale]);
  const actions = useMemo(
    () =>
      AUDIT_ACTIONS.filter((a) => !filters.entity || auditActionEntity(a) === filters.entity)
        .map((a) => ({ value: a, label: t(`actions.${a}`) }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [filters.entity, t, locale],
  );
  const any = Object.values(filters).some(Boolean);
  // Without its kind a record cannot be named (ids of different kinds may look alike): the id is shown.
  const recordName = subject.data ? subjectText(subject.data, { text: auditTextOf(root as never), locale }).text : filters.entity ? "…" : (filters.entityId ?? "");

  function choosePreset(value: PeriodPreset | "custom") {
    setCustomChosen(value === "custom");
    if (value !== "custom") onChange({ from: undefined, to: undefined, ...presetPeriod(value, today) });
  }

  function chooseEntity(entity: string) {
    const keepAction = filters.action && isAuditEntity(entity) && auditActionEntity(filters.action as AuditAction) === entity;
    onChange({ entity: entity || undefined, entityId: undefined, ...(keepAction ? {} : { action: undefined }) });
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3" data-testid="audit-filters">
        <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1 sm:flex-none">
          <Label htmlFor="audit-who">{t("who")}</Label>
          <NativeSelect id="audit-who" value={filters.actorId ?? ""} onChange={(e) => onChange({ actorId: e.target.value || undefined })}>
            <option value="">{t("allActors")}</option>
            {actors.data?.map((u) => (
              <option key={u.id} value={u.id}>
                {u.active ? u.name : t("inactive", { name: u.name })}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1 sm:flex-none">
          <Label htmlFor="audit-entity">{t("entity")}</Label>
          <NativeSelect id="audit-entity" value={filters.entity ?? ""} onChange={(e) => chooseEntity(e.target.value)}>
            <option value="">{t("allEntities")}</option>
            {entities.map((e) => (
              <option key={e.value} value={e.value}>
                {e.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1 sm:flex-none">
          <Label htmlFor="audit-action">{t("action")}</Label>
          <NativeSelect id="audit-action" value={filters.action ?? ""} onChange={(e) => onChange({ action: e.target.value || undefined })}>
            <option value="">{t("allActions")}</option>
            {actions.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-1 basis-44 flex-col gap-1 sm:flex-none">
          <Label htmlFor="audit-period">{t("period")}</Label>
          <NativeSelect id="audit-period" value={preset} onChange={(e) => choosePreset(e.target.value as PeriodPreset | "custom")}>
            {PERIOD_PRESETS.map((p) => (
              <option key={p} value={p}>
                {t(`presets.${p}`)}
              </option>
            ))}
            <option value="custom">{t("presets.custom")}</option>
          </NativeSelect>
        </div>
        {preset === "custom" ? (
          <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1 sm:flex-none">
            <Label htmlFor="audit-range">{t("customRange")}</Label>
            <DateRangePicker
              id="audit-range"
              className="sm:w-64"
              value={{ from: dateOf(filters.from), to: dateOf(filters.to) }}
              onChange={(range) => onChange({ from: dayOf(range.from), to: dayOf(range.to ?? range.from) })}
            />
          </div>
        ) : null}
        {any ? (
          <Button
            variant="ghost"
            onClick={() => {
              setCustomChosen(false);
              onChange({ actorId: undefined, entity: undefined, entityId: undefined, action: undefined, from: undefined, to: undefined });
            }}
          >
            {t("clearFilters")}
          </Button>
        ) : null}
        <div className="flex items-center gap-2 sm:ml-auto">
          <ExportMenu list="audit" query={{}} extraQuery={auditFiltersToQuery(filters)} testId="audit-export" />
        </div>
      </div>
      {filters.entityId ? (
        <div className="flex min-w-0 items-center gap-2 text-sm">
          <span className="min-w-0 truncate rounded-full border border-border bg-muted px-3 py-1" data-testid="audit-record-filter">
            {t("recordFilter", { name: recordName })}
          </span>
          <Button variant="ghost" size="icon" aria-label={t("removeRecordFilter")} title={t("removeRecordFilter")} onClick={() => onChange({ entityId: undefined })}>
            <X aria-hidden />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
