import { sql } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { readTogether } from "~/server/db/read-together";
import { monthsStatus } from "~/features/commissions/server/months.service";
import { payablesByPerson, receivablesOverview } from "~/features/commissions/server/reconciliation/workbench.service";
import { monthStart } from "~/features/commissions/engine/months";
import { homeLinks, homePeriod } from "../home-links";

/** Partners expected to pay in the month (previsto in the running totals) with no statement imported for it. */
async function statementsMissing(db: Db, month: string) {
  const { rows } = (await db.execute(sql`
    select t.partner_id, p.name, t.previsto::text as previsto
    from commission_partner_months t join partners p on p.id = t.partner_id
    where t.month = ${monthStart(month)} and t.previsto > 0
      and not exists (select 1 from partner_statements s where s.partner_id = t.partner_id and s.month = t.month)
    order by p.name`)) as unknown as { rows: { partner_id: string; name: string; previsto: string }[] };
  return rows.map((r) => ({ partnerId: r.partner_id, partnerName: r.name, previsto: BigInt(r.previsto) }));
}

/**
 * Início of Financeiro (and the finance part of the Administrador's): for the open month — the oldest competence
 * month not closed yet, where the work is — receivables per partner (previsto, recebido, em atraso), the
 * statement lines waiting for a decision, partners whose statement is not imported, payables per person, and
 * the months' status. Everything from the ledger's running totals and the services of the screens it links to.
 */
export async function financeHome(db: Db, now: Date = new Date()) {
  const period = homePeriod(now);
  const status = await monthsStatus(db);
  const openMonth = status.oldestOpen ?? period.month;
  const [receivables, missing, byPerson] = await readTogether(
    db,
    () => receivablesOverview(db, { from: openMonth, to: openMonth }),
    () => statementsMissing(db, openMonth),
    () => payablesByPerson(db, { from: openMonth, to: openMonth }),
  );
  const payables = byPerson
    .map((p) => ({ userId: p.userId, name: p.name, payable: p.accrued + p.estornos + p.manual - p.paid, paid: p.paid, href: homeLinks.commissions(openMonth, p.userId) }))
    .filter((p) => p.payable !== 0n || p.paid !== 0n);
  const openMonths = status.months.filter((m) => !m.closed).map((m) => m.month);
  return {
    period,
    openMonth,
    currentMonth: period.month,
    /** Open months of the last twelve, newest first (the close screen's list). */
    openMonths,
    receivables: {
      lines: receivables.lines.map((l) => ({ partnerId: l.partnerId, partnerName: l.partnerName, previsto: l.previsto, recebido: l.recebido, emAtraso: l.emAtraso, pendingLines: l.pendingLines })),
      totals: receivables.totals,
      href: homeLinks.reconciliation(),
    },
    divergences: { count: receivables.totals.pendingLines, href: homeLinks.reconciliation() },
    statementsMissing: { partners: missing, href: homeLinks.reconciliation() },
    payables,
    monthClose: { href: homeLinks.monthClose() },
  };
}

export type FinanceHome = Awaited<ReturnType<typeof financeHome>>;
