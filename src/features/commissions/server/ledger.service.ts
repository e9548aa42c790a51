import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "~/server/db/client";
import { commissionEntries, commissionProfiles, commissionSaleTerms, saleEvents, sales, teams, users } from "~/server/db/schema";
import { saoPauloDay } from "~/lib/format";
import { categoryRequirements, mergeRequirements, missingRequirements } from "~/lib/catalog/sale-requirements";
import { ACCRUAL_TYPES, type ContractType } from "~/lib/catalog/commission-catalog";
import type { SaleDomainEvent } from "~/features/sales/server/sale-events";
import type { CommissionTerms } from "../commission-terms.schemas";
import type { CommissionSettings } from "../commission-settings";
import { monthOfDay, monthStart } from "../engine/months";
import { termsRequirements } from "../engine/requirements";
import type { Participant, ParticipantRole } from "../engine/split";
import {
  ledgerDeltas,
  ledgerKey,
  monthsRun,
  targetLedger,
  type AcceptedInstallment,
  type LedgerChange,
  type LedgerDelta,
  type LedgerLine,
  type SaleLedgerState,
  type SaleTerms,
} from "../engine/targets";
import { closedMonthsFrom, firstOpenMonth, lockLedgerShared } from "./month-lock";
import { rebaseSchedule } from "./schedule-rebase";
import { ruleVersionForSale } from "./rules.service";
import { commissionSettings } from "./settings.service";

type SaleRow = typeof sales.$inferSelect;

const DAYS_PER_MONTH = 30.4375;

/** Months of a vigência, "01/03/2026 to 01/03/2027" and "to 28/02/2027" both being 12. */
export function vigenciaMonths(start: string | null, end: string | null): number | null {
  if (!start || !end) return null;
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;
  return Math.max(1, Math.round(days / DAYS_PER_MONTH));
}

async function loadSale(tx: DbOrTx, saleId: string): Promise<SaleRow> {
  const [sale] = await tx.select().from(sales).where(eq(sales.id, saleId)).limit(1);
  if (!sale) throw new Error(`sale ${saleId} vanished inside its own transaction`);
  return sale;
}

/** Participants of a sale with their shares and estorno pass-on, from the rule's split and their profiles. */
async function participantsOf(tx: DbOrTx, sale: SaleRow, terms: CommissionTerms, settings: CommissionSettings): Promise<Participant[]> {
  const [seller] = await tx
    .select({ managerId: teams.managerId })
    .from(users)
    .leftJoin(teams, eq(teams.id, users.teamId))
    .where(eq(users.id, sale.sellerId))
    .limit(1);
  const candidates: { role: ParticipantRole; userId: string | null | undefined; bp: number | null }[] = [
    { role: "seller", userId: sale.sellerId, bp: terms.split.sellerBp },
    { role: "presales", userId: sale.presalesId, bp: terms.split.presalesBp },
    { role: "referrer", userId: sale.referrerId, bp: terms.split.referrerBp },
    { role: "manager", userId: seller?.managerId && seller.managerId !== sale.sellerId ? seller.managerId : null, bp: terms.split.managerBp },
  ];
  const ids = candidates.flatMap((c) => (c.userId ? [c.userId] : []));
  const profiles = ids.length ? await tx.select().from(commissionProfiles).where(inArray(commissionProfiles.userId, ids)) : [];
  const profileOf = (id: string) => profiles.find((p) => p.userId === id);
  const others = candidates.slice(1).reduce((sum, c) => sum + (c.userId ? (c.bp ?? 0) : 0), 0);
  const result: Participant[] = [];
  for (const c of candidates) {
    if (!c.userId) continue;
    const profile = profileOf(c.userId);
    // The seller's share falls back to their profile, never beyond what the other shares leave.
    const bp = c.role === "seller" ? Math.min(c.bp ?? profile?.defaultSplitBp ?? 0, 10_000 - others) : (c.bp ?? 0);
    if (bp <= 0) continue;
    const contract: ContractType = profile?.contractType ?? "pj";
    // A rule may pass estornos on to CLT sellers (consórcio, per product or category); others follow the office.
    const passOnBp = contract === "clt" ? (terms.cltPassOnBp ?? settings.passOnBp.clt) : settings.passOnBp[contract];
    result.push({ role: c.role, userId: c.userId, bp, passOnBp });
  }
  return result;
}

export function stateOf(sale: SaleRow, startMonth: string, stoppedOn: string | null): SaleLedgerState {
  return {
    status: sale.status,
    baseAmount: sale.baseAmount,
    installments: sale.installments,
    vigenciaMonths: vigenciaMonths(sale.vigenciaStart, sale.vigenciaEnd),
    startMonth,
    stoppedMonth: stoppedOn ? monthOfDay(stoppedOn) : null,
  };
}

