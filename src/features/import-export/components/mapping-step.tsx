import { useId, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/input";
import type { AnalyseResult } from "./import-api";

export type MappingState = Record<string, number | null>;

/** What keeps the mapping from being used: required columns left out, or one file column used twice. */
export function mappingProblems(analysis: AnalyseResult, mapping: MappingState): { missing: string[]; reused: boolean } {
  const missing = analysis.columns.filter((c) => c.required && (mapping[c.key] ?? null) === null).map((c) => c.label);
  const used = Object.values(mapping).filter((v): v is number => v !== null);
  return { missing, reused: new Set(used).size !== used.length };
}

function detectedText(analysis: AnalyseResult, t: ReturnType<typeof useTranslations<"importer.mapping">>): string {
  const { file } = analysis;
  if (file.format === "xlsx") return t("detected", { format: t("xlsx"), rows: file.rows });
  const encoding = file.encoding === "windows-1252" ? "Windows-1252" : file.encoding === "utf-8" ? "UTF-8" : t("ascii");
  return t("detected", { format: t("csvDetected", { encoding, delimiter: file.delimiter ?? ";" }), rows: file.rows });
}

/** Step 2: a file column (with a sample value) for each field of the list; required fields marked. */
export function MappingStep(props: {
  analysis: AnalyseResult;
  mapping: MappingState;
  busy: boolean;
  onChange: (m: MappingState) => void;
  onBack: () => void;
  onNext: () => void;
  /** Replaces the line saying where the mapping came from (a partner's saved template, in the reconciliation). */
  sourceNote?: ReactNode;
}) {
  const t = useTranslations("importer.mapping");
  const baseId = useId();
  const { analysis, mapping } = props;
  const problems = mappingProblems(analysis, mapping);
  const sample = (index: number) => analysis.samples.map((row) => row[index] ?? "").find((v) => v.trim() !== "") ?? "";

  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-base font-semibold">{t("title")}</h2>
        <p className="text-sm" data-testid="import-detected">
          {detectedText(analysis, t)}
        </p>
        {props.sourceNote ?? <p className="text-sm text-muted-foreground">{analysis.mappingSource === "remembered" ? t("remembered") : t("suggested")}</p>}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {analysis.columns.map((column) => {
          const id = `${baseId}-${column.key}`;
          const value = mapping[column.key] ?? null;
          return (
            <div key={column.key} className="space-y-1">
              <label htmlFor={id} className="text-sm font-medium">
                {column.label}
                {column.required ? <span className="ml-1 text-xs text-danger">({t("required")})</span> : null}
              </label>
              <NativeSelect
                id={id}
                value={value === null ? "" : String(value)}
                aria-required={column.required || undefined}
                aria-invalid={column.required && value === null ? true : undefined}
                onChange={(e) => props.onChange({ ...mapping, [column.key]: e.target.value === "" ? null : Number(e.target.value) })}
              >
                <option value="">{t("notImported")}</option>
                {analysis.file.headers.map((header, index) => (
                  <option key={index} value={index}>
                    {header || `#${index + 1}`}
                    {sample(index) ? ` — ${t("sample")}: ${sample(index).slice(0, 40)}` : ""}
                  </option>
                ))}
              </NativeSelect>
            </div>
          );
        })}
      </div>
      {problems.missing.length > 0 ? (
        <p role="alert" className="text-sm text-danger">
          {t("missingRequired", { columns: problems.missing.join(", ") })}
        </p>
      ) : null}
      {problems.reused ? (
        <p role="alert" className="text-sm text-danger">
          {t("reused")}
        </p>
      ) : null}
      <div className="flex justify-between gap-2">
        <Button type="button" variant="outline" onClick={props.onBack} disabled={props.busy}>
          {t("back")}
        </Button>
        <Button type="button" onClick={props.onNext} loading={props.busy} disabled={problems.missing.length > 0 || problems.reused}>
          {props.busy ? t("checking") : t("next")}
        </Button>
      </div>
    </div>
  );
}
