import { and, desc, eq, inArray, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { DbOrTx } from "~/server/db/client";
import { commissionEntries, commissionProfiles, customers, products, sales, users } from "~/server/db/schema";
import { saoPauloMonth } from "~/lib/format";
import type { EntryType } from "~/lib/catalog/commission-catalog";
import type { Bucket, EntriesInput, SummaryInput } from "../commissions.schemas";
import { monthStart } from "../engine/months";
import { entryScope, visiblePerson } from "./commissions.policy";

export type BucketTotals = Record<Bucket, bigint>;

const ACCRUALS = sql.raw(`('prevista','ajuste','cancelamento')`);
const MANUAL = sql.raw(`('bonus','premiacao','ajuste_manual','adiantamento')`);
/** The entry's installment was paid by the partner (a reconciled statement line), from the running totals. */
const PAID_BY_PARTNER = sql`exists (select 1 from commission_receivables r where r.sale_id = ${commissionEntries.saleId} and r.installment = ${commissionEntries.installment} and r.receipts > 0)`;

/** The entry's person is paid on accrual (their profile; without one, on receipt like the summary). */
const PAID_ON_ACCRUAL = sql`exists (select 1 from commission_profiles p where p.user_id = ${commissionEntries.userId} and p.pay_on = 'accrual')`;

/**
 * Which entries make each number of "Minhas comissões", for a month `current` (São Paulo):
 * - previsto: expected installments due after the current month (not yet paid by the partner);
 * - a receber: installments already due from the partner and not yet paid;
 * - recebido: installments the partner paid (a reconciled statement line), the person's share of them;
 * - a repassar: what the office owes the person now (due or received, by their profile; plus bonuses,
 *   adjustments and advances; minus what was paid);
 * - pago: repasses made; estornos: clawbacks.
 */
export function bucketCondition(bucket: Bucket, current: string): SQL {
  // Parenthesised: drizzle's and() does not wrap its parts, and "a or b" inside it leaked other people's lines.
  return sql`(${bucketSql(bucket, current)})`;
}

function bucketSql(bucket: Bucket, current: string): SQL {
  const m = monthStart(current);
  switch (bucket) {
    case "previsto":
      return sql`${commissionEntries.type} in ${ACCRUALS} and ${commissionEntries.dueMonth} > ${m} and not ${PAID_BY_PARTNER}`;
    case "aReceber":
      return sql`${commissionEntries.type} in ${ACCRUALS} and ${commissionEntries.dueMonth} <= ${m} and not ${PAID_BY_PARTNER}`;
    case "recebido":
      return sql`${commissionEntries.type} in ${ACCRUALS} and ${PAID_BY_PARTNER}`;
    case "aRepassar":
      // As the summary computes it: what is due counts only for people paid on accrual (their profile).
      return sql`(${commissionEntries.type} in ${ACCRUALS} and (${PAID_BY_PARTNER} or (${commissionEntries.dueMonth} <= ${m} and ${PAID_ON_ACCRUAL}))) or ${commissionEntries.type} in ${MANUAL} or ${commissionEntries.type} in ('estorno','repasse')`;
    case "pago":
      return sql`${commissionEntries.type} = 'repasse'`;
    case "estornos":
      return sql`${commissionEntries.type} = 'estorno'`;
  }
}

/** A person's numbers per competence month and category between two months, and their totals. */
export async function commissionSummary(db: DbOrTx, actor: Actor, input: SummaryInput) {
  const userId = await visiblePerson(db, actor, input.userId);
  const current = saoPauloMonth(new Date());
  const [profile] = await db.select({ payOn: commissionProfiles.payOn }).from(commissionProfiles).where(eq(commissionProfiles.userId, userId)).limit(1);
  const payOn = profile?.payOn ?? "receipt";
  const rows = await db
    .select({
      month: sql<string>`to_char(${commissionEntries.competence}, 'YYYY-MM')`,
      category: sql<string>`coalesce(${commissionEntries.category}, '')`,
      previsto: sql<string>`coalesce(sum(${commissionEntries.amount}) filter (where ${bucketCondition("previsto", current)}), 0)::text`,
      aReceber: sql<string>`coalesce(sum(${commissionEntries.amount}) filter (where ${bucketCondition("aReceber", current)}), 0)::text`,
      recebido: sql<string>`coalesce(sum(${commissionEntries.amount}) filter (where ${bucketCondition("recebido", current)}), 0)::text`,
      manual: sql<string>`coalesce(sum(${commissionEntries.amount}) filter (where ${commissionEntries.type} in ${MANUAL}), 0)::text`,
      pago: sql<string>`coalesce(-sum(${commissionEntries.amount}) filter (where ${commissionEntries.type} = 'repasse'), 0)::text`,
      estornos: sql<string>`coalesce(sum(${commissionEntries.amount}) filter (where ${commissionEntries.type} = 'estorno'), 0)::text`,
    })
    .from(commissionEntries)
    .where(
      and(
        eq(commissionEntries.userId, userId),
        sql`${commissionEntries.competence} between ${monthStart(input.from)} and ${monthStart(input.to)}`,
      ),
    )
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`1`, sql`2`);
  const lines = rows.map((r) => {
    const aReceber = BigInt(r.aReceber);
    const recebido = BigInt(r.recebido);
    const pago = BigInt(r.pago);
    const estornos = BigInt(r.estornos);
    // Paid on accrual: everything due is owed; on receipt: only what the partner paid.
    const owed = payOn === "accrual" ? aReceber + recebido : recebido;
    const totals: BucketTotals = { previsto: BigInt(r.previsto), aReceber, recebido, aRepassar: owed + estornos + BigInt(r.manual) - pago, pago, estornos };
    return { month: r.month, category: r.category || null, ...totals };
  });
  const zero = (): BucketTotals => ({ previsto: 0n, aReceber: 0n, recebido: 0n, aRepassar: 0n, pago: 0n, estornos: 0n });
  const totals = lines.reduce((t, l) => {
    for (const k of Object.keys(t) as Bucket[]) t[k] += l[k];
    return t;
  }, zero());
  return { userId, currentMonth: current, payOn, lines, totals };
}

