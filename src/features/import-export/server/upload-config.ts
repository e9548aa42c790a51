import { serverEnv } from "~/server/env";
import { requestTempDir, uploadTempRoot } from "~/server/http/request-temp";
import type { ReadLimits } from "../table";

/** The import reader's limits as configured (IMPORT_MAX_*; README's configuration table). */
export function uploadReadLimits(): ReadLimits {
  const env = serverEnv();
  return {
    maxCellChars: env.IMPORT_MAX_CELL_CHARS,
    maxColumns: 1_000,
    maxRows: env.IMPORT_MAX_ROWS,
    maxUncompressedBytes: Math.round(env.IMPORT_MAX_UNCOMPRESSED_MB * 1024 * 1024),
  };
}

/** The current request's own temporary folder (removed when the request ends), else UPLOAD_TMP_DIR or the system's. */
export function uploadTempDir(): string {
  return requestTempDir() ?? uploadTempRoot();
}
