import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { CATEGORY_FAMILY, PRODUCT_CATEGORIES, type ProductCategory } from "~/lib/catalog/product-categories";
import { categoryRequirements, mergeRequirements, missingRequirements, type SaleRequirement } from "~/lib/catalog/sale-requirements";
import { saoPauloDay } from "~/lib/format";
import { termsSchema, type Tranche } from "../commission-terms.schemas";
import { termsRequirements } from "../engine/requirements";
import { BP_PER_UNIT } from "../engine/rounding";
import { commissionSettings } from "./settings.service";

/**
 * The rules screen's check: what would compute nonsense, for finance to fix.
 * - Rules (the version in force today) whose schedule pays the partner's commission more than once the whole
 *   base, where the base is a whole amount (a premium, a credit letter, a released amount): a "por parcela"
 *   rate typed as a total one, or an open-ended rate meant for a monthly base.
 * - Active sales that lack what their frozen terms or their category need (installments for a "por parcela"
 *   schedule, the policy and vigência of insurance…): their ledger was computed without it (the horizon, the
 *   whole premium every month) or renewals cannot see them. Completing the sale re-computes its schedule.
 */

/** Families whose base amount is a whole (a premium, a credit letter, a financed amount), not a monthly amount. */
const WHOLE_BASE_FAMILIES = new Set(["insurance", "consortium", "credit", "pension", "exchange"]);
const INSURANCE_CATEGORIES = PRODUCT_CATEGORIES.filter((c) => CATEGORY_FAMILY[c] === "insurance");
const SALES_SHOWN = 50;

/**
 * The most a schedule can pay over its whole life, in basis points of the base: a total-based rate counts once
 * per month it runs (an open-ended one for the horizon), a "por parcela" rate once in all (its installments
 * split the base). Fixed amounts are not a share of the base and are left out.
 */
export function maxPayoutBp(tranches: readonly Tranche[], horizonMonths: number): number {
  return tranches.reduce((sum, t) => {
    if (t.kind !== "rate") return sum;
    const rate = t.rateBp ?? 0;
    return sum + (t.base === "installment" ? rate : rate * (t.months ?? horizonMonths));
  }, 0);
}

interface RuleRow {
  id: string;
  name: string;
  category: string | null;
  terms: unknown;
}

async function ruleIssues(db: DbOrTx, horizonMonths: number) {
  const today = saoPauloDay(new Date());
  const { rows } = (await db.execute(sql`
    select distinct on (r.id) r.id, r.name, coalesce(r.category, p.category) as category, v.terms
    from commission_rules r
    join commission_rule_versions v on v.rule_id = r.id and v.effective_from <= ${today}
    left join products p on p.id = r.product_id
    where r.active
    order by r.id, v.effective_from desc`)) as unknown as { rows: RuleRow[] };
  const issues: { ruleId: string; name: string; category: string | null; payoutBp: number }[] = [];
  for (const rule of rows) {
    const parsed = termsSchema.safeParse(rule.terms);
    if (!parsed.success || !rule.category || !WHOLE_BASE_FAMILIES.has(CATEGORY_FAMILY[rule.category as ProductCategory])) continue;
    const payoutBp = maxPayoutBp(parsed.data.tranches, horizonMonths);
    if (payoutBp > Number(BP_PER_UNIT)) issues.push({ ruleId: rule.id, name: rule.name, category: rule.category, payoutBp });
  }
  return issues.sort((a, b) => b.payoutBp - a.payoutBp);
}

interface SaleRow {
  id: string;
  customer_id: string;
  customer_name: string;
  product_name: string;
  category: string;
  installments: number | null;
  vigencia_start: string | null;
  vigencia_end: string | null;
  contract_number: string | null;
  base_amount: string;
  terms: { tranches?: Tranche[]; requires?: SaleRequirement[] } | null;
  expected: string | null;
  total: number;
}

/** Active sales whose frozen terms or category need something they lack; the first SALES_SHOWN by sale date. */
async function saleIssues(db: DbOrTx) {
  const insurance = sql.param(INSURANCE_CATEGORIES);
  const lacking = (requirement: SaleRequirement) => sql`(t.terms->'requires') @> ${JSON.stringify([requirement])}::jsonb`;
  const { rows } = (await db.execute(sql`
    with flagged as (
      select s.id, s.customer_id, s.product_id, s.category, s.installments, s.vigencia_start::text, s.vigencia_end::text,
        s.contract_number, s.base_amount::text, s.sold_on, t.terms
      from sales s left join commission_sale_terms t on t.sale_id = s.id
      where s.status = 'ativa' and s.deleted_at is null and (
        (s.installments is null and (${lacking("installments")}
          or exists (select 1 from jsonb_array_elements(t.terms->'tranches') tr where tr->>'kind' = 'rate' and tr->>'base' = 'installment')))
        or ((s.vigencia_start is null or s.vigencia_end is null) and (s.category = any(${insurance}::text[]) or ${lacking("vigencia")}))
        or (coalesce(btrim(s.contract_number), '') = '' and (s.category = any(${insurance}::text[]) or ${lacking("contractNumber")}))
      )
    )
    select f.id, f.customer_id, c.name as customer_name, p.name as product_name, f.category, f.installments, f.vigencia_start, f.vigencia_end,
      f.contract_number, f.base_amount, f.terms, count(*) over ()::int as total,
      (select sum(e.amount) from commission_entries e
        where e.sale_id = f.id and e.party = 'partner' and e.type in ('prevista', 'ajuste', 'estorno', 'cancelamento'))::text as expected
    from flagged f join customers c on c.id = f.customer_id join products p on p.id = f.product_id
    order by f.sold_on, f.id
    limit ${SALES_SHOWN}`)) as unknown as { rows: SaleRow[] };
  const items = rows.map((r) => {
    const facts = { installments: r.installments, vigenciaStart: r.vigencia_start, vigenciaEnd: r.vigencia_end, contractNumber: r.contract_number };
    const required = mergeRequirements(categoryRequirements(r.category), r.terms?.tranches ? termsRequirements({ tranches: r.terms.tranches, requires: r.terms.requires }) : []);
    return {
      saleId: r.id,
      customerId: r.customer_id,
      customerName: r.customer_name,
      productName: r.product_name,
      category: r.category,
      missing: missingRequirements(facts, required),
      baseAmount: BigInt(r.base_amount),
      /** What the ledger expects from the partner for it (null: no rule covered it). */
      expected: r.expected === null ? null : BigInt(r.expected),
    };
  });
  return { total: rows[0]?.total ?? 0, items };
}

export async function rulesCheck(db: DbOrTx) {
  const settings = await commissionSettings(db);
  const [rules, sales] = await Promise.all([ruleIssues(db, settings.horizonMonths), saleIssues(db)]);
  return { rules, sales };
}