export interface ExistingLines {
  sums: Map<string, LedgerLine>;
  firstIds: Map<string, number>;
}

/**
 * Sums of the sales' accrual entries per party and installment, with the first entry of each, by sale; only
 * the installments after `afterInstallment` when given.
 */
export async function existingLinesOf(tx: DbOrTx, saleIds: readonly string[], afterInstallment?: number): Promise<Map<string, ExistingLines>> {
  const bySale = new Map<string, ExistingLines>(saleIds.map((id) => [id, { sums: new Map(), firstIds: new Map() }]));
  if (saleIds.length === 0) return bySale;
  const rows = await tx
    .select({
      saleId: commissionEntries.saleId,
      party: commissionEntries.party,
      userId: commissionEntries.userId,
      installment: commissionEntries.installment,
      // The latest entry's due month: a schedule moved to a new month 1 (schedule-rebase) reverses the old lines.
      dueMonth: sql<string>`(array_agg(${commissionEntries.dueMonth} order by ${commissionEntries.id} desc))[1]::text`,
      amount: sql<string>`sum(${commissionEntries.amount})::text`,
      firstId: sql<number>`min(${commissionEntries.id})::int8`,
    })
    .from(commissionEntries)
    .where(
      and(
        inArray(commissionEntries.saleId, [...saleIds]),
        inArray(commissionEntries.type, [...ACCRUAL_TYPES]),
        afterInstallment === undefined ? undefined : gt(commissionEntries.installment, afterInstallment),
      ),
    )
    .groupBy(commissionEntries.saleId, commissionEntries.party, commissionEntries.userId, commissionEntries.installment);
  for (const r of rows) {
    const lines = bySale.get(r.saleId!)!;
    const line: LedgerLine = { party: r.party as LedgerLine["party"], userId: r.userId, installment: r.installment ?? 0, dueMonth: r.dueMonth.slice(0, 7), amount: BigInt(r.amount) };
    lines.sums.set(ledgerKey(line), line);
    lines.firstIds.set(ledgerKey(line), Number(r.firstId));
  }
  return bySale;
}

async function existingLines(tx: DbOrTx, saleId: string): Promise<ExistingLines> {
  return (await existingLinesOf(tx, [saleId])).get(saleId)!;
}

/**
 * The sale's installments whose difference finance accepted (reconciliation writes a partner "ajuste_manual" on
 * the installment): what the partner paid for each and the adjustments written on the partner's and office's lines.
 */
export async function acceptedInstallmentsOf(tx: DbOrTx, saleId: string): Promise<Map<number, AcceptedInstallment>> {
  const { rows } = (await tx.execute(sql`
    select installment,
      coalesce(sum(amount) filter (where party = 'partner' and type = 'recebimento'), 0)::text as received,
      coalesce(sum(amount) filter (where party = 'partner' and type = 'ajuste_manual'), 0)::text as partner_adjustment,
      coalesce(sum(amount) filter (where party = 'office' and type = 'ajuste_manual'), 0)::text as office_adjustment
    from ${commissionEntries}
    where sale_id = ${saleId} and installment is not null
    group by installment
    having bool_or(party = 'partner' and type = 'ajuste_manual')`)) as unknown as {
    rows: { installment: number; received: string; partner_adjustment: string; office_adjustment: string }[];
  };
  return new Map(
    rows.map((r) => [
      Number(r.installment),
      { received: BigInt(r.received), partnerAdjustment: BigInt(r.partner_adjustment), officeAdjustment: BigInt(r.office_adjustment) },
    ]),
  );
}

const INSERT_CHUNK = 5_000;

/** One ledger row written for a sale (the columns entryRows fills). */
export interface EntryRow {
  saleId: string;
  ruleVersionId: string;
  party: LedgerDelta["party"];
  userId: string | null;
  installment: number;
  dueMonth: string;
  competence: string;
  type: LedgerDelta["type"];
  amount: bigint;
  partnerId: SaleRow["partnerId"];
  category: SaleRow["category"];
  refEntryId: number | null;
  createdBy: string | null;
}

/** An entry's natural month: an installment's due month, or the month of the change when that is later. */
export function naturalMonth(delta: LedgerDelta, changeMonth: string): string {
  return delta.type === "prevista" || delta.dueMonth > changeMonth ? delta.dueMonth : changeMonth;
}

/**
 * The rows that bring a sale's ledger to its target. Each lands in its natural month or, if that month is
 * closed, in the first open month after it; corrections refer to the installment's first entry. `closed` must
 * hold the closed months from the earliest natural month on, read under the ledger lock (lockLedgerShared).
 */
