import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { diffFields, recordAudit } from "~/server/audit";
import type { Db, DbOrTx } from "~/server/db/client";
import { customerNotes, customers, customerSearchTextSql, leads, users } from "~/server/db/schema";
import { versionedUpdate } from "~/server/db/versioned-update";
import { badInput, conflict, forbidden, notFound } from "~/server/errors";
import { hideCpf } from "~/lib/brazil";
import type { CustomerCreateInput, CustomerUpdateInput } from "../customers.schemas";
import { customerScope, mayEditCustomer } from "./customers.policy";

export type CustomerRow = typeof customers.$inferSelect;

/** Recomputes the accent-free search text (name, document, e-mails, phone digits) from the row. */
async function refreshSearchText(tx: DbOrTx, id: string): Promise<void> {
  await tx
    .update(customers)
    .set({
      searchText: customerSearchTextSql,
    })
    .where(eq(customers.id, id));
}

/** Only Administrador and Gestor hand customers to someone else (a Gestor only within the team). */
export async function assertOwnerAllowed(tx: DbOrTx, actor: Actor, ownerId: string): Promise<void> {
  if (ownerId === actor.id) return;
  if (actor.role !== "admin" && actor.role !== "manager") throw forbidden("Você só pode cadastrar clientes na sua própria carteira.");
  const [owner] = await tx.select({ teamId: users.teamId, active: users.active }).from(users).where(eq(users.id, ownerId)).limit(1);
  // An unknown id is the caller's mistake (BAD_REQUEST), not a foreign-key failure (500).
  if (!owner) throw badInput("ownerId", "Responsável não encontrado.");
  if (actor.role === "admin") return;
  if (!owner.active || owner.teamId !== actor.teamId) throw forbidden("O responsável precisa ser um usuário ativo da sua equipe.");
}

async function assertNoDuplicate(tx: DbOrTx, actor: Actor, document: string, exceptId?: string): Promise<void> {
  const [existing] = await tx
    .select({ id: customers.id, name: customers.name, ownerId: customers.ownerId })
    .from(customers)
    .where(and(eq(customers.document, document), isNull(customers.deletedAt)))
    .limit(1);
  if (!existing || existing.id === exceptId) return;
  const [visible] = await tx.select({ id: customers.id }).from(customers).where(and(eq(customers.id, existing.id), customerScope(tx, actor))).limit(1);
  throw conflict(
    visible ? `Já existe um cliente com este documento: ${existing.name}.` : "Já existe um cliente com este documento, na carteira de outro vendedor.",
    "document",
    visible ? { existingId: existing.id, existingName: existing.name } : undefined,
  );
}

export async function createCustomer(db: Db, actor: Actor, input: CustomerCreateInput): Promise<CustomerRow> {
  const ownerId = input.ownerId ?? actor.id;
  return db.transaction(async (tx) => {
    await assertOwnerAllowed(tx, actor, ownerId);
    await assertNoDuplicate(tx, actor, input.document);
    const [row] = await tx.insert(customers).values({ ...input, ownerId }).returning({ id: customers.id });
    await refreshSearchText(tx, row!.id);
    const created = await loadVisible(tx, actor, row!.id);
    await recordAudit(tx, auditActor(actor), { action: "customer.create", entity: "customer", entityId: created.id, after: created });
    return created;
  });
}

async function loadVisible(tx: DbOrTx, actor: Actor, id: string, includeDeleted = false): Promise<CustomerRow> {
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), includeDeleted ? undefined : isNull(customers.deletedAt), customerScope(tx, actor)))
    .limit(1);
  if (!row) throw notFound("Cliente não encontrado.");
  return row;
}

