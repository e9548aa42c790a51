import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import { leadActivities, leads, users } from "~/server/db/schema";
import type { LeadActivityKind } from "./lead-access";
import { leadScope } from "./leads.policy";

/**
 * What of a converted lead's timeline the customer's timeline carries: what people did (notes, calls,
 * WhatsApp, e-mails, meetings with their outcome, attempts) and the status path from creation to the
 * conversion. Owner moves, field edits and merges stay on the lead page.
 */
export const CUSTOMER_LEAD_HISTORY_KINDS = ["created", "note", "call", "whatsapp", "email", "meeting", "attempt", "status", "converted"] as const satisfies readonly LeadActivityKind[];

export interface LeadHistoryRow {
  /** "l" + the activity id: unique beside the customer timeline's "a…" (audit) and "n…" (note) keys. */
  key: string;
  /** The exact time as text (microseconds, UTC), for the timeline's cursor. */
  atKey: string;
  at: Date;
  kind: LeadActivityKind;
  body: string | null;
  outcome: string | null;
  data: Record<string, unknown> | null;
  authorName: string | null;
  lead: { id: string; name: string; visible: boolean };
}

const historyKey = sql<string>`'l' || ${leadActivities.id}::text`;

/**
 * The history of the live leads converted into `customerId`, newest first, read through the link
 * (leads.converted_customer_id) rather than copied, so the lead's timeline stays the only record.
 * At most `limit` entries strictly after `before` in the order (at desc, key desc, keys bytewise).
 *
 * The caller has already checked that the actor may see the customer: whoever sees the customer sees how
 * it was won. `visible` says whether the actor may also open each lead (leads.policy), for the link.
 */
export async function convertedLeadsHistory(
  db: Db,
  actor: Actor,
  input: { customerId: string; before: { at: string; key: string } | null; limit: number },
): Promise<LeadHistoryRow[]> {
  const scope = leadScope(db, actor);
  const origins = await db
    .select({ id: leads.id, name: leads.name, visible: scope ? sql<boolean>`coalesce((${scope}), false)` : sql<boolean>`true` })
    .from(leads)
    .where(and(eq(leads.convertedCustomerId, input.customerId), isNull(leads.deletedAt)));
  if (!origins.length) return [];
  const byId = new Map(origins.map((o) => [o.id, o]));
  const { before } = input;
  const rows = await db
    .select({
      key: historyKey,
      atKey: sql<string>`to_char(${leadActivities.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      at: leadActivities.at,
      leadId: leadActivities.leadId,
      kind: leadActivities.kind,
      body: leadActivities.body,
      outcome: leadActivities.outcome,
      data: leadActivities.data,
      authorName: users.name,
    })
    .from(leadActivities)
    .leftJoin(users, eq(users.id, leadActivities.authorId))
    .where(
      and(
        inArray(leadActivities.leadId, [...byId.keys()]),
        inArray(leadActivities.kind, [...CUSTOMER_LEAD_HISTORY_KINDS]),
        before
          ? sql`(${leadActivities.at} < ${before.at}::timestamptz or (${leadActivities.at} = ${before.at}::timestamptz and ${historyKey} collate "C" < ${before.key}))`
          : undefined,
      ),
    )
    .orderBy(desc(leadActivities.at), sql`${historyKey} collate "C" desc`)
    .limit(input.limit);
  return rows.map(({ leadId, ...r }) => {
    const lead = byId.get(leadId)!;
    return { ...r, lead: { id: lead.id, name: lead.name, visible: Boolean(lead.visible) } };
  });
}
