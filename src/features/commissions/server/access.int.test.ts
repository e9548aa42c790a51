import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import { auditRowsOf, makeCustomer, makePartner, makeProduct, makeSale } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";
import { commissionEntries, teams } from "~/server/db/schema";
import { saoPauloMonth } from "~/lib/format";
import { addMonths } from "../engine/months";

/**
 * Who may do and read what, closed months, manual entries and profiles. A Vendedor never reads another
 * person's entries by any procedure: the answer is the same NOT_FOUND as for an unknown id.
 */
type User = Awaited<ReturnType<typeof makeUser>>;
let handle: DbHandle;
let db: Db;
let admin: User;
let finance: User;
let manager: User;
let seller: User;
let teammate: User;
let outsider: User;
let saleId: string;

const now = saoPauloMonth(new Date());
const start = addMonths(now, -1);

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const team = await makeTeam(db);
  const other = await makeTeam(db);
  admin = await makeUser(db, { role: "admin" });
  finance = await makeUser(db, { role: "finance" });
  manager = await makeUser(db, { role: "manager", teamId: team.id });
  seller = await makeUser(db, { role: "seller", teamId: team.id });
  teammate = await makeUser(db, { role: "seller", teamId: team.id });
  outsider = await makeUser(db, { role: "seller", teamId: other.id });
  await db.update(teams).set({ managerId: manager.id }).where(eq(teams.id, team.id));
  const product = await makeProduct(db, await makePartner(db, { categories: ["Credit"] }), { category: "Credit" });
  await callerFor(db, admin).commissions.rules.create({
    name: "Crédito",
    category: "Credit",
    effectiveFrom: "2020-01-01",
    terms: {
      tranches: [{ fromMonth: 1, months: 2, kind: "rate", rateBp: 100, fixedCents: null, base: "total" }],
      split: { sellerBp: 4_000, presalesBp: 1_000, referrerBp: 0, managerBp: 0 },
      clawback: [],
    },
  });
  const sale = await makeSale(db, { customer: await makeCustomer(db, seller), product, seller, presales: teammate, baseAmount: 1_000_000n, vigenciaStart: `${start}-02` });
  saleId = sale.id;
  await callerFor(db, seller).sales.changeStatus({ id: sale.id, version: sale.version, status: "ativa" });
});
afterAll(async () => {
  await handle?.close();
});

