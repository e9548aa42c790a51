import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { PercentInput } from "~/components/ui/masked-input";
import { cn } from "~/lib/cn";
import { rowKey, type DraftErrors, type StepDraft } from "./terms-draft";

const MAX_STEPS = 24;

/** The estorno table: "cancelada até o mês N → estorna X %", months increasing; none means no estorno. */
export function ClawbackEditor({ steps, errors, onChange }: { steps: StepDraft[]; errors: DraftErrors; onChange: (steps: StepDraft[]) => void }) {
  const t = useTranslations("commissionRules.terms");
  const set = (i: number, patch: Partial<StepDraft>) => onChange(steps.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  function add() {
    const last = Number(steps[steps.length - 1]?.upToMonth ?? 0);
    onChange([...steps, { key: rowKey(), upToMonth: String((Number.isFinite(last) ? last : 0) + 6), recover: 10_000 }]);
  }
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-heading text-base font-semibold">{t("clawback")}</legend>
      <p className="text-sm text-muted-foreground">{t("clawbackHelp")}</p>
      <FieldError errors={errors} name="terms.clawback" className="text-sm" />
      {steps.length === 0 ? <p className="text-sm text-muted-foreground">{t("clawbackNone")}</p> : null}
      <ol className="flex max-w-xl flex-col gap-2">
        {steps.map((step, i) => (
          <StepRow key={step.key} step={step} index={i} errors={errors} onChange={(patch) => set(i, patch)} onRemove={() => onChange(steps.filter((_, j) => j !== i))} />
        ))}
      </ol>
      <div>
        <Button variant="outline" size="sm" onClick={add} disabled={steps.length >= MAX_STEPS}>
          <Plus aria-hidden />
          {t("addStep")}
        </Button>
      </div>
    </fieldset>
  );
}

/** One row; the column labels are shown on the first row only (the others keep them for screen readers). */
function StepRow({ step, index, errors, onChange, onRemove }: { step: StepDraft; index: number; errors: DraftErrors; onChange: (patch: Partial<StepDraft>) => void; onRemove: () => void }) {
  const t = useTranslations("commissionRules.terms");
  const id = useId();
  const at = `terms.clawback.${index}`;
  const labelClass = cn("text-sm font-medium", index > 0 && "sr-only");
  const cell = (field: "upToMonth" | "recoverBp", label: string) => {
    const error = errors[`${at}.${field}`];
    const inputProps = { id: `${id}-${field}`, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-${field}-err` : undefined };
    return (
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-${field}`} className={labelClass}>
          {label}
        </Label>
        {field === "upToMonth" ? (
          <Input {...inputProps} inputMode="numeric" value={step.upToMonth} onChange={(e) => onChange({ upToMonth: e.target.value })} />
        ) : (
          <PercentInput {...inputProps} value={step.recover} onValueChange={(recover) => onChange({ recover })} />
        )}
        <FieldError id={`${id}-${field}-err`} errors={errors} name={`${at}.${field}`} />
      </div>
    );
  };
  return (
    <li aria-label={t("stepRow", { n: index + 1 })} className="grid grid-cols-[1fr_1fr_auto] items-end gap-3">
      {cell("upToMonth", t("upToMonth"))}
      {cell("recoverBp", t("recover"))}
      <Button variant="ghost" size="icon" aria-label={t("removeStep", { n: index + 1 })} onClick={onRemove}>
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}
