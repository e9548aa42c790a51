import { useId } from "react";
import { useLocale, useTranslations } from "use-intl";
import { NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { Locale } from "~/lib/roles";
import { api } from "~/utils/api";
import { monthChoices } from "./helpers";
import { withEnd as withRangeEnd, type MonthRange } from "../mine/month-range";
import { formatMonth } from "../format";

/** The partner select every part of the screen uses ("" = all partners). */
export function PartnerSelect(props: { id: string; value: string; onChange: (id: string) => void; allowAll?: boolean; disabled?: boolean }) {
  const t = useTranslations("commissionReconciliation");
  const partners = api.partners.options.useQuery({ includeInactive: true });
  return (
    <div className="flex w-full flex-col gap-1 sm:w-56">
      <Label htmlFor={props.id}>{t("partner")}</Label>
      <NativeSelect id={props.id} value={props.value} disabled={props.disabled} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{props.allowAll === false ? t("wizard.pickPartner") : t("allPartners")}</option>
        {(partners.data ?? []).map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** One month select (a "yyyy-MM" value) over the months around the current one. */
export function MonthSelect(props: { id: string; label: string; value: string; current: string; onChange: (month: string) => void; disabled?: boolean }) {
  const locale = useLocale() as Locale;
  return (
    <div className="flex w-[calc(50%-0.375rem)] flex-col gap-1 sm:w-36">
      <Label htmlFor={props.id}>{props.label}</Label>
      <NativeSelect id={props.id} value={props.value} disabled={props.disabled} onChange={(e) => props.onChange(e.target.value)}>
        {monthChoices(props.current, [props.value]).map((m) => (
          <option key={m} value={m}>
            {formatMonth(m, locale)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** "De" and "Até" month selects; moving one end past the other moves both. */
export function MonthRangeSelects(props: { range: MonthRange; current: string; onChange: (range: MonthRange) => void }) {
  const t = useTranslations("commissionReconciliation");
  const id = useId();
  return (
    <>
      <MonthSelect id={`${id}-from`} label={t("from")} value={props.range.from} current={props.current} onChange={(m) => props.onChange(withRangeEnd(props.range, "from", m))} />
      <MonthSelect id={`${id}-to`} label={t("to")} value={props.range.to} current={props.current} onChange={(m) => props.onChange(withRangeEnd(props.range, "to", m))} />
    </>
  );
}