describe("authorization", () => {
  it("signed out: UNAUTHORIZED everywhere", async () => {
    const anon = callerFor(db, null);
    for (const call of [
      anon.commissions.summary({ from: start, to: now }),
      anon.commissions.entries({}),
      anon.commissions.rules.list({}),
      anon.commissions.saleSchedule({ saleId }),
    ]) {
      expect((await failureOf(call)).code).toBe("UNAUTHORIZED");
    }
  });

  it("rules, manual entries, profiles and month close are for Administrador and Financeiro", async () => {
    for (const user of [seller, manager]) {
      const c = callerFor(db, user);
      for (const call of [
        c.commissions.rules.list({}),
        c.commissions.manualEntry({ requestKey: randomUUID(), userId: user.id, type: "bonus", amount: 100n, month: now, reason: "Meta" }),
        c.commissions.profiles.save({ userId: user.id, contractType: "pj", defaultSplitBp: 10_000, taxRegime: "simples", issBp: 0, payOn: "accrual" }),
        c.commissions.months.close({ month: start }),
        c.commissions.months.list(),
      ]) {
        expect((await failureOf(call)).code).toBe("FORBIDDEN");
      }
    }
  });

  it("a Vendedor reads their own numbers only: another person is NOT_FOUND by every procedure", async () => {
    const c = callerFor(db, seller);
    const mine = await c.commissions.summary({ from: start, to: addMonths(now, 1) });
    expect(mine.totals.previsto + mine.totals.aReceber).toBe(8_000n); // 40 % of 1 % of R$ 10.000,00, twice
    for (const call of [
      c.commissions.summary({ userId: teammate.id, from: start, to: now }),
      c.commissions.entries({ userId: teammate.id }),
      c.commissions.profiles.get({ userId: teammate.id }),
    ]) {
      expect((await failureOf(call)).code).toBe("NOT_FOUND");
    }
    const entries = await c.commissions.entries({});
    expect(entries.items.length).toBe(2);
    expect(new Set(entries.items.map((e) => e.party))).toEqual(new Set(["seller"]));
  });

  it("the sale's schedule shows a Vendedor only their own lines; Financeiro sees every party", async () => {
    const own = await callerFor(db, seller).commissions.saleSchedule({ saleId });
    expect(new Set(own.entries.map((e) => e.party))).toEqual(new Set(["seller"]));
    expect(own.terms?.participants.map((p) => p.role)).toEqual(["seller"]);
    const pre = await callerFor(db, teammate).commissions.saleSchedule({ saleId });
    expect(new Set(pre.entries.map((e) => e.party))).toEqual(new Set(["presales"]));
    const all = await callerFor(db, finance).commissions.saleSchedule({ saleId });
    expect(new Set(all.entries.map((e) => e.party))).toEqual(new Set(["partner", "seller", "presales", "office"]));
    expect((await failureOf(callerFor(db, outsider).commissions.saleSchedule({ saleId }))).code).toBe("NOT_FOUND");
  });

  it("a Gestor reads their team's people, not others'", async () => {
    const c = callerFor(db, manager);
    expect((await c.commissions.summary({ userId: teammate.id, from: start, to: addMonths(now, 1) })).totals.aReceber).toBeGreaterThan(0n);
    expect((await failureOf(c.commissions.summary({ userId: outsider.id, from: start, to: now }))).code).toBe("NOT_FOUND");
  });
});

describe("manual entries", () => {
  it("records once per request key, audited; an adiantamento is negative", async () => {
    const f = callerFor(db, finance);
    const requestKey = randomUUID();
    const input = { requestKey, userId: seller.id, type: "adiantamento" as const, amount: 50_000n, month: now, reason: "Adiantamento de novembro" };
    const [a, b] = await Promise.all([f.commissions.manualEntry(input), f.commissions.manualEntry(input)]);
    const rows = await db.select().from(commissionEntries).where(eq(commissionEntries.requestKey, requestKey));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amount).toBe(-50_000n);
    expect([a.id, b.id]).toEqual([rows[0]!.id, rows[0]!.id]);
    expect(await auditRowsOf(db, String(rows[0]!.id), "commission_entry.manual")).toHaveLength(1);
  });

  it("refuses zero, negative bonuses and a missing reason, naming the field", async () => {
    const f = callerFor(db, finance);
    const base = { requestKey: randomUUID(), userId: seller.id, month: now, reason: "Campanha" };
    expect(fieldsOf(await failureOf(f.commissions.manualEntry({ ...base, type: "bonus", amount: 0n })))).toEqual(["amount"]);
    expect(fieldsOf(await failureOf(f.commissions.manualEntry({ ...base, type: "bonus", amount: -1n })))).toEqual(["amount"]);
    expect(fieldsOf(await failureOf(f.commissions.manualEntry({ ...base, type: "bonus", amount: 1n, reason: "" })))).toEqual(["reason"]);
  });
});

