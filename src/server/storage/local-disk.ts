import { createReadStream } from "node:fs";
import { copyFile, mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { FileStorage } from "./storage";

const SAFE_KEY = /^[a-z0-9-]{16,64}$/;

/**
 * Files under one directory, two levels of fan-out by key. Keys are checked against a strict pattern, so no
 * name from a request ever becomes a path. Writes go to a temporary name first: a crash never leaves half a file
 * under a real key.
 */
export function localDiskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error("invalid storage key");
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    kind: "disk",
    async putFile(key, source) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.partial`;
      // A copy, not a rename: the temporary folder may be on another file system.
      await copyFile(source, partial);
      await rename(partial, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        await stat(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
