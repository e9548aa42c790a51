import { and, inArray, isNull, ne, sql } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { recordAudit } from "~/server/audit";
import type { Db } from "~/server/db/client";
import { customers } from "~/server/db/schema";
import type { CustomerBulkAddTagInput, CustomerBulkSetOwnerInput } from "../customers.schemas";
import { customerScope } from "./customers.policy";
import { assertOwnerAllowed } from "./customers.service";

/**
 * Bulk actions of the customers list. Ids outside the actor's scope (or deleted) are silently left
 * out, like delete/restore do: the answer's count says how many customers really changed.
 * Neither the owner nor the tags are part of search_text, so it needs no refresh here.
 */

/** Same cap as the customer form (tagsSchema): a customer already holding it gets no new tag. */
export const MAX_TAGS_PER_CUSTOMER = 20;

export async function bulkSetOwner(db: Db, actor: Actor, input: CustomerBulkSetOwnerInput): Promise<{ count: number }> {
  return db.transaction(async (tx) => {
    await assertOwnerAllowed(tx, actor, input.ownerId);
    const before = await tx
      .select({ id: customers.id, ownerId: customers.ownerId })
      .from(customers)
      .where(and(inArray(customers.id, input.ids), isNull(customers.deletedAt), ne(customers.ownerId, input.ownerId), customerScope(tx, actor)))
      .for("update");
    if (!before.length) return { count: 0 };
    const rows = await tx
      .update(customers)
      .set({ ownerId: input.ownerId, version: sql`${customers.version} + 1`, updatedAt: sql`now()` })
      .where(inArray(customers.id, before.map((r) => r.id)))
      .returning({ id: customers.id });
    const previous = new Map(before.map((r) => [r.id, r.ownerId]));
    for (const r of rows) {
      await recordAudit(tx, auditActor(actor), {
        action: "customer.update",
        entity: "customer",
        entityId: r.id,
        before: { ownerId: previous.get(r.id) },
        after: { ownerId: input.ownerId },
      });
    }
    return { count: rows.length };
  });
}

export async function bulkAddTag(db: Db, actor: Actor, input: CustomerBulkAddTagInput): Promise<{ count: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(customers)
      .set({ tags: sql`array_append(${customers.tags}, ${input.tag}::text)`, version: sql`${customers.version} + 1`, updatedAt: sql`now()` })
      .where(
        and(
          inArray(customers.id, input.ids),
          isNull(customers.deletedAt),
          // Customers that already have the tag are not changed (no version bump, no audit).
          sql`not (${input.tag}::text = any(${customers.tags}))`,
          sql`cardinality(${customers.tags}) < ${MAX_TAGS_PER_CUSTOMER}`,
          customerScope(tx, actor),
        ),
      )
      .returning({ id: customers.id, tags: customers.tags });
    for (const r of rows) {
      await recordAudit(tx, auditActor(actor), {
        action: "customer.update",
        entity: "customer",
        entityId: r.id,
        before: { tags: r.tags.filter((t) => t !== input.tag) },
        after: { tags: r.tags },
      });
    }
    return { count: rows.length };
  });
}
