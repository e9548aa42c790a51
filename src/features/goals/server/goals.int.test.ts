import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import { auditRowsOf, makeCustomer, makePartner, makeProduct, makeSale } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";
import { commissionEntries, sales, teams } from "~/server/db/schema";
import { saoPauloMonth } from "~/lib/format";
import { addMonths } from "~/features/commissions/engine/months";
import type { CommissionTerms } from "~/features/commissions/commission-terms.schemas";
import { monthFigures, recomputedFigures } from "./goal-figures";

/**
 * Goals as the roles use them: Financeiro sets them, sales activated in the month make progress, each role sees
 * its rows, and the month close pays the premiação of the reached ones once. Sales are activated last month.
 */
type User = Awaited<ReturnType<typeof makeUser>>;
let handle: DbHandle;
let db: Db;
let admin: User;
let finance: User;
let manager: User;
let vera: User;
let caio: User;
let bruno: User;
let teamA: string;
let teamB: string;
let customer: Awaited<ReturnType<typeof makeCustomer>>;
let consorcio: Awaited<ReturnType<typeof makeProduct>>;
let credito: Awaited<ReturnType<typeof makeProduct>>;

const month = addMonths(saoPauloMonth(new Date()), -1);
const day = (d: number) => `${month}-${String(d).padStart(2, "0")}`;

/** 10 % of the base amount in month 1; the seller keeps 40 % of it. */
const TERMS: CommissionTerms = {
  tranches: [{ fromMonth: 1, months: 1, kind: "rate", rateBp: 1_000, fixedCents: null, base: "total" }],
  split: { sellerBp: 4_000, presalesBp: 0, referrerBp: 0, managerBp: 0 },
  clawback: [],
};

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  teamA = (await makeTeam(db)).id;
  teamB = (await makeTeam(db)).id;
  admin = await makeUser(db, { role: "admin" });
  finance = await makeUser(db, { role: "finance" });
  manager = await makeUser(db, { role: "manager", teamId: teamA });
  vera = await makeUser(db, { role: "seller", teamId: teamA, name: "Vera" });
  caio = await makeUser(db, { role: "seller", teamId: teamA, name: "Caio" });
  bruno = await makeUser(db, { role: "seller", teamId: teamB, name: "Bruno" });
  await db.update(teams).set({ managerId: manager.id }).where(eq(teams.id, teamA));
  customer = await makeCustomer(db, vera);
  const partner = await makePartner(db, { categories: ["Consortium", "Credit"] });
  consorcio = await makeProduct(db, partner, { category: "Consortium" });
  credito = await makeProduct(db, partner, { category: "Credit" });
  const f = callerFor(db, finance);
  await f.commissions.rules.create({ name: "Consórcio", category: "Consortium", effectiveFrom: "2020-01-01", terms: TERMS });
  await f.commissions.rules.create({ name: "Crédito", category: "Credit", effectiveFrom: "2020-01-01", terms: TERMS });
});
afterAll(async () => {
  await handle?.close();
});

async function activate(seller: User, amount: bigint, product = consorcio) {
  const sale = await makeSale(db, { customer, product, seller, baseAmount: amount, soldOn: day(2), vigenciaStart: day(5) });
  return callerFor(db, seller).sales.changeStatus({ id: sale.id, version: sale.version, status: "ativa", activatedOn: day(5) });
}

