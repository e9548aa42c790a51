import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf } from "../../../../tests/helpers/errors";
import { auditRowsOf, makeCustomer, makePartner, makeProduct, makeSale } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";
import { commissionEntries, commissionProfiles, commissionSaleTerms, sales, teams } from "~/server/db/schema";
import { saoPauloDay, saoPauloMonth } from "~/lib/format";
import type { CommissionTerms } from "../commission-terms.schemas";
import { addMonths } from "../engine/months";

/**
 * Sales activated while no rule covered them get their commissions once a rule that covers them exists and
 * the backfill runs: the same ledger as if the rule had existed at activation. Months relative to now.
 */
type User = Awaited<ReturnType<typeof makeUser>>;
type Product = Awaited<ReturnType<typeof makeProduct>>;
let handle: DbHandle;
let db: Db;
let finance: User;
let admin: User;
let seller: User;
let customer: Awaited<ReturnType<typeof makeCustomer>>;
let consorcio: Product;
let special: Product;
let credito: Product;

const now = saoPauloMonth(new Date());
const today = saoPauloDay(new Date());
const start = addMonths(now, -2);

/** 1 % in month 1, 0,5 % in months 2–4; a cancellation up to month 3 claws back everything. */
const TERMS: CommissionTerms = {
  tranches: [
    { fromMonth: 1, months: 1, kind: "rate", rateBp: 100, fixedCents: null, base: "total" },
    { fromMonth: 2, months: 3, kind: "rate", rateBp: 50, fixedCents: null, base: "total" },
  ],
  split: { sellerBp: null, presalesBp: 0, referrerBp: 0, managerBp: 500 },
  clawback: [{ upToMonth: 3, recoverBp: 10_000 }],
};

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const team = await makeTeam(db);
  finance = await makeUser(db, { role: "finance" });
  admin = await makeUser(db, { role: "admin" });
  const manager = await makeUser(db, { role: "manager", teamId: team.id });
  seller = await makeUser(db, { role: "seller", teamId: team.id });
  await db.update(teams).set({ managerId: manager.id }).where(eq(teams.id, team.id));
  await db.insert(commissionProfiles).values({ userId: seller.id, contractType: "pj", defaultSplitBp: 4_000 });
  customer = await makeCustomer(db, seller, { name: "Maria Sem Regra" });
  const partner = await makePartner(db, { categories: ["Consortium", "Credit"] });
  consorcio = await makeProduct(db, partner, { category: "Consortium" });
  special = await makeProduct(db, partner, { category: "Consortium" });
  credito = await makeProduct(db, partner, { category: "Credit" });
});
afterAll(async () => {
  await handle?.close();
});

/** A sale sold and starting on the 5th of `month`, activated through the sales procedures, then cancelled or ended. */
async function saleThrough(product: Product, end: "ativa" | "cancelada" | "encerrada", month = start, contractNumber: string | null = null) {
  const day = `${month}-05`;
  const sale = await makeSale(db, { customer, product, seller, baseAmount: 10_000_000n, soldOn: day, vigenciaStart: day, contractNumber });
  const s = callerFor(db, admin).sales;
  const active = await s.changeStatus({ id: sale.id, version: sale.version, status: "ativa" });
  if (end === "cancelada") await s.changeStatus({ id: sale.id, version: active.version, status: "cancelada", cancelledOn: `${addMonths(month, 1)}-10`, cancelReason: "Desistência" });
  if (end === "encerrada") await s.changeStatus({ id: sale.id, version: active.version, status: "encerrada" });
  return sale.id;
}

const entriesOf = (saleId: string) => db.select().from(commissionEntries).where(eq(commissionEntries.saleId, saleId)).orderBy(asc(commissionEntries.id));

/** A sale's ledger without what identifies the sale or the run: party, person, installment, months, type, amount. */
async function ledgerOf(saleId: string) {
  const rows = await entriesOf(saleId);
  return rows
    .map((e) => [e.party, e.userId, e.installment, e.dueMonth, e.competence, e.type, e.amount, e.refEntryId !== null, e.ruleVersionId].join("|"))
    .sort();
}

