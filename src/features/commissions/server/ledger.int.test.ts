import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import { makeCustomer, makePartner, makeProduct, makeSale } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";
import { commissionEntries, commissionProfiles, commissionSaleTerms, teams } from "~/server/db/schema";
import { saoPauloMonth } from "~/lib/format";
import type { CommissionTerms } from "../commission-terms.schemas";
import { addMonths } from "../engine/months";

/**
 * The ledger as users drive it: a rule, a sale activated, cancelled or changed through the sales
 * procedures, and the entries that appear. Months are relative to the current São Paulo month.
 */
type User = Awaited<ReturnType<typeof makeUser>>;
let handle: DbHandle;
let db: Db;
let admin: User;
let finance: User;
let manager: User;
let seller: User;
let clt: User;
let presales: User;
let customer: Awaited<ReturnType<typeof makeCustomer>>;
let consorcio: Awaited<ReturnType<typeof makeProduct>>;
let outroConsorcio: Awaited<ReturnType<typeof makeProduct>>;

const now = saoPauloMonth(new Date());
const start = addMonths(now, -1);
const day = (month: string, d = 10) => `${month}-${String(d).padStart(2, "0")}`;

const CONSORCIO: CommissionTerms = {
  tranches: [
    { fromMonth: 1, months: 1, kind: "rate", rateBp: 100, fixedCents: null, base: "total" },
    { fromMonth: 2, months: 3, kind: "rate", rateBp: 50, fixedCents: null, base: "total" },
  ],
  split: { sellerBp: null, presalesBp: 1_000, referrerBp: 0, managerBp: 500 },
  clawback: [
    { upToMonth: 6, recoverBp: 10_000 },
    { upToMonth: 12, recoverBp: 5_000 },
  ],
};

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const team = await makeTeam(db);
  admin = await makeUser(db, { role: "admin" });
  finance = await makeUser(db, { role: "finance" });
  manager = await makeUser(db, { role: "manager", teamId: team.id });
  seller = await makeUser(db, { role: "seller", teamId: team.id, name: "Vera Vendedora" });
  clt = await makeUser(db, { role: "seller", teamId: team.id, name: "Caio CLT" });
  presales = await makeUser(db, { role: "seller", teamId: team.id, name: "Paula Pré-venda" });
  await db.update(teams).set({ managerId: manager.id }).where(eq(teams.id, team.id));
  await db.insert(commissionProfiles).values([
    { userId: seller.id, contractType: "pj", defaultSplitBp: 4_000 },
    { userId: clt.id, contractType: "clt", defaultSplitBp: 4_000 },
  ]);
  customer = await makeCustomer(db, seller);
  const partner = await makePartner(db, { categories: ["Consortium", "AutoInsurance"] });
  consorcio = await makeProduct(db, partner, { category: "Consortium" });
  outroConsorcio = await makeProduct(db, partner, { category: "Consortium" });
  const f = callerFor(db, finance);
  await f.commissions.rules.create({ name: "Consórcio (produto)", productId: consorcio.id, effectiveFrom: "2020-01-01", terms: CONSORCIO });
  // A less specific rule for the category: sales of the product above never fall under it.
  await f.commissions.rules.create({
    name: "Consórcio (categoria)",
    category: "Consortium",
    effectiveFrom: "2020-01-01",
    terms: { ...CONSORCIO, tranches: [{ fromMonth: 1, months: 1, kind: "rate", rateBp: 200, fixedCents: null, base: "total" }] },
  });
});
afterAll(async () => {
  await handle?.close();
});

async function activeSale(opts: { by?: User; product?: typeof consorcio; amount?: bigint; soldOn?: string; withPresales?: boolean } = {}) {
  const by = opts.by ?? seller;
  const sale = await makeSale(db, {
    customer,
    product: opts.product ?? consorcio,
    seller: by,
    presales: opts.withPresales === false ? null : presales,
    baseAmount: opts.amount ?? 20_000_000n,
    soldOn: opts.soldOn ?? day(start, 5),
    vigenciaStart: day(start),
  });
  return callerFor(db, by).sales.changeStatus({ id: sale.id, version: sale.version, status: "ativa" });
}

const entriesOf = (saleId: string) =>
  db.select().from(commissionEntries).where(eq(commissionEntries.saleId, saleId)).orderBy(asc(commissionEntries.installment), asc(commissionEntries.id));

function sumBy(rows: { party: string; amount: bigint }[], party: string) {
  return rows.filter((r) => r.party === party).reduce((a, r) => a + r.amount, 0n);
}

