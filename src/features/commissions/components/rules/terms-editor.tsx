import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { ClawbackEditor } from "./clawback-editor";
import { CltPassOnField, RequirementsEditor } from "./requirements-editor";
import { PRESET_KEYS, TERMS_PRESETS } from "../../terms-presets";
import { SplitEditor } from "./split-editor";
import { draftFromTerms, type DraftErrors, type TermsDraft } from "./terms-draft";
import { TermsPreview } from "./terms-preview";
import { TranchesEditor } from "./tranches-editor";

/** Requirements the typed schedule implies: a "por parcela" rate needs the sale's installments. */
const impliedOf = (draft: TermsDraft) => (draft.tranches.some((t) => t.kind === "rate" && t.base === "installment") ? (["installments"] as const) : []);

/** The terms of a rule version: schedule, live preview, split and estorno; shared by "Nova regra" and "Nova versão". */
export function TermsEditor({ draft, errors, onChange }: { draft: TermsDraft; errors: DraftErrors; onChange: (draft: TermsDraft) => void }) {
  const t = useTranslations("commissionRules.terms");
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="terms-presets" className="flex flex-col gap-2">
        <h3 id="terms-presets" className="text-sm font-medium">
          {t("presets")}
        </h3>
        <p className="text-xs text-muted-foreground">{t("presetsHelp")}</p>
        <div className="flex flex-wrap gap-2">
          {PRESET_KEYS.map((key) => (
            <Button key={key} variant="secondary" size="sm" onClick={() => onChange(draftFromTerms(TERMS_PRESETS[key]))}>
              {t(`presetNames.${key}`)}
            </Button>
          ))}
        </div>
      </section>
      <TranchesEditor rows={draft.tranches} errors={errors} onChange={(tranches) => onChange({ ...draft, tranches })} />
      <TermsPreview draft={draft} />
      <SplitEditor split={draft.split} errors={errors} onChange={(split) => onChange({ ...draft, split })} />
      <ClawbackEditor steps={draft.clawback} errors={errors} onChange={(clawback) => onChange({ ...draft, clawback })} />
      <CltPassOnField value={draft.cltPassOnBp} errors={errors} onChange={(cltPassOnBp) => onChange({ ...draft, cltPassOnBp })} />
      <RequirementsEditor draft={draft} implied={impliedOf(draft)} onChange={(requires) => onChange({ ...draft, requires })} />
    </div>
  );
}
