import { and, eq, isNull, or, sql } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { diffFields, recordAudit } from "~/server/audit";
import type { Db, DbOrTx, Tx } from "~/server/db/client";
import { customers, products, sales, users } from "~/server/db/schema";
import { versionedUpdate } from "~/server/db/versioned-update";
import { badInput, DomainError, forbidden, notFound } from "~/server/errors";
import { saoPauloDay } from "~/lib/format";
import type { ProductCategory } from "~/lib/catalog/product-categories";
import { customerScope } from "~/features/customers/server/customers.policy";
import { saleRequirements } from "~/features/commissions/server/requirements.service";
import { missingRequirements } from "~/lib/catalog/sale-requirements";
import { confirmUsualAmounts } from "~/features/plausibility/server/plausibility.service";
import { statusChangeProblem } from "../sale-status";
import type { SaleCreateInput, SaleStatusInput, SaleUpdateInput } from "../sales.schemas";
import { emitSaleEvent } from "./sale-events";
import { saleScope } from "./sales.policy";

export type SaleRow = typeof sales.$inferSelect;

async function loadVisible(tx: DbOrTx, actor: Actor, id: string): Promise<SaleRow> {
  // A sale is visible through its own scope, or through the customer's (the owner sees the whole carteira).
  const [row] = await tx
    .select({ sale: sales })
    .from(sales)
    .innerJoin(customers, eq(customers.id, sales.customerId))
    .where(and(eq(sales.id, id), isNull(sales.deletedAt), or(saleScope(tx, actor) ?? sql`true`, customerScope(tx, actor) ?? sql`true`)))
    .limit(1);
  if (!row) throw notFound("Venda não encontrada.");
  return row.sale;
}

async function activeProduct(tx: DbOrTx, productId: string) {
  const [product] = await tx.select().from(products).where(eq(products.id, productId)).limit(1);
  if (!product) throw badInput("productId", "Produto não encontrado.");
  if (!product.active) throw badInput("productId", "Este produto está inativo.");
  return product;
}

/** A Vendedor sells in their own name; Gestor within the team; Administrador for anyone. */
async function assertSellerAllowed(tx: DbOrTx, actor: Actor, sellerId: string): Promise<void> {
  if (sellerId === actor.id) return;
  if (actor.role !== "admin" && actor.role !== "manager") throw forbidden("Você só pode registrar vendas em seu nome.");
  const [seller] = await tx.select({ teamId: users.teamId, active: users.active }).from(users).where(eq(users.id, sellerId)).limit(1);
  // An unknown id is the caller's mistake (BAD_REQUEST), not a foreign-key failure (500).
  if (!seller) throw badInput("sellerId", "Vendedor não encontrado.");
  if (actor.role === "admin") return;
  if (!seller.active || seller.teamId !== actor.teamId) throw forbidden("O vendedor precisa ser um usuário ativo da sua equipe.");
}

/** The pre-sales rep and the referrer, when given, must be existing users. */
async function assertPeopleExist(tx: DbOrTx, people: { presalesId?: string | null; referrerId?: string | null }): Promise<void> {
  for (const field of ["presalesId", "referrerId"] as const) {
    const id = people[field];
    if (!id) continue;
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
    if (!user) throw badInput(field, "Usuário não encontrado.");
  }
}

const today = () => saoPauloDay(new Date());

/**
 * The activation day is corrected only on an active sale (a proposta gets it when activated), never before the
 * sale's day nor in the future; the sale's day never moves past it.
 */
function assertActivationDay(before: SaleRow, changes: { activatedOn?: string; soldOn?: string }): void {
  if (changes.activatedOn !== undefined && changes.activatedOn !== before.activatedOn) {
    if (before.status !== "ativa") throw badInput("activatedOn", "A data de ativação é informada ao ativar a venda.");
    if (changes.activatedOn > today()) throw badInput("activatedOn", "A ativação não pode ser numa data futura.");
  }
  const activatedOn = changes.activatedOn ?? before.activatedOn;
  const soldOn = changes.soldOn ?? before.soldOn;
  if (activatedOn && soldOn > activatedOn) throw badInput(changes.activatedOn !== undefined ? "activatedOn" : "soldOn", "A ativação não pode ser antes da data da venda.");
}

export async function createSale(db: Db, actor: Actor, input: SaleCreateInput): Promise<SaleRow> {
  const sellerId = input.sellerId ?? actor.id;
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, input.customerId), isNull(customers.deletedAt), customerScope(tx, actor)))
      .limit(1);
    if (!customer) throw badInput("customerId", "Cliente não encontrado.");
    const product = await activeProduct(tx, input.productId);
    await assertSellerAllowed(tx, actor, sellerId);
    await assertPeopleExist(tx, input);
    const { confirmUnusualAmount, ...fields } = input;
    const unusual = await confirmUsualAmounts(tx, [{ field: "baseAmount", amount: input.baseAmount, productId: product.id, category: product.category }], confirmUnusualAmount);
    const [row] = await tx
      .insert(sales)
      .values({ ...fields, sellerId, partnerId: product.partnerId, category: product.category, status: "proposta" })
      .returning();
    await emitSaleEvent(tx, { type: "created", saleId: row!.id, status: "proposta", amount: row!.baseAmount, effectiveOn: row!.soldOn, actorId: actor.id });
    await recordAudit(tx, auditActor(actor), { action: "sale.create", entity: "sale", entityId: row!.id, after: { ...row, ...(unusual.length ? { unusualAmountsConfirmed: unusual } : {}) } });
    return row!;
  });
}

