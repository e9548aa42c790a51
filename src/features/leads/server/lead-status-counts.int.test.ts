import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { makeLead } from "../../../../tests/helpers/leads";
import type { Actor } from "~/server/actor";
import { MIGRATIONS_FOLDER, type Db, type DbHandle } from "~/server/db/client";
import { leads, leadStatusCounts, teams } from "~/server/db/schema";
import { LEAD_STATUSES } from "~/lib/catalog/lead-statuses";
import { COMPACT_ABOVE, compactLeadStatusCounts, liveLeadBuckets } from "./lead-status-counts";
import { kanbanCounts } from "./leads-list.service";

type User = Awaited<ReturnType<typeof makeUser>>;

let handle: DbHandle;
let db: Db;
let admin: User, managerA: User, managerB: User, ana: User, bia: User, carla: User;
let teamA: { id: string }, teamB: { id: string };

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  [teamA, teamB] = [await makeTeam(db, "Equipe A"), await makeTeam(db, "Equipe B")];
  await db.update(teams).set({ leadPool: true }).where(eq(teams.id, teamA.id));
  admin = await makeUser(db, { role: "admin" });
  managerA = await makeUser(db, { role: "manager", teamId: teamA.id });
  managerB = await makeUser(db, { role: "manager", teamId: teamB.id });
  ana = await makeUser(db, { role: "seller", teamId: teamA.id });
  bia = await makeUser(db, { role: "seller", teamId: teamA.id });
  carla = await makeUser(db, { role: "seller", teamId: teamB.id });
});
afterAll(async () => handle.close());

/** What the totals must equal: the live leads themselves, grouped, under the same scope. */
async function truth(where = sql`true`): Promise<Map<string, number>> {
  const { rows } = (await db.execute(
    sql`select owner_id, status, count(*)::int as n from ${leads} where deleted_at is null and ${where} group by 1, 2`,
  )) as unknown as { rows: { owner_id: string | null; status: string; n: number }[] };
  return new Map(rows.map((r) => [`${r.owner_id}|${r.status}`, r.n]));
}

async function buckets(actor: Actor): Promise<Map<string, number>> {
  return new Map((await liveLeadBuckets(db, actor)).map((b) => [`${b.ownerId}|${b.status}`, b.count]));
}

async function expectTotalsExact() {
  expect(await buckets(admin as Actor)).toEqual(await truth());
  expect(await buckets(managerA as Actor)).toEqual(await truth(sql`team_id = ${teamA.id}`));
  expect(await buckets(managerB as Actor)).toEqual(await truth(sql`team_id = ${teamB.id}`));
  // Ana's team keeps an open pool: her own leads plus the team's unassigned ones; Carla's does not.
  expect(await buckets(ana as Actor)).toEqual(await truth(sql`(owner_id = ${ana.id} or (owner_id is null and team_id = ${teamA.id}))`));
  expect(await buckets(carla as Actor)).toEqual(await truth(sql`owner_id = ${carla.id}`));
}

const status = fc.constantFrom(...LEAD_STATUSES);
/** Where a lead may sit: an owner and their team, or a team's pool, or nowhere. */
const place = () => fc.constantFrom<[string | null, string | null]>([ana.id, teamA.id], [bia.id, teamA.id], [carla.id, teamB.id], [null, teamA.id], [null, teamB.id], [null, null]);
const pick = fc.array(fc.nat(), { minLength: 1, maxLength: 4 });

/** Every kind of writing statement, on one or several rows at once. */
const operation = () =>
  fc.oneof(
    fc.record({ op: fc.constant("insert" as const), rows: fc.array(fc.tuple(place(), status, fc.boolean()), { minLength: 1, maxLength: 5 }) }),
    fc.record({ op: fc.constant("status" as const), pick, status }),
    fc.record({ op: fc.constant("move" as const), pick, place: place() }),
    fc.record({ op: fc.constant("delete-soft" as const), pick }),
    fc.record({ op: fc.constant("restore" as const), pick }),
    fc.record({ op: fc.constant("edit" as const), pick }),
    fc.record({ op: fc.constant("delete-hard" as const), pick }),
    fc.record({ op: fc.constant("compact" as const) }),
  );
type Operation = ReturnType<typeof operation> extends fc.Arbitrary<infer T> ? T : never;

