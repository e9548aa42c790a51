import { eq } from "drizzle-orm";
import { ZodError } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeUser, TEST_PASSWORD } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import { authorizeCredentials } from "~/server/auth/authorize";
import type { Db, DbHandle } from "~/server/db/client";
import { loginAttempts, users } from "~/server/db/schema";
import type { Role } from "~/lib/permissions";

type User = Awaited<ReturnType<typeof makeUser>>;

let handle: DbHandle;
let db: Db;
let admin: User;
let seller: User;
let ipCounter = 0;
const nextIp = () => `10.2.0.${++ipCounter}`;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  admin = await makeUser(db, { role: "admin" });
  seller = await makeUser(db, { role: "seller", name: "Sérgio Vendas" });
});
afterAll(async () => {
  await handle?.close();
});

const row = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;
const unrecognizedKeys = (err: unknown) =>
  err instanceof Error && err.cause instanceof ZodError ? err.cause.issues.flatMap((i) => (i.code === "unrecognized_keys" ? i.keys : [])) : [];

async function auditOf(entityId: string, action: string) {
  const { items } = await callerFor(db, admin).audit.list({ entity: "user", actorId: entityId, limit: 100 });
  return items.filter((r) => r.entityId === entityId && r.action === action);
}

describe("me.* signed out", () => {
  it("me.get → UNAUTHORIZED", async () => {
    expect((await failureOf(callerFor(db, null).me.get())).code).toBe("UNAUTHORIZED");
  });
  it("me.updateProfile → UNAUTHORIZED", async () => {
    expect((await failureOf(callerFor(db, null).me.updateProfile({ name: "Ninguém", locale: "pt-BR", version: 1 }))).code).toBe("UNAUTHORIZED");
  });
  it("me.changePassword → UNAUTHORIZED", async () => {
    expect((await failureOf(callerFor(db, null).me.changePassword({ currentPassword: TEST_PASSWORD, newPassword: "Nova-senha-forte-1" }))).code).toBe("UNAUTHORIZED");
  });
});

describe("me.get", () => {
  it.each<Role>(["admin", "manager", "seller", "finance"])("a %s reads their own profile, without secrets", async (role) => {
    const user = role === "seller" ? seller : await makeUser(db, { role });
    const me = await callerFor(db, user).me.get();
    expect(me).toMatchObject({ id: user.id, email: user.email, role, name: user.name, locale: "pt-BR", version: user.version });
    expect(me).not.toHaveProperty("passwordHash");
    expect(me).not.toHaveProperty("tokenVersion");
  });
});

