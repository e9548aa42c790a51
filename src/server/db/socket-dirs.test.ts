import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeSocketDir, SOCKET_DIR_PREFIX, sweepStaleSocketDirs } from "./socket-dirs";

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The id of a process that has already ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", ""]);
  return child.pid!;
}

describe("the embedded database's socket folders", () => {
  it("a new start removes the folders of killed processes and keeps the living ones'", () => {
    root = mkdtempSync(path.join(os.tmpdir(), "socket-dirs-test-"));
    const dead = path.join(root, `${SOCKET_DIR_PREFIX}${deadPid()}-abc123`);
    mkdirSync(dead);
    const mine = makeSocketDir(root);
    const unrelated = path.join(root, "something-else-1");
    mkdirSync(unrelated);

    expect(sweepStaleSocketDirs(root)).toEqual([path.basename(dead)]);
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(mine)).toBe(true);
    expect(existsSync(unrelated)).toBe(true);
  });

  it("names the folder after its process and keeps it private to the user", () => {
    root = mkdtempSync(path.join(os.tmpdir(), "socket-dirs-test-"));
    const dir = makeSocketDir(root);
    expect(path.basename(dir).startsWith(`${SOCKET_DIR_PREFIX}${process.pid}-`)).toBe(true);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });
});
