import { eq, sql } from "drizzle-orm";
import { ZodError } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import type { Db, DbHandle } from "~/server/db/client";
import { teams } from "~/server/db/schema";

type User = Awaited<ReturnType<typeof makeUser>>;
type Caller = ReturnType<typeof callerFor>;

let handle: DbHandle;
let db: Db;
let admin: User;
let otherAdmin: User;
let seller: User;
let manager: User;
let finance: User;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  admin = await makeUser(db, { role: "admin" });
  otherAdmin = await makeUser(db, { role: "admin" });
  seller = await makeUser(db, { role: "seller" });
  manager = await makeUser(db, { role: "manager", name: "Gustavo Gestor" });
  finance = await makeUser(db, { role: "finance" });
});
afterAll(async () => {
  await handle?.close();
});

const teamRow = async (id: string) => (await db.select().from(teams).where(eq(teams.id, id)))[0]!;
const teamsNamed = (name: string) => db.select().from(teams).where(sql`lower(${teams.name}) = lower(${name})`);
const unrecognizedKeys = (err: unknown) =>
  err instanceof Error && err.cause instanceof ZodError ? err.cause.issues.flatMap((i) => (i.code === "unrecognized_keys" ? i.keys : [])) : [];

async function auditOf(entityId: string, action: string) {
  const { items } = await callerFor(db, admin).audit.list({ entity: "team", limit: 100 });
  return items.filter((r) => r.entityId === entityId && r.action === action);
}

describe("teams.* access", () => {
  let victim: { id: string; version: number };
  beforeAll(async () => {
    victim = await makeTeam(db, "Equipe Intocável");
  });
  const calls: Record<string, (c: Caller) => Promise<unknown>> = {
    "teams.list": (c) => c.teams.list(),
    "teams.create": (c) => c.teams.create({ name: "Equipe Intrusa" }),
    "teams.update": (c) => c.teams.update({ id: victim.id, version: victim.version, name: "Equipe Tomada" }),
  };

  it.each(Object.keys(calls))("%s: signed out → UNAUTHORIZED", async (name) => {
    expect((await failureOf(calls[name]!(callerFor(db, null)))).code).toBe("UNAUTHORIZED");
  });

  it.each(Object.keys(calls))("%s: seller, manager and finance → FORBIDDEN, and nothing changes", async (name) => {
    for (const user of [seller, manager, finance]) {
      expect((await failureOf(calls[name]!(callerFor(db, user)))).code).toBe("FORBIDDEN");
    }
    expect(await teamsNamed("Equipe Intrusa")).toHaveLength(0);
    expect(await teamRow(victim.id)).toMatchObject({ name: "Equipe Intocável", version: victim.version });
  });
});

