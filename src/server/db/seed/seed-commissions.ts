import { inArray } from "drizzle-orm";
import type { Db, Tx } from "../client";
import { commissionProfiles, commissionRules, commissionRuleVersions, sales, users } from "../schema";
import { applySaleEvent } from "~/features/commissions/server/ledger.service";
import { DEMO_COMMISSION_RULES } from "./commission-rules-data";

const DEMO_PROFILES: Record<string, Omit<typeof commissionProfiles.$inferInsert, "userId">> = {
  "ana@demo.com.br": { contractType: "pj", defaultSplitBp: 4_000, taxRegime: "simples", issBp: 0, payOn: "receipt" },
  "bruno@demo.com.br": { contractType: "autonomo", defaultSplitBp: 3_500, taxRegime: "simples", issBp: 200, payOn: "receipt" },
  "carla@demo.com.br": { contractType: "clt", defaultSplitBp: 3_000, taxRegime: "simples", issBp: 0, payOn: "accrual" },
  "gestor@demo.com.br": { contractType: "pj", defaultSplitBp: 4_000, taxRegime: "normal", issBp: 500, payOn: "receipt" },
};

/**
 * Demo commission rules (one per category), the sellers' profiles, and the ledger of every sale that was
 * activated, replayed through the same code the sale events run (activation, then cancellation or end).
 */
export async function seedCommissions(db: Db): Promise<void> {
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, Object.keys(DEMO_PROFILES)));
  if (people.length) await db.insert(commissionProfiles).values(people.map((p) => ({ userId: p.id, ...DEMO_PROFILES[p.email]! })));
  for (const [category, name, terms] of DEMO_COMMISSION_RULES) {
    const [rule] = await db.insert(commissionRules).values({ name, category }).returning({ id: commissionRules.id });
    await db.insert(commissionRuleVersions).values({ ruleId: rule!.id, effectiveFrom: "2020-01-01", terms, note: "Regra de demonstração" });
  }
  const done = await db.select().from(sales).where(inArray(sales.status, ["ativa", "cancelada", "encerrada"]));
  const tx = db as unknown as Tx;
  for (const sale of done) {
    const base = { saleId: sale.id, actorId: sale.sellerId };
    await applySaleEvent(tx, { ...base, type: "status_changed", from: "proposta", to: "ativa", effectiveOn: sale.vigenciaStart ?? sale.soldOn });
    if (sale.status === "cancelada") await applySaleEvent(tx, { ...base, type: "status_changed", from: "ativa", to: "cancelada", effectiveOn: sale.cancelledOn ?? sale.soldOn });
    if (sale.status === "encerrada") await applySaleEvent(tx, { ...base, type: "status_changed", from: "ativa", to: "encerrada", effectiveOn: sale.vigenciaEnd ?? sale.soldOn });
  }
}
