import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import { commissionEntries, commissionReportMonths as R, sales, users } from "~/server/db/schema";
import { entryScope } from "~/features/commissions/server/commissions.policy";
import { monthStart } from "~/features/commissions/engine/months";
import type { Bucket } from "~/features/commissions/commissions.schemas";
import type { ReportFilters } from "../../report-contract";

const inTeam = (db: Db, teamId: string) => db.select({ id: users.id }).from(users).where(eq(users.teamId, teamId));

/**
 * The people's lines a report sums, as the entries list's side "pessoas" selects them (commissionEntriesOf):
 * the actor's scope, lines with a person; seller = the person, team = the person's team. Over the maintained
 * sums (commission_report_months), whose rows carry the same person, category and partner.
 */
export function peopleRows(db: Db, actor: Actor, filters: ReportFilters): SQL | undefined {
  return and(
    entryScope(db, actor, R.userId),
    isNotNull(R.userId),
    filters.sellerId ? eq(R.userId, filters.sellerId) : undefined,
    filters.teamId ? inArray(R.userId, inTeam(db, filters.teamId)) : undefined,
    filters.category ? eq(R.category, filters.category) : undefined,
    filters.partnerId ? eq(R.partnerId, filters.partnerId) : undefined,
  );
}

/** The partner's lines (side "parceiro") without a seller or team filter: those need the sale (partnerEntries). */
export function partnerRows(db: Db, actor: Actor, filters: ReportFilters): SQL | undefined {
  return and(
    entryScope(db, actor, R.userId),
    isNull(R.userId),
    filters.category ? eq(R.category, filters.category) : undefined,
    filters.partnerId ? eq(R.partnerId, filters.partnerId) : undefined,
  );
}

/** The partner lines from the ledger itself, when the filter names a seller or a team (the sale's). */
export function partnerEntries(db: Db, actor: Actor, filters: ReportFilters): SQL | undefined {
  const bySale = (cond: SQL) => sql`exists (select 1 from ${sales} where ${sales.id} = ${commissionEntries.saleId} and ${cond})`;
  return and(
    entryScope(db, actor),
    eq(commissionEntries.party, "partner"),
    filters.sellerId ? bySale(eq(sales.sellerId, filters.sellerId)) : undefined,
    filters.teamId ? bySale(inArray(sales.sellerId, inTeam(db, filters.teamId))) : undefined,
    filters.category ? eq(commissionEntries.category, filters.category) : undefined,
    filters.partnerId ? eq(commissionEntries.partnerId, filters.partnerId) : undefined,
  );
}

/** Whether the actor reads the office's receivables (partner lines): the roles entryScope shows them to. */
export const seesPartnerLines = (actor: Actor) => actor.role === "admin" || actor.role === "finance";

const PAID_ON_ACCRUAL = sql`exists (select 1 from commission_profiles p where p.user_id = ${R.userId} and p.pay_on = 'accrual')`;

/**
 * The buckets of "Minhas comissões" (my-commissions.service bucketCondition) over the maintained rows: kind
 * "accrual" is prevista/ajuste/cancelamento, "manual" bônus/premiação/ajuste manual/adiantamento; `paid` is the
 * installment paid by the partner. The agreement tests hold the two definitions together. `paidOnAccrual`: how
 * the query knows the row's person is paid on accrual (a joined profile, or a lookup per row).
 */
export function rowBucket(bucket: Bucket, current: string, paidOnAccrual: SQL = PAID_ON_ACCRUAL): SQL {
  const m = monthStart(current);
  switch (bucket) {
    case "previsto":
      return sql`(${R.kind} = 'accrual' and ${R.dueMonth} > ${m} and not ${R.paid})`;
    case "aReceber":
      return sql`(${R.kind} = 'accrual' and ${R.dueMonth} <= ${m} and not ${R.paid})`;
    case "recebido":
      return sql`(${R.kind} = 'accrual' and ${R.paid})`;
    case "aRepassar":
      return sql`((${R.kind} = 'accrual' and (${R.paid} or (${R.dueMonth} <= ${m} and ${paidOnAccrual}))) or ${R.kind} in ('manual', 'estorno', 'repasse'))`;
    case "pago":
      return sql`(${R.kind} = 'repasse')`;
    case "estornos":
      return sql`(${R.kind} = 'estorno')`;
  }
}
