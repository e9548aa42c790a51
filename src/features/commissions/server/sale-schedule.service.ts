import { and, asc, eq } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import { commissionEntries, commissionRules, commissionRuleVersions, commissionSaleTerms, users } from "~/server/db/schema";
import type { EntryParty, EntryType } from "~/lib/catalog/commission-catalog";
import { getSale } from "~/features/sales/server/sales.service";
import type { SaleTerms } from "../engine/targets";
import { entryScope } from "./commissions.policy";

export interface ScheduleLine {
  party: EntryParty;
  userId: string | null;
  userName: string | null;
  amount: bigint;
}

export interface ScheduleInstallment {
  installment: number;
  dueMonth: string;
  lines: ScheduleLine[];
}

/**
 * A sale's commission: the terms it was activated under and, per installment, what each party stands at (the
 * sum of its entries), plus every entry. A Vendedor sees their own lines only; Administrador and Financeiro all.
 */
export async function saleSchedule(db: Db, actor: Actor, saleId: string) {
  const sale = await getSale(db, actor, saleId);
  const [frozen] = await db
    .select({ startMonth: commissionSaleTerms.startMonth, terms: commissionSaleTerms.terms, ruleId: commissionRules.id, ruleName: commissionRules.name, effectiveFrom: commissionRuleVersions.effectiveFrom })
    .from(commissionSaleTerms)
    .innerJoin(commissionRuleVersions, eq(commissionRuleVersions.id, commissionSaleTerms.ruleVersionId))
    .innerJoin(commissionRules, eq(commissionRules.id, commissionRuleVersions.ruleId))
    .where(eq(commissionSaleTerms.saleId, saleId))
    .limit(1);
  const entries = await db
    .select({
      id: commissionEntries.id,
      party: commissionEntries.party,
      userId: commissionEntries.userId,
      userName: users.name,
      installment: commissionEntries.installment,
      dueMonth: commissionEntries.dueMonth,
      competence: commissionEntries.competence,
      type: commissionEntries.type,
      amount: commissionEntries.amount,
      refEntryId: commissionEntries.refEntryId,
      createdAt: commissionEntries.createdAt,
    })
    .from(commissionEntries)
    .leftJoin(users, eq(users.id, commissionEntries.userId))
    .where(and(eq(commissionEntries.saleId, saleId), entryScope(db, actor)))
    .orderBy(asc(commissionEntries.installment), asc(commissionEntries.id));
  const byInstallment = new Map<number, ScheduleInstallment>();
  for (const e of entries) {
    const n = e.installment ?? 0;
    const inst = byInstallment.get(n) ?? { installment: n, dueMonth: (e.dueMonth ?? e.competence).slice(0, 7), lines: [] };
    byInstallment.set(n, inst);
    const line = inst.lines.find((l) => l.party === e.party && l.userId === e.userId);
    if (line) line.amount += e.amount;
    else inst.lines.push({ party: e.party as EntryParty, userId: e.userId, userName: e.userName, amount: e.amount });
  }
  const terms = frozen?.terms as SaleTerms | undefined;
  const seesAll = actor.role === "admin" || actor.role === "finance";
  return {
    sale: { id: sale.id, status: sale.status, baseAmount: sale.baseAmount, category: sale.category },
    terms: frozen
      ? {
          ruleId: frozen.ruleId,
          ruleName: frozen.ruleName,
          versionFrom: frozen.effectiveFrom,
          startMonth: frozen.startMonth.slice(0, 7),
          tranches: terms!.tranches,
          clawback: terms!.clawback,
          participants: terms!.participants.filter((p) => seesAll || p.userId === actor.id || actor.role === "manager"),
        }
      : null,
    installments: [...byInstallment.values()],
    entries: entries.map((e) => ({ ...e, type: e.type as EntryType, party: e.party as EntryParty, competence: e.competence.slice(0, 7), dueMonth: e.dueMonth?.slice(0, 7) ?? null })),
  };
}
