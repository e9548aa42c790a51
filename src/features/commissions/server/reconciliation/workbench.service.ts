import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { customers, partners, partnerStatementLines, partnerStatements, products, sales, users } from "~/server/db/schema";
import { notFound } from "~/server/errors";
import { saoPauloMonth } from "~/lib/format";
import { monthStart } from "../../engine/months";

/** Imported partner statements, newest first, with how many lines ended in each state. */
export async function listPartnerStatements(db: DbOrTx, input: { partnerId?: string | null; month?: string | null }) {
  return db
    .select({
      id: partnerStatements.id,
      partnerId: partnerStatements.partnerId,
      partnerName: partners.name,
      month: sql<string>`to_char(${partnerStatements.month}, 'YYYY-MM')`,
      fileName: partnerStatements.fileName,
      lineCount: partnerStatements.lineCount,
      total: partnerStatements.total,
      importedBy: users.name,
      createdAt: partnerStatements.createdAt,
      recebidas: sql<number>`(select count(*)::int from ${partnerStatementLines} l where l.statement_id = ${partnerStatements.id} and l.status = 'recebida')`,
      divergentes: sql<number>`(select count(*)::int from ${partnerStatementLines} l where l.statement_id = ${partnerStatements.id} and l.status = 'divergente')`,
      naoIdentificadas: sql<number>`(select count(*)::int from ${partnerStatementLines} l where l.statement_id = ${partnerStatements.id} and l.status = 'nao_identificada')`,
    })
    .from(partnerStatements)
    .innerJoin(partners, eq(partners.id, partnerStatements.partnerId))
    .leftJoin(users, eq(users.id, partnerStatements.importedBy))
    .where(and(input.partnerId ? eq(partnerStatements.partnerId, input.partnerId) : undefined, input.month ? eq(partnerStatements.month, monthStart(input.month)) : undefined))
    .orderBy(desc(partnerStatements.createdAt))
    .limit(200);
}

/** A statement's lines (by state), with the sale each matched; keyset pages by line number. */
export async function statementLines(db: DbOrTx, input: { statementId: string; status?: string | null; cursor?: number | null; limit: number }) {
  const [statement] = await db
    .select({ id: partnerStatements.id, partnerId: partnerStatements.partnerId, partnerName: partners.name, month: partnerStatements.month, fileName: partnerStatements.fileName })
    .from(partnerStatements)
    .innerJoin(partners, eq(partners.id, partnerStatements.partnerId))
    .where(eq(partnerStatements.id, input.statementId))
    .limit(1);
  if (!statement) throw notFound("Extrato do parceiro não encontrado.");
  const rows = await db
    .select({
      id: partnerStatementLines.id,
      version: partnerStatementLines.version,
      lineNo: partnerStatementLines.lineNo,
      reference: partnerStatementLines.reference,
      installment: partnerStatementLines.installment,
      document: partnerStatementLines.document,
      customerName: partnerStatementLines.customerName,
      amount: partnerStatementLines.amount,
      status: partnerStatementLines.status,
      saleId: partnerStatementLines.saleId,
      matchedInstallment: partnerStatementLines.matchedInstallment,
      expected: partnerStatementLines.expected,
      difference: partnerStatementLines.difference,
      saleCustomer: customers.name,
      saleProduct: products.name,
      saleContract: sales.contractNumber,
      resolvedBy: users.name,
      resolvedAt: partnerStatementLines.resolvedAt,
    })
    .from(partnerStatementLines)
    .leftJoin(sales, eq(sales.id, partnerStatementLines.saleId))
    .leftJoin(customers, eq(customers.id, sales.customerId))
    .leftJoin(products, eq(products.id, sales.productId))
    .leftJoin(users, eq(users.id, partnerStatementLines.resolvedBy))
    .where(
      and(
        eq(partnerStatementLines.statementId, input.statementId),
        input.status ? eq(partnerStatementLines.status, input.status as never) : undefined,
        input.cursor ? gt(partnerStatementLines.lineNo, input.cursor) : undefined,
      ),
    )
    .orderBy(asc(partnerStatementLines.lineNo))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  return { statement: { ...statement, month: statement.month.slice(0, 7) }, items: page, nextCursor: rows.length > input.limit ? (page[page.length - 1]?.lineNo ?? null) : null };
}

/**
 * Receivables per partner and month (the installment's due month): previsto (what the rules expect, after
 * estornos and accepted differences), recebido (statement lines paid), em atraso (what is still missing from
 * months already past), and the divergent lines. Read from the ledger's running totals, not the entries.
 */
