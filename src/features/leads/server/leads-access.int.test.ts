import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { leadRow, makeLead } from "../../../../tests/helpers/leads";
import { nextCpf } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";
import { teams, users } from "~/server/db/schema";

/** The authorization matrix of every leads procedure: who may call it, and on which leads. */
type User = Awaited<ReturnType<typeof makeUser>>;
type Lead = Awaited<ReturnType<typeof makeLead>>;
type Caller = ReturnType<typeof callerFor>;

let handle: DbHandle;
let db: Db;
let admin: User;
let finance: User;
let managerA: User;
let sellerA1: User;
let sellerA2: User;
let managerB: User;
let sellerB: User;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const teamA = await makeTeam(db, "Equipe Pool");
  await db.update(teams).set({ leadPool: true }).where(eq(teams.id, teamA.id));
  const teamB = await makeTeam(db, "Equipe Fechada");
  admin = await makeUser(db, { role: "admin" });
  finance = await makeUser(db, { role: "finance" });
  managerA = await makeUser(db, { role: "manager", teamId: teamA.id });
  sellerA1 = await makeUser(db, { role: "seller", teamId: teamA.id });
  sellerA2 = await makeUser(db, { role: "seller", teamId: teamA.id });
  managerB = await makeUser(db, { role: "manager", teamId: teamB.id });
  sellerB = await makeUser(db, { role: "seller", teamId: teamB.id });
});
afterAll(async () => {
  await handle?.close();
});

/** One call of every procedure against `lead`, as `user` would make it. */
function procedures(user: { id: string } | null, lead: Lead): Record<string, (c: Caller) => Promise<unknown>> {
  const { id, version } = lead;
  return {
    options: (c) => c.leads.options(),
    get: (c) => c.leads.get({ id }),
    activities: (c) => c.leads.activities({ leadId: id }),
    duplicates: (c) => c.leads.duplicates({ leadId: id }),
    create: (c) => c.leads.create({ kind: "PF", name: "Lead da Matriz", source: "Site" }),
    update: (c) => c.leads.update({ id, version, name: "Nome Trocado" }),
    changeStatus: (c) => c.leads.changeStatus({ id, version, status: "Não responde" }),
    bulkStatus: (c) => c.leads.bulkStatus({ ids: [id], status: "Não responde" }),
    addActivity: (c) => c.leads.addActivity({ leadId: id, kind: "note", body: "Nota" }),
    logAttempt: (c) => c.leads.logAttempt({ id, version }),
    assign: (c) => c.leads.assign({ ids: [id], ownerId: user?.id ?? id }),
    delete: (c) => c.leads.delete({ ids: [id] }),
    restore: (c) => c.leads.restore({ ids: [id] }),
    convert: (c) => c.leads.convert({ id, version }),
    merge: (c) => c.leads.merge({ keepId: id, keepVersion: version, mergeId: "00000000-0000-4000-8000-000000000000", mergeVersion: 1 }),
    list: (c) => c.leads.list({ limit: 10 }),
    board: (c) => c.leads.board({ limit: 10 }),
    count: (c) => c.leads.count({}),
    kanbanCounts: (c) => c.leads.kanbanCounts({}),
    listMeta: (c) => c.leads.listMeta(),
    search: (c) => c.leads.search({ q: "lead" }),
    today: (c) => c.leads.today(),
  };
}

async function outcomes(user: User | null, lead: Lead, only?: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [name, call] of Object.entries(procedures(user, lead))) {
    if (only && !only.includes(name)) continue;
    try {
      const result = await call(callerFor(db, user));
      out[name] = result && typeof result === "object" && "count" in result ? `count ${String(result.count)}` : "OK";
    } catch (err) {
      if (!(err instanceof TRPCError)) throw err;
      out[name] = err.code;
    }
  }
  return out;
}

const EVERY = Object.keys(procedures(null, { id: "", version: 1 } as Lead));
const all = (code: string) => Object.fromEntries(EVERY.map((p) => [p, code]));
/** Reads and single-lead writes on a lead out of scope: it does not exist for the caller. */
const READS_AND_WRITES = ["get", "activities", "duplicates", "update", "changeStatus", "addActivity", "logAttempt", "convert", "merge"];