export async function getSale(db: Db, actor: Actor, id: string) {
  return loadVisible(db, actor, id);
}

export async function updateSale(db: Db, actor: Actor, input: SaleUpdateInput): Promise<SaleRow> {
  return db.transaction(async (tx) => {
    const before = await loadVisible(tx, actor, input.id);
    // A finished sale is history: the ledger has settled on it; changes would rewrite the past.
    if (before.status === "cancelada" || before.status === "encerrada") {
      throw badInput("status", "Vendas canceladas ou encerradas não podem ser alteradas.");
    }
    const { id, version, confirmUnusualAmount, ...changes } = input;
    let productFields: { partnerId?: string; category?: string } = {};
    if (changes.productId && changes.productId !== before.productId) {
      if (before.status !== "proposta") throw badInput("productId", "O produto só pode mudar enquanto a venda é uma proposta.");
      const product = await activeProduct(tx, changes.productId);
      productFields = { partnerId: product.partnerId, category: product.category };
    }
    if (changes.sellerId && changes.sellerId !== before.sellerId) {
      // Reassigning a sale is a Gestor's or an Administrador's call: a Vendedor who sees it (as pre-sales,
      // referrer or the customer's owner) must not take it over.
      if (actor.role !== "admin" && actor.role !== "manager") throw forbidden("Só o gestor ou o administrador pode trocar o vendedor de uma venda.");
      await assertSellerAllowed(tx, actor, changes.sellerId);
    }
    await assertPeopleExist(tx, changes);
    const start = changes.vigenciaStart === undefined ? before.vigenciaStart : changes.vigenciaStart;
    const end = changes.vigenciaEnd === undefined ? before.vigenciaEnd : changes.vigenciaEnd;
    if (start && end && end < start) throw badInput("vigenciaEnd", "O fim da vigência não pode ser antes do início.");
    assertActivationDay(before, changes);
    const amountChecked = (changes.baseAmount !== undefined && changes.baseAmount !== before.baseAmount) || productFields.category !== undefined;
    const unusual = amountChecked
      ? await confirmUsualAmounts(tx, [{ field: "baseAmount", amount: changes.baseAmount ?? before.baseAmount, productId: changes.productId ?? before.productId, category: productFields.category ?? before.category, excludeSaleId: id }], confirmUnusualAmount)
      : [];
    const after = await versionedUpdate(tx, sales, id, version, { ...changes, ...productFields });
    if (after.baseAmount !== before.baseAmount) {
      await emitSaleEvent(tx, { type: "amount_changed", saleId: id, from: before.baseAmount, to: after.baseAmount, effectiveOn: today(), actorId: actor.id });
    }
    // The schedule of an active sale follows its installments and vigência (a sale fixed after a wrong activation).
    const startChanged = after.activatedOn !== before.activatedOn || after.vigenciaStart !== before.vigenciaStart;
    const scheduleChanged = startChanged || after.installments !== before.installments || after.vigenciaEnd !== before.vigenciaEnd;
    if (after.status === "ativa" && scheduleChanged) {
      await emitSaleEvent(tx, { type: "schedule_changed", saleId: id, effectiveOn: today(), actorId: actor.id, startChanged });
    }
    const diff = diffFields(before, after);
    await recordAudit(tx, auditActor(actor), { action: "sale.update", entity: "sale", entityId: id, before: diff.before, after: { ...diff.after, ...(unusual.length ? { unusualAmountsConfirmed: unusual } : {}) } });
    return after;
  });
}

export async function changeSaleStatus(db: Db, actor: Actor, input: SaleStatusInput): Promise<SaleRow> {
  return db.transaction(async (tx: Tx) => {
    const before = await loadVisible(tx, actor, input.id);
    const activating = input.status === "ativa";
    const requirements = activating ? await saleRequirements(tx, before) : null;
    const activatedOn = activating ? (input.activatedOn ?? today()) : before.activatedOn;
    const problem = statusChangeProblem({
      from: before.status,
      to: input.status,
      category: before.category as ProductCategory,
      cancelledOn: input.cancelledOn,
      cancelReason: input.cancelReason,
      soldOn: before.soldOn,
      hasDisclosure: Boolean(before.disclosureAt && before.disclosureChannel && before.disclosureText),
      activatedOn,
      today: today(),
      missing: requirements ? missingRequirements(before, requirements.requires) : [],
      facts: before,
    });
    if (problem) throw new DomainError("BAD_REQUEST", problem.message, problem.field, requirements ? { missing: missingRequirements(before, requirements.requires) } : undefined);
    const cancelling = input.status === "cancelada";
    const after = await versionedUpdate(tx, sales, input.id, input.version, {
      status: input.status,
      activatedOn,
      cancelledOn: cancelling ? input.cancelledOn : before.cancelledOn,
      cancelReason: cancelling ? input.cancelReason : before.cancelReason,
    });
    await emitSaleEvent(tx, {
      type: "status_changed",
      saleId: input.id,
      from: before.status,
      to: input.status,
      // The business day of the change: the day it really became active or was cancelled, else today.
      effectiveOn: cancelling && input.cancelledOn ? input.cancelledOn : activating && activatedOn ? activatedOn : today(),
      actorId: actor.id,
    });
    await recordAudit(tx, auditActor(actor), { action: "sale.status", entity: "sale", entityId: input.id, ...diffFields(before, after) });
    return after;
  });
}
