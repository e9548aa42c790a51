import { useId } from "react";
import { useTranslations } from "use-intl";
import { Checkbox } from "~/components/ui/checkbox";
import { FieldError } from "~/components/ui/form-field";
import { PercentInput } from "~/components/ui/amount-input";
import { Label } from "~/components/ui/label";
import { SALE_REQUIREMENTS, type SaleRequirement } from "~/lib/catalog/sale-requirements";
import type { DraftErrors, TermsDraft } from "./terms-draft";

/**
 * What a sale must carry before it can be activated under this rule. A requirement the schedule implies (a
 * "por parcela" tranche needs the installments it divides by) is ticked and cannot be unticked.
 */
export function RequirementsEditor({ draft, implied, onChange }: { draft: TermsDraft; implied: readonly SaleRequirement[]; onChange: (requires: SaleRequirement[]) => void }) {
  const t = useTranslations("commissionRules.terms");
  const id = useId();
  const toggle = (r: SaleRequirement, on: boolean) => onChange(on ? [...draft.requires, r] : draft.requires.filter((x) => x !== r));
  return (
    <fieldset className="flex flex-col gap-3" data-testid="rule-requirements">
      <legend className="font-heading text-base font-semibold">{t("requires")}</legend>
      <p className="text-sm text-muted-foreground">{t("requiresHelp")}</p>
      <ul className="flex flex-col gap-2">
        {SALE_REQUIREMENTS.map((r) => {
          const locked = implied.includes(r);
          return (
            <li key={r} className="flex items-start gap-2">
              <Checkbox id={`${id}-${r}`} checked={locked || draft.requires.includes(r)} disabled={locked} onCheckedChange={(v) => toggle(r, v === true)} className="mt-0.5" />
              <Label htmlFor={`${id}-${r}`} className="flex flex-col gap-0.5 font-normal">
                <span className="text-sm">{t(`requirement.${r}`)}</span>
                {locked ? <span className="text-xs text-muted-foreground">{t("requirementImplied")}</span> : null}
              </Label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** The share of an estorno passed on to CLT sellers under this rule (empty: the office's setting, 0 % by default). */
export function CltPassOnField({ value, errors, onChange }: { value: number | null; errors: DraftErrors; onChange: (value: number | null) => void }) {
  const t = useTranslations("commissionRules.terms");
  const id = useId();
  const error = errors["terms.cltPassOnBp"];
  return (
    <div className="flex max-w-xl flex-col gap-1">
      <Label htmlFor={id}>{t("cltPassOn")}</Label>
      <PercentInput
        id={id}
        placeholder={t("cltPassOnPlaceholder")}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help${error ? ` ${id}-err` : ""}`}
        onValueChange={onChange}
        className="max-w-48"
      />
      <p id={`${id}-help`} className="text-xs text-muted-foreground">
        {value === null ? t("cltPassOnDefault") : t("cltPassOnHelp")}
      </p>
      <FieldError id={`${id}-err`} errors={errors} name="terms.cltPassOnBp" />
    </div>
  );
}
