import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../../tests/helpers/actors";
import { createTestDb } from "../../../../../tests/helpers/db";
import { failureOf } from "../../../../../tests/helpers/errors";
import type { Db, DbHandle } from "~/server/db/client";
import { teams } from "~/server/db/schema";
import { eq } from "drizzle-orm";
import { REPORT_KEYS, type ReportFiltersInput, type ReportResult } from "../../report-contract";
import { LEAD_REPORTS } from "../lead-reports";
import { reportRunner } from "../registry";
import { drillMismatches, insertLeads, leadSpec, queryOf, timeInStatusMismatches, type LeadSpec } from "./lead-reports.fixture";
import { foldAllCohortCounts, foldFragmentedCohortDays } from "./lead-rollup";

type User = Awaited<ReturnType<typeof makeUser>>;
let handle: DbHandle;
let db: Db;
let admin: User, finance: User, gestor: User, ana: User, bia: User, carla: User;
let sp: { id: string }, cps: { id: string };

const LEAD_KEYS = Object.keys(LEAD_REPORTS) as (keyof typeof LEAD_REPORTS)[];
const PERIOD: ReportFiltersInput = { period: "personalizado", from: "2025-01-01", to: "2025-03-31" };

async function run(user: User, key: (typeof LEAD_KEYS)[number], filters: ReportFiltersInput = PERIOD): Promise<ReportResult> {
  return callerFor(db, user).reports.run({ key, filters });
}

const funnelTotal = (r: ReportResult) => r.sections.find((s) => s.key === "status")!.totals!.cells.leads!.value as number;
const activityTotal = (r: ReportResult) => r.sections[0]!.rows.reduce((n, row) => n + (row.cells.total!.value as number), 0);

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  [sp, cps] = [await makeTeam(db, "SP"), await makeTeam(db, "Campinas")];
  await db.update(teams).set({ leadPool: true }).where(eq(teams.id, sp.id));
  admin = await makeUser(db, { role: "admin" });
  finance = await makeUser(db, { role: "finance" });
  gestor = await makeUser(db, { role: "manager", teamId: sp.id, name: "Gestor SP" });
  ana = await makeUser(db, { role: "seller", teamId: sp.id, name: "Ana" });
  bia = await makeUser(db, { role: "seller", teamId: sp.id, name: "Bia" });
  carla = await makeUser(db, { role: "seller", teamId: cps.id, name: "Carla" });
});
afterAll(async () => handle.close());

const spec = (over: Partial<LeadSpec>): LeadSpec => ({
  owner: 0,
  status: "Novo",
  via: false,
  source: "Site",
  categories: [],
  createdMinutes: 60 * 24 * 10,
  firstContactMinutes: 30,
  stepMinutes: 600,
  lostReason: null,
  activities: [{ kind: "attempt", minutes: 10 }],
  deleted: false,
  ...over,
});

describe("reports router", () => {
  it("refuses the signed out, and answers NOT_FOUND for a report without a runner", async () => {
    expect((await failureOf(callerFor(db, null).reports.run({ key: "funil", filters: PERIOD }))).code).toBe("UNAUTHORIZED");
    for (const key of REPORT_KEYS.filter((k) => !reportRunner(k))) {
      expect((await failureOf(callerFor(db, admin).reports.run({ key, filters: PERIOD }))).code).toBe("NOT_FOUND");
    }
    expect((await failureOf(callerFor(db, admin).reports.run({ key: "funil", filters: { period: "personalizado" } }))).code).toBe("BAD_REQUEST");
  });

  it("offers filter options within the actor's scope", async () => {
    const asAna = await callerFor(db, ana).reports.options();
    expect(asAna.sellers.map((s) => s.name)).toEqual(["Ana"]);
    expect(asAna.teams.map((t) => t.name)).toEqual(["SP"]);
    const asGestor = await callerFor(db, gestor).reports.options();
    expect(asGestor.sellers.map((s) => s.name)).toEqual(["Ana", "Bia", "Gestor SP"]);
    const asFinance = await callerFor(db, finance).reports.options();
    expect(asFinance.teams.map((t) => t.name).sort()).toEqual(["Campinas", "SP"]);
  });
});

