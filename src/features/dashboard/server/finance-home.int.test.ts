import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { makePartner } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";
import { commissionPartnerMonths, partnerStatements } from "~/server/db/schema";
import { saoPauloMonth } from "~/lib/format";

let handle: DbHandle;
let db: Db;
const month = saoPauloMonth(new Date());

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
});
afterAll(async () => {
  await handle?.close();
});

describe("Início of Financeiro", () => {
  it("names the partners expected to pay in the open month whose statement is not imported, and their receivables", async () => {
    const finance = await makeUser(db, { role: "finance" });
    const paid = await makePartner(db, { name: "Banco Com Extrato" });
    const missing = await makePartner(db, { name: "Seguradora Sem Extrato" });
    // The ledger's running totals, as its trigger keeps them (fixtures written directly).
    await db.insert(commissionPartnerMonths).values([
      { partnerId: paid.id, month: `${month}-01`, previsto: 50_000n, recebido: 20_000n },
      { partnerId: missing.id, month: `${month}-01`, previsto: 12_345n, recebido: 0n },
    ]);
    await db.insert(partnerStatements).values({ partnerId: paid.id, month: `${month}-01`, fileName: "extrato.csv", contentHash: "x", lineCount: 1, total: 20_000n });

    const home = await callerFor(db, finance).dashboard.finance();
    // No ledger entry and no close yet: the open month is the current one.
    expect(home.openMonth).toBe(month);
    expect(home.statementsMissing.partners).toEqual([{ partnerId: missing.id, partnerName: "Seguradora Sem Extrato", previsto: 12_345n }]);
    expect(home.receivables.lines.map((l) => [l.partnerName, l.previsto, l.recebido, l.emAtraso])).toEqual([
      ["Banco Com Extrato", 50_000n, 20_000n, 0n],
      ["Seguradora Sem Extrato", 12_345n, 0n, 0n],
    ]);
    expect(home.receivables.totals.previsto).toBe(62_345n);
    expect(home.divergences).toEqual({ count: 0, href: "/comissoes/conciliacao" });
  });
});
