import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetServerEnvForTests } from "../env";

/** authSecret as a freshly started process sees it (its own module state). */
async function freshAuthSecret(): Promise<string> {
  vi.resetModules();
  const env = await import("../env");
  env.resetServerEnvForTests();
  return (await import("./secret")).authSecret();
}

describe("the embedded default's generated session secret", () => {
  let dir: string;
  const saved = { DATA_DIR: process.env.DATA_DIR, NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET, DATABASE_URL: process.env.DATABASE_URL };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "secret-"));
    process.env.DATA_DIR = dir;
    delete process.env.NEXTAUTH_SECRET;
    delete process.env.DATABASE_URL;
  });
  afterEach(() => {
    for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k];
    else process.env[k] = v;
    resetServerEnvForTests();
    rmSync(dir, { recursive: true, force: true });
  });

  it("is generated once: every process started later reads the same one, and no draft file is left", async () => {
    const first = await freshAuthSecret();
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await freshAuthSecret()).toBe(first);
    expect(await Promise.all([freshAuthSecret(), freshAuthSecret()])).toEqual([first, first]);
    expect(readdirSync(dir)).toEqual(["nextauth-secret"]);
    expect(readFileSync(path.join(dir, "nextauth-secret"), "utf8")).toBe(first);
  });
});