describe("lead reports: scope per role", () => {
  beforeAll(async () => {
    // Ana 2 (one deleted), Bia 1, the SP pool 1, Carla (Campinas) 2; each with one attempt.
    await insertLeads(db, [spec({ owner: 0 }), spec({ owner: 0, status: "Converter em lead" }), spec({ owner: 0, deleted: true }), spec({ owner: 1 }), spec({ owner: 3 })], [ana, bia], sp.id);
    await insertLeads(db, [spec({ owner: 0 }), spec({ owner: 0, status: "Sem interesse", lostReason: "Preço" })], [carla], cps.id);
  });

  it("counts a seller's own (and the open pool), the gestor's team, everything for finance and admin", async () => {
    expect(funnelTotal(await run(ana, "funil"))).toBe(3);
    expect(funnelTotal(await run(bia, "funil"))).toBe(2);
    expect(funnelTotal(await run(carla, "funil"))).toBe(2);
    expect(funnelTotal(await run(gestor, "funil"))).toBe(4);
    expect(funnelTotal(await run(admin, "funil"))).toBe(6);
    expect(funnelTotal(await run(finance, "funil"))).toBe(6);
    // Another team's rows are never counted, even when asked for by filter.
    expect(funnelTotal(await run(gestor, "funil", { ...PERIOD, teamId: cps.id }))).toBe(0);
    expect(funnelTotal(await run(ana, "funil", { ...PERIOD, sellerId: carla.id }))).toBe(0);
    // Ana's two live leads and the open pool's.
    expect(activityTotal(await run(ana, "atividades"))).toBe(3);
    expect(activityTotal(await run(gestor, "atividades"))).toBe(4);
    expect(activityTotal(await run(admin, "atividades"))).toBe(6);
    const losses = await run(gestor, "perdas");
    expect(losses.sections[0]!.totals!.cells.leads!.value).toBe(0);
    expect((await run(carla, "perdas")).sections[0]!.totals!.cells.leads!.value).toBe(1);
  });

  it("links figures to the leads list, but not for Financeiro (who cannot open it)", async () => {
    const href = (await run(gestor, "funil")).sections[0]!.totals!.cells.leads!;
    expect(href.kind === "count" && href.href).toMatch(/^\/leads\?/);
    expect(queryOf(href.kind === "count" ? href.href! : "")["f.createdAt.gte"]).toBe("2025-01-01T03:00:00.000Z");
    const asFinance = (await run(finance, "funil")).sections[0]!.totals!.cells.leads!;
    expect(asFinance.kind === "count" && asFinance.href).toBeFalsy();
  });

  it("agrees with the leads list for every linked figure of every report and role", async () => {
    for (const user of [admin, gestor, ana, carla]) {
      for (const key of LEAD_KEYS) expect(await drillMismatches(db, user, await run(user, key))).toEqual([]);
    }
  });
});

describe("lead reports: agreement with the list over random data", () => {
  it("every linked figure equals the leads list's count under its filters, for every scope", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(leadSpec, { minLength: 1, maxLength: 12 }), fc.constantFrom<User[]>([admin], [gestor], [ana], [bia]), async (specs, [user]) => {
        await insertLeads(db, specs, [ana, bia, carla], sp.id);
        const filters: ReportFiltersInput[] = [PERIOD, { ...PERIOD, source: "Site" }, { ...PERIOD, category: "PlanoSaude", sellerId: ana.id }];
        for (const f of filters) {
          for (const key of LEAD_KEYS) expect(await drillMismatches(db, user!, await run(user!, key, f))).toEqual([]);
        }
      }),
      { numRuns: 6 },
    );
  });
});

