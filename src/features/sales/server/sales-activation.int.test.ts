import { asc, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { callerFor, makeTeam, makeUser, sessionFor } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { errorShapeOf, failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import { makeCustomer, makePartner, makeProduct, makeSale, saleRow } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";
import { createInnerContext } from "~/server/trpc";
import { commissionEntries, commissionProfiles, commissionSaleTerms } from "~/server/db/schema";
import { saoPauloDay, saoPauloMonth } from "~/lib/format";
import type { CommissionTerms } from "~/features/commissions/commission-terms.schemas";
import { addMonths } from "~/features/commissions/engine/months";
import { ledgerDeltas, targetLedger, type SaleTerms } from "~/features/commissions/engine/targets";
import { entryRows, insertEntries, stateOf } from "~/features/commissions/server/ledger.service";

/**
 * A sale has what its rule needs before it can earn: activation refused naming what is missing, the real
 * activation day as the schedule's month 1, a sale completed afterwards re-computed, and the rules screen's
 * check listing what would compute nonsense. Months are relative to the current São Paulo month.
 */
type User = Awaited<ReturnType<typeof makeUser>>;
type Product = Awaited<ReturnType<typeof makeProduct>>;
let handle: DbHandle;
let db: Db;
let finance: User;
let seller: User;
let customer: Awaited<ReturnType<typeof makeCustomer>>;
let vida: Product;
let auto: Product;
let consorcio: Product;
let saude: Product;
let energia: Product;
let vidaVersionId: string;

const now = saoPauloMonth(new Date());
const start = addMonths(now, -2);
const disclosure = { disclosureAt: new Date("2026-01-01T14:00:00Z"), disclosureChannel: "email" as const, disclosureText: "Corretagem de 30 % sobre o prêmio." };
const rate = (rateBp: number, base: "total" | "installment", months: number | null = null) => ({ fromMonth: 1, months, kind: "rate" as const, rateBp, fixedCents: null, base });
const split = { sellerBp: 4_000, presalesBp: 0, referrerBp: 0, managerBp: 0 };
/** Life insurance: 30 % of each premium installment, while the policy lasts. */
const VIDA: CommissionTerms = { tranches: [rate(3_000, "installment")], split, clawback: [] };

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const team = await makeTeam(db);
  finance = await makeUser(db, { role: "finance" });
  seller = await makeUser(db, { role: "seller", teamId: team.id });
  await db.insert(commissionProfiles).values({ userId: seller.id, contractType: "pj", defaultSplitBp: 4_000 });
  customer = await makeCustomer(db, seller, { name: "Lia Segurada" });
  const partner = await makePartner(db, { categories: ["LifeInsurance", "AutoInsurance", "Consortium", "PlanoSaude", "Energy"] });
  vida = await makeProduct(db, partner, { category: "LifeInsurance", name: "Vida Individual" });
  auto = await makeProduct(db, partner, { category: "AutoInsurance", name: "Auto" });
  consorcio = await makeProduct(db, partner, { category: "Consortium", name: "Consórcio Imóvel" });
  saude = await makeProduct(db, partner, { category: "PlanoSaude", name: "Saúde" });
  energia = await makeProduct(db, partner, { category: "Energy", name: "Energia" });
  const f = callerFor(db, finance);
  vidaVersionId = (await f.commissions.rules.create({ name: "Vida por parcela", productId: vida.id, effectiveFrom: "2020-01-01", terms: VIDA })).versions[0]!.id;
  // A consórcio rule that declares the quota number, and passes estornos on to CLT sellers (the usual exception).
  await f.commissions.rules.create({
    name: "Consórcio com cota",
    category: "Consortium",
    effectiveFrom: "2020-01-01",
    terms: { tranches: [rate(100, "total", 1)], split, clawback: [{ upToMonth: 6, recoverBp: 10_000 }], requires: ["contractNumber"], cltPassOnBp: 10_000 },
  });
  // Typed as a total: 20 % of the whole premium every month for the horizon (240 %): the check flags it.
  await f.commissions.rules.create({ name: "Auto (20 % ao mês)", productId: auto.id, effectiveFrom: "2020-01-01", terms: { tranches: [rate(2_000, "total")], split, clawback: [] } });
  // Health pays 100 % of the first monthly invoice, then 2 %: its base is monthly, so the check leaves it alone.
  await f.commissions.rules.create({ name: "Saúde", productId: saude.id, effectiveFrom: "2020-01-01", terms: { tranches: [rate(10_000, "total", 1), { ...rate(200, "total"), fromMonth: 2 }], split, clawback: [] } });
});
afterAll(async () => {
  await handle?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const activate = (sale: { id: string; version: number }, activatedOn?: string) =>
  callerFor(db, seller).sales.changeStatus({ id: sale.id, version: sale.version, status: "ativa", ...(activatedOn ? { activatedOn } : {}) });
const partnerEntries = (saleId: string) =>
  db.select().from(commissionEntries).where(eq(commissionEntries.saleId, saleId)).orderBy(asc(commissionEntries.installment), asc(commissionEntries.id));
const sumOf = (rows: { party: string; amount: bigint }[], party: string) => rows.filter((r) => r.party === party).reduce((a, r) => a + r.amount, 0n);

describe("activation is refused until the sale has what its category and rule need", () => {
  it("a 'por parcela' life policy without installments, policy number or vigência: refused naming all three", async () => {
    const sale = await makeSale(db, { customer, product: vida, seller, baseAmount: 185_000n, soldOn: `${start}-05` });
    await callerFor(db, seller).sales.update({ id: sale.id, version: sale.version, ...disclosure });
    const refused = await failureOf(activate({ id: sale.id, version: sale.version + 1 }));
    expect(refused.code).toBe("BAD_REQUEST");
    expect(refused.message).toBe("Para ativar esta venda, informe o número de parcelas, o início e o fim da vigência e o número da apólice.");
    expect(fieldsOf(refused)).toEqual(["installments"]);
    expect(await saleRow(db, sale.id)).toMatchObject({ status: "proposta", activatedOn: null });
    expect(await partnerEntries(sale.id)).toEqual([]);
    // An en-US user reads the same refusal in English.
    const session = sessionFor(seller);
    const english = createInnerContext({ db, session: { ...session, user: { ...session.user, locale: "en-US" } }, requestId: "req-en" });
    const shape = await errorShapeOf(english, (c) => c.sales.changeStatus({ id: sale.id, version: sale.version + 1, status: "ativa" }));
    expect(shape.message).toBe("To activate this sale, enter the number of installments, the coverage start and end and the policy number.");
  });

  it("completed, it activates: R$ 1.850 at 30 % in 12 installments pays R$ 555 (not 360 %), the seller 40 % of it", async () => {
    const draft = await makeSale(db, { customer, product: vida, seller, baseAmount: 185_000n, soldOn: `${start}-05` });
    const filled = await callerFor(db, seller).sales.update({
      id: draft.id,
      version: draft.version,
      ...disclosure,
      installments: 12,
      contractNumber: "APL-555",
      vigenciaStart: `${start}-05`,
      vigenciaEnd: `${addMonths(start, 12)}-04`,
    });
    await activate(filled);
    const rows = await partnerEntries(draft.id);
    expect(sumOf(rows, "partner")).toBe(55_500n);
    expect(sumOf(rows, "seller")).toBe(22_200n);
    expect(rows.filter((r) => r.party === "partner")).toHaveLength(12);
  });

  it("a rule's declared requirement (the consórcio quota number) is named; an insurance policy needs its vigência", async () => {
    const quota = await makeSale(db, { customer, product: consorcio, seller, baseAmount: 10_000_000n });
    const refused = await failureOf(activate(quota));
    expect([refused.message, fieldsOf(refused)]).toEqual(["Para ativar esta venda, informe o número da cota.", ["contractNumber"]]);

    const policy = await makeSale(db, { customer, product: auto, seller, contractNumber: "AUTO-1", vigenciaStart: `${start}-01` });
    const noEnd = await failureOf(activate(policy));
    expect([noEnd.message, fieldsOf(noEnd)]).toEqual(["Para ativar esta venda, informe o início e o fim da vigência.", ["vigenciaEnd"]]);
  });

  it("sales.requirements tells the form what the product needs, and under which rule", async () => {
    const c = callerFor(db, seller);
    expect(await c.sales.requirements({ productId: vida.id, soldOn: saoPauloDay(new Date()) })).toEqual({
      rule: { id: expect.any(String), name: "Vida por parcela" },
      requires: ["installments", "vigencia", "contractNumber"],
    });
    expect(await c.sales.requirements({ productId: consorcio.id, soldOn: saoPauloDay(new Date()) })).toMatchObject({ requires: ["contractNumber"] });
    expect(await c.sales.requirements({ productId: energia.id, soldOn: saoPauloDay(new Date()) })).toEqual({ rule: null, requires: [] });
  });
});

describe("the real activation day is the schedule's month 1", () => {
  it("a sale typed late, activated on its real day two months ago: month 1 is that month", async () => {
    const sale = await makeSale(db, { customer, product: consorcio, seller, baseAmount: 10_000_000n, soldOn: `${start}-03`, contractNumber: "COTA-7" });
    const active = await activate(sale, `${start}-10`);
    expect(active.activatedOn).toBe(`${start}-10`);
    const [terms] = await db.select().from(commissionSaleTerms).where(eq(commissionSaleTerms.saleId, sale.id));
    expect(terms!.startMonth).toBe(`${start}-01`);
    expect((await partnerEntries(sale.id)).filter((e) => e.party === "partner").map((e) => [e.installment, e.dueMonth])).toEqual([[1, `${start}-01`]]);
  });

  it("refuses an activation day before the sale's day or in the future", async () => {
    const sale = await makeSale(db, { customer, product: consorcio, seller, soldOn: `${start}-03`, contractNumber: "COTA-8" });
    const before = await failureOf(activate(sale, `${start}-02`));
    expect([before.message, fieldsOf(before)]).toEqual(["A ativação não pode ser antes da data da venda.", ["activatedOn"]]);
    const future = await failureOf(activate(sale, `${addMonths(now, 1)}-01`));
    expect([future.message, fieldsOf(future)]).toEqual(["A ativação não pode ser numa data futura.", ["activatedOn"]]);
  });

  it("activated at 31/01 22:30 in São Paulo (already February in UTC): January", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-02-01T01:30:00Z"));
    const sale = await makeSale(db, { customer, product: consorcio, seller, soldOn: "2027-01-20", contractNumber: "COTA-9" });
    const active = await activate(sale);
    expect(active.activatedOn).toBe("2027-01-31");
    const [terms] = await db.select().from(commissionSaleTerms).where(eq(commissionSaleTerms.saleId, sale.id));
    expect(terms!.startMonth).toBe("2027-01-01");
  });
});

describe("the activation day is corrected while nothing of the sale is settled", () => {
  it("month 1 moves with it: the old lines are reversed, the schedule written again from the real month", async () => {
    const sale = await makeSale(db, { customer, product: consorcio, seller, baseAmount: 10_000_000n, soldOn: `${addMonths(start, -1)}-20`, contractNumber: "COTA-R1" });
    const active = await activate(sale, `${now}-01`);
    const moved = await callerFor(db, seller).sales.update({ id: sale.id, version: active.version, activatedOn: `${start}-10` });
    expect(moved.activatedOn).toBe(`${start}-10`);
    const [terms] = await db.select().from(commissionSaleTerms).where(eq(commissionSaleTerms.saleId, sale.id));
    expect(terms!.startMonth).toBe(`${start}-01`);
    const rows = (await partnerEntries(sale.id)).filter((e) => e.party === "partner");
    // R$ 1.000 expected once, now in the real month; the wrong month's line is reversed.
    const byDue = new Map<string, bigint>();
    for (const r of rows) byDue.set(r.dueMonth!, (byDue.get(r.dueMonth!) ?? 0n) + r.amount);
    expect(Object.fromEntries(byDue)).toEqual({ [`${now}-01`]: 0n, [`${start}-01`]: 100_000n });
    const { rows: receivables } = (await db.execute(sql`select due_month::text as due, expected::text as expected from commission_receivables where sale_id = ${sale.id}`)) as unknown as {
      rows: { due: string; expected: string }[];
    };
    const [receivable] = receivables;
    expect(receivable).toEqual({ due: `${start}-01`, expected: "100000" });
    // Another day of the same month leaves month 1 where it is; once the partner paid (a receipt), it cannot move.
    const sameMonth = await callerFor(db, seller).sales.update({ id: sale.id, version: moved.version, activatedOn: `${start}-12` });
    await db.insert(commissionEntries).values({ saleId: sale.id, party: "partner", installment: 1, dueMonth: `${start}-01`, competence: `${now}-01`, type: "recebimento", amount: 100_000n, partnerId: sale.partnerId, category: sale.category });
    const refused = await failureOf(callerFor(db, seller).sales.update({ id: sale.id, version: sameMonth.version, activatedOn: `${addMonths(start, -1)}-25` }));
    expect([refused.code, fieldsOf(refused)]).toEqual(["BAD_REQUEST", ["activatedOn"]]);
    expect((await saleRow(db, sale.id))!.activatedOn).toBe(`${start}-12`);
  });

  it("a proposta gets its activation day when activated, not by editing; the sale's day never passes it", async () => {
    const sale = await makeSale(db, { customer, product: consorcio, seller, soldOn: `${start}-03`, contractNumber: "COTA-R2" });
    const early = await failureOf(callerFor(db, seller).sales.update({ id: sale.id, version: sale.version, activatedOn: `${start}-05` }));
    expect([early.message, fieldsOf(early)]).toEqual(["A data de ativação é informada ao ativar a venda.", ["activatedOn"]]);
    const active = await activate(sale, `${start}-05`);
    const late = await failureOf(callerFor(db, seller).sales.update({ id: sale.id, version: active.version, soldOn: `${start}-06` }));
    expect([late.message, fieldsOf(late)]).toEqual(["A ativação não pode ser antes da data da venda.", ["soldOn"]]);
  });
});

describe("a CLT seller under a rule that passes estornos on gives theirs back", () => {
  it("the consórcio rule's 100 % pass-on overrides the office's 0 % for CLT", async () => {
    const clt = await makeUser(db, { role: "seller", teamId: seller.teamId });
    await db.insert(commissionProfiles).values({ userId: clt.id, contractType: "clt", defaultSplitBp: 4_000 });
    const sale = await makeSale(db, { customer: await makeCustomer(db, clt), product: consorcio, seller: clt, baseAmount: 10_000_000n, soldOn: `${start}-03`, contractNumber: "COTA-CLT" });
    const active = await callerFor(db, clt).sales.changeStatus({ id: sale.id, version: sale.version, status: "ativa", activatedOn: `${start}-10` });
    await callerFor(db, clt).sales.changeStatus({ id: sale.id, version: active.version, status: "cancelada", cancelledOn: `${start}-20`, cancelReason: "Desistência" });
    const rows = await partnerEntries(sale.id);
    // 1 % of R$ 100.000 = R$ 1.000, recovered whole: the CLT seller's R$ 400 is given back too.
    expect([sumOf(rows, "partner"), sumOf(rows, "seller"), sumOf(rows, "office")]).toEqual([0n, 0n, 0n]);
  });
});

describe("the rules screen's check, and fixing what it lists", () => {
  it("lists a 'por parcela' sale computed without installments (360 % of the premium) and the rule paying 240 %; completing the sale re-computes it", async () => {
    // A policy activated before requirements existed: the schedule as it was computed then (whole premium × 30 %,
    // every month of the 12-month horizon), written straight into the ledger.
    const legacy = await makeSale(db, { customer, product: vida, seller, status: "ativa", baseAmount: 185_000n, soldOn: `${start}-05`, contractNumber: "APL-OLD", vigenciaStart: `${start}-05`, vigenciaEnd: `${addMonths(start, 12)}-04` });
    const terms: SaleTerms = { tranches: VIDA.tranches, clawback: [], participants: [{ role: "seller", userId: seller.id, bp: 4_000, passOnBp: 10_000 }], horizonMonths: 12 };
    await db.insert(commissionSaleTerms).values({ saleId: legacy.id, ruleVersionId: vidaVersionId, startMonth: `${start}-01`, terms });
    const deltas = ledgerDeltas(new Map(), targetLedger(stateOf({ ...legacy, vigenciaEnd: null }, start, null), terms), "activation", null);
    await insertEntries(db, entryRows(legacy, vidaVersionId, deltas, start, new Set(), new Map(), finance.id));
    expect(sumOf(await partnerEntries(legacy.id), "partner")).toBe(666_000n);
    expect(sumOf(await partnerEntries(legacy.id), "seller")).toBe(266_400n);

    const f = callerFor(db, finance);
    const check = await f.commissions.rules.check();
    expect(check.rules.map((r) => [r.name, r.payoutBp])).toEqual([["Auto (20 % ao mês)", 24_000]]);
    expect(check.sales.items.find((s) => s.saleId === legacy.id)).toMatchObject({ missing: ["installments"], baseAmount: 185_000n, expected: 666_000n, customerName: "Lia Segurada" });

    // Finance completes the sale: the schedule is re-computed, the corrections appended.
    const row = (await saleRow(db, legacy.id))!;
    expect((await failureOf(callerFor(db, finance).sales.update({ id: legacy.id, version: row.version, baseAmount: 1n }))).code).toBe("FORBIDDEN");
    await f.sales.complete({ id: legacy.id, version: row.version, installments: 12 });
    const fixed = await partnerEntries(legacy.id);
    expect(sumOf(fixed, "partner")).toBe(55_500n);
    expect(sumOf(fixed, "seller")).toBe(22_200n);
    expect(fixed.filter((e) => e.type === "ajuste").length).toBeGreaterThan(0);
    expect((await f.commissions.rules.check()).sales.items.find((s) => s.saleId === legacy.id)).toBeUndefined();
  });

  it("is for Administrador and Financeiro", async () => {
    expect((await failureOf(callerFor(db, seller).commissions.rules.check())).code).toBe("FORBIDDEN");
  });
});

describe("Renovações", () => {
  it("lists every category's active sale whose vigência ends in the window, not only insurance", async () => {
    const today = saoPauloDay(new Date());
    const inDays = (n: number) => new Date(Date.parse(`${today}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const owner = await makeUser(db, { role: "seller", teamId: seller.teamId });
    const mine = await makeCustomer(db, owner);
    const ids: string[] = [];
    for (const product of [vida, consorcio, saude, energia]) {
      const sale = await makeSale(db, { customer: mine, product, seller: owner, status: "ativa", contractNumber: "R-1", vigenciaStart: inDays(-300), vigenciaEnd: inDays(20) });
      ids.push(sale.id);
    }
    const page = await callerFor(db, owner).sales.renewals({ days: 30 });
    expect(page.items.map((s) => s.id).sort()).toEqual([...ids].sort());
  });
});
