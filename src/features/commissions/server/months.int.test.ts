import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf } from "../../../../tests/helpers/errors";
import { auditRowsOf } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";
import { saoPauloMonth } from "~/lib/format";
import { eq } from "drizzle-orm";
import { notifications } from "~/server/db/schema";
import { addMonths } from "../engine/months";

/** Months close in order: closing one first closes the open months before it, each with its own statements. */
type User = Awaited<ReturnType<typeof makeUser>>;
let handle: DbHandle;
let db: Db;
let finance: User;
let seller: User;

const now = saoPauloMonth(new Date());
const [m3, m2, m1] = [addMonths(now, -3), addMonths(now, -2), addMonths(now, -1)];

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  finance = await makeUser(db, { role: "finance" });
  seller = await makeUser(db, { role: "seller", teamId: (await makeTeam(db)).id });
  const f = callerFor(db, finance);
  await f.commissions.manualEntry({ requestKey: randomUUID(), userId: seller.id, type: "adiantamento", amount: 30_000n, month: m3, reason: "Adiantamento" });
  await f.commissions.manualEntry({ requestKey: randomUUID(), userId: seller.id, type: "bonus", amount: 50_000n, month: m1, reason: "Meta" });
});
afterAll(async () => {
  await handle?.close();
});

describe("closing a month with earlier months open", () => {
  it("the list names the oldest open month of the ledger", async () => {
    const status = await callerFor(db, finance).commissions.months.list();
    expect(status.oldestOpen).toBe(m3);
    expect(status.months.map((m) => m.month).slice(0, 4)).toEqual([now, m1, m2, m3]);
  });

  it("closes the earlier open months first, in order, so each month's entries stay in that month's statement", async () => {
    const f = callerFor(db, finance);
    const closed = await f.commissions.months.close({ month: m1 });
    expect(closed).toMatchObject({ month: m1, earlier: [m3, m2], statements: 2, entries: 2 });
    const statements = (await f.commissions.statements.list({ userId: seller.id })).sort((a, b) => a.month.localeCompare(b.month));
    // m3: only the advance, carried as a negative balance; m2: nothing to settle, no statement; m1: the bonus
    // less the balance carried in.
    expect(statements.map((s) => [s.month, s.gross, s.advances, s.carriedIn, s.payable, s.carriedOut])).toEqual([
      [m3, 0n, -30_000n, 0n, 0n, -30_000n],
      [m1, 50_000n, 0n, -30_000n, 20_000n, 0n],
    ]);
    const status = await f.commissions.months.list();
    expect(status.months.filter((m) => m.closed).map((m) => m.month)).toEqual([m1, m2, m3]);
    expect(status.oldestOpen).toBe(now);
    // Every month has its own audit row; the earlier ones say which close took them along.
    expect((await auditRowsOf(db, m2, "commission_month.close"))[0]?.after).toMatchObject({ statements: 0, closedWith: m1 });
    expect((await auditRowsOf(db, m1, "commission_month.close"))[0]?.after).not.toHaveProperty("closedWith");
    // The seller hears of each statement closed, with its month and no amount.
    const told = await db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(told.map((n) => [n.event, n.recordKind, n.params.month]).sort()).toEqual(
      statements.map((s) => ["statement.closed", "commission_statement", `${s.month.slice(5, 7)}/${s.month.slice(0, 4)}`]).sort(),
    );
  });

  it("an earlier month closed along is closed: closing it again is a CONFLICT", async () => {
    expect((await failureOf(callerFor(db, finance).commissions.months.close({ month: m2 }))).code).toBe("CONFLICT");
  });
});