describe("who sets goals", () => {
  it("only Financeiro and Administrador create goals; a Vendedor or Gestor is FORBIDDEN, nobody signed out", async () => {
    const input = { month, sellerId: vera.id, metric: "sales_count" as const, target: 2n };
    expect((await failureOf(callerFor(db, vera).goals.create(input))).code).toBe("FORBIDDEN");
    expect((await failureOf(callerFor(db, manager).goals.create(input))).code).toBe("FORBIDDEN");
    expect((await failureOf(callerFor(db, null).goals.create(input))).code).toBe("UNAUTHORIZED");
    const goal = await callerFor(db, finance).goals.create({ ...input, bonus: 50_000n });
    expect(goal).toMatchObject({ month: `${month}-01`, sellerId: vera.id, teamId: null, target: 2n, bonus: 50_000n, version: 1 });
    expect((await auditRowsOf(db, goal.id, "goal.create")).length).toBe(1);
  });

  it("bad input is refused field by field", async () => {
    const f = callerFor(db, finance);
    const noTarget = await failureOf(f.goals.create({ month, sellerId: vera.id, metric: "base_amount", target: 0n }));
    expect([noTarget.code, fieldsOf(noTarget)]).toEqual(["BAD_REQUEST", ["target"]]);
    expect(noTarget.message).toContain("A meta deve ser maior que zero.");
    const twoOwners = await failureOf(f.goals.create({ month, sellerId: vera.id, teamId: teamA, metric: "base_amount", target: 1n }));
    expect(fieldsOf(twoOwners)).toEqual(["owner"]);
    expect(fieldsOf(await failureOf(f.goals.create({ month: "2026-13", sellerId: vera.id, metric: "base_amount", target: 1n })))).toEqual(["month"]);
    // A manager is not a seller: goals per person are sellers' goals.
    expect(fieldsOf(await failureOf(f.goals.create({ month, sellerId: manager.id, metric: "base_amount", target: 1n })))).toEqual(["owner"]);
  });

  it("one goal per month, owner, metric and category: a second one is a CONFLICT on the metric", async () => {
    const again = await failureOf(callerFor(db, finance).goals.create({ month, sellerId: vera.id, metric: "sales_count", target: 5n }));
    expect([again.code, fieldsOf(again)]).toEqual(["CONFLICT", ["metric"]]);
  });

  it("an edit carries the version: a stale one is a CONFLICT; a delete too", async () => {
    const f = callerFor(db, finance);
    const goal = await f.goals.create({ month, sellerId: bruno.id, metric: "base_amount", target: 1_000n });
    const edited = await f.goals.update({ id: goal.id, version: 1, metric: "base_amount", target: 2_000n, bonus: 10_000n });
    expect(edited).toMatchObject({ version: 2, target: 2_000n, bonus: 10_000n });
    expect((await failureOf(f.goals.update({ id: goal.id, version: 1, metric: "base_amount", target: 3_000n }))).code).toBe("CONFLICT");
    expect((await failureOf(f.goals.delete({ id: goal.id, version: 1 }))).code).toBe("CONFLICT");
    expect((await failureOf(callerFor(db, vera).goals.delete({ id: goal.id, version: 2 }))).code).toBe("FORBIDDEN");
    await f.goals.delete({ id: goal.id, version: 2 });
    expect((await auditRowsOf(db, goal.id)).map((a) => a.action)).toEqual(["goal.create", "goal.update", "goal.delete"]);
  });
});