/** The detail page: the full CPF/CNPJ only for users who may edit the customer. */
export async function getCustomer(db: Db, actor: Actor, id: string) {
  const row = await loadVisible(db, actor, id);
  const [owner] = await db.select({ name: users.name, teamId: users.teamId }).from(users).where(eq(users.id, row.ownerId)).limit(1);
  const canEdit = mayEditCustomer(actor, row, owner?.teamId ?? null);
  const { searchText: _searchText, ...rest } = row;
  // Where the customer came from: the leads converted into it (the carteira shows the origin).
  const origins = await db
    .select({ leadId: leads.id, name: leads.name, source: leads.source, convertedAt: leads.convertedAt })
    .from(leads)
    .where(and(eq(leads.convertedCustomerId, row.id), isNull(leads.deletedAt)))
    .orderBy(leads.convertedAt)
    .limit(5);
  return {
    ...rest,
    origins,
    document: canEdit || row.kind === "PJ" ? row.document : hideCpf(row.document),
    ownerName: owner?.name ?? null,
    canEdit,
  };
}

export async function updateCustomer(db: Db, actor: Actor, input: CustomerUpdateInput): Promise<CustomerRow> {
  return db.transaction(async (tx) => {
    const before = await loadVisible(tx, actor, input.id);
    const [owner] = await tx.select({ teamId: users.teamId }).from(users).where(eq(users.id, before.ownerId)).limit(1);
    if (!mayEditCustomer(actor, before, owner?.teamId ?? null)) throw forbidden("Você não pode editar este cliente.");
    if (input.ownerId && input.ownerId !== before.ownerId) await assertOwnerAllowed(tx, actor, input.ownerId);
    const { id, version, ...changes } = input;
    await versionedUpdate(tx, customers, id, version, changes, isNull(customers.deletedAt));
    await refreshSearchText(tx, id);
    const after = await loadVisible(tx, actor, id);
    await recordAudit(tx, auditActor(actor), { action: "customer.update", entity: "customer", entityId: id, ...diffFields(before, after) });
    return after;
  });
}

/** Soft delete, so the list can offer "desfazer" (restore). Returns how many were deleted. */
export async function deleteCustomers(db: Db, actor: Actor, ids: string[]): Promise<{ count: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(customers)
      .set({ deletedAt: sql`now()`, version: sql`${customers.version} + 1`, updatedAt: sql`now()` })
      .where(and(inArray(customers.id, ids), isNull(customers.deletedAt), customerScope(tx, actor)))
      .returning({ id: customers.id });
    for (const r of rows) await recordAudit(tx, auditActor(actor), { action: "customer.delete", entity: "customer", entityId: r.id });
    return { count: rows.length };
  });
}

export async function restoreCustomers(db: Db, actor: Actor, ids: string[]): Promise<{ count: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(customers)
      .set({ deletedAt: null, version: sql`${customers.version} + 1`, updatedAt: sql`now()` })
      .where(and(inArray(customers.id, ids), isNotNull(customers.deletedAt), customerScope(tx, actor)))
      .returning({ id: customers.id });
    // A customer re-registered meanwhile with the same document makes the unique index refuse (CONFLICT).
    for (const r of rows) await recordAudit(tx, auditActor(actor), { action: "customer.restore", entity: "customer", entityId: r.id });
    return { count: rows.length };
  });
}

export async function addCustomerNote(db: Db, actor: Actor, customerId: string, body: string) {
  return db.transaction(async (tx) => {
    await loadVisible(tx, actor, customerId);
    const [note] = await tx.insert(customerNotes).values({ customerId, authorId: actor.id, body }).returning();
    await recordAudit(tx, auditActor(actor), { action: "customer.note", entity: "customer", entityId: customerId, after: { body } });
    return note!;
  });
}

export async function listCustomerNotes(db: Db, actor: Actor, customerId: string) {
  await loadVisible(db, actor, customerId);
  return db
    .select({ id: customerNotes.id, body: customerNotes.body, createdAt: customerNotes.createdAt, authorName: users.name })
    .from(customerNotes)
    .leftJoin(users, eq(users.id, customerNotes.authorId))
    .where(eq(customerNotes.customerId, customerId))
    .orderBy(desc(customerNotes.createdAt))
    .limit(200);
}
