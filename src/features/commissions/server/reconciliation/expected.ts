import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import type { ExpectedInstallment, StatementLine } from "../../engine/reconcile";
import { normalizeReference } from "../../engine/reconcile";

export interface ExpectedRow extends ExpectedInstallment {
  category: string;
}

/**
 * The partner's installments a statement could be paying, read set-wise whatever the file's size: the
 * partner's sales whose contract number or customer document appears in the lines (hash-joined with the
 * file's values, never a per-row list scan), with each installment's running totals (what is expected after
 * estornos and accepted differences, and whether a statement line already paid it).
 *
 * Both CTEs are materialized: left to itself the planner joined the receivables first and normalized the
 * contract number of every installment row (316 000 regexp calls instead of 125 000 sales: 2,9 s → 1,4 s).
 */
export async function expectedFor(db: DbOrTx, partnerId: string, lines: readonly StatementLine[]): Promise<ExpectedRow[]> {
  const references = [...new Set(lines.map((l) => normalizeReference(l.reference)).filter((r): r is string => r !== null))];
  const documents = [...new Set(lines.map((l) => l.document).filter((d): d is string => !!d))];
  if (references.length === 0 && documents.length === 0) return [];
  const { rows } = (await db.execute(sql`
    with refs as (select distinct value as ref from jsonb_array_elements_text(${JSON.stringify(references)}::jsonb)),
    docs as (select distinct value as doc from jsonb_array_elements_text(${JSON.stringify(documents)}::jsonb)),
    partner_sales as materialized (
      select s.id, s.contract_number, s.customer_id, s.category,
        upper(regexp_replace(f_unaccent(coalesce(s.contract_number, '')), '[^A-Za-z0-9]', '', 'g')) as ref
      from sales s where s.partner_id = ${partnerId} and s.deleted_at is null
    ),
    candidate as materialized (
      select ps.id, ps.contract_number, c.document, ps.category
      from partner_sales ps join refs on refs.ref = ps.ref join customers c on c.id = ps.customer_id
      union
      select ps.id, ps.contract_number, c.document, ps.category
      from docs join customers c on c.document = docs.doc join partner_sales ps on ps.customer_id = c.id
    )
    select r.sale_id, r.installment, to_char(r.due_month, 'YYYY-MM') as due_month, r.expected::text as expected, r.receipts > 0 as received,
      cand.contract_number, cand.document, cand.category
    from candidate cand join commission_receivables r on r.sale_id = cand.id
    where r.partner_id = ${partnerId} and (r.expected > 0 or r.receipts > 0)`)) as unknown as {
    rows: { sale_id: string; installment: number; due_month: string | null; expected: string; received: boolean; contract_number: string | null; document: string; category: string }[];
  };
  return rows.map((r) => ({
    saleId: r.sale_id,
    installment: Number(r.installment),
    dueMonth: r.due_month ?? "",
    expected: BigInt(r.expected),
    received: r.received,
    contractNumber: r.contract_number,
    document: r.document,
    category: r.category,
  }));
}