async function apply(o: Operation) {
  const ids = (await db.select({ id: leads.id }).from(leads).orderBy(leads.id)).map((r) => r.id);
  const chosen = "pick" in o && ids.length ? [...new Set(o.pick.map((i) => ids[i % ids.length]!))] : [];
  const these = sql`id = any(${sql.param(chosen)}::uuid[])`;
  switch (o.op) {
    case "insert":
      await db.insert(leads).values(
        o.rows.map(([[ownerId, teamId], s, deleted]) => ({ kind: "PF" as const, name: "Lead", source: "Site", status: s, ownerId, teamId, deletedAt: deleted ? new Date() : null })),
      );
      return;
    case "status":
      return void (await db.update(leads).set({ status: o.status }).where(these));
    case "move":
      return void (await db.update(leads).set({ ownerId: o.place[0], teamId: o.place[1] }).where(these));
    case "delete-soft":
      return void (await db.update(leads).set({ deletedAt: new Date() }).where(these));
    case "restore":
      return void (await db.update(leads).set({ deletedAt: null }).where(these));
    case "edit":
      return void (await db.update(leads).set({ notes: "anotação" }).where(these));
    case "delete-hard":
      return void (await db.delete(leads).where(these));
    case "compact":
      return compactLeadStatusCounts(db);
  }
}

describe("lead_status_counts", () => {
  it("an empty office shows empty columns", async () => {
    expect(await buckets(admin as Actor)).toEqual(new Map());
    expect((await kanbanCounts(db, admin as Actor)).every((k) => k.count === 0 && !k.capped)).toBe(true);
  });

  it("stays exact, for every scope, through inserts, status changes, moves, soft and hard deletes, restores and compactions", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation(), { minLength: 1, maxLength: 8 }), async (operations) => {
        for (const o of operations) {
          await apply(o);
          await expectTotalsExact();
        }
      }),
      { numRuns: 25 },
    );
  });

  it("the migration's last statement counts the leads that were there before it", async () => {
    const migration = readFileSync(path.join(MIGRATIONS_FOLDER, "0015_lead_status_counts.sql"), "utf8").split("--> statement-breakpoint");
    // Leads of its own: the property test above may have left none (it deletes too).
    await makeLead(db, ana, { status: "Momento ruim", nextContactOn: "2030-01-01" });
    await makeLead(db, carla, { status: "Novo" });
    await makeLead(db, null, { teamId: teamA.id, status: "Novo" });
    await makeLead(db, bia, { status: "Novo", deletedAt: new Date() });
    expect(await db.$count(leads)).toBeGreaterThan(0);
    await db.execute(sql`delete from ${leadStatusCounts}`);
    await db.execute(sql.raw(migration.at(-1)!));
    await expectTotalsExact();
  });

  it("an edit that moves no lead between columns appends nothing", async () => {
    const lead = await makeLead(db, ana, { status: "Novo" });
    const before = await db.$count(leadStatusCounts);
    await db.update(leads).set({ notes: "ligar à tarde", contactAttempts: 2, nextContactOn: "2030-01-02" }).where(eq(leads.id, lead.id));
    expect(await db.$count(leadStatusCounts)).toBe(before);
  });

  it(`a read past ${COMPACT_ABOVE} deltas folds them into one row per bucket, totals unchanged`, async () => {
    const lead = await makeLead(db, bia, { status: "Novo" });
    // Back and forth: each change appends a -1 and a +1.
    for (let i = 0; i < COMPACT_ABOVE / 2 + 10; i++) {
      await db.update(leads).set({ status: i % 2 === 0 ? "Momento ruim" : "Novo" }).where(eq(leads.id, lead.id));
    }
    expect(await db.$count(leadStatusCounts)).toBeGreaterThan(COMPACT_ABOVE);
    const expected = await truth();
    expect(await buckets(admin as Actor)).toEqual(expected);
    const { rows } = (await db.execute(sql`select count(distinct (team_id, owner_id, status))::int as buckets from ${leadStatusCounts}`)) as unknown as { rows: { buckets: number }[] };
    expect(await db.$count(leadStatusCounts)).toBe(rows[0]!.buckets);
    expect(await buckets(admin as Actor)).toEqual(expected);
  });

  // PGlite has one connection; on PostgreSQL a long transaction (an import) must not hold up anyone else.
  it.runIf(process.env.TEST_DB === "postgres")("on PostgreSQL, an open import neither blocks a status change nor loses its counts to a compaction", async () => {
    const lead = await makeLead(db, ana, { status: "Novo" });
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const importing = db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into leads (kind, name, source, status, owner_id, team_id) select 'PF', 'Importado ' || i, 'Importação', 'Novo', ${ana.id}::uuid, ${teamA.id}::uuid from generate_series(1, 50) i`,
      );
      inserted();
      await finished;
    });
    try {
      await insertedYet;
      // Same bucket (Ana, Novo) as the open import: refused after 2 s if it had to wait for it.
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = 2000`);
        await tx.update(leads).set({ status: "Momento ruim", nextContactOn: "2030-01-01" }).where(eq(leads.id, lead.id));
      });
      await compactLeadStatusCounts(db);
      expect(await buckets(ana as Actor)).toEqual(await truth(sql`(owner_id = ${ana.id} or (owner_id is null and team_id = ${teamA.id}))`));
    } finally {
      finish();
      await importing;
    }
    expect((await truth(sql`owner_id = ${ana.id} and name like 'Importado %'`)).get(`${ana.id}|Novo`)).toBe(50);
    await expectTotalsExact();
  });
});
