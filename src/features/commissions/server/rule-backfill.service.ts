import { and, asc, count, eq, gt, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { recordAudit, recordAuditBatch } from "~/server/audit";
import type { Db, DbOrTx, Tx } from "~/server/db/client";
import { commissionEntries, commissionRules, commissionSaleTerms, customers, saleEvents, sales } from "~/server/db/schema";
import { notFound } from "~/server/errors";
import { applySaleEvent } from "./ledger.service";

/**
 * A sale is activated into the ledger only if some rule covers it at that moment; a rule created afterwards
 * changes nothing by itself. This finds the sales a rule would now cover and replays their activation (and
 * cancellation or end) through the ledger, so an office that registers sales before configuring its rules
 * does not silently lose their commissions.
 */

/** Candidate ids read per query, and sales locked and replayed per transaction. */
const PAGE = 2_000;
const BATCH = 200;
const SAMPLE = 5;

type RuleRow = typeof commissionRules.$inferSelect;

async function loadRule(db: DbOrTx, ruleId: string): Promise<RuleRow> {
  const [rule] = await db.select().from(commissionRules).where(eq(commissionRules.id, ruleId)).limit(1);
  if (!rule) throw notFound("Regra não encontrada.");
  return rule;
}

/** The sales in the rule's own scope, set-wise (the same three scopes ruleVersionForSale matches). */
function inScope(rule: RuleRow): SQL {
  if (rule.productId) return eq(sales.productId, rule.productId);
  if (rule.partnerId) return and(eq(sales.partnerId, rule.partnerId), eq(sales.category, rule.category ?? ""))!;
  return eq(sales.category, rule.category ?? "");
}

/**
 * ruleVersionForSale, per sale in SQL: the rule that would win for the sale today (most specific active rule
 * with a version in force on its soldOn, then the latest version). On a tie, which ruleVersionForSale leaves
 * to the database, this rule is taken: the sale is covered either way.
 */
const winningRule = (ruleId: string) => sql`(
  select w.id from commission_rules w join commission_rule_versions wv on wv.rule_id = w.id
  where w.active and wv.effective_from <= ${sales.soldOn}
    and (w.product_id = ${sales.productId}
      or (w.partner_id = ${sales.partnerId} and w.category = ${sales.category})
      or (w.product_id is null and w.partner_id is null and w.category = ${sales.category}))
  order by case when w.product_id is not null then 0 when w.partner_id is not null then 1 else 2 end,
    wv.effective_from desc, (w.id = ${ruleId}::uuid) desc
  limit 1)`;

/**
 * Sales that went through Ativa, are not deleted, have no frozen terms, and that this rule would now cover. A
 * proposal cancelled before being activated never earned a commission, rule or not: the recorded
 * proposta → cancelada transition leaves it out.
 */
function uncoveredWhere(rule: RuleRow, extra?: SQL): SQL {
  return and(
    inArray(sales.status, ["ativa", "cancelada", "encerrada"]),
    isNull(sales.deletedAt),
    inScope(rule),
    sql`not exists (select 1 from ${commissionSaleTerms} t where t.sale_id = ${sales.id})`,
    sql`not exists (select 1 from ${saleEvents} e where e.sale_id = ${sales.id} and e.type = 'status_changed' and e.from_status = 'proposta' and e.to_status = 'cancelada')`,
    sql`${winningRule(rule.id)} = ${rule.id}::uuid`,
    extra,
  )!;
}

/** How many sales the rule would now cover that were activated without a rule, with a few of them. */
export async function uncoveredSales(db: DbOrTx, ruleId: string) {
  const rule = await loadRule(db, ruleId);
  if (!rule.active) return { count: 0, sample: [] };
  const where = uncoveredWhere(rule);
  const [total] = await db.select({ count: count() }).from(sales).where(where);
  const sample = await db
    .select({ saleId: sales.id, customerName: customers.name, contractNumber: sales.contractNumber, status: sales.status, soldOn: sales.soldOn })
    .from(sales)
    .innerJoin(customers, eq(customers.id, sales.customerId))
    .where(where)
    .orderBy(asc(sales.soldOn), asc(sales.id))
    .limit(SAMPLE);
  return { count: total?.count ?? 0, sample };
}

/** The recorded business dates of the sales' activation and end (from Ativa), the latest of each. */
async function recordedDates(tx: Tx, saleIds: readonly string[]) {
  const rows = await tx
    .select({ saleId: saleEvents.saleId, to: saleEvents.toStatus, from: saleEvents.fromStatus, on: saleEvents.effectiveOn })
    .from(saleEvents)
    .where(and(inArray(saleEvents.saleId, [...saleIds]), eq(saleEvents.type, "status_changed"), inArray(saleEvents.toStatus, ["ativa", "encerrada"])))
    .orderBy(asc(saleEvents.id));
  const activated = new Map<string, string>();
  const ended = new Map<string, string>();
  for (const r of rows) {
    if (r.to === "ativa") activated.set(r.saleId, r.on);
    else if (r.from === "ativa") ended.set(r.saleId, r.on);
  }
  return { activated, ended };
}

async function entriesOf(tx: Tx, saleIds: readonly string[]): Promise<number> {
  const [row] = await tx.select({ count: count() }).from(commissionEntries).where(inArray(commissionEntries.saleId, [...saleIds]));
  return row?.count ?? 0;
}

/**
 * Replays one batch in the caller's transaction. The sales are locked and re-checked under the lock: one that
 * got terms meanwhile (activated by another run, or by a status change) is skipped. Each replayed sale is
 * audited in the same transaction, so a run cut off halfway leaves no entry without its audit row.
 */
async function applyBatch(tx: Tx, rule: RuleRow, saleIds: readonly string[], actor: Actor) {
  const actorId = actor.id;
  await tx.select({ id: sales.id }).from(sales).where(inArray(sales.id, [...saleIds])).orderBy(asc(sales.id)).for("update");
  const due = await tx.select().from(sales).where(uncoveredWhere(rule, inArray(sales.id, [...saleIds]))).orderBy(asc(sales.id));
  if (due.length === 0) return { sales: 0, entries: 0 };
  const ids = due.map((s) => s.id);
  const before = await entriesOf(tx, ids);
  const { activated, ended } = await recordedDates(tx, ids);
  for (const sale of due) {
    // What the sale's own events did, had the rule existed: the recorded dates, else the seed's (no history).
    const base = { type: "status_changed" as const, saleId: sale.id, actorId };
    await applySaleEvent(tx, { ...base, from: "proposta", to: "ativa", effectiveOn: activated.get(sale.id) ?? sale.vigenciaStart ?? sale.soldOn });
    if (sale.status === "cancelada") await applySaleEvent(tx, { ...base, from: "ativa", to: "cancelada", effectiveOn: sale.cancelledOn ?? sale.soldOn });
    if (sale.status === "encerrada") await applySaleEvent(tx, { ...base, from: "ativa", to: "encerrada", effectiveOn: ended.get(sale.id) ?? sale.vigenciaEnd ?? sale.soldOn });
  }
  await recordAuditBatch(
    tx,
    auditActor(actor),
    due.map((sale) => ({ action: "commission_schedule.backfill", entity: "sale", entityId: sale.id, after: { ruleId: rule.id, status: sale.status } })),
  );
  const [covered] = await tx.select({ count: count() }).from(commissionSaleTerms).where(inArray(commissionSaleTerms.saleId, ids));
  return { sales: covered?.count ?? 0, entries: (await entriesOf(tx, ids)) - before };
}

/**
 * Writes the commissions of the sales the rule would now cover (see uncoveredSales) as if the rule had existed
 * when they were activated: the expected schedule, and the estorno of the cancelled or ended ones, each entry
 * in its month or the first open one after it. Batches of sales, each in its own transaction; running it again
 * writes nothing. One audit row per replayed sale (written with it) and one per run with the totals.
 */
export async function applyRuleToUncoveredSales(db: Db, actor: Actor, ruleId: string, options: { batchSize?: number } = {}) {
  const rule = await loadRule(db, ruleId);
  const batchSize = Math.max(1, options.batchSize ?? BATCH);
  const total = { sales: 0, entries: 0 };
  let after: string | null = null;
  while (rule.active) {
    const rows = await db
      .select({ id: sales.id })
      .from(sales)
      .where(uncoveredWhere(rule, after === null ? undefined : gt(sales.id, after)))
      .orderBy(asc(sales.id))
      .limit(PAGE);
    const page = rows.map((r) => r.id);
    for (let i = 0; i < page.length; i += batchSize) {
      const done = await db.transaction((tx) => applyBatch(tx, rule, page.slice(i, i + batchSize), actor));
      total.sales += done.sales;
      total.entries += done.entries;
    }
    if (page.length < PAGE) break;
    after = page.at(-1)!;
  }
  await recordAudit(db, auditActor(actor), { action: "commission_rule.backfill", entity: "commission_rule", entityId: rule.id, after: total });
  return total;
}