describe("me.updateProfile", () => {
  it("changes name and language, bumps the version and audits the change", async () => {
    const user = await makeUser(db, { role: "finance", name: "Fábio Antigo" });
    const me = await callerFor(db, user).me.updateProfile({ name: " Fábio Novo ", locale: "en-US", version: user.version });
    expect(me).toMatchObject({ name: "Fábio Novo", locale: "en-US", version: user.version + 1 });
    expect(await row(user.id)).toMatchObject({ name: "Fábio Novo", locale: "en-US", role: "finance" });
    const [audit] = await auditOf(user.id, "user.update_profile");
    expect(audit).toMatchObject({ actorId: user.id, entity: "user", entityId: user.id, before: { name: "Fábio Antigo", locale: "pt-BR" }, after: { name: "Fábio Novo", locale: "en-US" } });
  });

  it("refuses a stale version with CONFLICT and keeps the first save", async () => {
    const user = await makeUser(db, { role: "seller", name: "Gabi Tab 1" });
    await callerFor(db, user).me.updateProfile({ name: "Gabi Aba Um", locale: "pt-BR", version: user.version });
    const err = await failureOf(callerFor(db, user).me.updateProfile({ name: "Gabi Aba Dois", locale: "en-US", version: user.version }));
    expect(err.code).toBe("CONFLICT");
    expect(fieldsOf(err)).toContain("version");
    expect(await row(user.id)).toMatchObject({ name: "Gabi Aba Um", locale: "pt-BR", version: user.version + 1 });
    expect(await auditOf(user.id, "user.update_profile")).toHaveLength(1);
  });

  it.each([
    ["name", { name: "A" }],
    ["name", { name: "   " }],
    ["locale", { locale: "es-ES" }],
    ["version", { version: 1.5 }],
    ["version", { version: undefined }],
  ])("bad %s → BAD_REQUEST naming it, nothing saved", async (field, patch) => {
    const before = await row(seller.id);
    const err = await failureOf(callerFor(db, seller).me.updateProfile({ name: "Sérgio Vendas", locale: "pt-BR", version: before.version, ...patch } as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toContain(field);
    expect(await row(seller.id)).toMatchObject({ name: before.name, locale: before.locale, version: before.version });
  });

  it("refuses extra keys, so nobody can raise their own role", async () => {
    const before = await row(seller.id);
    const err = await failureOf(callerFor(db, seller).me.updateProfile({ name: "Sérgio", locale: "pt-BR", version: before.version, role: "admin" } as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(unrecognizedKeys(err)).toEqual(["role"]);
    expect(await row(seller.id)).toMatchObject({ role: "seller", version: before.version });
  });
});

describe("me.changePassword", () => {
  let user: User;
  beforeAll(async () => {
    user = await makeUser(db, { role: "manager", email: "marta.gestora@teste.com.br" });
    await db.update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));
  });

  it("refuses a wrong current password on the currentPassword field", async () => {
    const err = await failureOf(callerFor(db, user).me.changePassword({ currentPassword: "senha-errada-123", newPassword: "Nova-senha-forte-1" }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toEqual(["currentPassword"]);
  });

  it("refuses an empty current password on the currentPassword field", async () => {
    const err = await failureOf(callerFor(db, user).me.changePassword({ currentPassword: "", newPassword: "Nova-senha-forte-1" }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toContain("currentPassword");
  });

  it.each([
    ["shorter than 10 characters", "Curta-123"],
    ["equal to the e-mail", "marta.gestora@teste.com.br"],
    ["equal to the e-mail in other case, with spaces", " Marta.Gestora@TESTE.com.br "],
    ["equal to the current password", TEST_PASSWORD],
    ["longer than 200 characters", "x".repeat(201)],
  ])("refuses a new password %s on the newPassword field", async (_label, newPassword) => {
    const err = await failureOf(callerFor(db, user).me.changePassword({ currentPassword: TEST_PASSWORD, newPassword }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toEqual(["newPassword"]);
  });

  it("nothing changed after the refusals", async () => {
    const r = await row(user.id);
    expect(r).toMatchObject({ passwordHash: user.passwordHash, tokenVersion: user.tokenVersion, mustChangePassword: true, passwordChangedAt: null });
    expect(await auditOf(user.id, "user.change_password")).toHaveLength(0);
  });

  it("refuses an extra key", async () => {
    const err = await failureOf(callerFor(db, user).me.changePassword({ currentPassword: TEST_PASSWORD, newPassword: "Nova-senha-forte-1", confirm: "x" } as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(unrecognizedKeys(err)).toEqual(["confirm"]);
  });

  it("changes the password: ends sessions, clears the forced change, and only the new password works", async () => {
    const newPassword = "Nova-senha-forte-1";
    expect(await callerFor(db, user).me.changePassword({ currentPassword: TEST_PASSWORD, newPassword })).toEqual({ ok: true });

    const r = await row(user.id);
    expect(r.tokenVersion).toBe(user.tokenVersion + 1);
    expect(r.mustChangePassword).toBe(false);
    expect(r.passwordChangedAt).toBeInstanceOf(Date);
    expect(r.passwordHash).toMatch(/^\$argon2id\$/);
    expect(r.passwordHash).not.toContain(newPassword);

    expect(await authorizeCredentials(db, { email: user.email, password: TEST_PASSWORD }, nextIp())).toBeNull();
    expect(await authorizeCredentials(db, { email: user.email, password: newPassword }, nextIp())).toMatchObject({
      id: user.id,
      tokenVersion: user.tokenVersion + 1,
      mustChangePassword: false,
    });

    const [audit] = await auditOf(user.id, "user.change_password");
    expect(audit).toMatchObject({ actorId: user.id, entity: "user", entityId: user.id });
    expect(JSON.stringify(audit)).not.toContain(newPassword);
    expect(JSON.stringify(audit)).not.toMatch(/passwordHash|argon2|tokenVersion/);
  });

  it("then verifies the current password against the new one", async () => {
    const err = await failureOf(callerFor(db, user).me.changePassword({ currentPassword: TEST_PASSWORD, newPassword: "Outra-senha-forte-2" }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toEqual(["currentPassword"]);
  });
});

describe("me.changePassword throttling", () => {
  it("wrong current passwords count as failed sign-ins: after 5, even the right one is refused", async () => {
    const user = await makeUser(db, { role: "seller" });
    for (let i = 0; i < 5; i++) {
      const err = await failureOf(callerFor(db, user).me.changePassword({ currentPassword: `errada-${i}-xyz`, newPassword: "Nova-senha-forte-1" }));
      expect(fieldsOf(err)).toEqual(["currentPassword"]);
    }
    const failures = await db.select().from(loginAttempts).where(eq(loginAttempts.email, user.email));
    expect(failures.filter((f) => f.outcome === "failure")).toHaveLength(5);
    const err = await failureOf(callerFor(db, user).me.changePassword({ currentPassword: TEST_PASSWORD, newPassword: "Nova-senha-forte-1" }));
    expect(err.message).toContain("Muitas tentativas");
    expect(await authorizeCredentials(db, { email: user.email, password: TEST_PASSWORD }, "10.0.0.9")).toBeNull();
  });
});

describe("me.setLocale", () => {
  it("saves the language (audited), refuses unknown ones by field, and needs a session", async () => {
    const user = await makeUser(db, { role: "seller" });
    expect(await callerFor(db, user).me.setLocale({ locale: "en-US" })).toEqual({ locale: "en-US" });
    expect((await callerFor(db, user).me.get()).locale).toBe("en-US");
    const err = await failureOf(callerFor(db, user).me.setLocale({ locale: "fr-FR" } as never));
    expect(fieldsOf(err)).toEqual(["locale"]);
    expect((await failureOf(callerFor(db, null).me.setLocale({ locale: "pt-BR" }))).code).toBe("UNAUTHORIZED");
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.version).toBe(user.version + 1);
  });
});
