import { useId, useState, type DragEvent } from "react";
import { useTranslations } from "use-intl";
import { UploadIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

export const MAX_FILE_BYTES = 50 * 1024 * 1024;
const ACCEPTED = /\.(csv|xlsx)$/i;

export function formatBytes(bytes: number, locale: string): string {
  const units = ["B", "KB", "MB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

/** Step 1: pick (or drop) a .csv or .xlsx; checked here for type and size before anything is sent. */
export function FileStep(props: { file: File | null; locale: string; busy: boolean; onFile: (file: File | null) => void; onNext: () => void }) {
  const t = useTranslations("importer.file");
  const inputId = useId();
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const accept = (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED.test(file.name)) return setProblem(t("wrongType"));
    if (file.size > MAX_FILE_BYTES) return setProblem(t("tooLarge"));
    setProblem(null);
    props.onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    accept(event.dataTransfer.files[0]);
  };

  return (
    <div className="space-y-4">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-border p-8 text-center focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2",
          dragging && "border-primary bg-accent",
        )}
      >
        <UploadIcon aria-hidden className="size-8 text-muted-foreground" />
        <label htmlFor={inputId} className="text-sm font-medium">
          {t("label")}
        </label>
        <p className="text-sm text-muted-foreground">
          {t("drop")}{" "}
          <label htmlFor={inputId} className="cursor-pointer text-primary underline">
            {t("choose")}
          </label>
        </p>
        <input
          id={inputId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby={hintId}
          // The browser's own "Choose File" text is in its language, not the user's: the labels stand in for it.
          className="sr-only"
          onChange={(e) => accept(e.target.files?.[0])}
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          {t("hint")}
        </p>
        {props.file ? (
          <p className="text-sm font-medium" data-testid="import-file-name">
            {t("selected", { name: props.file.name, size: formatBytes(props.file.size, props.locale) })}
          </p>
        ) : null}
        {problem ? (
          <p role="alert" className="text-sm text-danger">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="flex justify-end">
        <Button type="button" disabled={!props.file || props.busy} loading={props.busy} onClick={props.onNext}>
          {props.busy ? t("analysing") : t("analyse")}
        </Button>
      </div>
    </div>
  );
}
