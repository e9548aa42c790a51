import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../../tests/helpers/actors";
import { createTestDb } from "../../../../../tests/helpers/db";
import type { Db, DbHandle } from "~/server/db/client";
import { leadActivities, leads } from "~/server/db/schema";
import type { ReportFiltersInput, ReportResult } from "../../report-contract";
import { drillMismatches, insertLeads, leadSpec, timeInStatusMismatches } from "./lead-reports.fixture";
import { foldAllCohortCounts, foldFragmentedCohortDays } from "./lead-rollup";

/**
 * Relatórios › Funil's stages and Conversão's time in status read lead_status_path_counts, kept by triggers on
 * lead_activities (each lead's path, lead_status_paths) and on leads (its team, owner, status, deletion). Here
 * the rollup is held to the timelines themselves after status changes through the app, changes written out of
 * order, moved and deleted entries, merges, reassignments, soft and hard deletes and the folds.
 */

type User = Awaited<ReturnType<typeof makeUser>>;
let handle: DbHandle;
let db: Db;
let admin: User, gestor: User, ana: User, bia: User;
let teamId: string;
const PERIOD: ReportFiltersInput = { period: "personalizado", from: "2025-01-01", to: "2025-06-30" };

async function rows<R>(query: ReturnType<typeof sql>): Promise<R[]> {
  return ((await db.execute(query)) as unknown as { rows: R[] }).rows;
}

/**
 * The rollup summed per day, owner, category and path status — leads that passed through it and are elsewhere
 * now, and the seconds (closed intervals, and creation minus last change for the status now) — against the same
 * figures walked from the live leads' status changes.
 */
async function expectRollupEqualsTimelines() {
  const rolled = await rows(sql`
    select created_day::text as day, owner_id, category, path_status, sum(n)::int as n, round((sum(closed_secs) + sum(shift_secs))::numeric)::bigint::text as secs
    from lead_status_path_counts group by 1, 2, 3, 4
    having sum(n) <> 0 or abs(sum(closed_secs) + sum(shift_secs)) >= 0.5 order by 1, 2, 3, 4`);
  const walked = await rows(sql`
    with ev as (
      select a.lead_id, a.at, a.data->'status'->>'from' as f, a.data->'status'->>'to' as t, lag(a.at) over (partition by a.lead_id order by a.at) as prev
      from ${leadActivities} a where a.kind in ('status', 'converted') and a.data->'status' is not null
    ),
    last as (select lead_id, max(at) as at from ev group by 1),
    per_status as (
      select lead_id, s, sum(secs) as secs from (
        select ev.lead_id, ev.f as s, greatest(extract(epoch from (ev.at - coalesce(ev.prev, l.created_at))), 0) as secs from ev join ${leads} l on l.id = ev.lead_id where ev.f is not null
        union all select lead_id, t, 0 from ev where t is not null
        union all select last.lead_id, l.status, extract(epoch from (l.created_at - last.at)) from last join ${leads} l on l.id = last.lead_id
      ) x group by 1, 2
    )
    select * from (
      select (l.created_at at time zone 'America/Sao_Paulo')::date::text as day, l.owner_id, c as category, p.s as path_status,
        (count(*) filter (where p.s <> l.status))::int as n, round(sum(p.secs))::bigint::text as secs
      from per_status p join ${leads} l on l.id = p.lead_id
      cross join lateral unnest(array['*'] || case when cardinality(l.categories) = 0 then array['']::text[] else l.categories end) as c
      where l.deleted_at is null group by 1, 2, 3, 4
    ) w where n <> 0 or secs <> '0' order by 1, 2, 3, 4`);
  expect(rolled).toEqual(walked);
}

const run = (user: User, key: "funil" | "conversao"): Promise<ReportResult> => callerFor(db, user).reports.run({ key, filters: PERIOD });

/**
 * Every linked figure of both reports equals the list's count, for each user; time in status equals the timelines'
 * walk for those who see every lead here (the admin, and the gestor of the one team).
 */
async function agree(...users: User[]) {
  for (const user of users) {
    expect(await drillMismatches(db, user, await run(user, "funil"))).toEqual([]);
    const conversion = await run(user, "conversao");
    expect(await drillMismatches(db, user, conversion)).toEqual([]);
    if (user.role === "seller") continue;
    const { off, checked } = await timeInStatusMismatches(db, conversion.sections.find((s) => s.key === "timeInStatus")!, sql`created_at >= '2025-01-01T03:00:00Z' and created_at < '2025-07-01T03:00:00Z'`);
    expect(off).toEqual([]);
    expect(checked).toBeGreaterThan(2);
  }
}

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const team = await makeTeam(db, "Equipe Caminhos");
  teamId = team.id;
  admin = await makeUser(db, { role: "admin" });
  gestor = await makeUser(db, { role: "manager", teamId });
  ana = await makeUser(db, { role: "seller", teamId });
  bia = await makeUser(db, { role: "seller", teamId });
});

afterAll(async () => {
  await handle.close();
});

