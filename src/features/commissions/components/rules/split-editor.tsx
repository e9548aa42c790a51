import { useId } from "react";
import { useLocale, useTranslations } from "use-intl";
import { Field } from "~/components/ui/field";
import { Label } from "~/components/ui/label";
import { PercentInput } from "~/components/ui/masked-input";
import { Switch } from "~/components/ui/switch";
import type { Locale } from "~/lib/roles";
import { formatBp } from "./percent";
import { splitSharesBp, type DraftErrors, type SplitDraft } from "./terms-draft";

const SHARES = [
  ["presales", "presalesBp"],
  ["referrer", "referrerBp"],
  ["manager", "managerBp"],
] as const;

/** The split (divisão): each participant's share, and what the office keeps, live. */
export function SplitEditor({ split, errors, onChange }: { split: SplitDraft; errors: DraftErrors; onChange: (split: SplitDraft) => void }) {
  const t = useTranslations("commissionRules.terms");
  const locale = useLocale() as Locale;
  const id = useId();
  const set = (patch: Partial<SplitDraft>) => onChange({ ...split, ...patch });
  const { assigned, sellerKnown } = splitSharesBp(split);
  const over = assigned > 10_000;
  const office = formatBp(Math.max(0, 10_000 - assigned), locale);
  // The schema reports "more than 100 %" on the seller's field; the live line below already says it.
  const e = (field: string) => ({ [field]: over && field === "sellerBp" ? undefined : errors[`terms.split.${field}`] });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-heading text-base font-semibold">{t("split")}</legend>
      <p className="text-sm text-muted-foreground">{t("splitHelp")}</p>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <div className="flex flex-col gap-1">
          <Field label={t("seller")} name="sellerBp" errors={e("sellerBp")}>
            <PercentInput placeholder="40" value={split.sellerProfile ? null : split.seller} disabled={split.sellerProfile} onValueChange={(seller) => set({ seller })} />
          </Field>
          <div className="flex items-center gap-2">
            <Switch id={`${id}-profile`} checked={split.sellerProfile} onCheckedChange={(sellerProfile) => set({ sellerProfile })} />
            <Label htmlFor={`${id}-profile`} className="text-xs font-normal">
              {t("sellerProfile")}
            </Label>
          </div>
        </div>
        {SHARES.map(([key, field]) => (
          <Field key={key} label={t(key)} name={field} errors={e(field)}>
            <PercentInput value={split[key]} onValueChange={(bp) => set({ [key]: bp })} />
          </Field>
        ))}
      </div>
      {over ? (
        <p role="alert" className="text-sm font-medium text-danger" data-testid="split-office">
          {t("splitOver", { rate: formatBp(assigned, locale) })}
        </p>
      ) : (
        <p role="status" className="text-sm font-medium" data-testid="split-office">
          {sellerKnown ? t("office", { rate: office }) : t("officeWithProfile", { rate: office })}
        </p>
      )}
    </fieldset>
  );
}
