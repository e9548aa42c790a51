import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { MoneyInput, PercentInput } from "~/components/ui/masked-input";
import { Switch } from "~/components/ui/switch";
import { emptyTranche, type DraftErrors, type TrancheDraft } from "./terms-draft";

const MAX_ROWS = 24;

/** The schedule (cronograma): one row per tranche, at least one. */
export function TranchesEditor({ rows, errors, onChange }: { rows: TrancheDraft[]; errors: DraftErrors; onChange: (rows: TrancheDraft[]) => void }) {
  const t = useTranslations("commissionRules.terms");
  const set = (i: number, patch: Partial<TrancheDraft>) => onChange(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));

  function add() {
    // A new row starts right after the last one ends, the usual next step of a schedule.
    const last = rows[rows.length - 1];
    const next = last && !last.open ? Number(last.fromMonth) + Number(last.months) : 1;
    onChange([...rows, emptyTranche(Number.isFinite(next) && next >= 1 ? next : 1)]);
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-heading text-base font-semibold">{t("schedule")}</legend>
      <p className="text-sm text-muted-foreground">{t("scheduleHelp")}</p>
      {errors["terms.tranches"] ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {errors["terms.tranches"]}
        </p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {rows.map((row, i) => (
          <TrancheRow key={row.key} row={row} index={i} errors={errors} canRemove={rows.length > 1} onChange={(patch) => set(i, patch)} onRemove={() => onChange(rows.filter((_, j) => j !== i))} />
        ))}
      </ol>
      <div>
        <Button variant="outline" size="sm" onClick={add} disabled={rows.length >= MAX_ROWS}>
          <Plus aria-hidden />
          {t("addTranche")}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{t("baseHelp")}</p>
    </fieldset>
  );
}

function TrancheRow({
  row,
  index,
  errors,
  canRemove,
  onChange,
  onRemove,
}: {
  row: TrancheDraft;
  index: number;
  errors: DraftErrors;
  canRemove: boolean;
  onChange: (patch: Partial<TrancheDraft>) => void;
  onRemove: () => void;
}) {
  const t = useTranslations("commissionRules.terms");
  const id = useId();
  const at = `terms.tranches.${index}`;
  const e = (field: string) => ({ [field]: errors[`${at}.${field}`] });
  return (
    <li data-testid="tranche-row" aria-label={t("trancheRow", { n: index + 1 })} className="grid grid-cols-2 items-start gap-3 rounded-md border border-border p-3 md:grid-cols-[5.5rem_11rem_9rem_minmax(8rem,1fr)_9rem_auto]">
      <Field label={t("fromMonth")} name="fromMonth" errors={e("fromMonth")}>
        <Input inputMode="numeric" value={row.fromMonth} onChange={(ev) => onChange({ fromMonth: ev.target.value })} />
      </Field>
      <div className="flex flex-col gap-1">
        <Field label={t("months")} name="months" errors={e("months")}>
          <Input inputMode="numeric" value={row.open ? "" : row.months} disabled={row.open} onChange={(ev) => onChange({ months: ev.target.value })} />
        </Field>
        <div className="flex items-center gap-2">
          <Switch id={`${id}-open`} checked={row.open} onCheckedChange={(open) => onChange({ open, months: open ? row.months : row.months || "1" })} />
          <Label htmlFor={`${id}-open`} className="text-xs font-normal">
            {t("whileLasts")}
          </Label>
        </div>
      </div>
      <Field label={t("kind")} name="kind" errors={e("kind")}>
        <NativeSelect value={row.kind} onChange={(ev) => onChange({ kind: ev.target.value === "fixed" ? "fixed" : "rate" })}>
          <option value="rate">{t("kindRate")}</option>
          <option value="fixed">{t("kindFixed")}</option>
        </NativeSelect>
      </Field>
      {row.kind === "rate" ? (
        <Field label={t("rate")} name="rateBp" errors={e("rateBp")}>
          <PercentInput placeholder="1,5" value={row.rateBp} onValueChange={(rateBp) => onChange({ rateBp })} />
        </Field>
      ) : (
        <Field label={t("fixed")} name="fixedCents" errors={e("fixedCents")}>
          <MoneyInput value={row.fixedCents} onValueChange={(fixedCents) => onChange({ fixedCents })} />
        </Field>
      )}
      <Field label={t("base")} name="base" errors={e("base")}>
        <NativeSelect value={row.kind === "fixed" ? "total" : row.base} disabled={row.kind === "fixed"} onChange={(ev) => onChange({ base: ev.target.value === "installment" ? "installment" : "total" })}>
          <option value="total">{t("baseTotal")}</option>
          <option value="installment">{t("baseInstallment")}</option>
        </NativeSelect>
      </Field>
      <div className="flex items-end justify-end self-stretch md:pb-0.5">
        <Button variant="ghost" size="icon" aria-label={t("removeTranche", { n: index + 1 })} disabled={!canRemove} onClick={onRemove}>
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}
