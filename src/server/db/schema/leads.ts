import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ATTEMPT_CHANNELS } from "../../../lib/catalog/tasks";
import { editable } from "./columns";
import { customers, sales } from "./portfolio";
import { teams, users } from "./users";

/**
 * Editable option lists of the lead process: origens (sources) and motivos de perda (lost reasons).
 * Leads store the label itself, so renaming or retiring an option never rewrites history.
 */
export const leadOptions = pgTable(
  "lead_options",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["source", "lostReason"] }).notNull(),
    label: text("label").notNull(),
    /** The label en-US users see; null = they see `label`. Leads store `label` (pt-BR) itself. */
    labelEn: text("label_en"),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
    ...editable,
  },
  (t) => [uniqueIndex("lead_options_label_key").on(t.kind, sql`lower(${t.label})`), check("lead_options_kind_valid", sql`${t.kind} in ('source','lostReason')`)],
);

/**
 * A lead: a person or company being worked from first contact to sale (DOMAIN.md §4). `status` holds the
 * SPEC §3 strings; the sort/filter columns of the list screens each have an index matching their sort.
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["PF", "PJ"] }).notNull(),
    name: text("name").notNull(),
    /** Optional CPF/CNPJ without punctuation (validated when given). */
    document: text("document"),
    emails: text("emails").array().notNull().default(sql`'{}'::text[]`),
    /** E.164 (+5511912345678). */
    phones: text("phones").array().notNull().default(sql`'{}'::text[]`),
    city: text("city"),
    uf: text("uf"),
    /** Origem: the label of a lead_options source. */
    source: text("source").notNull(),
    referrerId: uuid("referrer_id").references(() => users.id, { onDelete: "set null" }),
    referrerName: text("referrer_name"),
    /** Product categories of interest (SPEC §3 codes). */
    categories: text("categories").array().notNull().default(sql`'{}'::text[]`),
    estimatedValue: bigint("estimated_value", { mode: "bigint" }),
    status: text("status").notNull().default("Novo"),
    /** Null: in the team's unassigned pool. */
    ownerId: uuid("owner_id").references(() => users.id),
    /** The team the lead belongs to (the owner's when assigned): manager scope and the pool. */
    teamId: uuid("team_id").references(() => teams.id, { onDelete: "set null" }),
    /** Calendar day (São Paulo) of the next contact; required by Contatar novamente and Momento ruim. */
    nextContactOn: date("next_contact_on", { mode: "string" }),
    firstContactAt: timestamp("first_contact_at", { withTimezone: true }),
    contactAttempts: integer("contact_attempts").notNull().default(0),
    lostReason: text("lost_reason"),
    doNotContact: boolean("do_not_contact").notNull().default(false),
    lgpdLegalBasis: text("lgpd_legal_basis"),
    consentTextVersion: text("consent_text_version"),
    consentAt: timestamp("consent_at", { withTimezone: true }),
    consentChannel: text("consent_channel"),
    notes: text("notes"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Last timeline entry of any kind: "parado" (stale) is 15 days without one. */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the current owner last worked the lead (a contact, attempt, note, status change or conversion of
     * theirs): kept by triggers on lead_activities and on a change of owner (migration 0036), so Início counts the
     * leads each person worked this month from an index of leads instead of the month's entries. The leads list's
     * ownerWorkedAt filter reads the entries themselves; the agreement tests hold the two equal.
     */
    ownerWorkedAt: timestamp("owner_worked_at", { withTimezone: true }),
    convertedCustomerId: uuid("converted_customer_id").references(() => customers.id),
    convertedAt: timestamp("converted_at", { withTimezone: true }),
    /** The lead this one was merged into (soft-deleted then). */
    mergedIntoId: uuid("merged_into_id"),
    /** Lower-case, accent-free name, document, e-mails and phone digits, for trigram search. */
    searchText: text("search_text").notNull().default(""),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...editable,
  },
  (t) => {
    const live = sql`${t.deletedAt} is null`;
    return [
      // INCLUDE (status, team_id), written by hand in migration 0021: Início's month funnel reads the index alone;
      // migration 0030 adds owner_id and first_contact_at (the reports' first-contact buckets and time in status),
      // and INCLUDEs on leads_owner_created_idx and leads_status_changed_idx (Perdas), all by hand.
      index("leads_created_idx").on(t.createdAt, t.id).where(live),
      index("leads_owner_status_next_idx").on(t.ownerId, t.status, t.nextContactOn, t.id).where(live),
      index("leads_owner_created_idx").on(t.ownerId, t.createdAt, t.id).where(live),
      index("leads_team_status_idx").on(t.teamId, t.status, t.id).where(live),
      // Hoje's and Início's agenda counts for a team, by day. This index and leads_owner_status_next_idx and
      // leads_status_next_idx carry INCLUDE (first_contact_at, created_at), written by hand in migration
      // 0028: the buckets' "not late on the SLA" test then reads the index alone (a capped count of 10 001
      // rows was 10 001 heap fetches: 60–125 ms at 1M leads).
      index("leads_team_status_next_idx").on(t.teamId, t.status, t.nextContactOn, t.id).where(live),
      // "Primeiro contato atrasado" (Novo, never contacted, older than the SLA): a few percent of the leads.
      index("leads_sla_pending_owner_idx").on(t.ownerId, t.createdAt, t.id).where(sql`${t.status} = 'Novo' and ${t.firstContactAt} is null and ${t.deletedAt} is null`),
      // The same for a team and for everyone (INCLUDE (owner_id, team_id), by hand in migration 0028).
      index("leads_sla_pending_idx").on(t.createdAt, t.id).where(sql`${t.status} = 'Novo' and ${t.firstContactAt} is null and ${t.deletedAt} is null`),
      // The team's unassigned pool, which a seller's scope adds to their own leads when the pool is open.
      index("leads_pool_status_idx").on(t.teamId, t.status, t.id).where(sql`${t.ownerId} is null and ${t.deletedAt} is null`),
      index("leads_status_next_idx").on(t.status, t.nextContactOn, t.id).where(live),
      index("leads_next_contact_idx").on(t.nextContactOn, t.id).where(live),
      index("leads_activity_idx").on(t.lastActivityAt, t.id).where(live),
      index("leads_owner_worked_idx").on(t.ownerId, t.ownerWorkedAt).where(live),
      index("leads_name_sort_idx").on(sql`f_unaccent(lower(${t.name}))`, t.id).where(live),
      index("leads_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
      index("leads_document_idx").on(t.document).where(sql`${t.document} is not null`),
      // The customer page reads the leads converted into it (origin, and their history on its timeline).
      index("leads_converted_customer_idx").on(t.convertedCustomerId).where(sql`${t.convertedCustomerId} is not null`),
      // The home's conversions of the month, per owner (few rows: only converted leads).
      index("leads_converted_at_idx").on(t.convertedAt, t.ownerId).where(sql`${t.convertedAt} is not null and ${t.deletedAt} is null`),
      index("leads_emails_idx").using("gin", t.emails).with({ fastupdate: false }),
      index("leads_phones_idx").using("gin", t.phones).with({ fastupdate: false }),
      index("leads_categories_idx").using("gin", t.categories),
      index("leads_tags_idx").using("gin", t.tags),
      check("leads_kind_valid", sql`${t.kind} in ('PF','PJ')`),
      check(
        "leads_status_valid",
        sql`${t.status} in ('Novo','Contatar novamente','Momento ruim','Não responde','Não qualificado','Sem interesse','Converter em lead')`,
      ),
      check("leads_attempts_valid", sql`${t.contactAttempts} >= 0`),
    ];
  },
);

