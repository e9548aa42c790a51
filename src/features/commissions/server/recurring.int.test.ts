import { and, asc, eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { makeCustomer, makePartner, makeProduct, makeSale } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";
import { auditLog, commissionEntries, commissionProfiles, commissionSaleTerms, sales, teams } from "~/server/db/schema";
import { emitSaleEvent } from "~/features/sales/server/sale-events";
import { saoPauloDay, saoPauloMonth } from "~/lib/format";
import type { CommissionTerms } from "../commission-terms.schemas";
import { addMonths } from "../engine/months";
import type { SaleTerms } from "../engine/targets";
import { extendRecurringSchedules } from "./recurring.service";

/**
 * A monthly-recurring commission (0,5 % a month while the sale lasts) on sales with neither installments nor a
 * vigência end: scheduled up to the 12-month horizon at activation, then rolled forward by the extension.
 * Months are relative to the current São Paulo month.
 */
type User = Awaited<ReturnType<typeof makeUser>>;
type Product = Awaited<ReturnType<typeof makeProduct>>;
let handle: DbHandle;
let db: Db;
let admin: User;
let finance: User;
let seller: User;
let presales: User;
let customer: Awaited<ReturnType<typeof makeCustomer>>;
let investimento: Product;
let credito: Product;

const now = saoPauloMonth(new Date());
const today = saoPauloDay(new Date());
const HORIZON = 12;
const PARTIES = ["partner", "seller", "presales", "manager", "office"] as const;
/** R$ 100.000,00 × 0,5 % = R$ 500,00 a month: seller 40 %, pre-sales 10 %, manager 5 %, the office the rest. */
const SHARE = { partner: 50_000n, seller: 20_000n, presales: 5_000n, manager: 2_500n, office: 22_500n };

const RECURRING: CommissionTerms = {
  tranches: [{ fromMonth: 1, months: null, kind: "rate", rateBp: 50, fixedCents: null, base: "total" }],
  split: { sellerBp: null, presalesBp: 1_000, referrerBp: 0, managerBp: 500 },
  clawback: [{ upToMonth: 3, recoverBp: 10_000 }],
};

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const team = await makeTeam(db);
  admin = await makeUser(db, { role: "admin" });
  finance = await makeUser(db, { role: "finance" });
  const manager = await makeUser(db, { role: "manager", teamId: team.id });
  seller = await makeUser(db, { role: "seller", teamId: team.id });
  presales = await makeUser(db, { role: "seller", teamId: team.id });
  await db.update(teams).set({ managerId: manager.id }).where(eq(teams.id, team.id));
  await db.insert(commissionProfiles).values({ userId: seller.id, contractType: "pj", defaultSplitBp: 4_000 });
  customer = await makeCustomer(db, seller);
  const partner = await makePartner(db, { categories: ["Investment", "Credit"] });
  investimento = await makeProduct(db, partner, { category: "Investment" });
  credito = await makeProduct(db, partner, { category: "Credit" });
  const f = callerFor(db, finance);
  await f.commissions.rules.create({ name: "Investimentos 0,5 % ao mês", category: "Investment", effectiveFrom: "2020-01-01", terms: RECURRING });
  // Fixed terms only: nothing to extend even without installments or vigência.
  await f.commissions.rules.create({
    name: "Crédito 12 meses",
    category: "Credit",
    effectiveFrom: "2020-01-01",
    terms: { ...RECURRING, tranches: [{ fromMonth: 1, months: 12, kind: "rate", rateBp: 50, fixedCents: null, base: "total" }] },
  });
});
afterAll(async () => {
  await handle?.close();
});

/** A sale activated through the sales procedures, starting in `start`; optionally with installments or a vigência end. */
async function activeSale(start: string, opts: { installments?: number; vigenciaEnd?: string; product?: Product } = {}) {
  const startDay = `${start}-05`;
  const sale = await makeSale(db, {
    customer,
    product: opts.product ?? investimento,
    seller,
    presales,
    baseAmount: 10_000_000n,
    soldOn: startDay,
    vigenciaStart: startDay,
    vigenciaEnd: opts.vigenciaEnd ?? null,
  });
  if (opts.installments) await db.update(sales).set({ installments: opts.installments }).where(eq(sales.id, sale.id));
  await callerFor(db, seller).sales.changeStatus({ id: sale.id, version: sale.version, status: "ativa" });
  return sale.id;
}

