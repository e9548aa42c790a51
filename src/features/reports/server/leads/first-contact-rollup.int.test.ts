import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../../tests/helpers/actors";
import { createTestDb } from "../../../../../tests/helpers/db";
import type { Db, DbHandle } from "~/server/db/client";
import { appSettings, leads } from "~/server/db/schema";
import { FIRST_CONTACT_SLA_KEY } from "~/features/leads/server/lead-access";
import type { ReportFiltersInput, ReportResult } from "../../report-contract";
import { drillMismatches, timeInStatusMismatches } from "./lead-reports.fixture";
import { foldAllCohortCounts, foldFragmentedCohortDays } from "./lead-rollup";

/**
 * Relatórios › Conversão e ciclo read from the rollup: the first-contact buckets from lead_first_contact_counts
 * (and the SLA fallbacks that scan leads), time in status from lead_cohort_counts' created_secs. Leads are
 * created in the last days, so that "Sem contato, no prazo" has leads.
 */

type User = Awaited<ReturnType<typeof makeUser>>;
let handle: DbHandle;
let db: Db;
let admin: User, gestor: User, ana: User, bia: User;
let teamId: string;
const HOUR = 3_600_000;
const t0 = Date.now();
const spDay = (ms: number) => new Date(ms - 3 * HOUR).toISOString().slice(0, 10);
// Two days ahead: a run across midnight still holds every lead created here.
const PERIOD: ReportFiltersInput = { period: "personalizado", from: spDay(t0 - 12 * 24 * HOUR), to: spDay(t0 + 2 * 24 * HOUR) };
const ids: Record<string, string> = {};

async function addLead(name: string, owner: User | null, createdHoursAgo: number, contactAfterHours: number | null, categories: string[] = []) {
  const created = new Date(t0 - createdHoursAgo * HOUR);
  const [row] = await db
    .insert(leads)
    .values({
      kind: "PF",
      name,
      source: "Site",
      categories,
      status: "Novo",
      ownerId: owner?.id ?? null,
      teamId,
      createdAt: created,
      firstContactAt: contactAfterHours === null ? null : new Date(created.getTime() + contactAfterHours * HOUR),
    })
    .returning({ id: leads.id });
  ids[name] = row!.id;
}

const run = (user: User): Promise<ReportResult> => callerFor(db, user).reports.run({ key: "conversao", filters: PERIOD });

/** The first-contact section's counts by bucket key. */
async function buckets(user: User): Promise<Record<string, number>> {
  const section = (await run(user)).sections.find((s) => s.key === "firstContact")!;
  return Object.fromEntries(section.rows.map((r) => [r.key, r.cells.leads!.value as number]));
}

async function setSla(value: number) {
  await db.insert(appSettings).values({ key: FIRST_CONTACT_SLA_KEY, value }).onConflictDoUpdate({ target: appSettings.key, set: { value } });
}

async function agree(...users: User[]) {
  for (const user of users) expect(await drillMismatches(db, user, await run(user))).toEqual([]);
}

async function rows<R>(query: ReturnType<typeof sql>): Promise<R[]> {
  return ((await db.execute(query)) as unknown as { rows: R[] }).rows;
}