let active: string;
let cancelled: string;
let ended: string;
let neverActive: string;
let specific: string;
let categoryRule: string;
let productRule: string;

describe("a rule created after its sales were activated", () => {
  it("sales activated while no rule covers them get no commission", async () => {
    active = await saleThrough(consorcio, "ativa", start, "CT-1");
    cancelled = await saleThrough(consorcio, "cancelada");
    ended = await saleThrough(consorcio, "encerrada");
    specific = await saleThrough(special, "ativa");
    // A proposal cancelled before activation never earned a commission.
    const proposal = await makeSale(db, { customer, product: consorcio, seller, baseAmount: 10_000_000n, soldOn: `${start}-05`, vigenciaStart: `${start}-05` });
    await callerFor(db, admin).sales.changeStatus({ id: proposal.id, version: proposal.version, status: "cancelada", cancelledOn: today, cancelReason: "Desistiu" });
    neverActive = proposal.id;
    // A deleted sale is gone from the portfolio, commissions included.
    const deleted = await saleThrough(consorcio, "ativa");
    await db.update(sales).set({ deletedAt: new Date() }).where(eq(sales.id, deleted));
    const all = [active, cancelled, ended, specific, neverActive, deleted];
    expect(await db.select().from(commissionEntries).where(inArray(commissionEntries.saleId, all))).toEqual([]);
    expect(await db.select().from(commissionSaleTerms).where(inArray(commissionSaleTerms.saleId, all))).toEqual([]);
  });

  it("once a rule covers them, it reports them; a sale a more specific rule covers is that rule's", async () => {
    const f = callerFor(db, finance);
    categoryRule = (await f.commissions.rules.create({ name: "Consórcio", category: "Consortium", effectiveFrom: "2020-01-01", terms: TERMS })).id;
    const found = await f.commissions.rules.uncovered({ id: categoryRule });
    expect(found.count).toBe(4);
    expect(found.sample.map((s) => s.saleId).sort()).toEqual([active, cancelled, ended, specific].sort());
    expect(found.sample.find((s) => s.saleId === active)).toEqual({ saleId: active, customerName: "Maria Sem Regra", contractNumber: "CT-1", status: "ativa", soldOn: `${start}-05` });

    productRule = (await f.commissions.rules.create({ name: "Consórcio especial", productId: special.id, effectiveFrom: "2020-01-01", terms: { ...TERMS, clawback: [] } })).id;
    const afterSpecific = await f.commissions.rules.uncovered({ id: categoryRule });
    expect(afterSpecific.count).toBe(3);
    expect(afterSpecific.sample.map((s) => s.saleId).sort()).toEqual([active, cancelled, ended].sort());
    expect(await f.commissions.rules.uncovered({ id: productRule })).toMatchObject({ count: 1, sample: [{ saleId: specific }] });
  });

  it("applying writes the schedule and the estornos exactly as if the rule had existed at activation", async () => {
    // The same sales, activated (and cancelled or ended) now that the rule exists.
    const controls = { active: await saleThrough(consorcio, "ativa"), cancelled: await saleThrough(consorcio, "cancelada"), ended: await saleThrough(consorcio, "encerrada") };
    const expected = { active: await ledgerOf(controls.active), cancelled: await ledgerOf(controls.cancelled), ended: await ledgerOf(controls.ended) };
    expect(expected.active.length).toBeGreaterThan(0);
    // Cancelled in its second month: everything paid is clawed back, the rest never falls due.
    expect(expected.cancelled.filter((line) => line.startsWith("partner|") && !line.includes("|prevista|")).map((line) => line.split("|").slice(2, 7))).toEqual([
      ["1", `${start}-01`, `${addMonths(start, 1)}-01`, "estorno", "-100000"],
      ["2", `${addMonths(start, 1)}-01`, `${addMonths(start, 1)}-01`, "estorno", "-50000"],
      ["3", `${addMonths(start, 2)}-01`, `${addMonths(start, 2)}-01`, "cancelamento", "-50000"],
      ["4", `${addMonths(start, 3)}-01`, `${addMonths(start, 3)}-01`, "cancelamento", "-50000"],
    ]);
    // Ended this month (its third): only the fourth installment is withdrawn.
    expect(expected.ended.filter((line) => line.startsWith("partner|") && !line.includes("|prevista|")).map((line) => line.split("|")[2])).toEqual(["4"]);

    const done = await callerFor(db, finance).commissions.rules.applyToUncovered({ id: categoryRule });
    expect(done.sales).toBe(3);
    expect(await ledgerOf(active)).toEqual(expected.active);
    expect(await ledgerOf(cancelled)).toEqual(expected.cancelled);
    expect(await ledgerOf(ended)).toEqual(expected.ended);
    expect(done.entries).toBe(expected.active.length + expected.cancelled.length + expected.ended.length);
    // Written by whoever ran it; the other rule's sale and the never-activated proposal stay untouched.
    expect((await entriesOf(active)).every((e) => e.createdBy === finance.id)).toBe(true);
    expect(await entriesOf(specific)).toEqual([]);
    expect(await entriesOf(neverActive)).toEqual([]);
    const audit = await auditRowsOf(db, categoryRule, "commission_rule.backfill");
    expect(audit.map((a) => [a.actorId, a.after])).toEqual([[finance.id, { sales: 3, entries: done.entries }]]);
    for (const [saleId, status] of [[active, "ativa"], [cancelled, "cancelada"], [ended, "encerrada"]] as const) {
      const perSale = await auditRowsOf(db, saleId, "commission_schedule.backfill");
      expect(perSale.map((a) => [a.actorId, a.after])).toEqual([[finance.id, { ruleId: categoryRule, status }]]);
    }
    expect(await callerFor(db, finance).commissions.rules.uncovered({ id: categoryRule })).toEqual({ count: 0, sample: [] });
  });

  it("applying again writes nothing", async () => {
    const before = (await db.select().from(commissionEntries)).length;
    expect(await callerFor(db, finance).commissions.rules.applyToUncovered({ id: categoryRule })).toEqual({ sales: 0, entries: 0 });
    expect((await db.select().from(commissionEntries)).length).toBe(before);
  });

  it("a Vendedor cannot see nor apply it", async () => {
    const s = callerFor(db, seller).commissions.rules;
    expect((await failureOf(s.uncovered({ id: productRule }))).code).toBe("FORBIDDEN");
    expect((await failureOf(s.applyToUncovered({ id: productRule }))).code).toBe("FORBIDDEN");
    expect(await entriesOf(specific)).toEqual([]);
  });

  it("a version in force only after the sale does not cover it; entries due in months closed meanwhile land in the first open month; concurrent runs apply once", async () => {
    const f = callerFor(db, finance);
    const late = await saleThrough(credito, "ativa");
    await f.commissions.months.close({ month: addMonths(now, -1) });
    const rule = await f.commissions.rules.create({ name: "Crédito", category: "Credit", effectiveFrom: today, terms: TERMS });
    expect((await f.commissions.rules.uncovered({ id: rule.id })).count).toBe(0);
    await f.commissions.rules.addVersion({ ruleId: rule.id, effectiveFrom: "2020-01-01", terms: TERMS });
    expect((await f.commissions.rules.uncovered({ id: rule.id })).count).toBe(1);

    const [a, b] = await Promise.all([f.commissions.rules.applyToUncovered({ id: rule.id }), f.commissions.rules.applyToUncovered({ id: rule.id })]);
    expect(a.sales + b.sales).toBe(1);
    const partner = (await entriesOf(late)).filter((e) => e.party === "partner");
    expect(partner.map((e) => [e.installment, e.dueMonth, e.competence, e.amount])).toEqual([
      [1, `${start}-01`, `${now}-01`, 100_000n],
      [2, `${addMonths(start, 1)}-01`, `${now}-01`, 50_000n],
      [3, `${addMonths(start, 2)}-01`, `${addMonths(start, 2)}-01`, 50_000n],
      [4, `${addMonths(start, 3)}-01`, `${addMonths(start, 3)}-01`, 50_000n],
    ]);
    expect(a.entries + b.entries).toBe((await entriesOf(late)).length);
  });
});
