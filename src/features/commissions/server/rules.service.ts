import { and, asc, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { diffFields, recordAudit } from "~/server/audit";
import type { Db, DbOrTx } from "~/server/db/client";
import { commissionRules, commissionRuleVersions, partners, products } from "~/server/db/schema";
import { versionedUpdate } from "~/server/db/versioned-update";
import { badInput, notFound } from "~/server/errors";
import { saoPauloDay } from "~/lib/format";
import { termsSchema, type CommissionTerms } from "../commission-terms.schemas";
import type { RuleCreateInput, RulesListInput, RuleUpdateInput, RuleVersionInput } from "../commissions.schemas";

export type RuleRow = typeof commissionRules.$inferSelect;

async function assertScope(tx: DbOrTx, input: Pick<RuleCreateInput, "productId" | "partnerId" | "category">): Promise<void> {
  if (input.productId) {
    const [p] = await tx.select({ id: products.id }).from(products).where(eq(products.id, input.productId)).limit(1);
    if (!p) throw badInput("productId", "Produto não encontrado.");
  }
  if (input.partnerId) {
    const [p] = await tx.select({ categories: partners.categories }).from(partners).where(eq(partners.id, input.partnerId)).limit(1);
    if (!p) throw badInput("partnerId", "Parceiro não encontrado.");
    if (input.category && !p.categories.includes(input.category)) throw badInput("category", "Este parceiro não atende esta categoria.");
  }
}

export async function createRule(db: Db, actor: Actor, input: RuleCreateInput) {
  return db.transaction(async (tx) => {
      await assertScope(tx, input);
      const [rule] = await tx
        .insert(commissionRules)
        .values({ name: input.name, productId: input.productId ?? null, partnerId: input.partnerId ?? null, category: input.productId ? null : (input.category ?? null) })
        .returning();
      const [version] = await tx
        .insert(commissionRuleVersions)
        .values({ ruleId: rule!.id, effectiveFrom: input.effectiveFrom, terms: input.terms, note: input.note ?? null, createdBy: actor.id })
        .returning();
      await recordAudit(tx, auditActor(actor), { action: "commission_rule.create", entity: "commission_rule", entityId: rule!.id, after: { ...rule, firstVersion: version } });
      return { ...rule!, versions: [version!] };
  });
}

/** A new version from a date on: sales sold before it keep the version they were sold under. Versions are never edited. */
export async function addRuleVersion(db: Db, actor: Actor, input: RuleVersionInput) {
  return db.transaction(async (tx) => {
      const [rule] = await tx.select().from(commissionRules).where(eq(commissionRules.id, input.ruleId)).limit(1);
      if (!rule) throw notFound("Regra não encontrada.");
      const [version] = await tx
        .insert(commissionRuleVersions)
        .values({ ruleId: rule.id, effectiveFrom: input.effectiveFrom, terms: input.terms, note: input.note ?? null, createdBy: actor.id })
        .returning();
      await recordAudit(tx, auditActor(actor), { action: "commission_rule.version", entity: "commission_rule", entityId: rule.id, after: version });
      return version!;
  });
}

export async function updateRule(db: Db, actor: Actor, input: RuleUpdateInput) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(commissionRules).where(eq(commissionRules.id, input.id)).limit(1);
    if (!before) throw notFound("Regra não encontrada.");
    const { id, version, ...changes } = input;
    const after = await versionedUpdate(tx, commissionRules, id, version, changes);
    await recordAudit(tx, auditActor(actor), { action: "commission_rule.update", entity: "commission_rule", entityId: id, ...diffFields(before, after) });
    return after;
  });
}

const scopeColumns = {
  id: commissionRules.id,
  name: commissionRules.name,
  active: commissionRules.active,
  version: commissionRules.version,
  productId: commissionRules.productId,
  productName: products.name,
  partnerId: sql<string | null>`coalesce(${commissionRules.partnerId}, ${products.partnerId})`,
  partnerName: partners.name,
  category: sql<string | null>`coalesce(${commissionRules.category}, ${products.category})`,
};

