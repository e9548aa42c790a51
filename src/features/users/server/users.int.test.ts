import { eq } from "drizzle-orm";
import { ZodError } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser, TEST_PASSWORD } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import { authorizeCredentials } from "~/server/auth/authorize";
import type { Db, DbHandle } from "~/server/db/client";
import { users } from "~/server/db/schema";

type User = Awaited<ReturnType<typeof makeUser>>;
type Caller = ReturnType<typeof callerFor>;

let handle: DbHandle;
let db: Db;
let admin: User;
let otherAdmin: User;
let seller: User;
let manager: User;
let finance: User;
let ipCounter = 0;
const nextIp = () => `10.1.0.${++ipCounter}`;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  admin = await makeUser(db, { role: "admin", name: "Admin Principal" });
  otherAdmin = await makeUser(db, { role: "admin", name: "Admin Secundária" });
  seller = await makeUser(db, { role: "seller" });
  manager = await makeUser(db, { role: "manager" });
  finance = await makeUser(db, { role: "finance" });
});
afterAll(async () => {
  await handle?.close();
});

const row = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;
const byEmail = (email: string) => db.select().from(users).where(eq(users.email, email));
const unrecognizedKeys = (err: unknown) =>
  err instanceof Error && err.cause instanceof ZodError ? err.cause.issues.flatMap((i) => (i.code === "unrecognized_keys" ? i.keys : [])) : [];