const entriesOf = (saleId: string) => db.select().from(commissionEntries).where(eq(commissionEntries.saleId, saleId)).orderBy(asc(commissionEntries.id));

async function horizonOf(saleId: string) {
  const [row] = await db.select({ terms: commissionSaleTerms.terms }).from(commissionSaleTerms).where(eq(commissionSaleTerms.saleId, saleId));
  return (row!.terms as SaleTerms).horizonMonths;
}

/** The partner's prevista installments: [number, due month]. */
async function partnerSchedule(saleId: string) {
  const rows = (await entriesOf(saleId)).filter((e) => e.party === "partner" && e.type === "prevista");
  return rows.map((e) => [e.installment!, e.dueMonth!.slice(0, 7)] as const).sort((a, b) => a[0] - b[0]);
}

/** Sum per party of the installments after `after`. */
async function sumsAfter(saleId: string, after: number) {
  const rows = await db
    .select({ party: commissionEntries.party, amount: sql<string>`sum(${commissionEntries.amount})::text` })
    .from(commissionEntries)
    .where(and(eq(commissionEntries.saleId, saleId), gt(commissionEntries.installment, after)))
    .groupBy(commissionEntries.party);
  return Object.fromEntries(rows.map((r) => [r.party, BigInt(r.amount)]));
}

const schedule = (from: number, to: number, start: string) => Array.from({ length: to - from + 1 }, (_, i) => [from + i, addMonths(start, from + i - 1)] as const);

let longRunning: string; // started 14 months ago
let toCancel: string; // started 10 months ago
let toEnd: string; // started 10 months ago
let withInstallments: string;
let withVigencia: string;
let fixedTerm: string;