const inTeam = (db: DbOrTx, teamId: string) => db.select({ id: users.id }).from(users).where(eq(users.teamId, teamId));

/**
 * Whose entries a list shows: one person (the default, "Minhas comissões"), every person the actor sees (side
 * "pessoas", a report's drill-down), or the partner lines (side "parceiro": nobody but finance and admin sees
 * them, entryScope gives others none).
 */
async function entriesOwner(db: DbOrTx, actor: Actor, input: EntriesInput): Promise<SQL | undefined> {
  if (input.side === "pessoas") {
    return and(
      entryScope(db, actor),
      isNotNull(commissionEntries.userId),
      input.userId ? eq(commissionEntries.userId, input.userId) : undefined,
      input.teamId ? inArray(commissionEntries.userId, inTeam(db, input.teamId)) : undefined,
    );
  }
  if (input.side === "parceiro") {
    return and(
      entryScope(db, actor),
      eq(commissionEntries.party, "partner"),
      input.sellerId ? eq(sales.sellerId, input.sellerId) : undefined,
      input.teamId ? inArray(sales.sellerId, inTeam(db, input.teamId)) : undefined,
    );
  }
  return eq(commissionEntries.userId, await visiblePerson(db, actor, input.userId));
}

/** The entries behind one number: a person's entries, by month, category and bucket, newest first. */
export async function commissionEntriesOf(db: DbOrTx, actor: Actor, input: EntriesInput) {
  const whose = await entriesOwner(db, actor, input);
  const current = saoPauloMonth(new Date());
  const rows = await db
    .select({
      id: commissionEntries.id,
      saleId: commissionEntries.saleId,
      customerName: customers.name,
      productName: products.name,
      contractNumber: sales.contractNumber,
      party: commissionEntries.party,
      installment: commissionEntries.installment,
      dueMonth: commissionEntries.dueMonth,
      competence: commissionEntries.competence,
      category: commissionEntries.category,
      type: commissionEntries.type,
      amount: commissionEntries.amount,
      reason: commissionEntries.reason,
      refEntryId: commissionEntries.refEntryId,
      createdAt: commissionEntries.createdAt,
    })
    .from(commissionEntries)
    .leftJoin(sales, eq(sales.id, commissionEntries.saleId))
    .leftJoin(customers, eq(customers.id, sales.customerId))
    .leftJoin(products, eq(products.id, sales.productId))
    .where(
      and(
        whose,
        input.partnerId ? eq(commissionEntries.partnerId, input.partnerId) : undefined,
        input.type ? eq(commissionEntries.type, input.type) : undefined,
        input.dueFrom ? sql`${commissionEntries.dueMonth} >= ${monthStart(input.dueFrom)}` : undefined,
        input.dueTo ? sql`${commissionEntries.dueMonth} <= ${monthStart(input.dueTo)}` : undefined,
        input.month ? eq(commissionEntries.competence, monthStart(input.month)) : undefined,
        input.from ? sql`${commissionEntries.competence} >= ${monthStart(input.from)}` : undefined,
        input.to ? sql`${commissionEntries.competence} <= ${monthStart(input.to)}` : undefined,
        input.category === "none" ? isNull(commissionEntries.category) : input.category ? eq(commissionEntries.category, input.category) : undefined,
        input.bucket ? bucketCondition(input.bucket, current) : undefined,
        input.cursor ? lt(commissionEntries.id, input.cursor) : undefined,
      ),
    )
    .orderBy(desc(commissionEntries.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  return {
    items: page.map((r) => ({ ...r, type: r.type as EntryType, competence: r.competence.slice(0, 7), dueMonth: r.dueMonth?.slice(0, 7) ?? null })),
    nextCursor: rows.length > input.limit ? (page[page.length - 1]?.id ?? null) : null,
  };
}
