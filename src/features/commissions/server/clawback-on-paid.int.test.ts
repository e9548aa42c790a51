import fc from "fast-check";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { makeCustomer, makePartner, makeProduct, makeSale } from "../../../../tests/helpers/portfolio";
import type { Actor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import { commissionProfiles, partnerStatementLines } from "~/server/db/schema";
import { saoPauloMonth } from "~/lib/format";
import type { ImportMapping } from "~/features/import-export/columns";
import type { CommissionTerms } from "../commission-terms.schemas";
import { addMonths } from "../engine/months";
import { analyseStatement, commitStatement, parseStatement } from "./reconciliation/statement-import.service";

/**
 * A partner pays an installment short, finance accepts the difference, and the sale is cancelled (or the other
 * way round): the estorno is a share of what the partner really paid, so the office never owes back more than
 * it received. Months are relative to the current São Paulo month.
 */
const now = saoPauloMonth(new Date());
const start = addMonths(now, -2);
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** 1 % of the base for three months, the seller's half; estorno of 100 % up to month 6, 50 % up to month 12. */
const terms = (recoverBp: number): CommissionTerms => ({
  tranches: [{ fromMonth: 1, months: 3, kind: "rate", rateBp: 100, fixedCents: null, base: "total" }],
  split: { sellerBp: 5_000, presalesBp: 0, referrerBp: 0, managerBp: 0 },
  clawback: [{ upToMonth: 12, recoverBp }],
});

async function* bytes(text: string): AsyncGenerator<Uint8Array> {
  yield new TextEncoder().encode(text);
}

const RATES = [0, 2_500, 5_000, 10_000] as const;
type Rate = (typeof RATES)[number];

/** One database for the file: a partner with a product per estorno rate (each its own rule), a PJ and a CLT seller. */
async function fixture() {
  const handle = await createTestDb();
  const db = handle.db;
  const team = await makeTeam(db);
  const finance = await makeUser(db, { role: "finance" });
  const sellers = { pj: await makeUser(db, { role: "seller", teamId: team.id }), clt: await makeUser(db, { role: "seller", teamId: team.id }) };
  await db.insert(commissionProfiles).values([
    { userId: sellers.pj.id, contractType: "pj", defaultSplitBp: 5_000 },
    { userId: sellers.clt.id, contractType: "clt", defaultSplitBp: 5_000 },
  ]);
  const partner = await makePartner(db, { categories: ["Consortium"] });
  const products = new Map<Rate, Awaited<ReturnType<typeof makeProduct>>>();
  for (const rate of RATES) {
    const product = await makeProduct(db, partner, { category: "Consortium" });
    await callerFor(db, finance).commissions.rules.create({ name: `Consórcio ${rate}`, productId: product.id, effectiveFrom: "2020-01-01", terms: terms(rate) });
    products.set(rate, product);
  }
  const financeActor: Actor = { id: finance.id, role: "finance", teamId: null };
  return { handle, db, finance, sellers, products, financeActor, partnerId: partner.id };
}

let shared: Promise<Awaited<ReturnType<typeof fixture>>> | undefined;
afterAll(async () => (await shared)?.handle.close());
let contracts = 0;

/** A new active sale of R$ 10.000,00 (each installment expects R$ 100,00) under the rate's rule. */
async function setUp(recoverBp: Rate, contract: "pj" | "clt" = "pj") {
  shared ??= fixture();
  const f = await shared;
  const seller = f.sellers[contract];
  const contractNumber = `CT-${++contracts}`;
  const draft = await makeSale(f.db, { customer: await makeCustomer(f.db, seller), product: f.products.get(recoverBp)!, seller, baseAmount: 1_000_000n, soldOn: `${start}-02`, vigenciaStart: `${start}-03`, contractNumber });
  const sale = await callerFor(f.db, seller).sales.changeStatus({ id: draft.id, version: draft.version, status: "ativa" });
  return { ...f, seller, contractNumber, saleId: sale.id };
}

type Setup = Awaited<ReturnType<typeof setUp>>;

/** Imports a statement paying the installments (centavos) and accepts each divergent line when asked. */
async function pay(s: Setup, payments: { installment: number; amount: bigint; accept: boolean }[]) {
  if (payments.length === 0) return;
  const reais = (c: bigint) => `${c / 100n},${String(c % 100n).padStart(2, "0")}`;
  const text = `Contrato;Parcela;Valor Comissão\r\n${payments.map((p) => `${s.contractNumber};${p.installment};${reais(p.amount)}`).join("\r\n")}`;
  const analysed = await analyseStatement(s.db, s.partnerId, bytes(text));
  const parsed = await parseStatement(bytes(text), analysed.mapping);
  const { statementId } = await commitStatement(s.db, s.financeActor, { partnerId: s.partnerId, month: start, fileName: `extrato-${s.contractNumber}.csv`, parsed, mapping: analysed.mapping as ImportMapping });
  for (const p of payments.filter((x) => x.accept)) {
    const [line] = await s.db
      .select()
      .from(partnerStatementLines)
      .where(and(eq(partnerStatementLines.statementId, statementId), eq(partnerStatementLines.matchedInstallment, p.installment), eq(partnerStatementLines.status, "divergente")));
    if (line) await callerFor(s.db, s.finance).commissions.reconciliation.acceptDifference({ lineId: line.id, version: line.version, reason: "Parceiro pagou a menos" });
  }
}

async function cancel(s: Setup, on: string) {
  const [sale] = rows<{ version: number }>(await s.db.execute(sql`select version from sales where id = ${s.saleId}`));
  await callerFor(s.db, s.seller).sales.changeStatus({ id: s.saleId, version: sale!.version, status: "cancelada", cancelledOn: on, cancelReason: "Cliente desistiu" });
}

/** Per installment: the partner's net expectation (everything but receipts), what it paid, and the office's line. */
async function ledgerOf(db: Db, saleId: string) {
  return rows<{ installment: number; net: string; received: string; office: string; seller: string }>(
    await db.execute(sql`
      select installment,
        coalesce(sum(amount) filter (where party = 'partner' and type <> 'recebimento'), 0)::text as net,
        coalesce(sum(amount) filter (where party = 'partner' and type = 'recebimento'), 0)::text as received,
        coalesce(sum(amount) filter (where party = 'office'), 0)::text as office,
        coalesce(sum(amount) filter (where party = 'seller'), 0)::text as seller
      from commission_entries where sale_id = ${saleId} group by installment order by installment`),
  ).map((r) => ({ installment: Number(r.installment), net: BigInt(r.net), received: BigInt(r.received), office: BigInt(r.office), seller: BigInt(r.seller) }));
}

describe("an accepted short payment, then a cancellation", () => {
  it("recovers 100 % of the R$ 90,00 paid, not of the R$ 100,00 expected: nothing owed beyond what was received", async () => {
    const s = await setUp(10_000);
    await pay(s, [{ installment: 1, amount: 9_000n, accept: true }]);
    await cancel(s, `${start}-20`);
    const [first, ...rest] = await ledgerOf(s.db, s.saleId);
    // Expected R$ 100,00, accepted R$ 90,00, recovered 100 % of it: the partner expects 0 and the office gives
    // back exactly the R$ 90,00 it received (before the fix: −R$ 10,00, owing R$ 100,00).
    expect(first).toMatchObject({ installment: 1, net: 0n, received: 9_000n, office: 0n, seller: 0n });
    expect(rest.every((r) => r.net === 0n && r.office === 0n && r.seller === 0n)).toBe(true);
  });

  it("recovers 50 % of what was paid; a CLT seller keeps their share and the office absorbs it", async () => {
    const s = await setUp(5_000, "clt");
    await pay(s, [{ installment: 1, amount: 8_000n, accept: true }]);
    await cancel(s, `${start}-20`);
    const [first] = await ledgerOf(s.db, s.saleId);
    // The partner keeps 50 % of R$ 80,00; the seller keeps half of the R$ 100,00 agreed (CLT): R$ 50,00.
    expect(first).toMatchObject({ installment: 1, net: 4_000n, received: 8_000n, seller: 5_000n, office: -1_000n });
  });
});

describe("a cancellation, then a payment accepted as final", () => {
  it("re-settles the estorno on what the partner paid", async () => {
    const s = await setUp(5_000);
    await cancel(s, `${start}-20`);
    // Half of R$ 100,00 is recovered: R$ 50,00 still expected for installment 1.
    expect((await ledgerOf(s.db, s.saleId))[0]).toMatchObject({ installment: 1, net: 5_000n, received: 0n });
    // The partner pays R$ 80,00 for it (collected before the cancellation); finance accepts it as final: the
    // estorno becomes half of R$ 80,00, so R$ 40,00 stays expected and the office returns R$ 40,00 of R$ 80,00.
    await pay(s, [{ installment: 1, amount: 8_000n, accept: true }]);
    const [first] = await ledgerOf(s.db, s.saleId);
    expect(first).toMatchObject({ installment: 1, net: 4_000n, received: 8_000n });
    expect(first!.office + first!.seller).toBe(first!.net);
  });
});

const installmentPayment = fc.record({
  installment: fc.integer({ min: 1, max: 3 }),
  // From nothing to more than expected (R$ 100,00).
  amount: fc.bigInt({ min: 0n, max: 15_000n }),
  accept: fc.boolean(),
});

describe("property: the office never owes back more than it received", () => {
  it("for any receipts, accepted differences, recovery rate and cancellation, in any order", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(installmentPayment, { selector: (p) => p.installment, maxLength: 3 }),
        fc.constantFrom(...RATES),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        fc.constantFrom("pj" as const, "clt" as const),
        async (payments, recoverBp, cancelAfterMonths, cancelFirst, contract) => {
          const s = await setUp(recoverBp, contract);
          const cancelOn = `${addMonths(start, Math.min(cancelAfterMonths, 2))}-20`;
          if (cancelFirst) await cancel(s, cancelOn);
          await pay(s, payments);
          if (!cancelFirst) await cancel(s, cancelOn);
          for (const line of await ledgerOf(s.db, s.saleId)) {
            // What the office owes back is what it received beyond the partner's net expectation.
            const owedBack = line.received > line.net ? line.received - line.net : 0n;
            expect(line.net).toBeGreaterThanOrEqual(0n);
            expect(owedBack).toBeLessThanOrEqual(line.received > 0n ? line.received : 0n);
            // No phantom: what the partner nets is exactly what the seller and the office hold.
            expect(line.office + line.seller).toBe(line.net);
            // A full recovery leaves a PJ seller nothing of an installment that had begun.
            if (recoverBp === 10_000 && contract === "pj") expect(line.seller).toBe(0n);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
