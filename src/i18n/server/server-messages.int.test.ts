import type { Session } from "next-auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTeam, makeUser, sessionFor } from "../../../tests/helpers/actors";
import { createTestDb } from "../../../tests/helpers/db";
import { errorShapeOf } from "../../../tests/helpers/errors";
import { makeLead } from "../../../tests/helpers/leads";
import type { Locale } from "~/lib/roles";
import type { Db, DbHandle } from "~/server/db/client";
import { createInnerContext } from "~/server/trpc";

type User = Awaited<ReturnType<typeof makeUser>>;

let handle: DbHandle;
let db: Db;
let admin: User;
let seller: User;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const team = await makeTeam(db, "Equipe Idiomas");
  admin = await makeUser(db, { role: "admin" });
  seller = await makeUser(db, { role: "seller", teamId: team.id });
});
afterAll(() => handle?.close());

function sessionIn(user: User, locale: Locale): Session {
  const session = sessionFor(user);
  return { ...session, user: { ...session.user, locale } };
}

const as = (user: User, locale: Locale, database: Db = db) => createInnerContext({ db: database, session: sessionIn(user, locale), requestId: "req-i18n" });

describe("an en-US user reads the server's messages in English", () => {
  it("a schema's own message, per field, under an English summary", async () => {
    const shape = await errorShapeOf(as(seller, "en-US"), (c) => c.leads.create({ kind: "PF", name: "Ana Inglesa", source: "Site", emails: ["not-an-email"] }));
    expect(shape.message).toBe("Check the highlighted fields.");
    expect(shape.data.fieldErrors).toEqual({ "emails.0": "Invalid e-mail." });
  });

  it("zod's default message, in zod's English", async () => {
    const shape = await errorShapeOf(as(admin, "en-US"), (c) => c.audit.list({ limit: 0 }));
    expect(shape.data.fieldErrors).toEqual({ limit: "Too small: expected number to be >=1" });
  });

  it("an unknown field", async () => {
    const shape = await errorShapeOf(as(seller, "en-US"), (c) => c.leads.create({ kind: "PF", name: "Ana", source: "Site", isAdmin: true } as never));
    expect(shape.data.fieldErrors).toEqual({ isAdmin: "Unrecognized field." });
  });

  it("a stale version (a DomainError CONFLICT)", async () => {
    const lead = await makeLead(db, seller);
    const shape = await errorShapeOf(as(seller, "en-US"), (c) => c.leads.update({ id: lead.id, version: lead.version + 5, name: "Nome Novo" }));
    expect(shape.data.code).toBe("CONFLICT");
    expect(shape.message).toBe("Someone else saved this record before you. Reload to see the current version and make your change again.");
    expect(shape.data.fieldErrors).toEqual({ version: shape.message });
  });

  it("a unique violation the database reports", async () => {
    await makeTeam(db, "Equipe Repetida");
    const shape = await errorShapeOf(as(admin, "en-US"), (c) => c.teams.create({ name: "Equipe Repetida" }));
    expect(shape.data.code).toBe("CONFLICT");
    expect(shape.message).toBe("A team with this name already exists.");
    expect(shape.data.fieldErrors).toEqual({ name: "A team with this name already exists." });
  });

  it("a row that is not there (NOT_FOUND)", async () => {
    const shape = await errorShapeOf(as(seller, "en-US"), (c) => c.leads.get({ id: "00000000-0000-4000-8000-000000000009" }));
    expect(shape.data.code).toBe("NOT_FOUND");
    expect(shape.message).toBe("Lead not found.");
  });

  it("an unexpected failure: the generic message with the request id", async () => {
    const broken = await createTestDb();
    await broken.close();
    const shape = await errorShapeOf(as(seller, "en-US", broken.db), (c) => c.leads.get({ id: "00000000-0000-4000-8000-000000000009" }));
    expect(shape.data.code).toBe("INTERNAL_SERVER_ERROR");
    expect(shape.message).toBe("An unexpected error occurred. Try again; if it persists, give support the code req-i18n.");
  });

  it("signed out: the browser's language decides", async () => {
    const ctx = (acceptLanguage: string | null) => createInnerContext({ db, session: null, requestId: "r", acceptLanguage });
    expect((await errorShapeOf(ctx("en-US,en;q=0.9,pt;q=0.5"), (c) => c.me.get())).message).toBe("Your session has expired. Please sign in again.");
    expect((await errorShapeOf(ctx(null), (c) => c.me.get())).message).toBe("Sua sessão expirou. Entre novamente.");
  });
});

describe("a pt-BR user still reads Portuguese", () => {
  it("for the same failures", async () => {
    const custom = await errorShapeOf(as(seller, "pt-BR"), (c) => c.leads.create({ kind: "PF", name: "Ana", source: "Site", emails: ["x"] }));
    expect(custom.message).toBe("Verifique os campos destacados.");
    expect(custom.data.fieldErrors).toEqual({ "emails.0": "E-mail inválido." });
    const zodDefault = await errorShapeOf(as(admin, "pt-BR"), (c) => c.audit.list({ limit: 0 }));
    expect(zodDefault.data.fieldErrors?.limit).toBe("Pequeno demais: esperava que o número fosse >= 1");
    const lead = await makeLead(db, seller);
    const stale = await errorShapeOf(as(seller, "pt-BR"), (c) => c.leads.update({ id: lead.id, version: lead.version + 5, name: "Nome Novo" }));
    expect(stale.message).toMatch(/^Outra pessoa salvou este registro/);
    const unique = await errorShapeOf(as(admin, "pt-BR"), (c) => c.teams.create({ name: "Equipe Idiomas" }));
    expect(unique.message).toBe("Já existe uma equipe com este nome.");
    const missing = await errorShapeOf(as(seller, "pt-BR"), (c) => c.leads.get({ id: "00000000-0000-4000-8000-000000000009" }));
    expect(missing.message).toBe("Lead não encontrado.");
  });
});
