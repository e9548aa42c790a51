import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import type { Db, DbHandle } from "~/server/db/client";
import { teams } from "~/server/db/schema";

type User = Awaited<ReturnType<typeof makeUser>>;
type Team = Awaited<ReturnType<typeof makeTeam>>;

let handle: DbHandle;
let db: Db;
let admin: User;
let gestor: User;
let seller: User;
let finance: User;
let ownTeam: Team;
let otherTeam: Team;
let managedTeam: Team;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  ownTeam = await makeTeam(db, "Equipe Própria");
  otherTeam = await makeTeam(db, "Equipe Alheia");
  managedTeam = await makeTeam(db, "Equipe Gerida");
  admin = await makeUser(db, { role: "admin" });
  gestor = await makeUser(db, { role: "manager", teamId: ownTeam.id });
  seller = await makeUser(db, { role: "seller", teamId: ownTeam.id });
  finance = await makeUser(db, { role: "finance" });
  await makeUser(db, { role: "seller", teamId: ownTeam.id, active: false });
  // A Gestor designated manager of a team they are not a member of: they see none of its leads, so they may
  // not set its distribution either.
  await db.update(teams).set({ managerId: gestor.id }).where(eq(teams.id, managedTeam.id));
});
afterAll(async () => {
  await handle?.close();
});

const teamRow = async (id: string) => (await db.select().from(teams).where(eq(teams.id, id)))[0]!;

async function auditOf(entityId: string) {
  const { items } = await callerFor(db, admin).audit.list({ entity: "team", limit: 100 });
  return items.filter((r) => r.entityId === entityId && r.action === "team.leadSettings");
}

describe("teams.leadTeams", () => {
  it("gives the Administrador every team, with the active sellers the round-robin would deal to", async () => {
    const list = await callerFor(db, admin).teams.leadTeams();
    expect(list.map((t) => t.name)).toEqual(["Equipe Alheia", "Equipe Gerida", "Equipe Própria"]);
    expect(list.find((t) => t.id === ownTeam.id)).toMatchObject({ leadPool: false, roundRobin: false, activeSellers: 1, version: ownTeam.version });
  });

  it("gives a Gestor the team they belong to, not one they are only the designated manager of", async () => {
    const list = await callerFor(db, gestor).teams.leadTeams();
    expect(list.map((t) => t.id)).toEqual([ownTeam.id]);
    const teamless = await makeUser(db, { role: "manager" });
    expect(await callerFor(db, teamless).teams.leadTeams()).toEqual([]);
  });

  it("refuses sellers, Financeiro (FORBIDDEN) and the signed out (UNAUTHORIZED)", async () => {
    for (const user of [seller, finance]) expect((await failureOf(callerFor(db, user).teams.leadTeams())).code).toBe("FORBIDDEN");
    expect((await failureOf(callerFor(db, null).teams.leadTeams())).code).toBe("UNAUTHORIZED");
  });
});

describe("teams.leadSettings", () => {
  it("lets the Administrador set any team, bumping the version and auditing only what changed", async () => {
    const before = await teamRow(otherTeam.id);
    const res = await callerFor(db, admin).teams.leadSettings({ id: otherTeam.id, version: before.version, leadPool: true });
    expect(res).toMatchObject({ id: otherTeam.id, leadPool: true, roundRobin: false, version: before.version + 1 });
    expect(await teamRow(otherTeam.id)).toMatchObject({ leadPool: true, roundRobin: false, name: "Equipe Alheia" });
    const [audit] = await auditOf(otherTeam.id);
    expect(audit).toMatchObject({ actorId: admin.id, before: { leadPool: false }, after: { leadPool: true } });
    expect(Object.keys(audit!.after as object)).toEqual(["leadPool"]);
  });

  it("lets a Gestor set the team they belong to", async () => {
    const own = await teamRow(ownTeam.id);
    const res = await callerFor(db, gestor).teams.leadSettings({ id: ownTeam.id, version: own.version, roundRobin: true, leadPool: true });
    expect(res).toMatchObject({ leadPool: true, roundRobin: true, version: own.version + 1 });
    expect(await auditOf(ownTeam.id)).toEqual([expect.objectContaining({ actorId: gestor.id, after: { leadPool: true, roundRobin: true } })]);
  });

  it("answers NOT_FOUND to a Gestor for another team, the one they are only designated to included, and changes nothing", async () => {
    for (const team of [otherTeam, managedTeam]) {
      const before = await teamRow(team.id);
      const err = await failureOf(callerFor(db, gestor).teams.leadSettings({ id: team.id, version: before.version, roundRobin: true }));
      expect(err.code).toBe("NOT_FOUND");
      expect(await teamRow(team.id)).toMatchObject({ roundRobin: false, version: before.version });
    }
  });

  it("refuses sellers (even for their own team) and Financeiro with FORBIDDEN, the signed out with UNAUTHORIZED", async () => {
    const own = await teamRow(ownTeam.id);
    for (const user of [seller, finance]) {
      const err = await failureOf(callerFor(db, user).teams.leadSettings({ id: ownTeam.id, version: own.version, leadPool: false }));
      expect(err.code).toBe("FORBIDDEN");
    }
    expect((await failureOf(callerFor(db, null).teams.leadSettings({ id: ownTeam.id, version: own.version, leadPool: false }))).code).toBe("UNAUTHORIZED");
    expect(await teamRow(ownTeam.id)).toMatchObject({ leadPool: own.leadPool, version: own.version });
  });

  it("refuses a stale version with CONFLICT and keeps the first save", async () => {
    const team = await makeTeam(db, "Equipe Concorrida");
    await callerFor(db, admin).teams.leadSettings({ id: team.id, version: team.version, leadPool: true });
    const err = await failureOf(callerFor(db, admin).teams.leadSettings({ id: team.id, version: team.version, leadPool: false }));
    expect(err.code).toBe("CONFLICT");
    expect(fieldsOf(err)).toContain("version");
    expect(await teamRow(team.id)).toMatchObject({ leadPool: true, version: team.version + 1 });
    expect(await auditOf(team.id)).toHaveLength(1);
  });

  it("answers NOT_FOUND for an unknown team", async () => {
    const err = await failureOf(callerFor(db, admin).teams.leadSettings({ id: "00000000-0000-4000-8000-000000000000", version: 1, leadPool: true }));
    expect(err.code).toBe("NOT_FOUND");
  });

  it.each([
    ["leadPool", { leadPool: "sim" }],
    ["version", { version: 0 }],
    ["id", { id: "equipe" }],
    ["leadPool", { leadPool: undefined, roundRobin: undefined }],
  ])("bad %s → BAD_REQUEST naming it", async (field, patch) => {
    const team = await teamRow(otherTeam.id);
    const err = await failureOf(callerFor(db, admin).teams.leadSettings({ id: team.id, version: team.version, leadPool: true, ...patch } as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toContain(field);
    expect(await teamRow(otherTeam.id)).toMatchObject({ version: team.version });
  });

  it("refuses other team fields (the name is the Administrador's teams.update)", async () => {
    const team = await teamRow(ownTeam.id);
    const err = await failureOf(callerFor(db, gestor).teams.leadSettings({ id: team.id, version: team.version, name: "Equipe Renomeada" } as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(await teamRow(ownTeam.id)).toMatchObject({ name: "Equipe Própria" });
  });
});
