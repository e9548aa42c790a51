import path from "node:path";
import { serverEnv } from "../env";
import { localDiskStorage } from "./local-disk";
import { s3Storage } from "./s3";

/** Where attachment bytes live: keys are random (see attachments.service), never names. */
export interface FileStorage {
  kind: "disk" | "s3";
  /** Stores a file from the local disk (an upload spooled to a temporary file), streamed, never read whole. */
  putFile(key: string, filePath: string, size: number, contentType: string): Promise<void>;
  /** The bytes as a stream, or null when the object is gone. */
  get(key: string): Promise<AsyncIterable<Uint8Array> | null>;
  delete(key: string): Promise<void>;
}

const globalForStorage = globalThis as unknown as { __fileStorage?: FileStorage };

/** S3-compatible storage when S3_BUCKET is set, else the local disk under DATA_DIR/attachments. */
export function fileStorage(): FileStorage {
  if (globalForStorage.__fileStorage) return globalForStorage.__fileStorage;
  const env = serverEnv();
  globalForStorage.__fileStorage = env.S3_BUCKET
    ? s3Storage({
        bucket: env.S3_BUCKET,
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
      })
    : localDiskStorage(env.ATTACHMENTS_DIR ?? path.join(env.DATA_DIR, "attachments"));
  return globalForStorage.__fileStorage;
}
