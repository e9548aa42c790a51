import { and, eq, sql } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { recordAudit } from "~/server/audit";
import type { Db, Tx } from "~/server/db/client";
import { commissionEntries, partnerStatementLines, partnerStatements, sales } from "~/server/db/schema";
import { badInput, conflict, notFound, STALE_VERSION_MESSAGE } from "~/server/errors";
import { monthStart } from "../../engine/months";
import { resettleSale } from "../ledger.service";
import { openCompetence } from "../month-lock";
import { commissionSettings } from "../settings.service";

type LineRow = typeof partnerStatementLines.$inferSelect;

/**
 * Every decision on a line is one transaction that moves the line from the state the user saw (its version)
 * to the next: two people resolving the same line at once → one wins, the other gets CONFLICT.
 */
async function claimLine(tx: Tx, id: string, version: number, from: LineRow["status"][], changes: Partial<LineRow>, actor: Actor) {
  const [line] = await tx.select().from(partnerStatementLines).where(eq(partnerStatementLines.id, id)).limit(1);
  if (!line) throw notFound("Linha do extrato não encontrada.");
  const [updated] = await tx
    .update(partnerStatementLines)
    .set({ ...changes, resolvedBy: actor.id, resolvedAt: sql`now()`, version: sql`${partnerStatementLines.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(partnerStatementLines.id, id), eq(partnerStatementLines.version, version)))
    .returning();
  if (!updated) throw conflict(STALE_VERSION_MESSAGE, "version");
  if (!from.includes(line.status)) throw conflict("Esta linha já foi resolvida por outra pessoa.", "status");
  const [statement] = await tx.select().from(partnerStatements).where(eq(partnerStatements.id, line.statementId)).limit(1);
  return { before: line, after: updated, statement: statement! };
}

/** Matches an unidentified line by hand to an installment of one of the partner's sales. */
export async function matchLineByHand(db: Db, actor: Actor, input: { lineId: string; version: number; saleId: string; installment: number }) {
  return db.transaction(async (tx) => {
      const [sale] = await tx.select({ partnerId: sales.partnerId, category: sales.category }).from(sales).where(eq(sales.id, input.saleId)).limit(1);
      const { rows } = (await tx.execute(sql`
        select coalesce(sum(amount) filter (where type in ('prevista','ajuste','estorno','cancelamento','ajuste_manual')), 0)::text as expected,
               bool_or(type = 'recebimento') as received, min(id) as first_id, to_char(min(due_month), 'YYYY-MM') as due_month
        from commission_entries where sale_id = ${input.saleId} and installment = ${input.installment} and party = 'partner'`)) as unknown as {
        rows: { expected: string; received: boolean | null; first_id: string | number | null; due_month: string | null }[];
      };
      const found = rows[0];
      if (!found?.first_id) throw badInput("installment", "Esta venda não tem essa parcela de comissão.");
      if (found.received) throw conflict("Esta parcela já foi conciliada com outra linha.", "installment");
      const settings = await commissionSettings(tx);
      const [line] = await tx.select().from(partnerStatementLines).where(eq(partnerStatementLines.id, input.lineId)).limit(1);
      if (!line) throw notFound("Linha do extrato não encontrada.");
      const expected = BigInt(found.expected);
      const difference = line.amount - expected;
      const within = (difference < 0n ? -difference : difference) <= BigInt(settings.toleranceCents);
      const { after, statement } = await claimLine(
        tx,
        input.lineId,
        input.version,
        ["nao_identificada"],
        { status: within ? "recebida" : "divergente", saleId: input.saleId, matchedInstallment: input.installment, expected, difference },
        actor,
      );
      if (!sale || sale.partnerId !== statement.partnerId) throw badInput("saleId", "Escolha uma venda deste parceiro.");
      const [entry] = await tx
        .insert(commissionEntries)
        .values({
          saleId: input.saleId,
          party: "partner",
          installment: input.installment,
          dueMonth: found.due_month ? monthStart(found.due_month) : null,
          competence: await openCompetence(tx, statement.month.slice(0, 7)),
          type: "recebimento",
          amount: line.amount,
          partnerId: statement.partnerId,
          category: sale.category,
          refEntryId: Number(found.first_id),
          reason: `Extrato ${statement.fileName}, linha ${line.lineNo} (conciliada manualmente)`,
          createdBy: actor.id,
        })
        .returning({ id: commissionEntries.id });
      await tx.update(partnerStatementLines).set({ entryId: entry!.id }).where(eq(partnerStatementLines.id, input.lineId));
      await recordAudit(tx, auditActor(actor), { action: "partner_statement_line.match", entity: "partner_statement_line", entityId: input.lineId, before: { status: "nao_identificada" }, after: { status: after.status, saleId: input.saleId, installment: input.installment } });
      return after;
  });
}

/**
 * Turns an unidentified line into a new entry: money the office received without expecting it (a bonus from
 * the partner, a sale outside the system). It is expected and received at once, and kept by the office.
 */
export async function lineToEntry(db: Db, actor: Actor, input: { lineId: string; version: number; reason: string }) {
  return db.transaction(async (tx) => {
    const { before, after, statement } = await claimLine(tx, input.lineId, input.version, ["nao_identificada"], { status: "lancada" }, actor);
    const competence = await openCompetence(tx, statement.month.slice(0, 7));
    const base = { partnerId: statement.partnerId, competence, reason: input.reason, createdBy: actor.id };
    const [received] = await tx
      .insert(commissionEntries)
      .values([
        { ...base, party: "partner", type: "ajuste_manual", amount: before.amount },
        { ...base, party: "office", type: "ajuste_manual", amount: before.amount },
        { ...base, party: "partner", type: "recebimento", amount: before.amount },
      ])
      .returning({ id: commissionEntries.id, type: commissionEntries.type })
      .then((rows) => rows.filter((r) => r.type === "recebimento"));
    await tx.update(partnerStatementLines).set({ entryId: received!.id }).where(eq(partnerStatementLines.id, input.lineId));
    await recordAudit(tx, auditActor(actor), { action: "partner_statement_line.entry", entity: "partner_statement_line", entityId: input.lineId, before: { status: before.status }, after: { status: "lancada", reason: input.reason } });
    return after;
  });
}

/**
 * Accepts a divergent amount as final: the installment's expectation is adjusted by the difference, on the
 * partner's line and the office's (the participants' shares stay as agreed), and the line becomes recebida.
 * The adjustment is a manual entry, so a later event of the sale (a cancellation) leaves it alone; the
 * cancellation's estorno is then computed on what the partner paid (targetLedger), whichever came first.
 */
export async function acceptDifference(db: Db, actor: Actor, input: { lineId: string; version: number; reason: string }) {
  return db.transaction(async (tx) => {
    const { before, after, statement } = await claimLine(tx, input.lineId, input.version, ["divergente"], { status: "recebida" }, actor);
    if (!before.saleId || before.matchedInstallment === null || !before.difference) return after;
    const [sale] = await tx.select({ category: sales.category }).from(sales).where(eq(sales.id, before.saleId)).limit(1);
    const competence = await openCompetence(tx, statement.month.slice(0, 7));
    const base = {
      saleId: before.saleId,
      installment: before.matchedInstallment,
      competence,
      // Not an "ajuste": the sale's own events recompute their accrual lines and would undo it.
      type: "ajuste_manual" as const,
      amount: before.difference,
      partnerId: statement.partnerId,
      category: sale?.category ?? null,
      refEntryId: before.entryId,
      reason: input.reason,
      createdBy: actor.id,
    };
    await tx.insert(commissionEntries).values([
      { ...base, party: "partner" },
      { ...base, party: "office" },
    ]);
    // A cancelled sale's estorno of this installment becomes a share of what the partner really paid.
    await resettleSale(tx, before.saleId, actor.id);
    await recordAudit(tx, auditActor(actor), { action: "partner_statement_line.accept", entity: "partner_statement_line", entityId: input.lineId, before: { status: "divergente" }, after: { status: "recebida", difference: before.difference.toString(), reason: input.reason } });
    return after;
  });
}
