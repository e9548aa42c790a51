import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser } from "../../tests/helpers/actors";
import { createTestDb } from "../../tests/helpers/db";
import type { DbHandle } from "./db/client";
import { users } from "./db/schema";
import { LOGGER_OPTIONS } from "./logger";

/**
 * A failed query logged the way the app logs it ({ err }), through the app's pino options into a real pino
 * destination: the statement and PostgreSQL's code are there, the parameters (an argon2 hash, a name, an
 * e-mail) are not, neither in the message, the stack, the cause nor PostgreSQL's detail.
 */
let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle?.close());

const SECRET_HASH = "$argon2id$v=19$m=65536,t=3,p=4$U0VHUkVETw$c2VncmVkby1kby1oYXNo";
const SECRET_NAME = "Maria Sigilosa da Silva";

function logTo(file: string) {
  const dest = pino.destination({ dest: file, sync: true });
  return { log: pino({ ...LOGGER_OPTIONS, level: "info" }, dest), dest };
}

describe("a failed query in the log", () => {
  it("keeps the statement and code, never the parameters", async () => {
    const taken = await makeUser(handle.db, { role: "seller" });
    let failure: unknown;
    try {
      await handle.db.insert(users).values({ name: SECRET_NAME, email: taken.email, passwordHash: SECRET_HASH, role: "seller" });
    } catch (err) {
      failure = err;
    }
    expect(failure).toBeInstanceOf(Error);

    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "log-error-")), "app.log");
    const { log, dest } = logTo(file);
    log.error({ requestId: "r-1", err: failure }, "unexpected API error");
    log.error({ requestId: "r-2", error: failure, job: { err: failure } }, "another shape");
    dest.flushSync();
    const text = readFileSync(file, "utf8");

    expect(text).toContain("23505");
    expect(text).toMatch(/insert into \\?"users\\?"/);
    for (const secret of [SECRET_HASH, "c2VncmVkby1kby1oYXNo", SECRET_NAME, taken.email]) expect(text).not.toContain(secret);
  });

  it("still redacts passwords and tokens logged as fields", () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "log-error-")), "app.log");
    const { log, dest } = logTo(file);
    log.warn({ body: { password: "hunter2-segredo", token: "tok-segredo" }, password: "top-segredo" }, "fields");
    dest.flushSync();
    const text = readFileSync(file, "utf8");
    expect(text).not.toMatch(/segredo/);
    expect(text).toContain("[oculto]");
  });
});
