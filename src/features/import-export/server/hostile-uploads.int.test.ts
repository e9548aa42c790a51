import { mkdtempSync, readdirSync, readlinkSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDb } from "../../../../tests/helpers/db";
import { makeUser } from "../../../../tests/helpers/actors";
import { oneLineCsv, plainXlsx, randomBinary, xlsxBomb, xlsxHugeSharedString } from "../../../../tests/helpers/hostile-files";
import type { Actor } from "~/server/actor";
import type { DbHandle } from "~/server/db/client";
import { resetServerEnvForTests } from "~/server/env";
import { withRequestTempDir } from "~/server/http/request-temp";
import { analyseImport } from "./import.service";
import { importerFor } from "./importers";
import { ImportFileError, NOT_A_TABLE_MESSAGE } from "./read-file";

const MB = 1024 * 1024;
let handle: DbHandle;
let actor: Actor;
let tempRoot: string;

beforeAll(async () => {
  handle = await createTestDb();
  const admin = await makeUser(handle.db, { role: "admin" });
  actor = { id: admin.id, role: admin.role, teamId: admin.teamId, requestId: "hostile", ip: null };
  // A temp folder of this file's own: the app's (UPLOAD_TMP_DIR) and the system's (TMPDIR, which libraries use).
  tempRoot = mkdtempSync(path.join(os.tmpdir(), "hostile-uploads-"));
  // vi.stubEnv: unstubAllEnvs puts back what was there (and removes what was not) for the next file in this worker.
  vi.stubEnv("TMPDIR", tempRoot);
  vi.stubEnv("UPLOAD_TMP_DIR", tempRoot);
  vi.stubEnv("IMPORT_MAX_UNCOMPRESSED_MB", undefined);
  resetServerEnvForTests();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  resetServerEnvForTests();
  await handle.close();
  rmSync(tempRoot, { recursive: true, force: true });
});

/** The body as the HTTP request hands it over: 64 KB chunks. */
function body(bytes: Buffer): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 64 * 1024) chunks.push(bytes.subarray(at, at + 64 * 1024));
  return Readable.from(chunks);
}

/** Every file under the temp folder, and every descriptor of this process open on one. */
function leftovers(): { files: string[]; openDescriptors: string[] } {
  const files = (readdirSync(tempRoot, { recursive: true }) as string[]).filter(Boolean);
  const openDescriptors = readdirSync("/proc/self/fd")
    .map((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`);
      } catch {
        return "";
      }
    })
    .filter((target) => target.startsWith(tempRoot));
  return { files, openDescriptors };
}

/** Runs the analysis as a request does, and reports its outcome, the largest event-loop stall and the memory peak. */
async function analyse(input: Readable) {
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  let maxLag = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    maxLag = Math.max(maxLag, now - last - 5);
    last = now;
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  try {
    const result = await withRequestTempDir(() => analyseImport(handle.db, actor, importerFor("customers")!, input));
    return { result, error: null, growth: peak - rssBefore, maxLag, ms: performance.now() - started };
  } catch (error) {
    return { result: null, error, growth: peak - rssBefore, maxLag, ms: performance.now() - started };
  } finally {
    clearInterval(timer);
  }
}

describe("hostile uploads", () => {
  it("leaves no temporary file or open descriptor after analysing ordinary workbooks (worksheet before shared strings)", async () => {
    const file = await plainXlsx();
    for (let i = 0; i < 3; i++) {
      const { result, error } = await analyse(body(file));
      expect(error).toBeNull();
      expect(result!.file.headers).toEqual(["Nome", "CPF", "Cidade"]);
      expect(result!.samples).toEqual([["João", "529.982.247-25", "São Paulo"]]);
    }
    expect(leftovers()).toEqual({ files: [], openDescriptors: [] });
  });

  it("refuses a zip bomb from its declared sizes, before inflating it, and leaves nothing behind", async () => {
    const bomb = await xlsxBomb(600_000); // ~33 MB of XML in well under 1 MB
    expect(bomb.length).toBeLessThan(MB);
    vi.stubEnv("IMPORT_MAX_UNCOMPRESSED_MB", "16");
    resetServerEnvForTests();
    const { error, growth, ms } = await analyse(body(bomb)).finally(() => {
      vi.stubEnv("IMPORT_MAX_UNCOMPRESSED_MB", undefined);
      resetServerEnvForTests();
    });
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as Error).message).toBe("A planilha descompactada passa do limite de 16 MB: divida-a em arquivos menores.");
    expect(ms).toBeLessThan(3_000);
    expect(growth).toBeLessThan(64 * MB);
    expect(leftovers()).toEqual({ files: [], openDescriptors: [] });
  });

  it("stops at a cell longer than the limit (one shared string of 96 M characters) in bounded memory, the event loop free", async () => {
    const file = await xlsxHugeSharedString(96 * 1024 * 1024);
    const { error, growth, maxLag } = await analyse(body(file));
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as Error).message).toBe("Uma célula da planilha passa de 32.767 caracteres: confira o arquivo.");
    expect(growth).toBeLessThan(64 * MB);
    expect(maxLag).toBeLessThan(250);
    expect(leftovers()).toEqual({ files: [], openDescriptors: [] });
  });

  it("refuses a random binary file with a clear message", async () => {
    const { error } = await analyse(body(randomBinary(256 * 1024)));
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as Error).message).toBe(NOT_A_TABLE_MESSAGE);
  });

  it("stops at a 10 MB CSV line instead of echoing it back", async () => {
    const { error, ms, growth } = await analyse(body(oneLineCsv(10 * MB)));
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as Error).message).toBe("A linha 1 passa de 1.048.544 caracteres: confira as aspas e as quebras de linha do arquivo.");
    expect(ms).toBeLessThan(3_000);
    expect(growth).toBeLessThan(64 * MB);
  });

  it("clips the samples and the column names it answers", async () => {
    const long = "x".repeat(5_000);
    const { result, error } = await analyse(body(Buffer.from(`Nome;${long}\r\n${long};João\r\n`)));
    expect(error).toBeNull();
    expect(result!.file.headers.map((h) => h.length)).toEqual([4, 200]);
    expect(result!.samples[0]![0]).toBe(`${"x".repeat(199)}…`);
    expect(result!.samples[0]![1]).toBe("João");
  });

  it("removes the temporary copy when the upload breaks off midway", async () => {
    const file = await xlsxBomb(200_000);
    async function* broken() {
      yield file.subarray(0, Math.floor(file.length / 2));
      throw Object.assign(new Error("aborted"), { code: "ECONNRESET" });
    }
    const { error } = await analyse(Readable.from(broken()));
    expect(error).toBeTruthy();
    expect(leftovers()).toEqual({ files: [], openDescriptors: [] });
  });
});
