import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { recordAudit } from "~/server/audit";
import type { Db, DbOrTx } from "~/server/db/client";
import { commissionEntries, commissionProfiles, commissionStatementLines, commissionStatements, customers, products, sales, users } from "~/server/db/schema";
import { badInput, conflict, notFound, STALE_VERSION_MESSAGE } from "~/server/errors";
import { saoPauloDay } from "~/lib/format";
import { PARTY_OF_ROLE, type ContractType, type TaxRegime } from "~/lib/catalog/commission-catalog";
import { computeStatement } from "../engine/statement";
import { monthOfDay, monthStart } from "../engine/months";
import { openCompetence } from "./month-lock";
import { commissionSettings } from "./settings.service";
import { eligibleEntries } from "./statement-eligibility";
import { visiblePerson } from "./commissions.policy";

/**
 * Builds the month's statements inside the month close (the ledger lock is held exclusively): one per person
 * with entries to settle, each entry linked to exactly one statement. Returns how many were made.
 */
export async function generateStatements(tx: DbOrTx, month: string): Promise<number> {
  const m = monthStart(month);
  // The eligible entries leave the queue once, into a scratch table the rest of the close reads (evaluating
  // the eligibility twice scanned the ledger's receipts twice). The close holds the ledger lock exclusively:
  // no entry is written meanwhile, and a failure rolls the queue back with everything else.
  await tx.execute(sql`create temp table if not exists commission_settling (entry_id bigint, user_id uuid, type text, amount bigint) on commit drop`);
  await tx.execute(sql`truncate commission_settling`);
  await tx.execute(sql`
    with settled as (
      delete from commission_unsettled_entries o using (${eligibleEntries(m)}) x where o.entry_id = x.id
      returning o.entry_id, o.user_id, o.type, o.amount
    )
    insert into commission_settling select * from settled`);
  const { rows } = (await tx.execute(sql`
    select x.user_id,
      coalesce(sum(x.amount) filter (where x.type <> 'adiantamento'), 0)::text as gross,
      coalesce(sum(x.amount) filter (where x.type = 'adiantamento'), 0)::text as advances
    from commission_settling x group by x.user_id`)) as unknown as { rows: { user_id: string; gross: string; advances: string }[] };
  if (rows.length === 0) return 0;
  const userIds = rows.map((r) => r.user_id);
  const settings = await commissionSettings(tx);
  const profiles = await tx.select().from(commissionProfiles).where(inArray(commissionProfiles.userId, userIds));
  // The last statement before this month carries its negative balance in.
  const previous = await tx
    .selectDistinctOn([commissionStatements.userId], { userId: commissionStatements.userId, carriedOut: commissionStatements.carriedOut })
    .from(commissionStatements)
    .where(and(inArray(commissionStatements.userId, userIds), lt(commissionStatements.month, m)))
    .orderBy(commissionStatements.userId, desc(commissionStatements.month));
  const values = rows.map((r) => {
    const profile = profiles.find((p) => p.userId === r.user_id);
    const contractType: ContractType = profile?.contractType ?? "pj";
    const taxRegime: TaxRegime = profile?.taxRegime ?? "simples";
    const gross = BigInt(r.gross);
    const advances = BigInt(r.advances);
    const carriedIn = previous.find((p) => p.userId === r.user_id)?.carriedOut ?? 0n;
    const totals = computeStatement({ contractType, taxRegime, issBp: profile?.issBp ?? 0, gross, advances, carriedIn }, settings);
    return {
      month: m,
      userId: r.user_id,
      contractType,
      taxRegime,
      gross,
      withholdings: totals.withholdings.map((w) => ({ kind: w.kind, bp: w.bp, amount: w.amount.toString() })),
      withheld: totals.withheld,
      advances,
      carriedIn,
      payable: totals.payable,
      carriedOut: totals.carriedOut,
    };
  });
  for (let i = 0; i < values.length; i += 500) await tx.insert(commissionStatements).values(values.slice(i, i + 500));
  await tx.execute(sql`
    insert into commission_statement_lines (entry_id, statement_id)
    select x.entry_id, s.id from commission_settling x
    join commission_statements s on s.user_id = x.user_id and s.month = ${m}`);
  return values.length;
}

