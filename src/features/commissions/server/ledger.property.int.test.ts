import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { makeCustomer, makePartner, makeProduct, makeSale } from "../../../../tests/helpers/portfolio";
import type { Actor } from "~/server/actor";
import { commissionProfiles, partnerStatementLines, partnerStatements, commissionEntries } from "~/server/db/schema";
import { saoPauloMonth } from "~/lib/format";
import type { ImportMapping } from "~/features/import-export/columns";
import { addMonths } from "../engine/months";
import { analyseStatement, commitStatement, parseStatement } from "./reconciliation/statement-import.service";

/**
 * Properties on a real database (each run its own): whatever the entries and the month closes, the statements
 * add up to the ledger; whatever the partner statement, importing it again changes nothing.
 */
const now = saoPauloMonth(new Date());
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

const entry = fc.record({
  person: fc.integer({ min: 0, max: 1 }),
  monthsAgo: fc.integer({ min: 1, max: 3 }),
  type: fc.constantFrom("bonus" as const, "premiacao" as const, "ajuste_manual" as const, "adiantamento" as const),
  amount: fc.bigInt({ min: 1n, max: 5_000_000n }),
  negative: fc.boolean(),
});

describe("ledger properties on the database", { timeout: 120_000 }, () => {
  it("the statements always add up to the ledger: each settled entry once, balances carried", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(entry, { minLength: 1, maxLength: 12 }),
        fc.tuple(fc.constantFrom("clt" as const, "pj" as const, "autonomo" as const), fc.constantFrom("clt" as const, "pj" as const, "autonomo" as const)),
        async (entries, contracts) => {
          const handle = await createTestDb();
          try {
            const db = handle.db;
            const team = await makeTeam(db);
            const finance = await makeUser(db, { role: "finance" });
            const people = [await makeUser(db, { role: "seller", teamId: team.id }), await makeUser(db, { role: "seller", teamId: team.id })];
            await db.insert(commissionProfiles).values(people.map((p, i) => ({ userId: p.id, contractType: contracts[i]!, taxRegime: "normal" as const, issBp: 300 })));
            const f = callerFor(db, finance);
            for (const e of entries) {
              const amount = e.type === "ajuste_manual" && e.negative ? -e.amount : e.amount;
              await f.commissions.manualEntry({ requestKey: randomUUID(), userId: people[e.person]!.id, type: e.type, amount, month: addMonths(now, -e.monthsAgo), reason: "Propriedade" });
            }
            for (const ago of [3, 2, 1]) await f.commissions.months.close({ month: addMonths(now, -ago) });
            const [sums] = rows<{ settled: string; statements: string; ledger: string }>(
              await db.execute(sql`
                select (select coalesce(sum(e.amount), 0) from commission_entries e join commission_statement_lines l on l.entry_id = e.id)::text as settled,
                       (select coalesce(sum(gross + advances), 0) from commission_statements)::text as statements,
                       (select coalesce(sum(amount), 0) from commission_entries where user_id is not null)::text as ledger`),
            );
            expect(sums!.settled).toBe(sums!.statements);
            expect(sums!.ledger).toBe(sums!.statements);
            // Per person, what was paid plus what is still carried equals what they earned after withholdings.
            for (const person of people) {
              const list = (await f.commissions.statements.list({ userId: person.id })).sort((a, b) => a.month.localeCompare(b.month));
              let carried = 0n;
              for (const st of list) {
                expect(st.carriedIn).toBe(carried);
                expect(st.payable + st.carriedOut).toBe(st.gross - st.withheld + st.advances + st.carriedIn);
                carried = st.carriedOut;
              }
            }
          } finally {
            await handle.close();
          }
        },
      ),
      { numRuns: 4 },
    );
  });

  it("importing any statement again changes nothing", async () => {
    const handle = await createTestDb();
    try {
      const db = handle.db;
      const finance = await makeUser(db, { role: "finance" });
      const seller = await makeUser(db, { role: "seller" });
      const partner = await makePartner(db, { categories: ["Credit"] });
      const product = await makeProduct(db, partner, { category: "Credit" });
      await callerFor(db, finance).commissions.rules.create({
        name: "Crédito",
        category: "Credit",
        effectiveFrom: "2020-01-01",
        terms: { tranches: [{ fromMonth: 1, months: 3, kind: "rate", rateBp: 100, fixedCents: null, base: "total" }], split: { sellerBp: 5_000, presalesBp: 0, referrerBp: 0, managerBp: 0 }, clawback: [] },
      });
      const contracts: string[] = [];
      for (let i = 0; i < 6; i++) {
        const contractNumber = `CR-${i}`;
        const sale = await makeSale(db, { customer: await makeCustomer(db, seller), product, seller, baseAmount: 1_000_000n, vigenciaStart: `${addMonths(now, -2)}-01`, contractNumber });
        await callerFor(db, seller).sales.changeStatus({ id: sale.id, version: sale.version, status: "ativa" });
        contracts.push(contractNumber);
      }
      const actor: Actor = { id: finance.id, role: "finance", teamId: null };
      const line = fc.record({ contract: fc.constantFrom(...contracts, "XX-1", "XX-2"), installment: fc.integer({ min: 1, max: 4 }), reais: fc.integer({ min: -50, max: 200 }), cents: fc.integer({ min: 0, max: 99 }) });
      await fc.assert(
        fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 15 }), fc.integer({ min: 0, max: 1000 }), async (lines, seed) => {
          const text = (ls: typeof lines) => `Contrato;Parcela;Valor\r\n${ls.map((l) => `${l.contract};${l.installment};${l.reais},${String(l.cents).padStart(2, "0")}`).join("\r\n")}`;
          async function* bytes(t: string) {
            yield new TextEncoder().encode(t);
          }
          const importOnce = async (t: string) => {
            const analysed = await analyseStatement(db, partner.id, bytes(t));
            const parsed = await parseStatement(bytes(t), analysed.mapping);
            return commitStatement(db, actor, { partnerId: partner.id, month: now, fileName: "p.csv", parsed, mapping: analysed.mapping as ImportMapping });
          };
          const first = await importOnce(text(lines));
          const counts = async () =>
            rows<{ s: number; l: number; e: number }>(
              await db.execute(sql`select (select count(*) from ${partnerStatements})::int as s, (select count(*) from ${partnerStatementLines})::int as l, (select count(*) from ${commissionEntries})::int as e`),
            )[0]!;
          const before = await counts();
          const shuffled = [...lines].sort((a, b) => ((lines.indexOf(a) * 7919 + seed) % 97) - ((lines.indexOf(b) * 7919 + seed) % 97));
          const again = await importOnce(text(shuffled));
          expect(again.duplicate).toBe(true);
          expect(again.statementId).toBe(first.statementId);
          expect(await counts()).toEqual(before);
          const received = rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from commission_entries where type = 'recebimento' group by sale_id, installment having count(*) > 1`));
          expect(received).toEqual([]);
        }),
        { numRuns: 25 },
      );
    } finally {
      await handle.close();
    }
  });
});