describe("month close", () => {
  it("locks the month: entries cannot land in it, a cancellation dated in it lands in the next open month referring to the original", async () => {
    const f = callerFor(db, finance);
    const closed = await f.commissions.months.close({ month: start });
    expect(closed.entries).toBeGreaterThan(0);
    expect((await failureOf(f.commissions.months.close({ month: start }))).code).toBe("CONFLICT");
    expect(fieldsOf(await failureOf(f.commissions.months.close({ month: addMonths(now, 1) })))).toEqual(["month"]);
    // The database refuses what a bug might try.
    await expect(db.execute(sql`insert into commission_entries (party, competence, type, amount) values ('office', ${`${start}-01`}, 'bonus', 1)`)).rejects.toThrow();
    const manual = await failureOf(f.commissions.manualEntry({ requestKey: randomUUID(), userId: seller.id, type: "bonus", amount: 1_000n, month: start, reason: "Atrasado" }));
    expect(fieldsOf(manual)).toEqual(["month"]);

    const sale = (await callerFor(db, admin).sales.get({ id: saleId }))!;
    await callerFor(db, admin).sales.changeStatus({ id: saleId, version: sale.version, status: "cancelada", cancelledOn: `${start}-20`, cancelReason: "Portabilidade" });
    const corrections = await db.select().from(commissionEntries).where(and(eq(commissionEntries.saleId, saleId), eq(commissionEntries.type, "cancelamento")));
    // Installment 1 was due in the closed month: nothing is recovered (no estorno table) but installment 2 is
    // cancelled in its own (open) month.
    expect(corrections.map((c) => c.competence)).toEqual(expect.arrayContaining([`${now}-01`]));
    expect(corrections.every((c) => c.competence !== `${start}-01` && c.refEntryId)).toBe(true);
    const status = await f.commissions.months.list();
    expect(status.months.find((m) => m.month === start)?.closed).toBe(true);
    expect(status.months.find((m) => m.month === now)?.closed).toBe(false);
  });
});

describe("profiles", () => {
  it("creates, then updates with the version read; a stale version is a CONFLICT", async () => {
    const f = callerFor(db, finance);
    expect(await f.commissions.profiles.get({ userId: teammate.id })).toMatchObject({ contractType: "pj", version: null });
    const created = await f.commissions.profiles.save({ userId: teammate.id, contractType: "autonomo", defaultSplitBp: 3_000, taxRegime: "simples", issBp: 200, payOn: "receipt" });
    const updated = await f.commissions.profiles.save({ userId: teammate.id, version: created.version, contractType: "clt", defaultSplitBp: 3_000, taxRegime: "simples", issBp: 0, payOn: "accrual" });
    expect(updated).toMatchObject({ contractType: "clt", version: created.version + 1 });
    const stale = await failureOf(f.commissions.profiles.save({ userId: teammate.id, version: created.version, contractType: "pj", defaultSplitBp: 0, taxRegime: "simples", issBp: 0, payOn: "accrual" }));
    expect(stale.code).toBe("CONFLICT");
    expect((await callerFor(db, teammate).commissions.profiles.get({ userId: teammate.id })).contractType).toBe("clt");
  });
});

describe("commission settings", () => {
  it("Financeiro saves them with the version read; a seller may not; a stale save is a CONFLICT", async () => {
    const f = callerFor(db, finance);
    const start = await f.commissions.settings.get();
    expect(start).toMatchObject({ version: null, settings: { horizonMonths: 12, irrfPjBp: 150, passOnBp: { clt: 0, pj: 10_000, autonomo: 10_000 } } });
    const saved = await f.commissions.settings.save({ settings: { ...start.settings, horizonMonths: 24, passOnBp: { clt: 5_000, pj: 10_000, autonomo: 10_000 } } });
    expect(saved.version).toBe(1);
    expect((await f.commissions.settings.get()).settings).toMatchObject({ horizonMonths: 24, passOnBp: { clt: 5_000 } });
    const stale = await failureOf(f.commissions.settings.save({ settings: start.settings }));
    expect(stale.code).toBe("CONFLICT");
    expect((await failureOf(callerFor(db, seller).commissions.settings.save({ settings: start.settings, version: 1 }))).code).toBe("FORBIDDEN");
    expect(fieldsOf(await failureOf(f.commissions.settings.save({ settings: { ...start.settings, irrfPjBp: 20_000 }, version: 1 })))).toEqual(["settings.irrfPjBp"]);
    await f.commissions.settings.save({ settings: start.settings, version: 1 });
  });
});
