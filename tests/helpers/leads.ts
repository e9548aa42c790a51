import { asc, eq } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { leadActivities, leads, leadSearchTextSql } from "~/server/db/schema";
import type { LeadStatus } from "~/lib/catalog/lead-statuses";

/**
 * Lead fixtures inserted directly (no service, no audit row, no timeline), so that a test of one
 * procedure does not depend on another.
 */
let seq = 0;

type LeadRow = typeof leads.$inferSelect;
type OwnerLike = { id: string; teamId: string | null };

export async function makeLead(
  db: Db,
  owner: OwnerLike | null,
  opts: Partial<
    Pick<
      LeadRow,
      "kind" | "name" | "document" | "emails" | "phones" | "source" | "nextContactOn" | "lostReason" | "doNotContact" | "firstContactAt" | "createdAt" | "lastActivityAt" | "deletedAt" | "categories"
    >
  > & { status?: LeadStatus; teamId?: string | null } = {},
): Promise<LeadRow> {
  const n = ++seq;
  const [row] = await db
    .insert(leads)
    .values({
      kind: opts.kind ?? "PF",
      name: opts.name ?? `Lead ${n}`,
      document: opts.document ?? null,
      emails: opts.emails ?? [],
      phones: opts.phones ?? [],
      source: opts.source ?? "Indicação",
      categories: opts.categories ?? [],
      status: opts.status ?? "Novo",
      ownerId: owner?.id ?? null,
      teamId: opts.teamId !== undefined ? opts.teamId : (owner?.teamId ?? null),
      nextContactOn: opts.nextContactOn ?? null,
      lostReason: opts.lostReason ?? null,
      doNotContact: opts.doNotContact ?? false,
      firstContactAt: opts.firstContactAt ?? null,
      deletedAt: opts.deletedAt ?? null,
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
      ...(opts.lastActivityAt ? { lastActivityAt: opts.lastActivityAt } : {}),
    })
    .returning();
  // As the service does: searches match search_text, never the raw columns.
  const [searchable] = await db.update(leads).set({ searchText: leadSearchTextSql }).where(eq(leads.id, row!.id)).returning();
  return searchable!;
}

export async function leadRow(db: Db, id: string): Promise<LeadRow> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row!;
}

export async function activitiesOf(db: Db, leadId: string) {
  return db.select().from(leadActivities).where(eq(leadActivities.leadId, leadId)).orderBy(asc(leadActivities.at), asc(leadActivities.id));
}
