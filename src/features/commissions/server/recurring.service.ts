import { and, asc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { recordAuditBatch, type AuditActor } from "~/server/audit";
import type { Db, Tx } from "~/server/db/client";
import { commissionSaleTerms, sales } from "~/server/db/schema";
import { addMonths, monthsInclusive } from "../engine/months";
import { ledgerDeltas, targetLedger, type SaleTerms } from "../engine/targets";
import { entryRows, existingLinesOf, insertEntries, naturalMonth, stateOf, vigenciaMonths } from "./ledger.service";
import { closedMonthsFrom, lockLedgerShared } from "./month-lock";
import { commissionSettings } from "./settings.service";

/**
 * A "while the sale lasts" tranche of a sale with neither installments nor a complete vigência is scheduled up
 * to a horizon frozen at activation; a recurring commission outlives it (investments, energy, previdência pay
 * for years). The horizon therefore rolls: once fewer than EXTEND_LEAD_MONTHS scheduled months remain from the
 * month given, the sale's horizon moves to cover that month plus the configured horizon (so each sale is
 * extended about once every horizon − lead months, not at every run), and the missing installments are
 * appended as previstas.
 */
export const EXTEND_LEAD_MONTHS = 3;

/** Candidate ids read per query, and sales locked and extended per transaction. */
const PAGE = 2_000;
const DEFAULT_BATCH = 200;

type SaleRow = typeof sales.$inferSelect;

const openEnded = (terms: SaleTerms) => terms.tranches.some((t) => t.months === null);

/** The last month the open-ended tranches cover ("yyyy-MM"). */
const coveredThrough = (startMonth: string, terms: SaleTerms) => addMonths(startMonth, terms.horizonMonths - 1);

/** Sales whose open-ended schedule is bounded only by the horizon and ends before `threshold`, from `after` on. */
async function candidates(db: Db, threshold: string, after: string | null): Promise<string[]> {
  const rows = await db
    .select({ saleId: commissionSaleTerms.saleId })
    .from(commissionSaleTerms)
    .innerJoin(sales, eq(sales.id, commissionSaleTerms.saleId))
    .where(
      and(
        eq(sales.status, "ativa"),
        isNull(sales.installments),
        or(isNull(sales.vigenciaStart), isNull(sales.vigenciaEnd)),
        sql`jsonb_path_exists(${commissionSaleTerms.terms}, '$.tranches[*] ? (@.months == null)')`,
        sql`${commissionSaleTerms.startMonth} + make_interval(months => (${commissionSaleTerms.terms} ->> 'horizonMonths')::int - 1) < ${`${threshold}-01`}::date`,
        after === null ? undefined : gt(commissionSaleTerms.saleId, after),
      ),
    )
    .orderBy(asc(commissionSaleTerms.saleId))
    .limit(PAGE);
  return rows.map((r) => r.saleId);
}

interface Extension {
  sale: SaleRow;
  ruleVersionId: string;
  startMonth: string;
  terms: SaleTerms;
  fromHorizon: number;
}

interface Rolling {
  asOfMonth: string;
  /** Extend when the last covered month is before this one. */
  threshold: string;
  coverThrough: string;
}

/**
 * Extends one batch in the caller's transaction. The sales are locked and everything is re-read under the lock:
 * a cancellation or end of the same sale either committed first (the sale is no longer Ativa and is skipped) or
 * waits for this transaction and then reconciles against the extended terms and entries.
 */
async function extendBatch(tx: Tx, saleIds: readonly string[], { asOfMonth, threshold, coverThrough }: Rolling, audit: AuditActor) {
  const actorId = audit.userId;
  const locked = await tx.select().from(sales).where(inArray(sales.id, [...saleIds])).orderBy(asc(sales.id)).for("update");
  const frozen = await tx.select().from(commissionSaleTerms).where(inArray(commissionSaleTerms.saleId, [...saleIds]));
  const termsOf = new Map(frozen.map((f) => [f.saleId, f]));
  const due: Extension[] = [];
  for (const sale of locked) {
    const f = termsOf.get(sale.id);
    if (!f || sale.status !== "ativa" || sale.installments !== null || vigenciaMonths(sale.vigenciaStart, sale.vigenciaEnd) !== null) continue;
    const terms = f.terms as SaleTerms;
    const startMonth = f.startMonth.slice(0, 7);
    if (!openEnded(terms) || coveredThrough(startMonth, terms) >= threshold) continue;
    due.push({ sale, ruleVersionId: f.ruleVersionId, startMonth, fromHorizon: terms.horizonMonths, terms: { ...terms, horizonMonths: monthsInclusive(startMonth, coverThrough) } });
  }
  if (due.length === 0) return { sales: 0, entries: 0 };

  // The new horizon is recorded even when it adds no entry (a zero-amount tranche), so the sale is not picked again.
  await tx.execute(sql`
    update commission_sale_terms t
    set terms = jsonb_set(t.terms, '{horizonMonths}', to_jsonb(v.horizon))
    from (values ${sql.join(
      due.map((d) => sql`(${d.sale.id}::uuid, ${d.terms.horizonMonths}::int)`),
      sql`, `,
    )}) as v(sale_id, horizon)
    where t.sale_id = v.sale_id`);

  // Only the installments past the old horizon are the extension's: anything else is reconcile()'s business.
  const existing = await existingLinesOf(
    tx,
    due.map((d) => d.sale.id),
    Math.min(...due.map((d) => d.fromHorizon)),
  );
  const planned = due.map((d) => {
    const { sums, firstIds } = existing.get(d.sale.id)!;
    const target = targetLedger(stateOf(d.sale, d.startMonth, null), d.terms);
    const deltas = ledgerDeltas(sums, target, "activation", null).filter((delta) => delta.installment > d.fromHorizon);
    return { ...d, deltas, firstIds };
  });
  // An installment past due (possibly in a closed month) lands in the first open month, like any late entry.
  const naturals = planned.flatMap((p) => p.deltas.map((delta) => naturalMonth(delta, asOfMonth)));
  let entries = 0;
  if (naturals.length > 0) {
    await lockLedgerShared(tx);
    const closed = await closedMonthsFrom(
      tx,
      naturals.reduce((a, b) => (a < b ? a : b)),
    );
    const rows = planned.flatMap((p) => entryRows(p.sale, p.ruleVersionId, p.deltas, asOfMonth, closed, p.firstIds, actorId));
    await insertEntries(tx, rows);
    entries = rows.length;
  }
  // Each sale's history says when and up to which month its schedule was extended, and by whose close.
  await recordAuditBatch(
    tx,
    audit,
    planned.map((p) => ({
      action: "commission_schedule.extend",
      entity: "sale",
      entityId: p.sale.id,
      before: { horizonMonths: p.fromHorizon },
      after: { horizonMonths: p.terms.horizonMonths, coverThrough, asOfMonth, entries: p.deltas.length },
    })),
  );
  return { sales: due.length, entries };
}

/**
 * Rolls the horizon of the Ativa sales whose open-ended schedule is about to run out as of `asOfMonth`
 * ("yyyy-MM"): fewer than EXTEND_LEAD_MONTHS months left (with a horizon shorter than that, fewer than the
 * horizon) → covered through asOfMonth + the configured horizon − 1. Batches of sales, each in its own
 * transaction; running it again appends nothing. Returns how many sales were extended and entries appended.
 */
export async function extendRecurringSchedules(
  db: Db,
  asOfMonth: string,
  options: { actor?: AuditActor; batchSize?: number } = {},
): Promise<{ sales: number; entries: number }> {
  const { horizonMonths } = await commissionSettings(db);
  const lead = Math.min(EXTEND_LEAD_MONTHS, horizonMonths);
  // Fewer than `lead` months left from asOfMonth ⇔ the last covered month is before asOfMonth + lead − 1.
  const rolling: Rolling = { asOfMonth, threshold: addMonths(asOfMonth, lead - 1), coverThrough: addMonths(asOfMonth, horizonMonths - 1) };
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH);
  const total = { sales: 0, entries: 0 };
  let after: string | null = null;
  for (;;) {
    const page = await candidates(db, rolling.threshold, after);
    for (let i = 0; i < page.length; i += batchSize) {
      const batch = page.slice(i, i + batchSize);
      const done = await db.transaction((tx) => extendBatch(tx, batch, rolling, options.actor ?? { userId: null }));
      total.sales += done.sales;
      total.entries += done.entries;
    }
    if (page.length < PAGE) return total;
    after = page.at(-1)!;
  }
}
