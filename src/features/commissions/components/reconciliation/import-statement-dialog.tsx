import { useRouter } from "next/router";
import { useId, useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { notify } from "~/components/toast/notify";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { FileStep } from "~/features/import-export/components/file-step";
import { MappingStep, type MappingState } from "~/features/import-export/components/mapping-step";
import { StepStatus, useStepRunner } from "~/features/import-export/components/use-step-runner";
import { api } from "~/utils/api";
import { forMappingStep, type StatementAnalysis } from "./helpers";
import { MonthSelect, PartnerSelect } from "./filters";
import { analyseStatement, commitStatement, previewStatement, type StatementPreview } from "./statement-api";
import { StatementPreviewStep } from "./statement-preview-step";

type Step = "setup" | "mapping" | "preview";
const STEPS: Step[] = ["setup", "mapping", "preview"];

/**
 * Partner + competence month + file → column mapping (the partner's saved template applied) → preview of the
 * matching → commit, then the statement's workbench. The file goes again with every step: the server keeps nothing.
 */
export function ImportStatementDialog(props: { open: boolean; onOpenChange: (open: boolean) => void; current: string; partnerId: string }) {
  const t = useTranslations("commissionReconciliation.wizard");
  const locale = useLocale();
  const router = useRouter();
  const utils = api.useUtils();
  const ids = useId();
  const [step, setStep] = useState<Step>("setup");
  const [partnerId, setPartnerId] = useState(props.partnerId);
  const [month, setMonth] = useState(props.current);
  const [file, setFile] = useState<File | null>(null);
  const [analysis, setAnalysis] = useState<StatementAnalysis | null>(null);
  const [mapping, setMapping] = useState<MappingState>({});
  const [preview, setPreview] = useState<StatementPreview | null>(null);
  const { busy, error, setError, guarded, isRunning } = useStepRunner({ network: t("network"), generic: t("generic") });
  const target = { partnerId, month };

  const analyse = () => {
    if (!partnerId) return setError(t("needPartner"));
    void guarded(async () => {
      const result = await analyseStatement(target, file!);
      setAnalysis(result);
      setMapping(Object.fromEntries(result.columns.map((c) => [c.key, (result.mapping as MappingState)[c.key] ?? null])));
      setStep("mapping");
    });
  };

  const runPreview = () =>
    void guarded(async () => {
      setPreview(await previewStatement(target, file!, mapping));
      setStep("preview");
    });

  const commit = () =>
    void guarded(async () => {
      const done = await commitStatement(target, file!, mapping);
      if (done.duplicate) notify.info(t("duplicate"));
      else notify.success(t("done", { count: preview?.counts.lines ?? 0 }));
      await utils.commissions.reconciliation.invalidate();
      await utils.commissions.overview.invalidate();
      props.onOpenChange(false);
      await router.push(`/comissoes/conciliacao/${done.statementId}`);
    });

  const changeOpen = (open: boolean) => {
    if (!open && isRunning()) return;
    props.onOpenChange(open);
  };

  return (
    <Dialog open={props.open} onOpenChange={changeOpen}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <StepStatus text={t("stepOf", { n: STEPS.indexOf(step) + 1, total: STEPS.length, name: t(`steps.${step}`) })} error={error} />
        {step === "setup" ? (
          <div className="space-y-4">
            <div className="flex flex-wrap items-end gap-3">
              <PartnerSelect id={`${ids}-partner`} value={partnerId} allowAll={false} disabled={busy} onChange={setPartnerId} />
              <MonthSelect id={`${ids}-month`} label={t("month")} value={month} current={props.current} disabled={busy} onChange={setMonth} />
            </div>
            <FileStep file={file} locale={locale} busy={busy} onFile={setFile} onNext={analyse} />
          </div>
        ) : null}
        {step === "mapping" && analysis ? (
          <MappingStep
            analysis={forMappingStep(analysis)}
            mapping={mapping}
            busy={busy}
            onChange={setMapping}
            onBack={() => setStep("setup")}
            onNext={runPreview}
            sourceNote={
              <p role="status" className={analysis.mappingSource === "template" ? "rounded-md border border-success/40 bg-success/10 p-3 text-sm font-medium text-success" : "text-sm text-muted-foreground"}>
                {analysis.mappingSource === "template" ? t("template") : t("noTemplate")}
              </p>
            }
          />
        ) : null}
        {step === "preview" && preview ? <StatementPreviewStep preview={preview} busy={busy} onBack={() => setStep("mapping")} onCommit={commit} /> : null}
      </DialogContent>
    </Dialog>
  );
}
