import { and, arrayContains, eq, inArray, isNull, ne, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Actor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import { customers, leads } from "~/server/db/schema";
import type { LeadDuplicatesInput } from "../leads.schemas";
import { customerScope } from "~/features/customers/server/customers.policy";
import { loadVisibleLead } from "./lead-access";
import { leadScope } from "./leads.policy";

/**
 * Leads and customers sharing a CPF/CNPJ, an e-mail or a phone with a lead (or with one being typed).
 * A record the actor cannot see is reported only as existing (no name, no id): enough to avoid a
 * duplicate, nothing about someone else's carteira.
 */
export type DuplicateMatch = "document" | "email" | "phone";
export type DuplicateHit = { visible: true; id: string; name: string; matches: DuplicateMatch[] } | { visible: false; matches: DuplicateMatch[] };

const MAX_HITS = 20;

interface Probe {
  document: string | null;
  emails: string[];
  phones: string[];
}

function matchesOf(row: { document: string | null; emails: string[]; phones: string[] }, probe: Probe): DuplicateMatch[] {
  const out: DuplicateMatch[] = [];
  if (probe.document && row.document === probe.document) out.push("document");
  if (row.emails.some((e) => probe.emails.includes(e))) out.push("email");
  if (row.phones.some((p) => probe.phones.includes(p))) out.push("phone");
  return out;
}

/** One index probe per value (`@> array[v]`, GIN; `&&` over a list is misestimated by the planner). */
function anyMatch(cols: { document: PgColumn; emails: PgColumn; phones: PgColumn }, probe: Probe): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    probe.document ? eq(cols.document, probe.document) : undefined,
    ...probe.emails.map((e) => arrayContains(cols.emails, [e])),
    ...probe.phones.map((p) => arrayContains(cols.phones, [p])),
  ];
  return or(...parts.filter((p): p is SQL => p !== undefined));
}

export async function findLeadDuplicates(db: Db, actor: Actor, input: LeadDuplicatesInput): Promise<{ leads: DuplicateHit[]; customers: DuplicateHit[] }> {
  let probe: Probe = { document: input.document ?? null, emails: input.emails ?? [], phones: input.phones ?? [] };
  if (input.leadId) {
    const lead = await loadVisibleLead(db, actor, input.leadId);
    probe = { document: lead.document, emails: lead.emails, phones: lead.phones };
  }
  if (!probe.document && probe.emails.length === 0 && probe.phones.length === 0) return { leads: [], customers: [] };

  const leadRows = await db
    .select({ id: leads.id, name: leads.name, document: leads.document, emails: leads.emails, phones: leads.phones })
    .from(leads)
    .where(and(isNull(leads.deletedAt), input.leadId ? ne(leads.id, input.leadId) : undefined, anyMatch(leads, probe)))
    .limit(MAX_HITS);
  const customerRows = await db
    .select({ id: customers.id, name: customers.name, document: customers.document, emails: customers.emails, phones: customers.phones })
    .from(customers)
    .where(and(isNull(customers.deletedAt), anyMatch(customers, probe)))
    .limit(MAX_HITS);

  const visibleLeads = new Set(
    leadRows.length
      ? (
          await db
            .select({ id: leads.id })
            .from(leads)
            .where(
              and(
                inArray(
                  leads.id,
                  leadRows.map((r) => r.id),
                ),
                leadScope(db, actor),
              ),
            )
        ).map((r) => r.id)
      : [],
  );
  const visibleCustomers = new Set(
    customerRows.length
      ? (
          await db
            .select({ id: customers.id })
            .from(customers)
            .where(
              and(
                inArray(
                  customers.id,
                  customerRows.map((r) => r.id),
                ),
                customerScope(db, actor),
              ),
            )
        ).map((r) => r.id)
      : [],
  );
  const hit = (row: (typeof leadRows)[number], visible: boolean): DuplicateHit =>
    visible ? { visible: true, id: row.id, name: row.name, matches: matchesOf(row, probe) } : { visible: false, matches: matchesOf(row, probe) };
  return {
    leads: leadRows.map((r) => hit(r, visibleLeads.has(r.id))),
    customers: customerRows.map((r) => hit(r, visibleCustomers.has(r.id))),
  };
}
