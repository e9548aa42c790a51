import type { ImportMapping } from "../columns";
import type { DuplicatesPolicy } from "../server/importer";
import type { AnalyseResult, CommitResult, ImportRunResult } from "../server/import.service";

export type { AnalyseResult, CommitResult, ImportRunResult };

/** A failure the server explained (pt-BR message), or a network failure (message null: the UI says it). */
export class ImportRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "ImportRequestError";
  }
}

export interface StepOptions {
  readonly mapping: ImportMapping;
  readonly duplicates: DuplicatesPolicy;
}

function urlFor(listKey: string, step: string, options?: StepOptions & { validOnly?: boolean; confirmWarnings?: boolean; fileName?: string }): string {
  const params = new URLSearchParams({ step });
  if (options) {
    params.set("mapping", JSON.stringify(options.mapping));
    params.set("duplicates", options.duplicates);
    if (options.validOnly) params.set("validOnly", "1");
    if (options.confirmWarnings) params.set("confirmWarnings", "1");
    if (options.fileName) params.set("fileName", options.fileName);
  }
  return `/api/import/${encodeURIComponent(listKey)}?${params.toString()}`;
}

async function post(url: string, file: File): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { method: "POST", body: file, headers: { "content-type": "application/octet-stream" } });
  } catch {
    throw new ImportRequestError("", null);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new ImportRequestError(body?.error?.message ?? "", res.status);
  }
  return res;
}

export async function analyseFile(listKey: string, file: File): Promise<AnalyseResult> {
  return (await (await post(urlFor(listKey, "analyse"), file)).json()) as AnalyseResult;
}

export async function previewFile(listKey: string, file: File, options: StepOptions): Promise<ImportRunResult> {
  return (await (await post(urlFor(listKey, "preview", options), file)).json()) as ImportRunResult;
}

type CommitLine = { type: "progress"; rows: number } | ({ type: "done" } & CommitResult) | { type: "error"; message: string };

/** Sends the file for import and follows the NDJSON answer: progress lines, then the result (or an error). */
export async function commitFile(listKey: string, file: File, options: StepOptions & { validOnly: boolean; confirmWarnings: boolean }, onProgress: (rows: number) => void): Promise<CommitResult> {
  const res = await post(urlFor(listKey, "commit", { ...options, fileName: file.name }), file);
  if (!res.body) throw new ImportRequestError("", null);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffer += value;
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const text of lines) {
      if (text.trim() === "") continue;
      const line = JSON.parse(text) as CommitLine;
      if (line.type === "progress") onProgress(line.rows);
      else if (line.type === "error") throw new ImportRequestError(line.message, 200);
      else {
        const { type: _type, ...result } = line;
        return result;
      }
    }
    if (done) throw new ImportRequestError("", null);
  }
}

/** Downloads the rejected rows (CSV with reasons) the way a link would, under the given file name. */
export async function downloadRejected(listKey: string, file: File, options: StepOptions, fileName: string): Promise<void> {
  const res = await post(urlFor(listKey, "rejected", options), file);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