describe("lead_status_path_counts", () => {
  it("equals the timelines for random histories, for every scope", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(leadSpec, { minLength: 3, maxLength: 12 }), async (specs) => {
        await insertLeads(db, specs, [ana, bia], teamId);
        await expectRollupEqualsTimelines();
      }),
      { numRuns: 4 },
    );
    await agree(admin, gestor, ana);
  });

  it("follows status changes made in the app, and entries written out of order, moved or deleted", async () => {
    const seller = callerFor(db, ana);
    const created = await seller.leads.create({ kind: "PF", name: "Lead Caminho", source: "Site", phones: ["+5511912345678"] });
    // Into the reports' period (a move of the lead like any other).
    await db.execute(sql`update ${leads} set created_at = '2025-03-01T12:00:00Z' where id = ${created.id}`);
    let version = created.version;
    for (const status of ["Contatar novamente", "Momento ruim", "Contatar novamente"] as const) {
      version = (await seller.leads.changeStatus({ id: created.id, version, status, nextContactOn: "2099-01-10" })).version;
      await expectRollupEqualsTimelines();
    }
    // A change recorded late, dated before the others: the walk is by date, not by arrival.
    const [{ at: firstAt }] = (await rows<{ at: string }>(sql`select min(at)::text as at from ${leadActivities} where lead_id = ${created.id} and kind = 'status'`)) as [{ at: string }];
    await db.insert(leadActivities).values({ leadId: created.id, kind: "status", data: { status: { from: "Novo", to: "Não responde" } }, at: new Date(Date.parse(firstAt!) - 60_000) });
    await expectRollupEqualsTimelines();
    // Entries edited, moved to another lead, deleted.
    await db.execute(sql`update ${leadActivities} set data = '{"status": {"from": "Novo", "to": "Sem interesse"}}' where lead_id = ${created.id} and data->'status'->>'to' = 'Não responde'`);
    await expectRollupEqualsTimelines();
    const other = await seller.leads.create({ kind: "PF", name: "Lead Destino", source: "Site", phones: ["+5511912345679"] });
    await db.execute(sql`update ${leadActivities} set lead_id = ${other.id} where lead_id = ${created.id} and data->'status'->>'to' = 'Sem interesse'`);
    await expectRollupEqualsTimelines();
    await db.execute(sql`delete from ${leadActivities} where lead_id = ${other.id} and kind = 'status'`);
    await expectRollupEqualsTimelines();
    await agree(admin, gestor, ana, bia);
  });

  it("follows the lead: another owner, status, categories, soft delete and restore, hard delete, merge", async () => {
    const ids = (await rows<{ id: string }>(sql`select lead_id as id from lead_status_paths order by lead_id limit 4`)).map((r) => r.id);
    expect(ids.length).toBe(4);
    await db.execute(sql`update ${leads} set owner_id = ${bia.id} where id = ${ids[0]}`);
    await db.execute(sql`update ${leads} set status = 'Sem interesse', categories = array['Consorcio', 'PlanoSaude'] where id = ${ids[1]}`);
    await db.execute(sql`update ${leads} set deleted_at = now() where id = ${ids[2]}`);
    await expectRollupEqualsTimelines();
    await db.execute(sql`update ${leads} set deleted_at = null where id = ${ids[2]}`);
    await expectRollupEqualsTimelines();
    await db.execute(sql`delete from ${leadActivities} where lead_id = ${ids[3]}`);
    await db.execute(sql`delete from lead_sales where lead_id = ${ids[3]}`);
    await db.execute(sql`delete from tasks where lead_id = ${ids[3]}`);
    await db.execute(sql`delete from ${leads} where id = ${ids[3]}`);
    await expectRollupEqualsTimelines();
    // A merge moves the other lead's entries onto the kept one: both paths recomputed.
    const [keep, gone] = (await rows<{ id: string }>(sql`select l.id from ${leads} l join lead_status_paths p on p.lead_id = l.id where l.deleted_at is null and l.merged_into_id is null and l.owner_id = ${ana.id} and l.status <> 'Converter em lead' order by l.id limit 2`)).map((r) => r.id);
    await db.transaction(async (tx) => {
      await tx.execute(sql`update ${leadActivities} set lead_id = ${keep} where lead_id = ${gone}`);
      await tx.execute(sql`update ${leads} set merged_into_id = ${keep}, deleted_at = now() where id = ${gone}`);
    });
    await expectRollupEqualsTimelines();
    await agree(admin, gestor, ana, bia);
  });

  it("gives the same figures after the folds, one row per bucket", async () => {
    const before = await run(admin, "conversao");
    await foldAllCohortCounts(db);
    await expectRollupEqualsTimelines();
    const [{ rows: n, buckets }] = (await rows<{ rows: number; buckets: number }>(sql`
      select count(*)::int as rows, count(distinct (created_day, team_id, owner_id, source, category, status, path_status))::int as buckets from lead_status_path_counts`)) as [{ rows: number; buckets: number }];
    expect(n).toBe(buckets);
    await db.execute(sql`update ${leads} set status = 'Não responde' where id in (select p.lead_id from lead_status_paths p join ${leads} l on l.id = p.lead_id where l.status <> 'Não responde' and l.deleted_at is null order by 1 limit 2)`);
    expect(await foldFragmentedCohortDays(db)).toBeGreaterThan(0);
    await expectRollupEqualsTimelines();
    const after = await run(admin, "conversao");
    expect(after.sections.map((s) => s.key)).toEqual(before.sections.map((s) => s.key));
    await agree(admin, gestor, ana);
  });
});
