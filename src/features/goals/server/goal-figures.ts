import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { commissionEntries, commissionPersonMonths, sales } from "~/server/db/schema";
import type { GoalMetric } from "~/lib/catalog/goal-metrics";
import { ACCRUAL_TYPES } from "~/lib/catalog/commission-catalog";
import { addMonths, monthStart } from "~/features/commissions/engine/months";

/** One person's figures in a month, per product category ("" for entries without one). */
export interface PersonFigures {
  sales: Map<string, { count: bigint; amount: bigint }>;
  /** The accrued commission of the month, all categories (from the ledger's running totals). */
  commission: bigint;
  /** Per category, only when a goal asked for one. */
  commissionByCategory: Map<string, bigint>;
}

/**
 * A sale's base amount when it was activated: the "from" of the first amount change after its (latest)
 * activation, else its current amount. DOMAIN §5: base amounts count at their activation value.
 */
const ACTIVATION_AMOUNT = sql`coalesce((
  select e.from_amount from sale_events e
  where e.sale_id = ${sales.id} and e.type = 'amount_changed'
    and e.id > (select max(a.id) from sale_events a where a.sale_id = ${sales.id} and a.type = 'status_changed' and a.to_status = 'ativa')
  order by e.id limit 1), ${sales.baseAmount})`;

/**
 * The figures goals measure, for the given people in a competence month (São Paulo):
 * - sales: sales activated in the month (activated_on is the São Paulo business day), whatever became of them
 *   after, counted and summed at their activation amount;
 * - commission: the person's accrued share booked in the month (prevista, ajuste, cancelamento and estorno
 *   entries of that competence), read from commission_person_months (accrued + estornos), kept by the
 *   ledger's trigger; per category from the entries themselves, only when a goal needs a category.
 */
export async function monthFigures(db: DbOrTx, userIds: readonly string[], month: string, commissionCategories: boolean): Promise<Map<string, PersonFigures>> {
  const byUser = new Map<string, PersonFigures>(userIds.map((id) => [id, { sales: new Map(), commission: 0n, commissionByCategory: new Map() }]));
  if (userIds.length === 0) return byUser;
  const ids = [...byUser.keys()];
  const from = monthStart(month);
  const to = monthStart(addMonths(month, 1));
  const salesRows = await db
    .select({
      userId: sales.sellerId,
      category: sales.category,
      count: sql<string>`count(*)::text`,
      amount: sql<string>`coalesce(sum(${ACTIVATION_AMOUNT}), 0)::text`,
    })
    .from(sales)
    .where(and(inArray(sales.sellerId, ids), sql`${sales.activatedOn} >= ${from} and ${sales.activatedOn} < ${to}`, sql`${sales.activatedOn} is not null`, sql`${sales.deletedAt} is null`))
    .groupBy(sales.sellerId, sales.category);
  for (const r of salesRows) byUser.get(r.userId)?.sales.set(r.category, { count: BigInt(r.count), amount: BigInt(r.amount) });
  const totals = await db
    .select({ userId: commissionPersonMonths.userId, amount: sql<string>`(${commissionPersonMonths.accrued} + ${commissionPersonMonths.estornos})::text` })
    .from(commissionPersonMonths)
    .where(and(inArray(commissionPersonMonths.userId, ids), eq(commissionPersonMonths.month, from)));
  for (const r of totals) byUser.get(r.userId)!.commission = BigInt(r.amount);
  if (commissionCategories) {
    const rows = await commissionByCategory(db, ids, month);
    for (const r of rows) byUser.get(r.userId)!.commissionByCategory.set(r.category, r.amount);
  }
  return byUser;
}

/** The accrued commission per person and category of a month, from the entries (the recomputation). */
export async function commissionByCategory(db: DbOrTx, userIds: readonly string[], month: string) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: commissionEntries.userId, category: sql<string>`coalesce(${commissionEntries.category}, '')`, amount: sql<string>`sum(${commissionEntries.amount})::text` })
    .from(commissionEntries)
    .where(and(inArray(commissionEntries.userId, [...userIds]), eq(commissionEntries.competence, monthStart(month)), inArray(commissionEntries.type, [...ACCRUAL_TYPES])))
    .groupBy(commissionEntries.userId, sql`2`);
  return rows.map((r) => ({ userId: r.userId!, category: r.category, amount: BigInt(r.amount) }));
}

/** What a goal's owners achieved: the metric summed over the people, for one category or all. */
export function achievedBy(figures: ReadonlyMap<string, PersonFigures>, people: readonly string[], metric: GoalMetric, category: string | null): bigint {
  let total = 0n;
  for (const id of people) {
    const f = figures.get(id);
    if (!f) continue;
    if (metric === "commission") {
      total += category === null ? f.commission : (f.commissionByCategory.get(category) ?? 0n);
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