describe("leads: who may call what", () => {
  it("signed out: UNAUTHORIZED for every procedure, and nothing changes", async () => {
    const lead = await makeLead(db, sellerA1);
    expect(await outcomes(null, lead)).toEqual(all("UNAUTHORIZED"));
    expect((await leadRow(db, lead.id)).version).toBe(lead.version);
  });

  it("Financeiro: FORBIDDEN for every procedure (leads are not their section)", async () => {
    const lead = await makeLead(db, sellerA1);
    expect(await outcomes(finance, lead)).toEqual(all("FORBIDDEN"));
    expect(await leadRow(db, lead.id)).toMatchObject({ version: lead.version, deletedAt: null, ownerId: sellerA1.id });
  });

  it("a Vendedor on another Vendedor's lead: NOT_FOUND, and bulk actions touch nothing", async () => {
    const lead = await makeLead(db, sellerA1);
    expect(await outcomes(sellerA2, lead, [...READS_AND_WRITES, "assign", "bulkStatus", "delete"])).toEqual({
      ...Object.fromEntries(READS_AND_WRITES.map((p) => [p, "NOT_FOUND"])),
      assign: "NOT_FOUND",
      bulkStatus: "count 0",
      delete: "count 0",
    });
    expect(await leadRow(db, lead.id)).toMatchObject({ version: lead.version, status: "Novo", ownerId: sellerA1.id, deletedAt: null, contactAttempts: 0 });
  });

  it("a Gestor of another team: NOT_FOUND, and bulk actions touch nothing", async () => {
    const lead = await makeLead(db, sellerA1);
    const result = await outcomes(managerB, lead, [...READS_AND_WRITES, "bulkStatus", "delete"]);
    expect(result).toEqual({ ...Object.fromEntries(READS_AND_WRITES.map((p) => [p, "NOT_FOUND"])), bulkStatus: "count 0", delete: "count 0" });
    const assigned = await callerFor(db, managerB).leads.assign({ ids: [lead.id], ownerId: sellerB.id });
    expect(assigned).toEqual({ count: 0 });
    expect(await leadRow(db, lead.id)).toMatchObject({ version: lead.version, status: "Novo", ownerId: sellerA1.id, deletedAt: null });
  });

  it("a Vendedor cannot restore another Vendedor's deleted lead", async () => {
    const lead = await makeLead(db, sellerA1, { deletedAt: new Date() });
    expect(await callerFor(db, sellerA2).leads.restore({ ids: [lead.id] })).toEqual({ count: 0 });
    expect(await callerFor(db, sellerA1).leads.restore({ ids: [lead.id] })).toEqual({ count: 1 });
  });

  it("the owner, their Gestor and the Administrador may work the lead", async () => {
    for (const user of [sellerA1, managerA, admin]) {
      const lead = await makeLead(db, sellerA1);
      const result = await outcomes(user, lead, ["get", "activities", "duplicates", "addActivity", "update"]);
      expect(result).toEqual({ get: "OK", activities: "OK", duplicates: "OK", addActivity: "OK", update: "OK" });
    }
  });

  it("the pool is visible to the team's sellers only when the team allows it; a pool lead is taken before it is worked", async () => {
    const openPool = await makeLead(db, null, { teamId: sellerA1.teamId, document: nextCpf() });
    const closedPool = await makeLead(db, null, { teamId: sellerB.teamId });
    expect((await outcomes(sellerB, closedPool, ["get"])).get).toBe("NOT_FOUND");
    expect((await outcomes(sellerA1, closedPool, ["get"])).get).toBe("NOT_FOUND");

    const seen = await callerFor(db, sellerA2).leads.get({ id: openPool.id });
    // LGPD: a pool lead's CPF stays masked until someone takes it.
    expect(seen).toMatchObject({ canEdit: false, document: `***.${openPool.document!.slice(3, 6)}.${openPool.document!.slice(6, 9)}-**` });
    expect(await outcomes(sellerA2, openPool, ["update", "changeStatus", "addActivity", "logAttempt", "delete"])).toEqual({
      update: "FORBIDDEN",
      changeStatus: "FORBIDDEN",
      addActivity: "FORBIDDEN",
      logAttempt: "FORBIDDEN",
      delete: "count 0",
    });
    expect((await callerFor(db, managerA).leads.get({ id: openPool.id })).document).toBe(openPool.document);

    expect(await callerFor(db, sellerA2).leads.assign({ ids: [openPool.id], ownerId: sellerA2.id })).toEqual({ count: 1 });
    const taken = await callerFor(db, sellerA2).leads.get({ id: openPool.id });
    expect(taken).toMatchObject({ ownerId: sellerA2.id, canEdit: true, document: openPool.document });
    // Taken: out of the pool, so the other seller no longer sees it.
    expect((await outcomes(sellerA1, openPool, ["get"])).get).toBe("NOT_FOUND");
  });
});

describe("a seller who changes team takes their leads along", () => {
  it("the new team's Gestor sees them (and the old one no longer does), through users.update", async () => {
    const mover = await makeUser(db, { role: "seller", teamId: sellerA1.teamId });
    const lead = await makeLead(db, mover);
    const deleted = await makeLead(db, mover, { deletedAt: new Date() });
    expect((await outcomes(managerA, lead, ["get"])).get).toBe("OK");
    const [row] = await db.select({ version: users.version }).from(users).where(eq(users.id, mover.id));
    await callerFor(db, admin).users.update({ id: mover.id, version: row!.version, teamId: sellerB.teamId });
    expect(await leadRow(db, lead.id)).toMatchObject({ teamId: sellerB.teamId, ownerId: mover.id });
    expect(await leadRow(db, deleted.id)).toMatchObject({ teamId: sellerB.teamId });
    expect((await outcomes(managerB, lead, ["get"])).get).toBe("OK");
    expect((await outcomes(managerA, lead, ["get"])).get).toBe("NOT_FOUND");
  });
});
