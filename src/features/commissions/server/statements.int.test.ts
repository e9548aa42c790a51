import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import { makeCustomer, makePartner, makeProduct, makeSale } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";
import { commissionEntries, commissionProfiles } from "~/server/db/schema";
import { saoPauloDay, saoPauloMonth } from "~/lib/format";
import { addMonths } from "../engine/months";

/** Month close builds each person's extrato; marking it paid records the repasse. */
type User = Awaited<ReturnType<typeof makeUser>>;
let handle: DbHandle;
let db: Db;
let finance: User;
let pj: User;
let receipt: User;
let other: User;

const now = saoPauloMonth(new Date());
const m1 = addMonths(now, -2);
const m2 = addMonths(now, -1);

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const team = await makeTeam(db);
  finance = await makeUser(db, { role: "finance" });
  pj = await makeUser(db, { role: "seller", teamId: team.id, name: "Pedro PJ" });
  receipt = await makeUser(db, { role: "seller", teamId: team.id, name: "Rita Recebimento" });
  other = await makeUser(db, { role: "seller", teamId: team.id });
  await db.insert(commissionProfiles).values([
    { userId: pj.id, contractType: "pj", taxRegime: "normal", issBp: 500, defaultSplitBp: 5_000, payOn: "accrual" },
    { userId: receipt.id, contractType: "pj", taxRegime: "simples", defaultSplitBp: 5_000, payOn: "receipt" },
  ]);
  const product = await makeProduct(db, await makePartner(db, { categories: ["Credit"] }), { category: "Credit" });
  await callerFor(db, finance).commissions.rules.create({
    name: "Crédito 1 %",
    category: "Credit",
    effectiveFrom: "2020-01-01",
    terms: { tranches: [{ fromMonth: 1, months: 1, kind: "rate", rateBp: 100, fixedCents: null, base: "total" }], split: { sellerBp: null, presalesBp: 0, referrerBp: 0, managerBp: 0 }, clawback: [] },
  });
  for (const seller of [pj, receipt]) {
    const sale = await makeSale(db, { customer: await makeCustomer(db, seller), product, seller, baseAmount: 10_000_000n, vigenciaStart: `${m1}-05` });
    await callerFor(db, seller).sales.changeStatus({ id: sale.id, version: sale.version, status: "ativa" });
  }
  // 1 % of R$ 100.000,00 = R$ 1.000,00; each seller's half: R$ 500,00, due in m1.
  const f = callerFor(db, finance);
  await f.commissions.manualEntry({ requestKey: randomUUID(), userId: pj.id, type: "bonus", amount: 20_000n, month: m1, reason: "Meta do trimestre" });
  await f.commissions.manualEntry({ requestKey: randomUUID(), userId: pj.id, type: "adiantamento", amount: 10_000n, month: m1, reason: "Adiantamento" });
  await f.commissions.manualEntry({ requestKey: randomUUID(), userId: receipt.id, type: "premiacao", amount: 5_000n, month: m1, reason: "Campanha" });
});
afterAll(async () => {
  await handle?.close();
});

