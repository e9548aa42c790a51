import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { makeCustomer, makePartner, makeProduct, makeSale } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";
import { saoPauloMonth } from "~/lib/format";

/**
 * The ledger and the statement lines have no foreign keys on their hot columns (a key check per row locked
 * the referenced row and made half of a large reconciliation): a trigger checks each inserting statement.
 */
let handle: DbHandle;
let db: Db;
let saleId: string;
let partnerId: string;
let userId: string;
const month = `${saoPauloMonth(new Date())}-01`;

/** What the database said (drizzle wraps the driver's error). */
async function refusal(query: Promise<unknown>): Promise<string> {
  try {
    await query;
  } catch (err) {
    const e = err as { message: string; cause?: { message?: string } };
    return e.cause?.message ?? e.message;
  }
  return "accepted";
}

const entry = (o: { sale?: string | null; partner?: string | null; by?: string | null }) =>
  db.execute(sql`
    insert into commission_entries (sale_id, party, installment, competence, type, amount, partner_id, created_by)
    values (${o.sale ?? null}::uuid, 'partner', 1, ${month}::date, 'recebimento', 100, ${o.partner ?? null}::uuid, ${o.by ?? null}::uuid)
    returning id`);

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const seller = await makeUser(db, { role: "seller", teamId: (await makeTeam(db)).id });
  userId = seller.id;
  const partner = await makePartner(db, { categories: ["Credit"] });
  partnerId = partner.id;
  const sale = await makeSale(db, { customer: await makeCustomer(db, seller), product: await makeProduct(db, partner, { category: "Credit" }), seller, baseAmount: 100_000n });
  saleId = sale.id;
});
afterAll(async () => {
  await handle?.close();
});

describe("reference checks", () => {
  it("a ledger entry must refer to an existing sale, partner and author", async () => {
    expect(await refusal(entry({ sale: saleId, partner: partnerId, by: userId }))).toBe("accepted");
    expect(await refusal(entry({ sale: randomUUID(), partner: partnerId }))).toMatch(/does not exist/);
    expect(await refusal(entry({ sale: saleId, partner: randomUUID() }))).toMatch(/does not exist/);
    expect(await refusal(entry({ sale: saleId, by: randomUUID() }))).toMatch(/does not exist/);
  });

  it("a statement line must refer to an existing statement, sale and entry, also when a hand match sets them", async () => {
    const { rows: statements } = (await db.execute(sql`
      insert into partner_statements (partner_id, month, file_name, content_hash, line_count, total, imported_by)
      values (${partnerId}::uuid, ${month}::date, 'x.csv', ${randomUUID()}, 1, 100, ${userId}::uuid) returning id`)) as unknown as { rows: { id: string }[] };
    const statementId = statements[0]!.id;
    const { rows: entries } = (await entry({ sale: saleId, partner: partnerId })) as unknown as { rows: { id: string }[] };
    const line = (o: { statement?: string; sale?: string | null; entry?: string | number | null; lineNo: number }) =>
      db.execute(sql`
        insert into partner_statement_lines (statement_id, line_no, amount, status, sale_id, matched_installment, entry_id)
        values (${o.statement ?? statementId}::uuid, ${o.lineNo}, 100, 'nao_identificada', ${o.sale ?? null}::uuid, ${o.sale ? 1 : null}, ${o.entry ?? null}::int8)
        returning id`);
    expect(await refusal(line({ lineNo: 1, sale: saleId, entry: entries[0]!.id }))).toBe("accepted");
    expect(await refusal(line({ lineNo: 2, statement: randomUUID() }))).toMatch(/does not exist/);
    expect(await refusal(line({ lineNo: 3, sale: randomUUID() }))).toMatch(/does not exist/);
    expect(await refusal(line({ lineNo: 4, entry: 999_999_999 }))).toMatch(/does not exist/);
    expect(await refusal(line({ lineNo: 5 }))).toBe("accepted");
    expect(await refusal(db.execute(sql`update partner_statement_lines set entry_id = 999999999 where line_no = 5`))).toMatch(/does not exist/);
    expect(await refusal(db.execute(sql`update partner_statement_lines set sale_id = ${randomUUID()}::uuid where line_no = 5`))).toMatch(/does not exist/);
  });
});