describe("progress", () => {
  beforeAll(async () => {
    const f = callerFor(db, finance);
    await f.goals.create({ month, sellerId: vera.id, metric: "base_amount", target: 3_000_000n });
    await f.goals.create({ month, sellerId: vera.id, metric: "commission", category: "Credit", target: 100_000n, bonus: 20_000n });
    await f.goals.create({ month, sellerId: caio.id, metric: "sales_count", target: 3n, bonus: 30_000n });
    await f.goals.create({ month, teamId: teamA, metric: "sales_count", target: 3n, bonus: 5_000n });
    await f.goals.create({ month, teamId: teamB, metric: "commission", target: 1n, bonus: 7_000n });
    // Vera: two sales (one of credit); Caio: one. The first sale's amount changes after activation.
    const first = await activate(vera, 1_000_000n);
    await callerFor(db, vera).sales.update({ id: first.id, version: first.version, baseAmount: 4_000_000n });
    await activate(vera, 2_000_000n, credito);
    await activate(caio, 500_000n);
    // A sale activated in another month counts there, not here.
    const other = await makeSale(db, { customer, product: consorcio, seller: vera, baseAmount: 9_000_000n, soldOn: `${addMonths(month, -1)}-03` });
    await callerFor(db, vera).sales.changeStatus({ id: other.id, version: other.version, status: "ativa", activatedOn: `${addMonths(month, -1)}-04` });
  });

  it("counts sales at activation, base amounts at their activation value, commission at the accrued share", async () => {
    const { goals, closed } = await callerFor(db, finance).goals.list({ month });
    expect(closed).toBe(false);
    const of = (owner: string, metric: string) => goals.find((g) => (g.sellerId ?? g.teamId) === owner && g.metric === metric)!;
    expect(of(vera.id, "sales_count")).toMatchObject({ achieved: 2n, pct: 100, reached: true });
    // 1 000 000 at activation (not the 4 000 000 it became) + 2 000 000.
    expect(of(vera.id, "base_amount")).toMatchObject({ achieved: 3_000_000n, pct: 100, reached: true });
    // Credit only: 2 000 000 × 10 % × 40 %.
    expect(of(vera.id, "commission")).toMatchObject({ category: "Credit", achieved: 80_000n, pct: 80, reached: false });
    expect(of(caio.id, "sales_count")).toMatchObject({ achieved: 1n, pct: 33.3, reached: false });
    expect(of(teamA, "sales_count")).toMatchObject({ teamName: expect.any(String), achieved: 3n, pct: 100, reached: true });
    expect(of(teamB, "commission")).toMatchObject({ achieved: 0n, reached: false });
  });

  it("a Vendedor sees their own goals and their team's, nobody else's", async () => {
    const mine = (await callerFor(db, vera).goals.list({ month })).goals;
    expect(new Set(mine.map((g) => g.sellerId ?? g.teamId))).toEqual(new Set([vera.id, teamA]));
    const card = await callerFor(db, caio).goals.mine({ month });
    expect(card.map((g) => [g.sellerId ?? g.teamId, g.metric])).toEqual([
      [caio.id, "sales_count"],
      [teamA, "sales_count"],
    ]);
  });

  it("a Gestor sees the team's goals and ranks its sellers; Financeiro sees every goal and seller", async () => {
    const theirs = (await callerFor(db, manager).goals.list({ month })).goals;
    expect(new Set(theirs.map((g) => g.sellerId ?? g.teamId))).toEqual(new Set([vera.id, caio.id, teamA]));
    const ranking = await callerFor(db, manager).goals.ranking({ month });
    expect(ranking.map((r) => [r.rank, r.name, r.sales, r.baseAmount, r.goals, r.reached, r.attainment])).toEqual([
      // Vera: (100 + 100 + 80) / 3; Caio: 33,3.
      [1, "Vera", 2n, 3_000_000n, 3, 2, 93.3],
      [2, "Caio", 1n, 500_000n, 1, 0, 33.3],
    ]);
    const all = await callerFor(db, finance).goals.ranking({ month });
    expect(all.map((r) => r.name)).toEqual(["Vera", "Caio", "Bruno"]);
    expect((await callerFor(db, finance).goals.ranking({ month, teamId: teamB })).map((r) => r.name)).toEqual(["Bruno"]);
    expect((await callerFor(db, finance).goals.list({ month })).goals).toHaveLength(6);
  });

  it("the running totals progress reads equal the sales and ledger entries recomputed", async () => {
    const people = [vera.id, caio.id, bruno.id];
    // Sales that move between buckets: an activation day corrected into another month, a sale handed to another
    // seller after its amount changed (it keeps its activation amount), a sale deleted.
    const [m2, m3] = [addMonths(month, -2), addMonths(month, -3)];
    const moved = await makeSale(db, { customer, product: credito, seller: bruno, baseAmount: 700_000n, soldOn: `${m3}-02` });
    const active = await callerFor(db, bruno).sales.changeStatus({ id: moved.id, version: moved.version, status: "ativa", activatedOn: `${m2}-03` });
    const corrected = await callerFor(db, admin).sales.update({ id: moved.id, version: active.version, activatedOn: `${m3}-20` });
    const changed = await callerFor(db, admin).sales.update({ id: moved.id, version: corrected.version, baseAmount: 900_000n });
    await callerFor(db, admin).sales.update({ id: moved.id, version: changed.version, sellerId: caio.id });
    const gone = await makeSale(db, { customer, product: credito, seller: bruno, baseAmount: 300_000n, soldOn: `${m2}-02` });
    await callerFor(db, bruno).sales.changeStatus({ id: gone.id, version: gone.version, status: "ativa", activatedOn: `${m2}-04` });
    await db.update(sales).set({ deletedAt: new Date() }).where(eq(sales.id, gone.id));
    expect((await monthFigures(db, [caio.id], m3)).get(caio.id)!.sales.get("Credit")).toEqual({ count: 1n, amount: 700_000n });
    const nonZero = <V>(f: Map<string, V>) => Object.fromEntries([...f].filter(([, v]) => JSON.stringify(v, (_, x: unknown) => (typeof x === "bigint" ? String(x) : x)) !== JSON.stringify({ count: "0", amount: "0" }) && v !== 0n));
    for (const m of [month, addMonths(month, -1), m2, m3]) {
      const kept = await monthFigures(db, people, m, new Set(["Consortium", "Credit"]));
      const recomputed = await recomputedFigures(db, people, m);
      for (const id of people) {
        // Buckets that went back to zero may stay as zero rows.
        expect(nonZero(kept.get(id)!.sales)).toEqual(nonZero(recomputed.get(id)!.sales));
        expect(kept.get(id)!.commissionTotal).toBe(recomputed.get(id)!.commissionTotal);
        expect(nonZero(kept.get(id)!.commission)).toEqual(nonZero(recomputed.get(id)!.commission));
      }
    }
    // Past 200 people (a ranking of every seller) the month is read whole: the same figures.
    const many = await monthFigures(db, [...people, ...Array.from({ length: 200 }, () => randomUUID())], month, new Set(["Consortium", "Credit"]));
    const few = await monthFigures(db, people, month, new Set(["Consortium", "Credit"]));
    for (const id of people) expect(many.get(id)).toEqual(few.get(id));
    expect(Object.fromEntries((await monthFigures(db, [vera.id], month, new Set(["Credit"]))).get(vera.id)!.commission)).toEqual({ Credit: 80_000n });
    expect((await monthFigures(db, [vera.id], month)).get(vera.id)!.commissionTotal).toBe(40_000n + 80_000n);
  });

  it("a Vendedor's ranking is their own line only", async () => {
    expect((await callerFor(db, caio).goals.ranking({ month, teamId: teamB })).map((r) => r.name)).toEqual(["Caio"]);
  });
});