/** Rules with their scope and the version in force today, by name; keyset pages of up to 100. */
export async function listRules(db: DbOrTx, input: RulesListInput) {
  const today = saoPauloDay(new Date());
  const [cursorName, cursorId] = input.cursor ? (JSON.parse(input.cursor) as [string, string]) : [null, null];
  const current = db
    .select({
      ruleId: commissionRuleVersions.ruleId,
      effectiveFrom: sql<string>`max(${commissionRuleVersions.effectiveFrom})`.as("latest_from"),
      inForceFrom: sql<string | null>`max(${commissionRuleVersions.effectiveFrom}) filter (where ${commissionRuleVersions.effectiveFrom} <= ${today})`.as("in_force_from"),
      count: sql<number>`count(*)::int`.as("version_count"),
    })
    .from(commissionRuleVersions)
    .groupBy(commissionRuleVersions.ruleId)
    .as("v");
  const rows = await db
    .select({ ...scopeColumns, versionCount: current.count, latestFrom: current.effectiveFrom, inForceFrom: current.inForceFrom })
    .from(commissionRules)
    .leftJoin(products, eq(products.id, commissionRules.productId))
    .leftJoin(partners, eq(partners.id, sql`coalesce(${commissionRules.partnerId}, ${products.partnerId})`))
    .leftJoin(current, eq(current.ruleId, commissionRules.id))
    .where(
      and(
        input.includeInactive ? undefined : eq(commissionRules.active, true),
        input.category ? eq(sql`coalesce(${commissionRules.category}, ${products.category})`, input.category) : undefined,
        input.partnerId ? eq(sql`coalesce(${commissionRules.partnerId}, ${products.partnerId})`, input.partnerId) : undefined,
        cursorName !== null ? or(gt(commissionRules.name, cursorName), and(eq(commissionRules.name, cursorName), gt(commissionRules.id, cursorId!))) : undefined,
      ),
    )
    .orderBy(asc(commissionRules.name), asc(commissionRules.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => ({ ...r, scope: r.productId ? ("product" as const) : r.partnerName ? ("partnerCategory" as const) : ("category" as const) })),
    nextCursor: rows.length > input.limit && last ? JSON.stringify([last.name, last.id]) : null,
    today,
  };
}

/** A rule with every version (newest first), each parsed, and which one is in force today. */
export async function getRule(db: DbOrTx, id: string) {
  const [rule] = await db
    .select(scopeColumns)
    .from(commissionRules)
    .leftJoin(products, eq(products.id, commissionRules.productId))
    .leftJoin(partners, eq(partners.id, sql`coalesce(${commissionRules.partnerId}, ${products.partnerId})`))
    .where(eq(commissionRules.id, id))
    .limit(1);
  if (!rule) throw notFound("Regra não encontrada.");
  const versions = await db.select().from(commissionRuleVersions).where(eq(commissionRuleVersions.ruleId, id)).orderBy(desc(commissionRuleVersions.effectiveFrom));
  const today = saoPauloDay(new Date());
  const inForce = versions.find((v) => v.effectiveFrom <= today)?.id ?? null;
  return {
    ...rule,
    scope: rule.productId ? ("product" as const) : rule.partnerName ? ("partnerCategory" as const) : ("category" as const),
    versions: versions.map((v) => ({ ...v, terms: termsSchema.parse(v.terms) as CommissionTerms, inForce: v.id === inForce })),
  };
}

/**
 * The rule version a sale falls under: the most specific active rule (product, then partner + category, then
 * category) that has a version in force on the day it was sold.
 */
export async function ruleVersionForSale(
  tx: DbOrTx,
  sale: { productId: string; partnerId: string; category: string; soldOn: string },
): Promise<{ ruleId: string; versionId: string; terms: CommissionTerms } | null> {
  const rows = await tx
    .select({
      ruleId: commissionRules.id,
      versionId: commissionRuleVersions.id,
      terms: commissionRuleVersions.terms,
    })
    .from(commissionRules)
    .innerJoin(commissionRuleVersions, eq(commissionRuleVersions.ruleId, commissionRules.id))
    .where(
      and(
        eq(commissionRules.active, true),
        lte(commissionRuleVersions.effectiveFrom, sale.soldOn),
        or(
          eq(commissionRules.productId, sale.productId),
          and(eq(commissionRules.partnerId, sale.partnerId), eq(commissionRules.category, sale.category)),
          and(isNull(commissionRules.productId), isNull(commissionRules.partnerId), eq(commissionRules.category, sale.category)),
        ),
      ),
    )
    .orderBy(
      sql`case when ${commissionRules.productId} is not null then 0 when ${commissionRules.partnerId} is not null then 1 else 2 end`,
      desc(commissionRuleVersions.effectiveFrom),
    )
    .limit(1);
  const row = rows[0];
  return row ? { ruleId: row.ruleId, versionId: row.versionId, terms: termsSchema.parse(row.terms) } : null;
}
