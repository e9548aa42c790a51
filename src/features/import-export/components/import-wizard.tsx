import { useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { notify } from "~/components/toast/notify";
import type { DuplicatesPolicy } from "../server/importer";
import { FileStep } from "./file-step";
import { analyseFile, commitFile, downloadRejected, ImportRequestError, previewFile, type AnalyseResult, type CommitResult, type ImportRunResult } from "./import-api";
import { MappingStep, type MappingState } from "./mapping-step";
import { PreviewStep } from "./preview-step";
import { ProgressBar } from "./progress-bar";
import { SummaryStep } from "./summary-step";
import { StepStatus, useStepRunner } from "./use-step-runner";

type Step = "file" | "mapping" | "preview" | "progress" | "summary";
const STEPS: Step[] = ["file", "mapping", "preview", "progress", "summary"];

/**
 * The import wizard any list can use: file → column mapping → review of every row → progress → summary.
 * Each step sends the file again (the server keeps nothing between steps), so a long import needs no state.
 */
export function ImportWizard(props: { listKey: string; doneHref: string; doneLabel: string }) {
  const t = useTranslations("importer");
  const locale = useLocale();
  const [step, setStep] = useState<Step>("file");
  const [file, setFile] = useState<File | null>(null);
  const [analysis, setAnalysis] = useState<AnalyseResult | null>(null);
  const [mapping, setMapping] = useState<MappingState>({});
  const [preview, setPreview] = useState<ImportRunResult | null>(null);
  const [duplicates, setDuplicates] = useState<DuplicatesPolicy>("skip");
  const [validOnly, setValidOnly] = useState(false);
  const [confirmWarnings, setConfirmWarnings] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [rowsDone, setRowsDone] = useState(0);
  const [result, setResult] = useState<CommitResult | null>(null);
  const { busy, error, guarded } = useStepRunner({ network: t("errors.network"), generic: t("errors.generic") });

  const runPreview = (policy: DuplicatesPolicy) =>
    guarded(async () => {
      setPreview(await previewFile(props.listKey, file!, { mapping, duplicates: policy }));
      // A new preview may list other rows: what was confirmed before does not carry over.
      setConfirmWarnings(false);
      setStep("preview");
    });

  const analyse = () =>
    guarded(async () => {
      const result = await analyseFile(props.listKey, file!);
      setAnalysis(result);
      setMapping(Object.fromEntries(result.columns.map((c) => [c.key, (result.mapping as MappingState)[c.key] ?? null])));
      setStep("mapping");
    });

  const commit = () =>
    guarded(async () => {
      setRowsDone(0);
      setStep("progress");
      try {
        const done = await commitFile(props.listKey, file!, { mapping, duplicates, validOnly, confirmWarnings }, setRowsDone);
        if (!done.committed) {
          setPreview(done);
          setStep("preview");
          throw new ImportRequestError(t("summary.refused"), 200);
        }
        setResult(done);
        setStep("summary");
      } catch (e) {
        setStep((current) => (current === "progress" ? "preview" : current));
        throw e;
      }
    });

  const download = async () => {
    if (downloading || !file) return;
    setDownloading(true);
    try {
      const name = `${file.name.replace(/\.[^.]+$/, "")}-rejeitadas.csv`;
      await downloadRejected(props.listKey, file, { mapping, duplicates }, name);
      notify.success(t("errors.downloaded", { name }));
    } catch (e) {
      notify.error(e instanceof ImportRequestError && e.message ? e.message : t("errors.generic"));
    } finally {
      setDownloading(false);
    }
  };

  const restart = () => {
    setStep("file");
    setFile(null);
    setAnalysis(null);
    setPreview(null);
    setResult(null);
    setValidOnly(false);
    setConfirmWarnings(false);
  };

  const total = preview?.counts.total ?? analysis?.file.rows ?? 0;
  return (
    <div className="space-y-4">
      <StepStatus text={t("stepOf", { n: STEPS.indexOf(step) + 1, total: STEPS.length, name: t(`steps.${step}`) })} error={error} />
      {step === "file" ? <FileStep file={file} locale={locale} busy={busy} onFile={setFile} onNext={() => void analyse()} /> : null}
      {step === "mapping" && analysis ? (
        <MappingStep analysis={analysis} mapping={mapping} busy={busy} onChange={setMapping} onBack={() => setStep("file")} onNext={() => void runPreview(duplicates)} />
      ) : null}
      {step === "preview" && preview ? (
        <PreviewStep
          preview={preview}
          locale={locale}
          duplicates={duplicates}
          validOnly={validOnly}
          confirmWarnings={confirmWarnings}
          busy={busy}
          downloading={downloading}
          onDuplicates={(policy) => {
            setDuplicates(policy);
            void runPreview(policy);
          }}
          onValidOnly={setValidOnly}
          onConfirmWarnings={setConfirmWarnings}
          onDownload={() => void download()}
          onBack={() => setStep("mapping")}
          onImport={() => void commit()}
        />
      ) : null}
      {step === "progress" ? (
        <div className="space-y-2">
          <h2 className="text-base font-semibold">{t("progress.title")}</h2>
          <ProgressBar value={total > 0 ? rowsDone / total : 0} label={t("progress.label")} text={t("progress.rows", { done: rowsDone, total })} />
        </div>
      ) : null}
      {step === "summary" && result ? (
        <SummaryStep result={result} locale={locale} doneHref={props.doneHref} doneLabel={props.doneLabel} downloading={downloading} onDownload={() => void download()} onAgain={restart} />
      ) : null}
    </div>
  );
}