export function entryRows(
  sale: Pick<SaleRow, "id" | "partnerId" | "category">,
  ruleVersionId: string,
  deltas: readonly LedgerDelta[],
  changeMonth: string,
  closed: ReadonlySet<string>,
  firstIds: ReadonlyMap<string, number>,
  actorId: string | null,
): EntryRow[] {
  return deltas.map((d) => ({
    saleId: sale.id,
    ruleVersionId,
    party: d.party,
    userId: d.userId,
    installment: d.installment,
    dueMonth: monthStart(d.dueMonth),
    competence: monthStart(firstOpenMonth(closed, naturalMonth(d, changeMonth))),
    type: d.type,
    amount: d.amount,
    partnerId: sale.partnerId,
    category: sale.category,
    refEntryId: d.type === "prevista" ? null : (firstIds.get(ledgerKey(d)) ?? null),
    createdBy: actorId,
  }));
}

/**
 * Inserts rows as one array per column (unnest): a multi-row VALUES with a parameter per cell ran 4× slower
 * when an extension of recurring schedules appends hundreds of thousands of rows.
 */
export async function insertEntries(tx: DbOrTx, rows: readonly EntryRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const chunk = rows.slice(i, i + INSERT_CHUNK);
    const column = <T>(value: (row: EntryRow) => T) => sql.param(chunk.map(value));
    await tx.execute(sql`
      insert into ${commissionEntries}
        (sale_id, rule_version_id, party, user_id, installment, due_month, competence, type, amount, partner_id, category, ref_entry_id, created_by)
      select * from unnest(
        ${column((r) => r.saleId)}::uuid[], ${column((r) => r.ruleVersionId)}::uuid[], ${column((r) => r.party)}::text[],
        ${column((r) => r.userId)}::uuid[], ${column((r) => r.installment)}::int[], ${column((r) => r.dueMonth)}::date[],
        ${column((r) => r.competence)}::date[], ${column((r) => r.type)}::text[], ${column((r) => r.amount.toString())}::int8[],
        ${column((r) => r.partnerId)}::uuid[], ${column((r) => r.category)}::text[], ${column((r) => r.refEntryId)}::int8[],
        ${column((r) => r.createdBy)}::uuid[])`);
  }
}

/** Appends the entries that bring the sale's ledger to its target (see entryRows for where each lands). */
async function appendDeltas(
  tx: DbOrTx,
  sale: SaleRow,
  ruleVersionId: string,
  deltas: LedgerDelta[],
  changeMonth: string,
  firstIds: Map<string, number>,
  actorId: string | null,
): Promise<number> {
  if (deltas.length === 0) return 0;
  await lockLedgerShared(tx);
  const earliest = deltas.map((d) => naturalMonth(d, changeMonth)).reduce((a, b) => (a < b ? a : b));
  const rows = entryRows(sale, ruleVersionId, deltas, changeMonth, await closedMonthsFrom(tx, earliest), firstIds, actorId);
  await insertEntries(tx, rows);
  return rows.length;
}

/**
 * Freezes the sale's terms (once) and writes its expected schedule; a sale no rule covers has no commission.
 * Month 1 is the month of its vigência start, else of the day it was activated (São Paulo). A sale that lacks
 * what its rule needs (installments for a "por parcela" rule…) is not given a schedule that would be nonsense:
 * the status change refuses it first; a replay (a rule applied to sales activated before it) leaves it
 * uncovered until the sale is completed (its schedule_changed event activates it then).
 */
async function activate(tx: Tx, saleId: string, effectiveOn: string, actorId: string): Promise<void> {
  const sale = await loadSale(tx, saleId);
  const [frozen] = await tx.select().from(commissionSaleTerms).where(eq(commissionSaleTerms.saleId, sale.id)).limit(1);
  if (frozen) return reconcile(tx, sale, "activation", effectiveOn, actorId);
  const rule = await ruleVersionForSale(tx, sale);
  if (!rule) return;
  if (missingRequirements(sale, mergeRequirements(categoryRequirements(sale.category), termsRequirements(rule.terms))).length > 0) return;
  const settings = await commissionSettings(tx);
  const terms: SaleTerms = {
    tranches: rule.terms.tranches,
    clawback: rule.terms.clawback,
    participants: await participantsOf(tx, sale, rule.terms, settings),
    horizonMonths: settings.horizonMonths,
    requires: rule.terms.requires ?? [],
  };
  const startMonth = monthOfDay(sale.vigenciaStart ?? effectiveOn);
  await tx.insert(commissionSaleTerms).values({ saleId: sale.id, ruleVersionId: rule.versionId, startMonth: monthStart(startMonth), terms });
  // The schedule as of activation: a sale replayed later (already cancelled) is cancelled by its own event.
  const deltas = ledgerDeltas(new Map(), targetLedger(stateOf({ ...sale, status: "ativa" }, startMonth, null), terms), "activation", null);
  await appendDeltas(tx, sale, rule.versionId, deltas, monthOfDay(effectiveOn), new Map(), actorId);
}