describe("teams.create", () => {
  it("creates a team with its manager and audits it", async () => {
    const team = await callerFor(db, admin).teams.create({ name: "  Equipe Sul ", managerId: manager.id });
    expect(team).toMatchObject({ name: "Equipe Sul", managerId: manager.id, managerName: "Gustavo Gestor", memberCount: 0, version: 1 });
    const [audit] = await auditOf(team.id, "team.create");
    expect(audit).toMatchObject({ actorId: admin.id, entity: "team", entityId: team.id, before: null, after: { name: "Equipe Sul", managerId: manager.id } });
  });

  it("creates a team without a manager", async () => {
    const team = await callerFor(db, admin).teams.create({ name: "Equipe Sem Gestor" });
    expect(team).toMatchObject({ managerId: null, managerName: null });
  });

  it("refuses a name that differs only in letter case with CONFLICT on the name field", async () => {
    await callerFor(db, admin).teams.create({ name: "Equipe Leste" });
    const err = await failureOf(callerFor(db, admin).teams.create({ name: "EQUIPE leste" }));
    expect(err.code).toBe("CONFLICT");
    expect(fieldsOf(err)).toEqual(["name"]);
    expect(await teamsNamed("equipe leste")).toHaveLength(1);
  });

  it.each([
    ["name", { name: "E" }],
    ["name", { name: "x".repeat(81) }],
    ["name", { name: 42 }],
    ["managerId", { name: "Equipe Válida", managerId: "gestor" }],
  ])("bad %s → BAD_REQUEST naming it, nothing saved", async (field, input) => {
    const err = await failureOf(callerFor(db, admin).teams.create(input as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toContain(field);
    expect(await teamsNamed("Equipe Válida")).toHaveLength(0);
  });

  it("refuses a manager who is a seller, inactive or unknown", async () => {
    const inactive = await makeUser(db, { role: "manager", active: false });
    for (const managerId of [seller.id, inactive.id, "00000000-0000-4000-8000-000000000000"]) {
      const err = await failureOf(callerFor(db, admin).teams.create({ name: "Equipe Oeste", managerId }));
      expect(err.code).toBe("BAD_REQUEST");
      expect(fieldsOf(err)).toEqual(["managerId"]);
    }
    expect(await teamsNamed("Equipe Oeste")).toHaveLength(0);
  });

  it("refuses an extra key", async () => {
    const err = await failureOf(callerFor(db, admin).teams.create({ name: "Equipe Extra", version: 9 } as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(unrecognizedKeys(err)).toEqual(["version"]);
  });
});

describe("teams.list", () => {
  it("lists teams by name with their manager and member count", async () => {
    const team = await makeTeam(db, "Equipe Alfa");
    await makeUser(db, { role: "seller", teamId: team.id });
    await makeUser(db, { role: "seller", teamId: team.id });
    await callerFor(db, admin).teams.update({ id: team.id, version: team.version, managerId: manager.id });
    const list = await callerFor(db, admin).teams.list();
    const all = await db.select({ id: teams.id }).from(teams);
    expect(list).toHaveLength(all.length);
    expect(list.find((t) => t.id === team.id)).toMatchObject({ name: "Equipe Alfa", memberCount: 2, managerId: manager.id, managerName: "Gustavo Gestor" });
    expect(list.find((t) => t.name === "Equipe Sem Gestor")).toMatchObject({ memberCount: 0, managerName: null });
    const byName = await db.select({ name: teams.name }).from(teams).orderBy(teams.name);
    expect(list.map((t) => t.name)).toEqual(byName.map((t) => t.name));
  });
});

describe("teams.update", () => {
  it("renames, bumps the version and audits the change", async () => {
    const team = await makeTeam(db, "Equipe Beta");
    const res = await callerFor(db, admin).teams.update({ id: team.id, version: team.version, name: "Equipe Beta 2" });
    expect(res).toMatchObject({ name: "Equipe Beta 2", version: team.version + 1 });
    expect(await teamRow(team.id)).toMatchObject({ name: "Equipe Beta 2", version: team.version + 1 });
    const [audit] = await auditOf(team.id, "team.update");
    expect(audit).toMatchObject({ actorId: admin.id, before: { name: "Equipe Beta" }, after: { name: "Equipe Beta 2" } });
    expect(Object.keys(audit!.after as object)).toEqual(["name"]);
  });

  it("refuses a stale version with CONFLICT and keeps the first save", async () => {
    const team = await makeTeam(db, "Equipe Gama");
    await callerFor(db, admin).teams.update({ id: team.id, version: team.version, name: "Equipe Gama (SP)" });
    const err = await failureOf(callerFor(db, otherAdmin).teams.update({ id: team.id, version: team.version, name: "Equipe Gama (RJ)" }));
    expect(err.code).toBe("CONFLICT");
    expect(fieldsOf(err)).toContain("version");
    expect(await teamRow(team.id)).toMatchObject({ name: "Equipe Gama (SP)", version: team.version + 1 });
    expect(await auditOf(team.id, "team.update")).toHaveLength(1);
  });

  it("refuses renaming onto another team's name (any case) with CONFLICT on the name field", async () => {
    await makeTeam(db, "Equipe Delta");
    const team = await makeTeam(db, "Equipe Épsilon");
    const err = await failureOf(callerFor(db, admin).teams.update({ id: team.id, version: team.version, name: "equipe DELTA" }));
    expect(err.code).toBe("CONFLICT");
    expect(fieldsOf(err)).toEqual(["name"]);
    expect(await teamRow(team.id)).toMatchObject({ name: "Equipe Épsilon", version: team.version });
    expect(await auditOf(team.id, "team.update")).toHaveLength(0);
  });

  it("lets a team change only the case of its own name", async () => {
    const team = await makeTeam(db, "Equipe zeta");
    const res = await callerFor(db, admin).teams.update({ id: team.id, version: team.version, name: "Equipe Zeta" });
    expect(res.name).toBe("Equipe Zeta");
  });

  it("sets and clears the manager", async () => {
    const team = await makeTeam(db, "Equipe Eta");
    const set = await callerFor(db, admin).teams.update({ id: team.id, version: team.version, managerId: manager.id });
    expect(set).toMatchObject({ managerId: manager.id, managerName: "Gustavo Gestor" });
    const cleared = await callerFor(db, admin).teams.update({ id: team.id, version: set.version, managerId: null });
    expect(cleared).toMatchObject({ managerId: null, managerName: null });
  });

  it("answers NOT_FOUND for an unknown team", async () => {
    const err = await failureOf(callerFor(db, admin).teams.update({ id: "00000000-0000-4000-8000-000000000000", version: 1, name: "Nada" }));
    expect(err.code).toBe("NOT_FOUND");
  });

  it.each([
    ["name", { name: "" }],
    ["id", { id: "x" }],
    ["version", { version: -1 }],
    ["managerId", { managerId: "00000000-0000-4000-8000-000000000000" }],
  ])("bad %s → BAD_REQUEST naming it", async (field, patch) => {
    const team = await makeTeam(db);
    const err = await failureOf(callerFor(db, admin).teams.update({ id: team.id, version: team.version, ...patch } as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toContain(field);
    expect(await teamRow(team.id)).toMatchObject({ name: team.name, version: team.version });
  });

  it("refuses an extra key", async () => {
    const team = await makeTeam(db);
    const err = await failureOf(callerFor(db, admin).teams.update({ id: team.id, version: team.version, memberCount: 0 } as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(unrecognizedKeys(err)).toEqual(["memberCount"]);
  });
});
