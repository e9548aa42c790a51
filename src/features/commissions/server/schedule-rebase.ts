import { eq, sql } from "drizzle-orm";
import type { Tx } from "~/server/db/client";
import { commissionSaleTerms, type sales } from "~/server/db/schema";
import { badInput } from "~/server/errors";
import { saoPauloMonth } from "~/lib/format";
import { monthStart } from "../engine/months";
import { targetLedger, type LedgerDelta, type SaleTerms } from "../engine/targets";
import { entryRows, existingLinesOf, insertEntries, stateOf } from "./ledger.service";
import { closedMonthsFrom, lockLedgerShared } from "./month-lock";

type SaleRow = typeof sales.$inferSelect;

export const REBASE_REFUSED =
  "O 1º mês da comissão desta venda não pode mais mudar: ela já tem pagamentos do parceiro conciliados, lançamentos em meses fechados ou extratos emitidos.";

/**
 * Moves an active sale's schedule to a new month 1 (its activation day or vigência start was corrected) while
 * nothing of it is settled: no receipt from the partner, no entry in a closed month or in a statement. The
 * ledger is append-only, so the current lines are reversed ("ajuste", dated now) and the schedule is written
 * again from the new month 1 ("prevista", each in its own month or the first open one after it).
 */
export async function rebaseSchedule(tx: Tx, sale: SaleRow, frozen: typeof commissionSaleTerms.$inferSelect, newStart: string, actorId: string): Promise<void> {
  const { rows } = (await tx.execute(sql`
    select exists (select 1 from commission_entries where sale_id = ${sale.id} and type = 'recebimento')
      or exists (select 1 from commission_entries e join commission_months m on m.month = e.competence where e.sale_id = ${sale.id})
      or exists (select 1 from commission_entries e join commission_statement_lines l on l.entry_id = e.id where e.sale_id = ${sale.id}) as settled`)) as unknown as {
    rows: { settled: boolean }[];
  };
  if (rows[0]?.settled) throw badInput("activatedOn", REBASE_REFUSED);
  await lockLedgerShared(tx);
  const existing = (await existingLinesOf(tx, [sale.id])).get(sale.id)!;
  const reversal: LedgerDelta[] = [...existing.sums.values()].filter((l) => l.amount !== 0n).map((l) => ({ ...l, amount: -l.amount, type: "ajuste" }));
  const terms = frozen.terms as SaleTerms;
  const schedule: LedgerDelta[] = targetLedger(stateOf(sale, newStart, null), terms)
    .filter((l) => l.amount !== 0n)
    .map((l) => ({ ...l, type: "prevista" }));
  const now = saoPauloMonth(new Date());
  const earliest = [now, ...schedule.map((d) => d.dueMonth)].reduce((a, b) => (a < b ? a : b));
  const closed = await closedMonthsFrom(tx, earliest);
  await insertEntries(tx, entryRows(sale, frozen.ruleVersionId, [...reversal, ...schedule], now, closed, existing.firstIds, actorId));
  await tx.update(commissionSaleTerms).set({ startMonth: monthStart(newStart) }).where(eq(commissionSaleTerms.saleId, sale.id));
  // The receivables keep an installment's first due month (their trigger never moves it): move them with the schedule.
  await tx.execute(sql`
    update commission_receivables set due_month = (${monthStart(newStart)}::date + (installment - 1) * interval '1 month')::date
    where sale_id = ${sale.id}`);
}