describe("lead_cohort_counts (the rollup kept by triggers)", () => {
  it("equals the leads recomputed after inserts, edits, moves between owners, soft and hard deletes", async () => {
    const { leads, leadCohortCounts } = await import("~/server/db/schema");
    const { sql } = await import("drizzle-orm");
    const recomputed = async () =>
      (await db.execute(sql`
        select (created_at at time zone 'America/Sao_Paulo')::date::text as day, owner_id, status, c as category, count(*)::int as n
        from ${leads} cross join lateral unnest(array['*'] || case when cardinality(categories) = 0 then array['']::text[] else categories end) as c
        where deleted_at is null group by 1, 2, 3, 4 order by 1, 2, 3, 4`)) as unknown as { rows: unknown[] };
    const rolled = async () =>
      (await db.execute(sql`
        select created_day::text as day, owner_id, status, category, sum(n)::int as n from ${leadCohortCounts}
        group by 1, 2, 3, 4 having sum(n) <> 0 order by 1, 2, 3, 4`)) as unknown as { rows: unknown[] };
    await insertLeads(db, [spec({ categories: ["PlanoSaude", "Consorcio"] }), spec({ owner: 1, status: "Converter em lead" })], [ana, bia], sp.id);
    await db.execute(sql`update ${leads} set status = 'Momento ruim', categories = array['Consorcio'] where id in (select id from ${leads} where status = 'Novo' limit 3)`);
    await db.execute(sql`update ${leads} set owner_id = ${bia.id} where owner_id = ${ana.id} and id in (select id from ${leads} limit 2)`);
    await db.execute(sql`update ${leads} set deleted_at = now() where id in (select id from ${leads} where deleted_at is null limit 1)`);
    await db.execute(sql`delete from lead_activities where lead_id in (select id from ${leads} where deleted_at is not null)`);
    await db.execute(sql`delete from ${leads} where deleted_at is not null`);
    expect((await rolled()).rows).toEqual((await recomputed()).rows);
    // The nightly fold: the same figures, one row per bucket (and nothing to do a second time).
    const rows = async () => Number(((await db.execute(sql`select count(*)::int as n from ${leadCohortCounts}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    const before = await rows();
    expect(await foldAllCohortCounts(db)).toBeGreaterThan(0);
    expect((await rolled()).rows).toEqual((await recomputed()).rows);
    const buckets = (await db.execute(
      sql`select count(*)::int as n from (select distinct created_day, team_id, owner_id, source, category, status, conv_days from ${leadCohortCounts}) b`,
    )) as unknown as { rows: { n: number }[] };
    expect(await rows()).toBe(buckets.rows[0]!.n);
    expect(await rows()).toBeLessThan(before);
    const folded = await rows();
    await foldAllCohortCounts(db);
    expect(await rows()).toBe(folded);
    // The hourly fold: only the days whose buckets gathered deltas, to the same figures, one row per bucket.
    await db.execute(sql`update ${leads} set status = 'Sem interesse' where id in (select id from ${leads} where status <> 'Sem interesse' limit 2)`);
    await db.execute(sql`update ${leads} set categories = array['PlanoSaude'] where id in (select id from ${leads} limit 1)`);
    expect(await rows()).toBeGreaterThan(buckets.rows[0]!.n);
    expect(await foldFragmentedCohortDays(db)).toBeGreaterThan(0);
    expect((await rolled()).rows).toEqual((await recomputed()).rows);
    const after = (await db.execute(
      sql`select count(*)::int as n from (select distinct created_day, team_id, owner_id, source, category, status, conv_days from ${leadCohortCounts}) b`,
    )) as unknown as { rows: { n: number }[] };
    expect(await rows()).toBe(after.rows[0]!.n);
    expect(await foldFragmentedCohortDays(db)).toBe(0);
  });
});

describe("time in status", () => {
  it("equals the sum of each lead's intervals walked along its status changes, per lead that passed through", async () => {
    const { sql } = await import("drizzle-orm");
    const specs: LeadSpec[] = [
      spec({ status: "Momento ruim", via: true, stepMinutes: 300 }),
      spec({ status: "Converter em lead", via: true, stepMinutes: 900 }),
      spec({ status: "Sem interesse", createdMinutes: 60 * 24 * 40 }),
      spec({ status: "Novo", createdMinutes: 60 * 24 * 70 }),
      spec({ owner: 1, status: "Não responde", via: true, stepMinutes: 2_000 }),
    ];
    await insertLeads(db, specs, [ana, bia], sp.id);
    const result = await run(admin, "conversao");
    const section = result.sections.find((s) => s.key === "timeInStatus")!;
    const { off, checked } = await timeInStatusMismatches(db, section, sql`created_at >= '2025-01-01T03:00:00Z' and created_at < '2025-04-01T03:00:00Z'`);
    expect(off).toEqual([]);
    expect(checked).toBeGreaterThan(2);
  });
});