describe("activation writes the expected schedule", () => {
  it("one entry per installment and party, in the installment's month, under the product's rule version", async () => {
    const sale = await activeSale();
    const rows = await entriesOf(sale.id);
    const partner = rows.filter((r) => r.party === "partner");
    // 20 000 000 × 1,0 % = 200 000, then 20 000 000 × 0,5 % = 100 000 in months 2–4.
    expect(partner.map((r) => [r.installment, r.dueMonth, r.competence, r.amount])).toEqual([
      [1, `${start}-01`, `${start}-01`, 200_000n],
      [2, `${now}-01`, `${now}-01`, 100_000n],
      [3, `${addMonths(start, 2)}-01`, `${addMonths(start, 2)}-01`, 100_000n],
      [4, `${addMonths(start, 3)}-01`, `${addMonths(start, 3)}-01`, 100_000n],
    ]);
    // Seller 40 % (profile), pré-venda 10 %, gestor 5 %, escritório 45 %.
    const first = rows.filter((r) => r.installment === 1);
    expect(Object.fromEntries(first.map((r) => [r.party, r.amount]))).toEqual({ partner: 200_000n, seller: 80_000n, presales: 20_000n, manager: 10_000n, office: 90_000n });
    expect(first.find((r) => r.party === "seller")!.userId).toBe(seller.id);
    expect(first.find((r) => r.party === "manager")!.userId).toBe(manager.id);
    expect(rows.every((r) => r.type === "prevista" && r.category === "Consortium" && r.ruleVersionId)).toBe(true);
    const [terms] = await db.select().from(commissionSaleTerms).where(eq(commissionSaleTerms.saleId, sale.id));
    expect(terms!.startMonth).toBe(`${start}-01`);
  });

  it("the most specific rule wins; a category rule covers the other products", async () => {
    const sale = await activeSale({ product: outroConsorcio });
    const partner = (await entriesOf(sale.id)).filter((r) => r.party === "partner");
    expect(partner.map((r) => r.amount)).toEqual([400_000n]); // the category's 2 % once
  });

  it("a new version applies to sales sold from its date; earlier sales keep theirs", async () => {
    const f = callerFor(db, finance);
    const rules = await f.commissions.rules.list({ category: "Consortium" });
    const rule = rules.items.find((r) => r.name === "Consórcio (categoria)")!;
    const from = day(start, 8);
    await f.commissions.rules.addVersion({ ruleId: rule.id, effectiveFrom: from, terms: { ...CONSORCIO, tranches: [{ fromMonth: 1, months: 1, kind: "rate", rateBp: 300, fixedCents: null, base: "total" }] } });
    const before = await activeSale({ product: outroConsorcio, soldOn: day(start, 7) });
    const after = await activeSale({ product: outroConsorcio, soldOn: from });
    expect(sumBy(await entriesOf(before.id), "partner")).toBe(400_000n);
    expect(sumBy(await entriesOf(after.id), "partner")).toBe(600_000n);
    const detail = await f.commissions.rules.get({ id: rule.id });
    expect(detail.versions.map((v) => v.effectiveFrom)).toEqual([from, "2020-01-01"]);
    const dup = await failureOf(f.commissions.rules.addVersion({ ruleId: rule.id, effectiveFrom: from, terms: CONSORCIO }));
    expect(dup.code).toBe("CONFLICT");
    expect(fieldsOf(dup)).toEqual(["effectiveFrom"]);
  });

  it("a sale no rule covers has no commission", async () => {
    const credit = await makeProduct(db, await makePartner(db, { categories: ["Credit"] }), { category: "Credit" });
    const sale = await makeSale(db, { customer, product: credit, seller, baseAmount: 100_000n });
    const active = await callerFor(db, seller).sales.changeStatus({ id: sale.id, version: sale.version, status: "ativa" });
    expect(active.status).toBe("ativa");
    expect(await entriesOf(sale.id)).toEqual([]);
    expect(await db.select().from(commissionSaleTerms).where(eq(commissionSaleTerms.saleId, sale.id))).toEqual([]);
  });
});

describe("cancellation and amount changes append, never edit", () => {
  it("cancelled in month 3: 100 % recovered for months 1–3, month 4 cancelled; a PJ seller gives back, a CLT seller keeps", async () => {
    const pj = await activeSale();
    const byClt = await activeSale({ by: clt, withPresales: false });
    for (const sale of [pj, byClt]) {
      await callerFor(db, admin).sales.changeStatus({ id: sale.id, version: sale.version, status: "cancelada", cancelledOn: day(addMonths(start, 2), 3), cancelReason: "Desistência" });
    }
    const pjRows = await entriesOf(pj.id);
    expect(sumBy(pjRows, "partner")).toBe(0n);
    expect(sumBy(pjRows, "seller")).toBe(0n);
    const estornos = pjRows.filter((r) => r.type === "estorno" && r.party === "seller");
    expect(estornos.map((r) => r.amount)).toEqual([-80_000n, -40_000n, -40_000n]);
    expect(estornos.every((r) => r.competence === `${addMonths(start, 2)}-01` && r.refEntryId)).toBe(true);
    expect(pjRows.filter((r) => r.type === "cancelamento" && r.party === "partner").map((r) => [r.installment, r.amount])).toEqual([[4, -100_000n]]);

    const cltRows = await entriesOf(byClt.id);
    // CLT (art. 466): keeps 80 000 + 40 000 + 40 000; month 4 never happened.
    expect(sumBy(cltRows, "seller")).toBe(160_000n);
    // The gestor (no profile: PJ) gives back their 5 %; the office absorbs what the CLT seller keeps.
    expect(sumBy(cltRows, "manager")).toBe(0n);
    expect(sumBy(cltRows, "office")).toBe(-160_000n);
  });

  it("a base amount change appends adjustments for the difference", async () => {
    const sale = await activeSale();
    await callerFor(db, seller).sales.update({ id: sale.id, version: sale.version, baseAmount: 21_000_000n });
    const rows = await entriesOf(sale.id);
    expect(rows.filter((r) => r.type === "ajuste" && r.party === "partner").map((r) => r.amount)).toEqual([10_000n, 5_000n, 5_000n, 5_000n]);
    expect(sumBy(rows, "partner")).toBe(525_000n);
  });

  it("the ledger refuses UPDATE and DELETE", async () => {
    await expect(db.execute(sql`update commission_entries set amount = amount + 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from commission_entries`)).rejects.toThrow();
  });
});