describe("month close builds the statements", () => {
  it("gross, IRRF and ISS, advance offset, net; a person paid on receipt gets only what the partner paid (nothing yet) and manual entries", async () => {
    const closed = await callerFor(db, finance).commissions.months.close({ month: m1 });
    expect(closed.statements).toBe(2);
    const [mine] = await callerFor(db, pj).commissions.statements.list({});
    // Gross 50 000 + 20 000 = 70 000; IRRF 1,5 % = 1 050; ISS 5 % = 3 500; advance −10 000 → 55 450.
    expect(mine).toMatchObject({ month: m1, gross: 70_000n, withheld: 4_550n, advances: -10_000n, carriedIn: 0n, payable: 55_450n, carriedOut: 0n, status: "fechado" });
    const detail = await callerFor(db, pj).commissions.statements.get({ id: mine!.id });
    expect(detail.withholdings.map((w) => [w.kind, w.amount])).toEqual([
      ["irrf", 1_050n],
      ["iss", 3_500n],
    ]);
    expect(detail.lines.map((l) => l.type).sort()).toEqual(["adiantamento", "bonus", "prevista"]);
    const [theirs] = await callerFor(db, receipt).commissions.statements.list({});
    expect(theirs).toMatchObject({ gross: 5_000n, payable: 5_000n });
  });

  it("a Vendedor sees only their own statements, by any procedure", async () => {
    const [theirs] = await callerFor(db, receipt).commissions.statements.list({});
    expect((await failureOf(callerFor(db, pj).commissions.statements.get({ id: theirs!.id }))).code).toBe("NOT_FOUND");
    expect((await failureOf(callerFor(db, other).commissions.statements.get({ id: theirs!.id }))).code).toBe("NOT_FOUND");
    expect((await failureOf(callerFor(db, pj).commissions.statements.list({ userId: receipt.id }))).code).toBe("NOT_FOUND");
    expect(await callerFor(db, other).commissions.statements.list({})).toEqual([]);
    expect((await failureOf(callerFor(db, pj).commissions.statements.markPaid({ id: theirs!.id, version: 1, paidOn: saoPauloDay(new Date()), reference: "PIX" }))).code).toBe("FORBIDDEN");
  });

  it("marking paid records the repasse once; a stale or second attempt is a CONFLICT", async () => {
    const f = callerFor(db, finance);
    const [mine] = await f.commissions.statements.list({ userId: pj.id });
    const paidOn = saoPauloDay(new Date());
    expect(fieldsOf(await failureOf(f.commissions.statements.markPaid({ id: mine!.id, version: mine!.version, paidOn, reference: "" })))).toEqual(["reference"]);
    const paid = await f.commissions.statements.markPaid({ id: mine!.id, version: mine!.version, paidOn, reference: "PIX 123" });
    expect(paid.status).toBe("pago");
    expect((await failureOf(f.commissions.statements.markPaid({ id: mine!.id, version: paid.version, paidOn, reference: "PIX 123" }))).code).toBe("CONFLICT");
    const repasses = await db.select().from(commissionEntries).where(and(eq(commissionEntries.userId, pj.id), eq(commissionEntries.type, "repasse")));
    expect(repasses.map((r) => [r.amount, r.competence])).toEqual([[-55_450n, `${now}-01`]]);
    const summary = await callerFor(db, pj).commissions.summary({ from: m1, to: now });
    expect(summary.totals.pago).toBe(55_450n);
  });

  it("a negative balance is carried to the next statement, and every entry is settled once", async () => {
    const f = callerFor(db, finance);
    await f.commissions.manualEntry({ requestKey: randomUUID(), userId: receipt.id, type: "adiantamento", amount: 100_000n, month: m2, reason: "Adiantamento grande" });
    await f.commissions.months.close({ month: m2 });
    const [second] = await f.commissions.statements.list({ userId: receipt.id, month: m2 });
    expect(second).toMatchObject({ gross: 0n, advances: -100_000n, payable: 0n, carriedOut: -100_000n });
    await f.commissions.manualEntry({ requestKey: randomUUID(), userId: receipt.id, type: "bonus", amount: 150_000n, month: now, reason: "Bônus anual" });
    await f.commissions.months.close({ month: now });
    const [third] = await f.commissions.statements.list({ userId: receipt.id, month: now });
    expect(third).toMatchObject({ gross: 150_000n, carriedIn: -100_000n, payable: 50_000n, carriedOut: 0n });
    // The ledger balance equals the statements: every settled entry sums to gross + advances.
    const [{ settled, statements }] = (
      (await db.execute(sql`
        select (select coalesce(sum(e.amount), 0) from commission_entries e join commission_statement_lines l on l.entry_id = e.id)::text as settled,
               (select coalesce(sum(gross + advances), 0) from commission_statements)::text as statements`)) as unknown as { rows: { settled: string; statements: string }[] }
    ).rows as [{ settled: string; statements: string }];
    expect(settled).toBe(statements);
    const { rows } = (await db.execute(sql`select entry_id, count(*) from commission_statement_lines group by 1 having count(*) > 1`)) as unknown as { rows: unknown[] };
    expect(rows).toEqual([]);
    // The queue of unsettled entries holds exactly the person entries no statement settled.
    const [queue] = (
      (await db.execute(sql`
        select (select count(*) from commission_unsettled_entries u join commission_statement_lines l on l.entry_id = u.entry_id)::int as settled_still_queued,
               (select count(*) from commission_unsettled_entries)::int as queued,
               (select count(*) from commission_entries e where e.user_id is not null and e.type <> 'repasse'
                  and not exists (select 1 from commission_statement_lines l where l.entry_id = e.id))::int as unsettled`)) as unknown as {
        rows: { settled_still_queued: number; queued: number; unsettled: number }[];
      }
    ).rows;
    expect(queue!.settled_still_queued).toBe(0);
    expect(queue!.queued).toBe(queue!.unsettled);
    expect(queue!.queued).toBeGreaterThan(0);
  });
});
