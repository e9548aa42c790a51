import { and, eq, isNull } from "drizzle-orm";
import { customerScope } from "~/features/customers/server/customers.policy";
import { leadScope } from "~/features/leads/server/leads.policy";
import { saleScope } from "~/features/sales/server/sales.policy";
import type { Actor } from "~/server/actor";
import type { DbOrTx } from "~/server/db/client";
import { customers, leads, sales } from "~/server/db/schema";
import { notFound } from "~/server/errors";
import type { AttachmentRecordRef } from "../attachments.schemas";

/**
 * A file has its record's row scope: whoever cannot see the lead, customer or sale (or it is deleted) gets
 * NOT_FOUND — the same answer as for a record that does not exist, so ids reveal nothing.
 */
export async function assertRecordVisible(db: DbOrTx, actor: Actor, record: AttachmentRecordRef): Promise<void> {
  const found =
    record.kind === "lead"
      ? await db.select({ id: leads.id }).from(leads).where(and(eq(leads.id, record.id), isNull(leads.deletedAt), leadScope(db, actor))).limit(1)
      : record.kind === "customer"
        ? await db.select({ id: customers.id }).from(customers).where(and(eq(customers.id, record.id), isNull(customers.deletedAt), customerScope(db, actor))).limit(1)
        : await db.select({ id: sales.id }).from(sales).where(and(eq(sales.id, record.id), isNull(sales.deletedAt), saleScope(db, actor))).limit(1);
  if (!found.length) throw notFound();
}
