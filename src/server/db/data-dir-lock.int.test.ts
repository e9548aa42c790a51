import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "./client";
import { DataDirInUseError, lockDataDir, STALE_MS } from "./data-dir-lock";

// Two processes on one embedded data directory corrupt it: whoever opens it holds a lock until it closes (the
// app's PGlite thread too: pglite-worker.int.test.ts).
const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "corretora-lock-test-"));
  dirs.push(dir);
  return path.join(dir, "pglite");
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("the embedded data directory's lock", () => {
  it("is held by PGlite in this thread until it closes", async () => {
    const dir = tempDir();
    const handle = await openPglite(dir);
    await expect(lockDataDir(dir, { waitMs: 0 })).rejects.toBeInstanceOf(DataDirInUseError);
    await handle.close();
    const release = await lockDataDir(dir, { waitMs: 0 });
    await release();
  });

  it("held by another process refuses this one", async () => {
    const dir = tempDir();
    mkdirSync(dir, { recursive: true });
    // A process of its own takes the lock and keeps it until its stdin closes.
    const child = spawn(process.execPath, ["-e", `require("proper-lockfile").lock(${JSON.stringify(dir)}).then(() => { console.log("locked"); process.stdin.resume(); })`], {
      cwd: process.cwd(),
      stdio: ["pipe", "pipe", "inherit"],
    });
    await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
    try {
      const refusal = await openPglite(dir, { lockWaitMs: 0 }).then((h) => h.close()).catch((err: unknown) => err);
      expect(refusal).toBeInstanceOf(DataDirInUseError);
      expect((refusal as Error).message).toBe(
        `O banco embutido em ${dir} já está aberto por outro processo (outro servidor ou script nesta pasta). Pare o outro processo ou use outro DATA_DIR.`,
      );
    } finally {
      child.kill("SIGKILL");
    }
  });

  it("left by a killed process is taken over once stale", async () => {
    const dir = tempDir();
    mkdirSync(`${dir}.lock`, { recursive: true });
    const past = new Date(Date.now() - STALE_MS - 1_000);
    utimesSync(`${dir}.lock`, past, past);
    const handle = await openPglite(dir);
    await handle.close();
  });
});
