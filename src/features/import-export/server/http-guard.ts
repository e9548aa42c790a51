import { MixedEncodingError } from "../encoding";
import { ImportMappingError } from "../validate";
import { ImportFileError } from "../table";
import type { ApiFailure } from "~/server/http/api-route";

/** Uploads above this are refused (413): a 50 MB CSV is several hundred thousand rows. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
export const TOO_LARGE_MESSAGE = "Arquivo muito grande: o limite é 50 MB. Divida a planilha em arquivos menores.";

/** The import machinery's own errors as answers (400 with the pt-BR message; a bad mapping lists its problems). */
export function importFailureOf(error: unknown): ApiFailure | null {
  if (error instanceof ImportMappingError) return { status: 400, message: error.message, problems: error.problems };
  if (error instanceof ImportFileError || error instanceof MixedEncodingError) return { status: 400, message: error.message };
  return null;
}
