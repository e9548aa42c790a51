import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { commissionCategoryMonths, commissionEntries, commissionPersonMonths, saleActivationMonths, sales } from "~/server/db/schema";
import type { GoalMetric } from "~/lib/catalog/goal-metrics";
import { ACCRUAL_TYPES } from "~/lib/catalog/commission-catalog";
import { addMonths, monthStart } from "~/features/commissions/engine/months";

/** One person's figures in a month, per product category ("" for ledger entries without one). */
export interface PersonFigures {
  sales: Map<string, { count: bigint; amount: bigint }>;
  /** The accrued commission of the month, every category. */
  commissionTotal: bigint;
  /** Per category: only the categories asked for (monthFigures), every one (recomputedFigures). */
  commission: Map<string, bigint>;
}

const emptyFigures = (): PersonFigures => ({ sales: new Map(), commissionTotal: 0n, commission: new Map() });

/**
 * The figures goals measure, for the given people in a competence month (São Paulo), from running totals kept
 * exact by triggers (reading a month of sales and ledger entries took 0,5–2 s at 500 000 sales and 7 M entries):
 * - sales (sale_activation_months): sales activated in the month (activated_on is the São Paulo business day),
 *   whatever became of them after, counted and summed at their activation amount;
 * - commission: the person's accrued share booked in the month — prevista, ajuste, cancelamento and estorno
 *   entries of that competence: in all from the ledger's commission_person_months (accrued + estornos), per
 *   category from commission_category_months, only for the categories some goal asks for.
 */
export async function monthFigures(db: DbOrTx, userIds: readonly string[], month: string, categories: ReadonlySet<string> = new Set()): Promise<Map<string, PersonFigures>> {
  const byUser = new Map<string, PersonFigures>(userIds.map((id) => [id, emptyFigures()]));
  if (userIds.length === 0) return byUser;
  const m = monthStart(month);
  // Many people (every seller, for a ranking of all): a month's rows read whole beat a thousand-key ANY.
  const ids = byUser.size > MANY ? undefined : [...byUser.keys()];
  const wanted = [...categories];
  const [salesRows, totals, perCategory] = await Promise.all([
    db
      .select({ userId: saleActivationMonths.sellerId, category: saleActivationMonths.category, count: saleActivationMonths.sales, amount: saleActivationMonths.amount })
      .from(saleActivationMonths)
      .where(and(eq(saleActivationMonths.month, m), ids ? inArray(saleActivationMonths.sellerId, ids) : undefined)),
    db
      .select({ userId: commissionPersonMonths.userId, amount: sql<string>`(${commissionPersonMonths.accrued} + ${commissionPersonMonths.estornos})::text` })
      .from(commissionPersonMonths)
      .where(and(eq(commissionPersonMonths.month, m), ids ? inArray(commissionPersonMonths.userId, ids) : undefined)),
    wanted.length === 0
      ? Promise.resolve([])
      : db
          .select({ userId: commissionCategoryMonths.userId, category: commissionCategoryMonths.category, amount: commissionCategoryMonths.accrued })
          .from(commissionCategoryMonths)
          .where(and(eq(commissionCategoryMonths.month, m), inArray(commissionCategoryMonths.category, wanted), ids ? inArray(commissionCategoryMonths.userId, ids) : undefined)),
  ]);
  for (const r of salesRows) byUser.get(r.userId)?.sales.set(r.category, { count: r.count, amount: r.amount });
  for (const r of totals) {
    const f = byUser.get(r.userId);
    if (f) f.commissionTotal = BigInt(r.amount);
  }
  for (const r of perCategory) byUser.get(r.userId)?.commission.set(r.category, r.amount);
  return byUser;
}

const MANY = 200;

/**
 * A sale's base amount when it was activated, from its events: the "from" of the first amount change after
 * its (latest) activation, else its current amount (what the migration backfilled activation_amount with).
 */
const ACTIVATION_AMOUNT = sql`coalesce((
  select e.from_amount from sale_events e
  where e.sale_id = ${sales.id} and e.type = 'amount_changed'
    and e.id > (select max(a.id) from sale_events a where a.sale_id = ${sales.id} and a.type = 'status_changed' and a.to_status = 'ativa')
  order by e.id limit 1), ${sales.baseAmount})`;

/** The same figures recomputed from the sales, their events and the ledger entries (what the totals must equal). */
export async function recomputedFigures(db: DbOrTx, userIds: readonly string[], month: string): Promise<Map<string, PersonFigures>> {
  const byUser = new Map<string, PersonFigures>(userIds.map((id) => [id, emptyFigures()]));
  if (userIds.length === 0) return byUser;
  const ids = [...byUser.keys()];
  const salesRows = await db
    .select({ userId: sales.sellerId, category: sales.category, count: sql<string>`count(*)::text`, amount: sql<string>`sum(${ACTIVATION_AMOUNT})::text` })
    .from(sales)
    .where(and(inArray(sales.sellerId, ids), sql`${sales.activatedOn} >= ${monthStart(month)} and ${sales.activatedOn} < ${monthStart(addMonths(month, 1))}`, sql`${sales.deletedAt} is null`))
    .groupBy(sales.sellerId, sales.category);
  for (const r of salesRows) byUser.get(r.userId)!.sales.set(r.category, { count: BigInt(r.count), amount: BigInt(r.amount) });
  const entries = await db
    .select({ userId: commissionEntries.userId, category: sql<string>`coalesce(${commissionEntries.category}, '')`, amount: sql<string>`sum(${commissionEntries.amount})::text` })
    .from(commissionEntries)
    .where(and(inArray(commissionEntries.userId, ids), eq(commissionEntries.competence, monthStart(month)), inArray(commissionEntries.type, [...ACCRUAL_TYPES])))
    .groupBy(commissionEntries.userId, sql`2`);
  for (const r of entries) {
    const f = byUser.get(r.userId!)!;
    f.commission.set(r.category, BigInt(r.amount));
    f.commissionTotal += BigInt(r.amount);
  }
  return byUser;
}

/** What a goal's owners achieved: the metric summed over the people, for one category or all. */
export function achievedBy(figures: ReadonlyMap<string, PersonFigures>, people: readonly string[], metric: GoalMetric, category: string | null): bigint {
  let total = 0n;
  for (const id of people) {
    const f = figures.get(id);
    if (!f) continue;
    if (metric === "commission") {
      total += category === null ? f.commissionTotal : (f.commission.get(category) ?? 0n);
      continue;
    }
    for (const [cat, s] of f.sales) {
      if (category !== null && cat !== category) continue;
      total += metric === "sales_count" ? s.count : s.amount;
    }
  }
  return total;
}

/** achieved ÷ target in percent, one decimal (may pass 100, or go below 0 when estornos outweigh accruals). */
export function attainmentPct(achieved: bigint, target: bigint): number {
  if (target <= 0n) return 0;
  return Number((achieved * 1000n) / target) / 10;
}