describe("premiação at the month close", () => {
  it("pays each reached goal's bonus once, in the month, referring to the goal; a team's goal pays each of its sellers", async () => {
    const f = callerFor(db, finance);
    await f.commissions.months.close({ month });
    const bonuses = await db.select().from(commissionEntries).where(eq(commissionEntries.type, "premiacao"));
    const { goals } = await f.goals.list({ month });
    const goalOf = (id: string | null) => goals.find((g) => g.id === id)!;
    expect(bonuses.map((b) => [b.userId, b.amount, b.competence, goalOf(b.goalId).sellerId ?? goalOf(b.goalId).teamId]).sort()).toEqual(
      [
        [vera.id, 50_000n, `${month}-01`, vera.id],
        [vera.id, 5_000n, `${month}-01`, teamA],
        [caio.id, 5_000n, `${month}-01`, teamA],
      ].sort(),
    );
    expect(goals.find((g) => g.teamId === teamA)?.bonusPaid).toBe(10_000n);
    for (const b of bonuses) expect((await auditRowsOf(db, String(b.id), "commission_entry.goal_bonus")).length).toBe(1);
    // The month's statement pays it (the sale's commission waits for the partner's payment).
    const [statement] = await f.commissions.statements.list({ userId: caio.id, month });
    expect(statement?.gross).toBe(5_000n);
  });

  it("closing again is a CONFLICT and pays nothing more; the closed month's goals no longer change", async () => {
    const f = callerFor(db, finance);
    expect((await failureOf(f.commissions.months.close({ month }))).code).toBe("CONFLICT");
    expect(await db.$count(commissionEntries, eq(commissionEntries.type, "premiacao"))).toBe(3);
    const goal = (await f.goals.list({ month })).goals[0]!;
    expect(fieldsOf(await failureOf(f.goals.update({ id: goal.id, version: goal.version, metric: goal.metric, target: 1n })))).toEqual(["month"]);
    expect(fieldsOf(await failureOf(f.goals.delete({ id: goal.id, version: goal.version })))).toEqual(["month"]);
    expect(fieldsOf(await failureOf(f.goals.create({ month, sellerId: bruno.id, metric: "sales_count", target: 1n })))).toEqual(["month"]);
  });

  it("the premiações are locked with the month: nothing more lands in it", async () => {
    const { payGoalBonuses } = await import("./goal-bonus.service");
    const actor = { id: admin.id, role: admin.role, teamId: null };
    const error = await db.transaction((tx) => payGoalBonuses(tx, actor, month)).then(
      (n) => n,
      (err: unknown) => err,
    );
    // Every reached goal has paid already: nothing to book (and the month is closed for anything new).
    expect(error).toBe(0);
    await expect(db.insert(commissionEntries).values({ party: "seller", userId: bruno.id, competence: `${month}-01`, type: "premiacao", amount: 1n })).rejects.toThrow();
  });
});