/**
 * How many live leads each (team, owner, status) holds, as signed deltas appended by statement-level triggers
 * on leads (migration 0015) and summed on read: the kanban's columns and the per-owner report without
 * counting a million rows. Append-only, so a long import never holds a lock another writer waits on;
 * compactLeadStatusCounts folds the deltas from time to time.
 */
export const leadStatusCounts = pgTable("lead_status_counts", {
  teamId: uuid("team_id"),
  /** Null: the team's unassigned pool. */
  ownerId: uuid("owner_id"),
  status: text("status").notNull(),
  n: bigint("n", { mode: "number" }).notNull(),
  /** The same leads' estimated values summed (centavos; a lead without one adds 0): Início's open pipeline. */
  value: bigint("value", { mode: "bigint" }).notNull().default(sql`0`),
});

/** What leads.search_text holds (same recipe as customers.search_text). */
export const leadSearchTextSql = sql`f_unaccent(lower(${leads.name} || ' ' || coalesce(${leads.document}, '') || ' ' || array_to_string(${leads.emails}, ' ') || ' ' || regexp_replace(array_to_string(${leads.phones}, ' '), '[^0-9 ]', '', 'g')))`;

export const LEAD_ACTIVITY_KINDS = ["note", "call", "whatsapp", "email", "meeting", "attempt", "created", "status", "owner", "fields", "merged", "converted"] as const;

/**
 * The lead's timeline: what people did (notes, calls, WhatsApp, e-mails, meetings with their outcome,
 * attempts) and what changed (status, owner, fields, merge, conversion), each with author and time.
 */
export const leadActivities = pgTable(
  "lead_activities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id),
    kind: text("kind", { enum: LEAD_ACTIVITY_KINDS }).notNull(),
    body: text("body"),
    /** Meetings and calls: how it went (free text); attempts: one of ATTEMPT_OUTCOMES. */
    outcome: text("outcome"),
    /** Attempts: the channel it was made on (ATTEMPT_CHANNELS). */
    channel: text("channel", { enum: ATTEMPT_CHANNELS }),
    /** Automatic entries: { from, to } per changed field. */
    data: jsonb("data").$type<Record<string, unknown>>(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lead_activities_lead_idx").on(t.leadId, t.at, t.id),
    index("lead_activities_author_idx").on(t.authorId, t.at),
    // Relatórios › Atividades: the period's attempts and notes by date, without the status changes and the other
    // automatic entries (most of the table). INCLUDE (author_id, kind, lead_id) written by hand in the migration.
    index("lead_activities_channel_at_idx")
      .on(t.at)
      .where(sql`${t.kind} in ('attempt', 'call', 'whatsapp', 'email', 'meeting', 'note')`),
    check("lead_activities_channel_valid", sql`${t.channel} is null or ${t.channel} in ('call','whatsapp','email')`),
    check(
      "lead_activities_attempt_outcome_valid",
      sql`${t.kind} <> 'attempt' or ${t.outcome} is null or ${t.outcome} in ('answered','no_answer','voicemail','wrong_number','call_back')`,
    ),
  ],
);

/** Key-value settings of the office (e.g. the first-contact SLA), editable by the Administrador. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  ...editable,
});

/** Sales (proposals) created by converting a lead: the carteira shows where each came from. */
export const leadSales = pgTable(
  "lead_sales",
  {
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id),
    saleId: uuid("sale_id")
      .notNull()
      .references(() => sales.id),
  },
  (t) => [primaryKey({ columns: [t.leadId, t.saleId] }), uniqueIndex("lead_sales_sale_key").on(t.saleId)],
);