/** When a finished sale stopped: its cancellation day, or the business day its end was recorded with. */
async function stoppedOnOf(tx: DbOrTx, sale: SaleRow): Promise<string | null> {
  if (sale.status === "cancelada") return sale.cancelledOn;
  if (sale.status !== "encerrada") return null;
  const [ended] = await tx
    .select({ on: saleEvents.effectiveOn })
    .from(saleEvents)
    .where(and(eq(saleEvents.saleId, sale.id), eq(saleEvents.type, "status_changed"), eq(saleEvents.toStatus, "encerrada")))
    .orderBy(desc(saleEvents.id))
    .limit(1);
  return ended?.on ?? null;
}

/**
 * Brings an activated sale's ledger to what its current state calls for (amount or schedule change,
 * cancellation, end). `changeOn` is the business day of the change; a finished sale's stop day is read from it.
 */
async function reconcile(tx: Tx, sale: SaleRow, change: LedgerChange, changeOn: string, actorId: string): Promise<void> {
  const [frozen] = await tx.select().from(commissionSaleTerms).where(eq(commissionSaleTerms.saleId, sale.id)).limit(1);
  if (!frozen) return;
  const terms = frozen.terms as SaleTerms;
  const stoppedOn = sale.status === "cancelada" || sale.status === "encerrada" ? ((await stoppedOnOf(tx, sale)) ?? changeOn) : null;
  const state = stateOf(sale, frozen.startMonth.slice(0, 7), stoppedOn);
  const { sums, firstIds } = await existingLines(tx, sale.id);
  const accepted = stoppedOn ? await acceptedInstallmentsOf(tx, sale.id) : new Map<number, AcceptedInstallment>();
  const deltas = ledgerDeltas(sums, targetLedger(state, terms, accepted), change, monthsRun(state));
  await appendDeltas(tx, sale, frozen.ruleVersionId, deltas, monthOfDay(changeOn), firstIds, actorId);
}

/**
 * Re-settles a sale's ledger after something outside its own events changed what it settles on: finance
 * accepting a partner's payment of a cancelled sale's installment (its estorno is then a share of that payment).
 */
export async function resettleSale(tx: Tx, saleId: string, actorId: string): Promise<void> {
  const sale = await loadSale(tx, saleId);
  if (sale.status !== "cancelada" && sale.status !== "encerrada") return;
  await reconcile(tx, sale, sale.status === "cancelada" ? "cancellation" : "end", saoPauloDay(new Date()), actorId);
}

/** The ledger's reaction to a sale event, inside the sale's own transaction (subscribed with onSaleEvent). */
export async function applySaleEvent(tx: Tx, event: SaleDomainEvent): Promise<void> {
  if (event.type === "created") return;
  if (event.type === "amount_changed") return reconcile(tx, await loadSale(tx, event.saleId), "amount", event.effectiveOn, event.actorId);
  if (event.type === "schedule_changed") {
    const sale = await loadSale(tx, event.saleId);
    const [frozen] = await tx.select().from(commissionSaleTerms).where(eq(commissionSaleTerms.saleId, sale.id)).limit(1);
    const start = monthOfDay(sale.vigenciaStart ?? sale.activatedOn ?? sale.soldOn);
    // Its activation day or vigência start was corrected: month 1 moves with it, while nothing is settled.
    if (frozen && event.startChanged && start !== frozen.startMonth.slice(0, 7)) return rebaseSchedule(tx, sale, frozen, start, event.actorId);
    // Completed at last (installments, vigência): an active sale left uncovered by a replay gets its schedule now.
    return activate(tx, sale.id, sale.activatedOn ?? sale.vigenciaStart ?? sale.soldOn, event.actorId);
  }
  if (event.to === "ativa") return activate(tx, event.saleId, event.effectiveOn, event.actorId);
  if (event.to === "cancelada") return reconcile(tx, await loadSale(tx, event.saleId), "cancellation", event.effectiveOn, event.actorId);
  if (event.to === "encerrada") return reconcile(tx, await loadSale(tx, event.saleId), "end", event.effectiveOn, event.actorId);
}