export async function receivablesOverview(db: DbOrTx, input: { from: string; to: string; partnerId?: string | null }) {
  const current = monthStart(saoPauloMonth(new Date()));
  const { rows } = (await db.execute(sql`
    select t.partner_id, p.name as partner_name, to_char(t.month, 'YYYY-MM') as month, t.previsto::text, t.recebido::text
    from commission_partner_months t join partners p on p.id = t.partner_id
    where t.month between ${monthStart(input.from)} and ${monthStart(input.to)}
      ${input.partnerId ? sql`and t.partner_id = ${input.partnerId}` : sql``}
    order by p.name, t.month`)) as unknown as { rows: { partner_id: string; partner_name: string; month: string; previsto: string; recebido: string }[] };
  const { rows: divergent } = (await db.execute(sql`
    select s.partner_id, to_char(s.month, 'YYYY-MM') as month, sum(x.lines)::int as lines, coalesce(sum(x.difference), 0)::text as difference
    from partner_statements s
    cross join lateral (
      -- Per statement, from partner_statement_lines_pending_idx alone.
      select count(*) as lines, sum(l.difference) as difference from partner_statement_lines l
      where l.statement_id = s.id and l.status in ('divergente', 'nao_identificada')
    ) x
    where s.month between ${monthStart(input.from)} and ${monthStart(input.to)}
      ${input.partnerId ? sql`and s.partner_id = ${input.partnerId}` : sql``}
    group by 1, 2`)) as unknown as { rows: { partner_id: string; month: string; lines: number; difference: string }[] };
  const lines = rows.map((r) => {
    const previsto = BigInt(r.previsto);
    const recebido = BigInt(r.recebido);
    const past = `${r.month}-01` < current;
    const open = divergent.find((d) => d.partner_id === r.partner_id && d.month === r.month);
    return {
      partnerId: r.partner_id,
      partnerName: r.partner_name,
      month: r.month,
      previsto,
      recebido,
      emAtraso: past && previsto > recebido ? previsto - recebido : 0n,
      pendingLines: open?.lines ?? 0,
      divergence: open ? BigInt(open.difference) : 0n,
    };
  });
  const totals = lines.reduce(
    (t, l) => ({ previsto: t.previsto + l.previsto, recebido: t.recebido + l.recebido, emAtraso: t.emAtraso + l.emAtraso, pendingLines: t.pendingLines + l.pendingLines }),
    { previsto: 0n, recebido: 0n, emAtraso: 0n, pendingLines: 0 },
  );
  return { currentMonth: current.slice(0, 7), lines, totals };
}

/** Installments due before the current month that no statement paid (em atraso), oldest first. */
export async function overdueInstallments(db: DbOrTx, input: { partnerId?: string | null; limit: number }) {
  const current = monthStart(saoPauloMonth(new Date()));
  const { rows } = (await db.execute(sql`
    select r.sale_id, r.installment, to_char(r.due_month, 'YYYY-MM') as due_month, r.expected::text as expected,
      s.contract_number, c.name as customer_name, p.name as partner_name
    from commission_receivables r
    join sales s on s.id = r.sale_id join customers c on c.id = s.customer_id join partners p on p.id = r.partner_id
    where r.receipts = 0 and r.expected > 0 and r.due_month < ${current} ${input.partnerId ? sql`and r.partner_id = ${input.partnerId}` : sql``}
    order by r.due_month, r.sale_id, r.installment
    limit ${input.limit}`)) as unknown as {
    rows: { sale_id: string; installment: number; due_month: string; expected: string; contract_number: string | null; customer_name: string; partner_name: string }[];
  };
  return rows.map((r) => ({ saleId: r.sale_id, installment: Number(r.installment), dueMonth: r.due_month, expected: BigInt(r.expected), contractNumber: r.contract_number, customerName: r.customer_name, partnerName: r.partner_name }));
}

/** What the office owes each person over the months: the payable side of the overview (from the running totals). */
export async function payablesByPerson(db: DbOrTx, input: { from: string; to: string }) {
  const { rows } = (await db.execute(sql`
    select t.user_id, u.name, sum(t.accrued)::text as accrued, sum(t.estornos)::text as estornos, sum(t.manual)::text as manual, sum(t.paid)::text as paid
    from commission_person_months t join users u on u.id = t.user_id
    where t.month between ${monthStart(input.from)} and ${monthStart(input.to)}
    group by t.user_id, u.name
    order by u.name`)) as unknown as { rows: { user_id: string; name: string; accrued: string; estornos: string; manual: string; paid: string }[] };
  return rows.map((r) => ({ userId: r.user_id, name: r.name, accrued: BigInt(r.accrued), estornos: BigInt(r.estornos), manual: BigInt(r.manual), paid: BigInt(r.paid) }));
}
