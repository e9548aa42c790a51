import { ImportRequestError } from "~/features/import-export/components/import-api";
import type { MappingState } from "~/features/import-export/components/mapping-step";
import type { StatementAnalysis } from "./helpers";

export { ImportRequestError };

/** What the preview step answers; money as centavos strings (this endpoint is JSON, not superjson). */
export interface StatementPreview {
  counts: { lines: number; recebida: number; divergente: number; nao_identificada: number; total: string };
  invalid: number;
  errors: { row: number; errors: { column: string; message: string }[] }[];
  alreadyImported: { statementId: string; at: string } | null;
}

export interface StatementCommit {
  statementId: string;
  duplicate: boolean;
}

export interface StatementTarget {
  partnerId: string;
  month: string;
}

function urlFor(step: "analyse" | "preview" | "commit", target: StatementTarget, mapping?: MappingState, fileName?: string): string {
  const params = new URLSearchParams({ step, partnerId: target.partnerId, month: target.month });
  if (mapping) params.set("mapping", JSON.stringify(mapping));
  if (fileName) params.set("fileName", fileName);
  return `/api/comissoes/conciliacao?${params.toString()}`;
}

/** The server keeps nothing between steps: each one sends the file again. */
async function post<T>(url: string, file: File): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { method: "POST", body: file, headers: { "content-type": "application/octet-stream" } });
  } catch {
    throw new ImportRequestError("", null);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { message?: string; problems?: string[] } } | null;
    const problems = body?.error?.problems?.length ? ` ${body.error.problems.join(" ")}` : "";
    throw new ImportRequestError(`${body?.error?.message ?? ""}${problems}`, res.status);
  }
  return (await res.json()) as T;
}

export const analyseStatement = (target: StatementTarget, file: File) => post<StatementAnalysis>(urlFor("analyse", target), file);

export const previewStatement = (target: StatementTarget, file: File, mapping: MappingState) => post<StatementPreview>(urlFor("preview", target, mapping), file);

export const commitStatement = (target: StatementTarget, file: File, mapping: MappingState) =>
  post<StatementCommit>(urlFor("commit", target, mapping, file.name), file);