/** Every audit row for one user, through the procedure an admin uses. */
async function auditOf(entityId: string, action: string) {
  const out = [];
  let cursor: { at: Date; id: number } | null = null;
  do {
    const page: Awaited<ReturnType<Caller["audit"]["list"]>> = await callerFor(db, admin).audit.list({ entity: "user", limit: 100, cursor });
    out.push(...page.items.filter((r) => r.entityId === entityId && r.action === action));
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

function argon2Params(hash: string): Record<string, string> {
  const m = /^\$argon2id\$v=19\$([^$]+)\$/.exec(hash);
  expect(m, `not an argon2id hash: ${hash.slice(0, 12)}`).not.toBeNull();
  return Object.fromEntries(m![1]!.split(",").map((kv) => kv.split("=") as [string, string]));
}

describe("users.* access", () => {
  const calls: Record<string, (c: Caller) => Promise<unknown>> = {
    "users.list": (c) => c.users.list({}),
    "users.get": (c) => c.users.get({ id: seller.id }),
    "users.create": (c) => c.users.create({ name: "Intrusa", email: "intrusa@teste.com.br", role: "admin", teamId: null }),
    "users.update": (c) => c.users.update({ id: seller.id, version: seller.version, role: "admin" }),
    "users.resetPassword": (c) => c.users.resetPassword({ id: admin.id }),
  };

  it.each(Object.keys(calls))("%s: signed out → UNAUTHORIZED", async (name) => {
    expect((await failureOf(calls[name]!(callerFor(db, null)))).code).toBe("UNAUTHORIZED");
  });

  it.each(Object.keys(calls))("%s: seller, manager and finance → FORBIDDEN, and nothing changes", async (name) => {
    const adminHash = (await row(admin.id)).passwordHash;
    for (const user of [seller, manager, finance]) {
      expect((await failureOf(calls[name]!(callerFor(db, user)))).code).toBe("FORBIDDEN");
    }
    expect(await byEmail("intrusa@teste.com.br")).toHaveLength(0);
    expect((await row(seller.id)).role).toBe("seller");
    expect((await row(admin.id)).passwordHash).toBe(adminHash);
  });
});

describe("users.get", () => {
  it("returns the user without secrets", async () => {
    const u = await callerFor(db, admin).users.get({ id: seller.id });
    expect(u).toMatchObject({ id: seller.id, email: seller.email, role: "seller", active: true });
    expect(u).not.toHaveProperty("passwordHash");
    expect(u).not.toHaveProperty("tokenVersion");
  });

  it("answers NOT_FOUND for an unknown id and BAD_REQUEST for a malformed one", async () => {
    expect((await failureOf(callerFor(db, admin).users.get({ id: "00000000-0000-4000-8000-000000000000" }))).code).toBe("NOT_FOUND");
    const err = await failureOf(callerFor(db, admin).users.get({ id: "abc" }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toContain("id");
  });
});

describe("users.create", () => {
  it("creates the user with a temporary password shown once and stored only as an argon2id hash", async () => {
    const team = await makeTeam(db);
    const res = await callerFor(db, admin).users.create({ name: "  Carla Nunes ", email: " Carla.Nunes@Teste.com.br ", role: "seller", teamId: team.id });
    expect(res.user).toMatchObject({ name: "Carla Nunes", email: "carla.nunes@teste.com.br", role: "seller", teamId: team.id, teamName: team.name, mustChangePassword: true, active: true });
    expect(res.user).not.toHaveProperty("passwordHash");
    expect(res.temporaryPassword.length).toBeGreaterThanOrEqual(10);

    const stored = await row(res.user.id);
    expect(stored.passwordHash).not.toContain(res.temporaryPassword);
    expect(argon2Params(stored.passwordHash)).toMatchObject({ m: "19456", t: "2", p: "1" });
    expect(stored.mustChangePassword).toBe(true);

    const again = await callerFor(db, admin).users.get({ id: res.user.id });
    expect(JSON.stringify(again)).not.toContain(res.temporaryPassword);

    const signedIn = await authorizeCredentials(db, { email: "carla.nunes@teste.com.br", password: res.temporaryPassword }, nextIp());
    expect(signedIn).toMatchObject({ id: res.user.id, role: "seller", mustChangePassword: true });

    const [audit] = await auditOf(res.user.id, "user.create");
    expect(audit).toMatchObject({ actorId: admin.id, entity: "user", entityId: res.user.id, before: null });
    expect(audit!.after).toMatchObject({ email: "carla.nunes@teste.com.br", role: "seller", name: "Carla Nunes" });
    expect(JSON.stringify(audit)).not.toMatch(/passwordHash|argon2/);
    expect(JSON.stringify(audit)).not.toContain(res.temporaryPassword);
  });

  it("refuses a duplicate e-mail (any letter case) with CONFLICT on the e-mail field", async () => {
    const err = await failureOf(callerFor(db, admin).users.create({ name: "Outra Pessoa", email: seller.email.toUpperCase(), role: "finance", teamId: null }));
    expect(err.code).toBe("CONFLICT");
    expect(fieldsOf(err)).toEqual(["email"]);
    expect(await byEmail(seller.email)).toHaveLength(1);
  });

  it.each([
    ["email", { name: "Bruno Dias", email: "nao-e-email", role: "seller", teamId: null }],
    ["name", { name: "B", email: "bruno.d@teste.com.br", role: "seller", teamId: null }],
    ["name", { name: "x".repeat(121), email: "bruno.d@teste.com.br", role: "seller", teamId: null }],
    ["role", { name: "Bruno Dias", email: "bruno.d@teste.com.br", role: "gerente", teamId: null }],
    ["teamId", { name: "Bruno Dias", email: "bruno.d@teste.com.br", role: "seller", teamId: "nao-e-uuid" }],
    ["teamId", { name: "Bruno Dias", email: "bruno.d@teste.com.br", role: "seller", teamId: "00000000-0000-4000-8000-000000000000" }],
    ["locale", { name: "Bruno Dias", email: "bruno.d@teste.com.br", role: "seller", teamId: null, locale: "fr-FR" }],
  ])("bad %s → BAD_REQUEST naming it, nothing saved", async (field, input) => {
    const err = await failureOf(callerFor(db, admin).users.create(input as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toContain(field);
    expect(await byEmail("bruno.d@teste.com.br")).toHaveLength(0);
  });

  it("refuses an extra key (a password chosen by the admin) with BAD_REQUEST", async () => {
    const input = { name: "Bruno Dias", email: "bruno.d@teste.com.br", role: "seller", teamId: null, passwordHash: "x" };
    const err = await failureOf(callerFor(db, admin).users.create(input as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(unrecognizedKeys(err)).toEqual(["passwordHash"]);
    expect(await byEmail("bruno.d@teste.com.br")).toHaveLength(0);
  });
});

describe("users.update", () => {
  it("saves the change, bumps the version and audits only the changed fields", async () => {
    const target = await makeUser(db, { role: "seller", name: "Diego Prado" });
    const team = await makeTeam(db);
    const updated = await callerFor(db, admin).users.update({ id: target.id, version: target.version, name: "Diego Prado Filho", role: "manager", teamId: team.id });
    expect(updated).toMatchObject({ name: "Diego Prado Filho", role: "manager", teamId: team.id, version: target.version + 1 });
    expect(await row(target.id)).toMatchObject({ name: "Diego Prado Filho", role: "manager", tokenVersion: target.tokenVersion });

    const [audit] = await auditOf(target.id, "user.update");
    expect(audit).toMatchObject({ actorId: admin.id, entity: "user", entityId: target.id });
    expect(audit!.before).toMatchObject({ name: "Diego Prado", role: "seller", teamId: null });
    expect(audit!.after).toMatchObject({ name: "Diego Prado Filho", role: "manager", teamId: team.id });
    expect(Object.keys(audit!.after as object)).not.toContain("email");
    expect(JSON.stringify(audit)).not.toMatch(/passwordHash|argon2/);
  });

  it("refuses a stale version with CONFLICT and keeps the first save", async () => {
    const target = await makeUser(db, { role: "seller", name: "Elisa Ramos" });
    await callerFor(db, admin).users.update({ id: target.id, version: target.version, name: "Elisa Ramos Costa" });
    const err = await failureOf(callerFor(db, otherAdmin).users.update({ id: target.id, version: target.version, name: "Elisa R." }));
    expect(err.code).toBe("CONFLICT");
    expect(fieldsOf(err)).toContain("version");
    expect(await row(target.id)).toMatchObject({ name: "Elisa Ramos Costa", version: target.version + 1 });
    expect(await auditOf(target.id, "user.update")).toHaveLength(1);
  });

  it("lets exactly one of two simultaneous saves of the same version win", async () => {
    const target = await makeUser(db, { role: "seller", name: "Fábio Paralelo" });
    const results = await Promise.allSettled([
      callerFor(db, admin).users.update({ id: target.id, version: target.version, name: "Fábio Um" }),
      callerFor(db, otherAdmin).users.update({ id: target.id, version: target.version, name: "Fábio Dois" }),
    ]);
    const won = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    const lost = results.flatMap((r) => (r.status === "rejected" ? [r.reason as { code?: string }] : []));
    expect(won).toHaveLength(1);
    expect(lost.map((e) => e.code)).toEqual(["CONFLICT"]);
    expect(await row(target.id)).toMatchObject({ name: won[0]!.name, version: target.version + 1 });
  });

  it("answers NOT_FOUND for an unknown user", async () => {
    const err = await failureOf(callerFor(db, admin).users.update({ id: "00000000-0000-4000-8000-000000000000", version: 1, name: "Ninguém" }));
    expect(err.code).toBe("NOT_FOUND");
  });

  it.each([
    ["name", { name: "X" }],
    ["role", { role: "root" }],
    ["version", { version: 0, name: "Nome Válido" }],
    ["teamId", { teamId: "00000000-0000-4000-8000-000000000000" }],
    ["active", { active: "no" }],
  ])("bad %s → BAD_REQUEST naming it", async (field, patch) => {
    const err = await failureOf(callerFor(db, admin).users.update({ id: seller.id, version: seller.version, ...patch } as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toContain(field);
    expect(await row(seller.id)).toMatchObject({ name: seller.name, role: "seller", version: seller.version });
  });

  it("refuses an extra key (e-mail is not editable here)", async () => {
    const err = await failureOf(callerFor(db, admin).users.update({ id: seller.id, version: seller.version, email: "novo@teste.com.br" } as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(unrecognizedKeys(err)).toEqual(["email"]);
  });

  it("does not let an admin remove their own admin role", async () => {
    const me = await row(admin.id);
    const err = await failureOf(callerFor(db, admin).users.update({ id: admin.id, version: me.version, role: "manager" }));
    expect(err.code).toBe("FORBIDDEN");
    expect((await row(admin.id)).role).toBe("admin");
  });

  it("does not let an admin deactivate themself", async () => {
    const me = await row(admin.id);
    const err = await failureOf(callerFor(db, admin).users.update({ id: admin.id, version: me.version, active: false }));
    expect(err.code).toBe("FORBIDDEN");
    expect(await row(admin.id)).toMatchObject({ active: true, tokenVersion: me.tokenVersion });
  });

  it("lets another admin remove an admin's role", async () => {
    const victim = await makeUser(db, { role: "admin" });
    const res = await callerFor(db, otherAdmin).users.update({ id: victim.id, version: victim.version, role: "finance" });
    expect(res.role).toBe("finance");
  });

  it("deactivation ends the user's sessions (token version bumped) and blocks sign-in", async () => {
    const target = await makeUser(db, { role: "seller" });
    expect(await authorizeCredentials(db, { email: target.email, password: TEST_PASSWORD }, nextIp())).not.toBeNull();
    const res = await callerFor(db, admin).users.update({ id: target.id, version: target.version, active: false });
    expect(res.active).toBe(false);
    expect(await row(target.id)).toMatchObject({ active: false, tokenVersion: target.tokenVersion + 1 });
    expect(await authorizeCredentials(db, { email: target.email, password: TEST_PASSWORD }, nextIp())).toBeNull();

    const [audit] = await auditOf(target.id, "user.update");
    expect(audit).toMatchObject({ before: { active: true }, after: { active: false }, actorId: admin.id });
    expect(JSON.stringify(audit)).not.toContain("tokenVersion");
  });
});

describe("users.resetPassword", () => {
  it("replaces the password with a temporary one, forces a change and ends sessions", async () => {
    const target = await makeUser(db, { role: "finance" });
    const before = await row(target.id);
    const { temporaryPassword } = await callerFor(db, admin).users.resetPassword({ id: target.id });
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(10);

    const after = await row(target.id);
    expect(after.passwordHash).not.toBe(before.passwordHash);
    expect(after.passwordHash).not.toContain(temporaryPassword);
    expect(argon2Params(after.passwordHash)).toMatchObject({ m: "19456", t: "2", p: "1" });
    expect(after).toMatchObject({ mustChangePassword: true, tokenVersion: before.tokenVersion + 1 });
    expect(after.passwordChangedAt).toBeInstanceOf(Date);

    expect(await authorizeCredentials(db, { email: target.email, password: TEST_PASSWORD }, nextIp())).toBeNull();
    expect(await authorizeCredentials(db, { email: target.email, password: temporaryPassword }, nextIp())).toMatchObject({
      id: target.id,
      mustChangePassword: true,
      tokenVersion: before.tokenVersion + 1,
    });

    const [audit] = await auditOf(target.id, "user.reset_password");
    expect(audit).toMatchObject({ actorId: admin.id, entity: "user", entityId: target.id });
    expect(JSON.stringify(audit)).not.toContain(temporaryPassword);
    expect(JSON.stringify(audit)).not.toMatch(/passwordHash|argon2/);
  });

  it("answers NOT_FOUND for an unknown user and BAD_REQUEST for a malformed id", async () => {
    expect((await failureOf(callerFor(db, admin).users.resetPassword({ id: "00000000-0000-4000-8000-000000000000" }))).code).toBe("NOT_FOUND");
    const err = await failureOf(callerFor(db, admin).users.resetPassword({ id: "1" }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toContain("id");
  });
});