describe("rolling the horizon of open-ended schedules", () => {
  beforeAll(async () => {
    longRunning = await activeSale(addMonths(now, -14));
    toCancel = await activeSale(addMonths(now, -10));
    toEnd = await activeSale(addMonths(now, -10));
    withInstallments = await activeSale(addMonths(now, -14), { installments: 12 });
    withVigencia = await activeSale(addMonths(now, -14), { vigenciaEnd: `${addMonths(now, -2)}-05` });
    fixedTerm = await activeSale(addMonths(now, -14), { product: credito });
  });

  it("activation schedules exactly the horizon: 12 installments, the last one three months ago", async () => {
    expect(await partnerSchedule(longRunning)).toEqual(schedule(1, HORIZON, addMonths(now, -14)));
    expect(await horizonOf(longRunning)).toBe(HORIZON);
  });

  it("extends through now + horizon − 1, split between the participants like the first installments", async () => {
    const untouched = await Promise.all([withInstallments, withVigencia, fixedTerm].map(async (id) => (await entriesOf(id)).length));
    // Batches of two: three sales are extended over two transactions.
    const result = await extendRecurringSchedules(db, now, { batchSize: 2 });
    // longRunning: installments 13–26 (now − 1 … now + 11); the other two: 13–22; five parties each.
    expect(result).toEqual({ sales: 3, entries: (14 + 10 + 10) * PARTIES.length });

    const start = addMonths(now, -14);
    expect(await partnerSchedule(longRunning)).toEqual(schedule(1, 26, start));
    expect((await partnerSchedule(longRunning)).at(-1)).toEqual([26, addMonths(now, HORIZON - 1)]);
    expect(await horizonOf(longRunning)).toBe(26);
    expect(await horizonOf(toCancel)).toBe(22);
    const entries = await entriesOf(longRunning);
    for (const installment of [1, 13, 26]) {
      const lines = entries.filter((e) => e.installment === installment);
      expect(Object.fromEntries(lines.map((e) => [e.party, e.amount]))).toEqual(SHARE);
      expect(lines.every((e) => e.type === "prevista" && e.refEntryId === null)).toBe(true);
    }
    // Past-due extended installments land in their own month while it is open.
    const thirteenth = entries.find((e) => e.installment === 13 && e.party === "partner")!;
    expect([thirteenth.dueMonth, thirteenth.competence]).toEqual([`${addMonths(now, -2)}-01`, `${addMonths(now, -2)}-01`]);

    // Installments, a complete vigência or fixed terms bound the schedule: never extended.
    expect(await Promise.all([withInstallments, withVigencia, fixedTerm].map(async (id) => (await entriesOf(id)).length))).toEqual(untouched);
    expect(await Promise.all([withInstallments, withVigencia, fixedTerm].map(horizonOf))).toEqual([HORIZON, HORIZON, HORIZON]);
  });

  it("a second run appends nothing", async () => {
    const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(commissionEntries)) as [{ count: number }];
    expect(await extendRecurringSchedules(db, now)).toEqual({ sales: 0, entries: 0 });
    // Next month there are still more than three months left: nothing either.
    expect(await extendRecurringSchedules(db, addMonths(now, 1))).toEqual({ sales: 0, entries: 0 });
    const [after] = (await db.select({ count: sql<number>`count(*)::int` }).from(commissionEntries)) as [{ count: number }];
    expect(after!.count).toBe(count);
  });

  it("a cancellation after the extension cancels the extended installments like the original ones", async () => {
    const sale = (await callerFor(db, admin).sales.get({ id: toCancel }))!;
    await callerFor(db, admin).sales.changeStatus({ id: toCancel, version: sale.version, status: "cancelada", cancelledOn: today, cancelReason: "Resgate total" });
    // Cancelled in its 11th month: installment 12 (original) and 13–22 (extended) are never due.
    const cancelled = (await entriesOf(toCancel)).filter((e) => e.type === "cancelamento");
    expect([...new Set(cancelled.map((e) => e.installment))].sort((a, b) => a! - b!)).toEqual(Array.from({ length: 11 }, (_, i) => 12 + i));
    expect(cancelled.filter((e) => e.installment === 22).map((e) => [e.party, e.amount])).toEqual(expect.arrayContaining(PARTIES.map((p) => [p, -SHARE[p]])));
    expect(await sumsAfter(toCancel, 11)).toEqual({ partner: 0n, seller: 0n, presales: 0n, manager: 0n, office: 0n });
    // Past the estorno table's 3 months: what ran stays whole.
    const kept = (await entriesOf(toCancel)).filter((e) => e.installment! <= 11 && e.party === "partner");
    expect(kept.reduce((sum, e) => sum + e.amount, 0n)).toBe(11n * SHARE.partner);
  });

  it("an end (encerramento) after the extension does the same", async () => {
    const sale = (await callerFor(db, admin).sales.get({ id: toEnd }))!;
    await callerFor(db, admin).sales.changeStatus({ id: toEnd, version: sale.version, status: "encerrada" });
    expect(await sumsAfter(toEnd, 11)).toEqual({ partner: 0n, seller: 0n, presales: 0n, manager: 0n, office: 0n });
    expect((await entriesOf(toEnd)).filter((e) => e.installment === 22 && e.type === "cancelamento")).toHaveLength(PARTIES.length);
  });

  it("a stopped sale, or one bounded by installments or vigência, is never extended, however late", async () => {
    const later = addMonths(now, 24);
    const before = await Promise.all([toCancel, toEnd, withInstallments, withVigencia, fixedTerm].map(async (id) => (await entriesOf(id)).length));
    // Only the long-running sale: now + 24 … now + 35.
    expect(await extendRecurringSchedules(db, later)).toEqual({ sales: 1, entries: 24 * PARTIES.length });
    expect((await partnerSchedule(longRunning)).at(-1)).toEqual([50, addMonths(later, HORIZON - 1)]);
    expect(await Promise.all([toCancel, toEnd, withInstallments, withVigencia, fixedTerm].map(async (id) => (await entriesOf(id)).length))).toEqual(before);
  });

  it("an amount change after the extension adjusts the extended installments too (the horizon is in the frozen terms)", async () => {
    const saleId = await activeSale(addMonths(now, -14));
    expect(await extendRecurringSchedules(db, now)).toEqual({ sales: 1, entries: 14 * PARTIES.length });
    const sale = (await callerFor(db, admin).sales.get({ id: saleId }))!;
    await callerFor(db, admin).sales.update({ id: saleId, version: sale.version, baseAmount: 20_000_000n });
    expect((await sumsAfter(saleId, HORIZON)).partner).toBe(14n * 2n * SHARE.partner);
    const last = (await entriesOf(saleId)).filter((e) => e.installment === 26 && e.party === "seller");
    expect(last.map((e) => [e.type, e.amount])).toEqual([
      ["prevista", SHARE.seller],
      ["ajuste", SHARE.seller],
    ]);
  });
});

