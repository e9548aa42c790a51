import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import { activitiesOf, leadRow, makeLead } from "../../../../tests/helpers/leads";
import type { Db, DbHandle } from "~/server/db/client";
import { teams } from "~/server/db/schema";

type User = Awaited<ReturnType<typeof makeUser>>;
type Team = Awaited<ReturnType<typeof makeTeam>>;

let handle: DbHandle;
let db: Db;
let teamA: Team;
let admin: User;
let manager: User;
let seller: User;
let teammate: User;
let outsider: User;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  teamA = await makeTeam(db, "Equipe Atribuição");
  await db.update(teams).set({ leadPool: true }).where(eq(teams.id, teamA.id));
  const teamB = await makeTeam(db, "Equipe Vizinha");
  admin = await makeUser(db, { role: "admin" });
  manager = await makeUser(db, { role: "manager", teamId: teamA.id });
  seller = await makeUser(db, { role: "seller", teamId: teamA.id });
  teammate = await makeUser(db, { role: "seller", teamId: teamA.id });
  outsider = await makeUser(db, { role: "seller", teamId: teamB.id });
});
afterAll(async () => {
  await handle?.close();
});

describe("leads.assign", () => {
  it("a Gestor reassigns within the team: owner entry {from, to} with author, version bumped", async () => {
    const a = await makeLead(db, seller);
    const b = await makeLead(db, seller);
    expect(await callerFor(db, manager).leads.assign({ ids: [a.id, b.id], ownerId: teammate.id })).toEqual({ count: 2 });
    expect(await leadRow(db, a.id)).toMatchObject({ ownerId: teammate.id, teamId: teamA.id, version: a.version + 1 });
    expect(await activitiesOf(db, a.id)).toMatchObject([{ kind: "owner", authorId: manager.id, data: { ownerId: { from: seller.id, to: teammate.id } } }]);
  });

  it("a Gestor cannot hand a lead to another team; the Administrador can, and the lead follows the owner's team", async () => {
    const lead = await makeLead(db, seller);
    expect((await failureOf(callerFor(db, manager).leads.assign({ ids: [lead.id], ownerId: outsider.id }))).code).toBe("FORBIDDEN");
    expect(await callerFor(db, admin).leads.assign({ ids: [lead.id], ownerId: outsider.id })).toEqual({ count: 1 });
    expect(await leadRow(db, lead.id)).toMatchObject({ ownerId: outsider.id, teamId: outsider.teamId });
  });

  it("a Gestor may send a lead back to the team's pool", async () => {
    const lead = await makeLead(db, seller);
    expect(await callerFor(db, manager).leads.assign({ ids: [lead.id], ownerId: null })).toEqual({ count: 1 });
    expect(await leadRow(db, lead.id)).toMatchObject({ ownerId: null, teamId: teamA.id });
  });

  it("refuses an inactive owner on ownerId", async () => {
    const inactive = await makeUser(db, { role: "seller", teamId: teamA.id, active: false });
    const err = await failureOf(callerFor(db, manager).leads.assign({ ids: [(await makeLead(db, seller)).id], ownerId: inactive.id }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toEqual(["ownerId"]);
  });

  it("a Vendedor only takes a pool lead for themself: not for someone else, not another's lead, not to the pool", async () => {
    const mine = await makeLead(db, seller);
    const pool = await makeLead(db, null, { teamId: teamA.id });
    expect((await failureOf(callerFor(db, seller).leads.assign({ ids: [pool.id], ownerId: teammate.id }))).code).toBe("FORBIDDEN");
    expect((await failureOf(callerFor(db, seller).leads.assign({ ids: [mine.id], ownerId: null }))).code).toBe("FORBIDDEN");
    expect((await failureOf(callerFor(db, seller).leads.assign({ ids: [mine.id], ownerId: seller.id }))).code).toBe("CONFLICT");
    expect(await callerFor(db, seller).leads.assign({ ids: [pool.id], ownerId: seller.id })).toEqual({ count: 1 });
    // Already taken: the teammate no longer sees it in the pool.
    expect((await failureOf(callerFor(db, teammate).leads.assign({ ids: [pool.id], ownerId: teammate.id }))).code).toBe("NOT_FOUND");
    expect((await leadRow(db, pool.id)).ownerId).toBe(seller.id);
  });

  it("two sellers taking the same pool lead at once: exactly one gets it", async () => {
    const pool = await makeLead(db, null, { teamId: teamA.id });
    const results = await Promise.allSettled([
      callerFor(db, seller).leads.assign({ ids: [pool.id], ownerId: seller.id }),
      callerFor(db, teammate).leads.assign({ ids: [pool.id], ownerId: teammate.id }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await activitiesOf(db, pool.id)).toHaveLength(1);
  });
});

describe("round-robin of new leads", () => {
  async function roundRobinTeam(sellerCount: number) {
    const team = await makeTeam(db);
    await db.update(teams).set({ roundRobin: true }).where(eq(teams.id, team.id));
    const lead = await makeUser(db, { role: "manager", teamId: team.id });
    const sellers = [];
    for (let i = 0; i < sellerCount; i++) sellers.push(await makeUser(db, { role: "seller", teamId: team.id }));
    // Inactive sellers and other roles are never dealt.
    await makeUser(db, { role: "seller", teamId: team.id, active: false });
    return { team, manager: lead, sellers };
  }
  const dealtCount = (owners: (string | null)[]) => owners.reduce<Record<string, number>>((acc, id) => ({ ...acc, [id ?? "pool"]: (acc[id ?? "pool"] ?? 0) + 1 }), {});

  it("deals leads created without an owner to the team's active sellers in turn, remembering the last on the team", async () => {
    const { team, manager: gestor, sellers } = await roundRobinTeam(3);
    const owners: (string | null)[] = [];
    for (let i = 0; i < 9; i++) owners.push((await callerFor(db, gestor).leads.create({ kind: "PF", name: `Rodízio ${i}`, source: "Campanha" })).ownerId);
    const ordered = sellers.map((s) => s.id).sort();
    expect(owners).toEqual([...ordered, ...ordered, ...ordered]);
    const [stored] = await db.select().from(teams).where(eq(teams.id, team.id));
    expect(stored!.roundRobinLastUserId).toBe(ordered[2]);
    // An explicit owner skips the rotation.
    expect((await callerFor(db, gestor).leads.create({ kind: "PF", name: "Direto", source: "Site", ownerId: sellers[0]!.id })).ownerId).toBe(sellers[0]!.id);
  });

  it("two concurrent creates never get the same seller, and the rotation stays fair", async () => {
    const { manager: gestor, sellers } = await roundRobinTeam(3);
    const created = await Promise.all(Array.from({ length: 6 }, (_, i) => callerFor(db, gestor).leads.create({ kind: "PF", name: `Concorrente ${i}`, source: "Site" })));
    expect(dealtCount(created.map((c) => c.ownerId))).toEqual(Object.fromEntries(sellers.map((s) => [s.id, 2])));
  });

  it("without round-robin the creator keeps the lead", async () => {
    expect((await callerFor(db, seller).leads.create({ kind: "PF", name: "Meu Lead", source: "Site" })).ownerId).toBe(seller.id);
  });
});