/** Statements the actor may see: their own; a Gestor their team's; Administrador and Financeiro all. */
export async function listStatements(db: DbOrTx, actor: Actor, input: { userId?: string | null; month?: string | null }) {
  const scope =
    actor.role === "admin" || actor.role === "finance"
      ? input.userId
        ? eq(commissionStatements.userId, input.userId)
        : undefined
      : eq(commissionStatements.userId, await visiblePerson(db, actor, input.userId));
  return db
    .select({
      id: commissionStatements.id,
      month: sql<string>`to_char(${commissionStatements.month}, 'YYYY-MM')`,
      userId: commissionStatements.userId,
      userName: users.name,
      contractType: commissionStatements.contractType,
      gross: commissionStatements.gross,
      withheld: commissionStatements.withheld,
      advances: commissionStatements.advances,
      carriedIn: commissionStatements.carriedIn,
      payable: commissionStatements.payable,
      carriedOut: commissionStatements.carriedOut,
      status: commissionStatements.status,
      paidOn: commissionStatements.paidOn,
      paidReference: commissionStatements.paidReference,
      version: commissionStatements.version,
    })
    .from(commissionStatements)
    .innerJoin(users, eq(users.id, commissionStatements.userId))
    .where(and(scope, input.month ? eq(commissionStatements.month, monthStart(input.month)) : undefined))
    .orderBy(desc(commissionStatements.month), asc(users.name))
    .limit(500);
}

/** One statement with every line; NOT_FOUND for anyone who may not see its person. */
export async function getStatement(db: DbOrTx, actor: Actor, id: string) {
  const [statement] = await db
    .select({ s: commissionStatements, userName: users.name })
    .from(commissionStatements)
    .innerJoin(users, eq(users.id, commissionStatements.userId))
    .where(eq(commissionStatements.id, id))
    .limit(1);
  if (!statement) throw notFound("Extrato não encontrado.");
  if (actor.role !== "admin" && actor.role !== "finance") {
    await visiblePerson(db, actor, statement.s.userId).catch(() => {
      throw notFound("Extrato não encontrado.");
    });
  }
  const lines = await db
    .select({
      entryId: commissionEntries.id,
      type: commissionEntries.type,
      party: commissionEntries.party,
      competence: sql<string>`to_char(${commissionEntries.competence}, 'YYYY-MM')`,
      installment: commissionEntries.installment,
      category: commissionEntries.category,
      amount: commissionEntries.amount,
      reason: commissionEntries.reason,
      saleId: commissionEntries.saleId,
      contractNumber: sales.contractNumber,
      customerName: customers.name,
      productName: products.name,
    })
    .from(commissionStatementLines)
    .innerJoin(commissionEntries, eq(commissionEntries.id, commissionStatementLines.entryId))
    .leftJoin(sales, eq(sales.id, commissionEntries.saleId))
    .leftJoin(customers, eq(customers.id, sales.customerId))
    .leftJoin(products, eq(products.id, sales.productId))
    .where(eq(commissionStatementLines.statementId, id))
    .orderBy(asc(commissionEntries.competence), asc(commissionEntries.id));
  const s = statement.s;
  return {
    ...s,
    month: s.month.slice(0, 7),
    userName: statement.userName,
    withholdings: s.withholdings.map((w) => ({ kind: w.kind, bp: w.bp, amount: BigInt(w.amount) })),
    lines,
  };
}

/**
 * Records the repasse: the statement becomes "pago" with its date and reference, and a repasse entry (the
 * amount paid, negative) lands in the payment's month or the first open one after it.
 */
export async function markStatementPaid(db: Db, actor: Actor, input: { id: string; version: number; paidOn: string; reference: string }) {
  if (input.paidOn > saoPauloDay(new Date())) throw badInput("paidOn", "A data do pagamento não pode estar no futuro.");
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(commissionStatements).where(eq(commissionStatements.id, input.id)).limit(1);
    if (!before) throw notFound("Extrato não encontrado.");
    if (before.status === "pago") throw conflict("Este extrato já foi marcado como pago.", "status");
    if (input.paidOn < before.month) throw badInput("paidOn", "O pagamento não pode ser antes do mês do extrato.");
    const [after] = await tx
      .update(commissionStatements)
      .set({ status: "pago", paidOn: input.paidOn, paidReference: input.reference, paidBy: actor.id, version: sql`${commissionStatements.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(commissionStatements.id, input.id), eq(commissionStatements.version, input.version)))
      .returning();
    if (!after) throw conflict(STALE_VERSION_MESSAGE, "version");
    if (before.payable > 0n) {
      const [person] = await tx.select({ role: users.role }).from(users).where(eq(users.id, before.userId)).limit(1);
      await tx.insert(commissionEntries).values({
        party: PARTY_OF_ROLE[person?.role ?? "seller"],
        userId: before.userId,
        competence: await openCompetence(tx, monthOfDay(input.paidOn)),
        type: "repasse",
        amount: -before.payable,
        reason: `Repasse do extrato ${before.month.slice(0, 7)} · ${input.reference}`,
        createdBy: actor.id,
      });
    }
    await recordAudit(tx, auditActor(actor), {
      action: "commission_statement.paid",
      entity: "commission_statement",
      entityId: input.id,
      before: { status: before.status },
      after: { status: "pago", paidOn: input.paidOn, paidReference: input.reference },
    });
    return after;
  });
}