/** lead_first_contact_counts summed, against the same buckets recomputed from the live leads. */
async function expectRollupEqualsLeads() {
  const rolled = await rows(sql`
    select created_day::text as day, owner_id, category, fc_hours, sum(n)::int as n from lead_first_contact_counts
    group by 1, 2, 3, 4 having sum(n) <> 0 order by 1, 2, 3, 4`);
  const recomputed = await rows(sql`
    select (created_at at time zone 'America/Sao_Paulo')::date::text as day, owner_id, c as category,
      case when first_contact_at is null then null else greatest(-1, least(168, floor(lead_first_contact_hours(first_contact_at, created_at))))::smallint end as fc_hours,
      count(*)::int as n
    from ${leads} cross join lateral unnest(array['*'] || case when cardinality(categories) = 0 then array['']::text[] else categories end) as c
    where deleted_at is null group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
  expect(rolled).toEqual(recomputed);
  // created_secs: the sum of the creation instants per bucket (a double: to the millisecond).
  const secs = await rows<{ rolled: number; leads: number }>(sql`
    select (select sum(created_secs) from lead_cohort_counts where category = '*')::float8 as rolled,
      (select sum(extract(epoch from created_at)) from ${leads} where deleted_at is null)::float8 as leads`);
  expect(Math.abs(Number(secs[0]!.rolled) - Number(secs[0]!.leads))).toBeLessThan(1e-3);
}

/** Time in status against each lead's timeline walked (lead-reports.fixture.ts). */
async function expectTimeInStatusWalked() {
  const section = (await run(admin)).sections.find((s) => s.key === "timeInStatus")!;
  const { off, checked } = await timeInStatusMismatches(db, section);
  expect(off).toEqual([]);
  expect(checked).toBeGreaterThan(1);
}

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  teamId = (await makeTeam(db, "SP")).id;
  admin = await makeUser(db, { role: "admin" });
  gestor = await makeUser(db, { role: "manager", teamId, name: "Gestor SP" });
  ana = await makeUser(db, { role: "seller", teamId, name: "Ana" });
  bia = await makeUser(db, { role: "seller", teamId, name: "Bia" });
  await addLead("waiting", ana, 0.5, null);
  await addLead("breached", ana, 30, null, ["PlanoSaude"]);
  await addLead("fast", ana, 5 * 24, 0.5, ["PlanoSaude", "Consorcio"]);
  await addLead("before", bia, 5 * 24, -2);
  await addLead("oneHour", bia, 6 * 24, 1);
  await addLead("within", null, 4 * 24, 3.2);
  await addLead("atSla", ana, 6 * 24, 24);
  await addLead("late", bia, 7 * 24, 30, ["Consorcio"]);
  await addLead("week", ana, 10 * 24, 200);
});
afterAll(async () => handle.close());

describe("first contact from the rollup", () => {
  it("counts each bucket as the leads list does, for every scope", async () => {
    expect(await buckets(admin)).toEqual({ fast: 2, withinSla: 2, late: 3, breached: 1, waiting: 1 });
    expect(await buckets(ana)).toEqual({ fast: 1, withinSla: 0, late: 2, breached: 1, waiting: 1 });
    await agree(admin, gestor, ana, bia);
    await expectRollupEqualsLeads();
  });

  it("moves a lead between buckets when its first contact is recorded later", async () => {
    await db.execute(sql`update ${leads} set first_contact_at = now() where id = ${ids.waiting}`);
    await db.execute(sql`update ${leads} set first_contact_at = created_at + interval '40 hours' where id = ${ids.breached}`);
    expect(await buckets(admin)).toEqual({ fast: 3, withinSla: 2, late: 4, breached: 0, waiting: 0 });
    await agree(admin, ana);
    await expectRollupEqualsLeads();
  });

  it("leaves deleted leads out and counts them again when restored", async () => {
    await db.execute(sql`update ${leads} set deleted_at = now() where id = ${ids.fast}`);
    expect((await buckets(admin)).fast).toBe(2);
    await expectRollupEqualsLeads();
    await db.execute(sql`update ${leads} set deleted_at = null where id = ${ids.fast}`);
    expect((await buckets(admin)).fast).toBe(3);
    await agree(admin, ana);
    await expectRollupEqualsLeads();
  });

  it("follows a lead to its new owner", async () => {
    await db.execute(sql`update ${leads} set owner_id = ${bia.id} where id = ${ids.week}`);
    expect((await buckets(ana)).late).toBe(2);
    expect((await buckets(bia)).late).toBe(2);
    await agree(ana, bia, gestor);
    await expectRollupEqualsLeads();
  });

  it("gives the same figures after the folds", async () => {
    const before = await buckets(admin);
    await addLead("fresh", bia, 0.2, null);
    await db.execute(sql`update ${leads} set first_contact_at = created_at + interval '90 minutes' where id = ${ids.fresh}`);
    expect(await foldFragmentedCohortDays(db)).toBeGreaterThan(0);
    expect(await buckets(admin)).toEqual({ ...before, withinSla: before.withinSla! + 1 });
    await foldAllCohortCounts(db);
    expect(await buckets(admin)).toEqual({ ...before, withinSla: before.withinSla! + 1 });
    const [{ n }] = (await rows<{ n: number }>(sql`
      select (count(*) - count(distinct (created_day, team_id, owner_id, source, category, fc_hours)))::int as n from lead_first_contact_counts`)) as [{ n: number }];
    expect(n).toBe(0);
    await agree(admin, bia);
    await expectRollupEqualsLeads();
  });

  it("scans the leads when the SLA is fractional or beyond the rollup's hours, with the same agreement", async () => {
    const rollup = await buckets(admin);
    await setSla(2.5);
    expect(await buckets(admin)).toEqual({ fast: 3, withinSla: 2, late: 5, breached: 0, waiting: 0 });
    await agree(admin, gestor, ana);
    await setSla(200);
    expect(await buckets(admin)).toEqual({ fast: 3, withinSla: 6, late: 1, breached: 0, waiting: 0 });
    await agree(admin, bia);
    await setSla(1);
    expect(await buckets(admin)).toEqual({ fast: 3, late: 7, breached: 0, waiting: 0 });
    await agree(admin, ana);
    await setSla(24);
    expect(await buckets(admin)).toEqual(rollup);
  });
});

describe("time in status from the rollup's creation instants", () => {
  it("equals the timelines walked after status changes, deletes and folds", async () => {
    await db.execute(sql`update ${leads} set status = 'Momento ruim' where id in (${ids.fast}, ${ids.late})`);
    await db.execute(sql`update ${leads} set status = 'Sem interesse' where id = ${ids.week}`);
    await expectTimeInStatusWalked();
    await db.execute(sql`update ${leads} set deleted_at = now() where id = ${ids.before}`);
    await expectTimeInStatusWalked();
    await foldAllCohortCounts(db);
    await expectTimeInStatusWalked();
    await expectRollupEqualsLeads();
  });
});
