import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { leadActivities, leads, users } from "~/server/db/schema";
import { WORK_ACTIVITY_KINDS } from "~/lib/catalog/lead-work";
import { defineList, escapeLike } from "~/features/lists/server";
import { LEAD_STATUSES } from "~/lib/catalog/lead-statuses";
import { UFS } from "~/lib/fields";

/**
 * Every status a lead has been in: its current one and both ends of each status change on its timeline
 * (status changes and the conversion record { status: { from, to } }). The reports' stage conversion and
 * time in status count leads that "entered" a status with this same expression, so they drill into this list.
 */
export const leadStatusesEnteredSql = sql<string[]>`array(select ${leads.status} union select s.v from lead_activities a cross join lateral (values (a.data->'status'->>'from'), (a.data->'status'->>'to')) s(v) where a.lead_id = ${leads.id} and a.kind in ('status', 'converted') and s.v is not null)`;

/** Hours from creation to first contact, and days from creation to conversion (the reports' SLA and cohort drill-downs). */
// The SQL function lead_first_contact_hours (migration 0033: date_part('epoch', first contact − creation) / 3600,
// a double, inlined by the planner) is also what the trigger of lead_first_contact_counts floors into its buckets,
// so Relatórios › Conversão's first-contact figures and this filter cannot drift apart.
export const leadFirstContactHoursSql = sql<number | null>`lead_first_contact_hours(${leads.firstContactAt}, ${leads.createdAt})`;
export const leadDaysToConversionSql = sql<number | null>`(extract(epoch from (${leads.convertedAt} - ${leads.createdAt})) / 86400)`;

const PUNCTUATION = /[\s.\-/()+]/g;

/** One word, written exactly like customerSearch: as typed, and without punctuation ("529.982.247-25"). */
function wordMatches(word: string): SQL | undefined {
  const plain = sql`${leads.searchText} like '%' || f_unaccent(lower(${escapeLike(word)}::text)) || '%'`;
  const compact = word.replace(PUNCTUATION, "");
  if (compact === word || compact.length < 3) return plain;
  return or(plain, sql`${leads.searchText} like '%' || lower(${escapeLike(compact)}::text) || '%'`);
}

/**
 * leads.search_text is already lower-case and accent-free (leadSearchTextSql): match it as stored so the
 * trigram index leads_search_trgm_idx serves it. Every word must appear, in any place, so "joao silva"
 * finds "João da Silva" (the index intersects the words); a phone or document typed with spaces
 * ("(11) 91234 5678") is also tried as one run of digits.
 */
export function leadSearch(term: string): SQL | undefined {
  const text = term.trim();
  if (!text) return undefined;
  const words = text.split(/\s+/);
  if (words.length === 1) return wordMatches(text);
  const every = and(...words.map(wordMatches));
  const digits = text.replace(PUNCTUATION, "");
  if (!/^\d{3,}$/.test(digits)) return every;
  return or(every, sql`${leads.searchText} like '%' || ${digits}::text || '%'`);
}

/** When the lead's current owner last worked it (a note, contact, attempt, status change or conversion of theirs). */
const ownerWorkedAtSql = sql`(select max(${leadActivities.at}) from ${leadActivities} where ${leadActivities.leadId} = ${leads.id} and ${leadActivities.authorId} = ${leads.ownerId} and ${leadActivities.kind} in (${sql.join(
  WORK_ACTIVITY_KINDS.map((k) => sql`${k}`),
  sql`, `,
)}))`;

/**
 * The leads list. Each sortable field has an index ending in id (leads_created_idx, leads_next_contact_idx,
 * leads_activity_idx, leads_name_sort_idx), so a page and any later page by cursor walk an index.
 */
export const leadsList = defineList({
  key: "leads",
  from: leads,
  joins: [{ table: users, on: eq(users.id, leads.ownerId), columnsOnly: true }],
  select: {
    id: leads.id,
    kind: leads.kind,
    name: leads.name,
    document: leads.document,
    emails: leads.emails,
    phones: leads.phones,
    city: leads.city,
    uf: leads.uf,
    source: leads.source,
    categories: leads.categories,
    estimatedValue: leads.estimatedValue,
    status: leads.status,
    ownerId: leads.ownerId,
    ownerName: sql<string | null>`${users.name}`,
    teamId: leads.teamId,
    nextContactOn: leads.nextContactOn,
    firstContactAt: leads.firstContactAt,
    contactAttempts: leads.contactAttempts,
    lostReason: leads.lostReason,
    doNotContact: leads.doNotContact,
    tags: leads.tags,
    statusChangedAt: leads.statusChangedAt,
    lastActivityAt: leads.lastActivityAt,
    convertedCustomerId: leads.convertedCustomerId,
    createdAt: leads.createdAt,
    version: leads.version,
  },
  fields: {
    status: { column: leads.status, type: "enum", values: LEAD_STATUSES },
    ownerId: { column: leads.ownerId, type: "uuid" },
    teamId: { column: leads.teamId, type: "uuid" },
    source: { column: leads.source, type: "text", operands: ["eq", "neq", "in", "isEmpty", "isNotEmpty"] },
    categories: { column: leads.categories, type: "tags" },
    createdAt: { column: leads.createdAt, type: "datetime", sortable: true },
    // "atrasados / hoje / esta semana": lt / eq / between on São Paulo calendar days.
    nextContactOn: { column: leads.nextContactOn, type: "date", sortable: true },
    // "parado": lt now − 15 days.
    lastActivityAt: { column: leads.lastActivityAt, type: "datetime", sortable: true },
    // Sorted accent-free, as leads_name_sort_idx holds it ("Álvaro" among the a's).
    name: { column: sql`f_unaccent(lower(${leads.name}))`, type: "text", sortable: true, notNull: true },
    estimatedValue: { column: leads.estimatedValue, type: "money" },
    doNotContact: { column: leads.doNotContact, type: "boolean" },
    kind: { column: leads.kind, type: "enum", values: ["PF", "PJ"] },
    uf: { column: leads.uf, type: "enum", values: UFS },
    tags: { column: leads.tags, type: "tags" },
    // Home (Início) drill-downs. "Convertidos desde": the conversion instant.
    convertedAt: { column: leads.convertedAt, type: "datetime" },
    // "Trabalhados pelo responsável desde": the owner's latest work entry on the lead (kinds in lead-work.ts).
    ownerWorkedAt: { column: ownerWorkedAtSql, type: "datetime", operands: ["gte", "lt", "between", "isEmpty", "isNotEmpty"] },
    // The Relatórios' drill-downs (features/reports/server/leads): each figure is this list under its filters
    // (convertedAt, above, too).
    statusChangedAt: { column: leads.statusChangedAt, type: "datetime" },
    lostReason: { column: leads.lostReason, type: "text", operands: ["eq", "isEmpty", "isNotEmpty"] },
    firstContactHours: { column: leadFirstContactHoursSql, type: "number" },
    daysToConversion: { column: leadDaysToConversionSql, type: "number" },
    statusesEntered: { column: leadStatusesEnteredSql, type: "tags", operands: ["hasAny"] },
  },
  id: leads.id,
  defaultSort: { field: "createdAt", dir: "desc" },
  search: leadSearch,
});