describe("concurrency", () => {
  it("a cancellation holding the sale when the extension reaches it wins: the extension skips it", async () => {
    const saleId = await activeSale(addMonths(now, -14));
    let extension: Promise<{ sales: number; entries: number }> | undefined;
    await db.transaction(async (tx) => {
      // As changeSaleStatus does: the sale row is updated (and so locked), then the ledger reacts.
      await tx
        .update(sales)
        .set({ status: "cancelada", cancelledOn: today, cancelReason: "Resgate", version: sql`${sales.version} + 1` })
        .where(eq(sales.id, saleId));
      await emitSaleEvent(tx, { type: "status_changed", saleId, from: "ativa", to: "cancelada", effectiveOn: today, actorId: admin.id });
      // The extension starts while the cancellation is uncommitted (on PostgreSQL it sees the sale Ativa and
      // waits for the row); then the cancellation commits.
      extension = extendRecurringSchedules(db, now);
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    expect(await extension).toEqual({ sales: 0, entries: 0 });
    expect(await horizonOf(saleId)).toBe(HORIZON);
    expect((await partnerSchedule(saleId)).at(-1)?.[0]).toBe(HORIZON);
    expect(await sumsAfter(saleId, HORIZON)).toEqual({});
  });

  it("two runs at once extend a sale once", async () => {
    const saleId = await activeSale(addMonths(now, -14));
    const [a, b] = await Promise.all([extendRecurringSchedules(db, now), extendRecurringSchedules(db, now)]);
    expect(a.sales + b.sales).toBe(1);
    expect(a.entries + b.entries).toBe(14 * PARTIES.length);
    expect(await partnerSchedule(saleId)).toEqual(schedule(1, 26, addMonths(now, -14)));
  });
});

describe("month close", () => {
  it("closing a month extends the schedules that run out by the next month; late installments land in the first open month", async () => {
    const endsNow = await activeSale(addMonths(now, -11));
    const endedAgo = await activeSale(addMonths(now, -14));
    const closed = await callerFor(db, finance).commissions.months.close({ month: addMonths(now, -1) });
    expect(closed.extended).toBe(2);
    expect(await partnerSchedule(endsNow)).toEqual(schedule(1, 23, addMonths(now, -11)));
    expect(await partnerSchedule(endedAgo)).toEqual(schedule(1, 26, addMonths(now, -14)));
    // Installments 13 and 14 were due two months and one month ago, both now closed: they land in this month.
    const late = (await entriesOf(endedAgo)).filter((e) => e.party === "partner" && (e.installment === 13 || e.installment === 14));
    expect(late.map((e) => [e.dueMonth, e.competence])).toEqual([
      [`${addMonths(now, -2)}-01`, `${now}-01`],
      [`${addMonths(now, -1)}-01`, `${now}-01`],
    ]);
    // Each extended sale's history names the close that extended it and up to which month.
    const audited = await db
      .select({ actorId: auditLog.actorId, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, "commission_schedule.extend"), eq(auditLog.entityId, endedAgo)));
    expect(audited).toEqual([
      { actorId: finance.id, before: { horizonMonths: HORIZON }, after: { horizonMonths: 26, coverThrough: addMonths(now, HORIZON - 1), asOfMonth: now, entries: 14 * PARTIES.length } },
    ]);
  });
});
