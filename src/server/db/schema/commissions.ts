import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { editable } from "./columns";
import { partners, products, sales } from "./portfolio";
import { users } from "./users";

import { CONTRACT_TYPES, ENTRY_PARTIES, ENTRY_TYPES, PAY_ON, TAX_REGIMES } from "../../../lib/catalog/commission-catalog";

/** How a person is paid commissions: contract, default share, withholdings, and when they are paid. */
export const commissionProfiles = pgTable(
  "commission_profiles",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id),
    contractType: text("contract_type", { enum: CONTRACT_TYPES }).notNull().default("pj"),
    /** The seller's share when the rule does not set one, in basis points. */
    defaultSplitBp: integer("default_split_bp").notNull().default(0),
    /** PJ only: Simples Nacional has no IRRF withholding. */
    taxRegime: text("tax_regime", { enum: TAX_REGIMES }).notNull().default("simples"),
    /** ISS withheld on this person's commissions (municipal rate), basis points. */
    issBp: integer("iss_bp").notNull().default(0),
    /** Paid when the office receives the partner's payment (default) or as soon as it is due. */
    payOn: text("pay_on", { enum: PAY_ON }).notNull().default("receipt"),
    ...editable,
  },
  (t) => [
    check("commission_profiles_contract_valid", sql`${t.contractType} in ('clt','pj','autonomo')`),
    check("commission_profiles_regime_valid", sql`${t.taxRegime} in ('simples','normal')`),
    check("commission_profiles_pay_on_valid", sql`${t.payOn} in ('receipt','accrual')`),
    check("commission_profiles_split_range", sql`${t.defaultSplitBp} between 0 and 10000`),
    check("commission_profiles_iss_range", sql`${t.issBp} between 0 and 10000`),
  ],
);

/**
 * A commission rule applies to a product, to a partner's category, or to a category; the most specific one
 * wins. Its terms live in date-effective versions.
 */
export const commissionRules = pgTable(
  "commission_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id").references(() => products.id),
    partnerId: uuid("partner_id").references(() => partners.id),
    category: text("category"),
    name: text("name").notNull(),
    active: boolean("active").notNull().default(true),
    ...editable,
  },
  (t) => [
    // One rule per scope: a product, a partner + category, or a category.
    uniqueIndex("commission_rules_scope_key").on(sql`coalesce(${t.productId}::text, '')`, sql`coalesce(${t.partnerId}::text, '')`, sql`coalesce(${t.category}, '')`),
    index("commission_rules_partner_idx").on(t.partnerId),
    check(
      "commission_rules_scope_valid",
      sql`(${t.productId} is not null and ${t.partnerId} is null and ${t.category} is null)
        or (${t.productId} is null and ${t.partnerId} is not null and ${t.category} is not null)
        or (${t.productId} is null and ${t.partnerId} is null and ${t.category} is not null)`,
    ),
  ],
);

/** The terms of a rule from a date on (schedule, split, estorno table, as termsSchema). Never edited. */
export const commissionRuleVersions = pgTable(
  "commission_rule_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ruleId: uuid("rule_id")
      .notNull()
      .references(() => commissionRules.id),
    effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
    terms: jsonb("terms").$type<unknown>().notNull(),
    note: text("note"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("commission_rule_versions_rule_from_key").on(t.ruleId, t.effectiveFrom)],
);

/**
 * The terms a sale was activated under, frozen: the rule version, the schedule's first month, the estorno
 * table and the participants with their shares (later changes to rules or profiles never reach it).
 */
export const commissionSaleTerms = pgTable("commission_sale_terms", {
  saleId: uuid("sale_id")
    .primaryKey()
    .references(() => sales.id),
  ruleVersionId: uuid("rule_version_id")
    .notNull()
    .references(() => commissionRuleVersions.id),
  startMonth: date("start_month", { mode: "string" }).notNull(),
  terms: jsonb("terms").$type<unknown>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The commission ledger: append-only (a trigger refuses UPDATE and DELETE), integer centavos. "partner" lines
 * are what the office receives; the others what it owes each participant, and "office" what it keeps.
 * A row's competence month is locked once the month is closed (a trigger refuses inserts into it).
 */
export const commissionEntries = pgTable(
  "commission_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    // sale_id, partner_id and created_by are checked once per inserting statement by a trigger (migration
    // 0012), not by foreign keys: a key check locks the referenced row (FOR KEY SHARE) per inserted row, which
    // made half of a 100 000-line reconciliation. Sales, partners and users are never deleted (soft delete).
    saleId: uuid("sale_id"),
    ruleVersionId: uuid("rule_version_id").references(() => commissionRuleVersions.id),
    party: text("party", { enum: ENTRY_PARTIES }).notNull(),
    userId: uuid("user_id").references(() => users.id),
    installment: integer("installment"),
    /** When the installment is expected from the partner (first day of the month). */
    dueMonth: date("due_month", { mode: "string" }),
    /** The month the entry belongs to (first day, São Paulo time). */
    competence: date("competence", { mode: "string" }).notNull(),
    type: text("type", { enum: ENTRY_TYPES }).notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    /** Copied from the sale so month views group without joins. */
    partnerId: uuid("partner_id"),
    category: text("category"),
    /** A correction landing in a later month refers to the entry it corrects. */
    refEntryId: bigint("ref_entry_id", { mode: "number" }),
    reason: text("reason"),
    /** Client-chosen key of a manual entry: a double submit records it once. */
    requestKey: uuid("request_key"),
    /** A premiação paid at the month close for reaching this goal (goals.id; no foreign key, as sale_id). */
    goalId: uuid("goal_id"),
    createdBy: uuid("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("commission_entries_user_month_idx").on(t.userId, t.competence, t.id).where(sql`${t.userId} is not null`),
    index("commission_entries_sale_idx").on(t.saleId, t.id),
    // Receivables by partner and month (due month; receipts without an installment by competence).
    index("commission_entries_partner_due_idx").on(t.partnerId, sql`coalesce(${t.dueMonth}, ${t.competence})`).where(sql`${t.party} = 'partner'`),
    index("commission_entries_competence_idx").on(t.competence, t.party),
    // Only manual entries carry a key: the other millions of rows stay out of the index.
    uniqueIndex("commission_entries_request_key").on(t.requestKey).where(sql`${t.requestKey} is not null`),
    // A goal's premiação is paid once per person, whatever re-runs the close (and only those rows are indexed).
    uniqueIndex("commission_entries_goal_key").on(t.goalId, t.userId).where(sql`${t.goalId} is not null`),
    check("commission_entries_party_valid", sql`${t.party} in ('partner','seller','presales','referrer','manager','office')`),
    check("commission_entries_month_start", sql`extract(day from ${t.competence}) = 1`),
  ],
);

/** Closed (fechados) competence months: their entries are locked. */
export const commissionMonths = pgTable("commission_months", {
  month: date("month", { mode: "string" }).primaryKey(),
  closedAt: timestamp("closed_at", { withTimezone: true }).notNull().defaultNow(),
  closedBy: uuid("closed_by").references(() => users.id, { onDelete: "set null" }),
});

export const STATEMENT_STATUSES = ["fechado", "pago"] as const;

/**
 * A participant's extrato for a closed month: every line (commission_statement_lines), gross, each
 * withholding, advances offset, the negative balance carried in and out, and what is paid. Created by the
 * month close; marking it paid records the repasse.
 */
export const commissionStatements = pgTable(
  "commission_statements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    month: date("month", { mode: "string" }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    contractType: text("contract_type", { enum: CONTRACT_TYPES }).notNull(),
    taxRegime: text("tax_regime", { enum: TAX_REGIMES }).notNull(),
    gross: bigint("gross", { mode: "bigint" }).notNull(),
    /** [{ kind: "irrf" | "iss" | "inss", bp, amount }] (amount as a string of centavos). */
    withholdings: jsonb("withholdings").$type<{ kind: string; bp: number; amount: string }[]>().notNull(),
    withheld: bigint("withheld", { mode: "bigint" }).notNull(),
    advances: bigint("advances", { mode: "bigint" }).notNull(),
    carriedIn: bigint("carried_in", { mode: "bigint" }).notNull(),
    payable: bigint("payable", { mode: "bigint" }).notNull(),
    carriedOut: bigint("carried_out", { mode: "bigint" }).notNull(),
    status: text("status", { enum: STATEMENT_STATUSES }).notNull().default("fechado"),
    paidOn: date("paid_on", { mode: "string" }),
    paidReference: text("paid_reference"),
    paidBy: uuid("paid_by").references(() => users.id, { onDelete: "set null" }),
    ...editable,
  },
  (t) => [
    uniqueIndex("commission_statements_month_user_key").on(t.month, t.userId),
    index("commission_statements_user_idx").on(t.userId, t.month),
    check("commission_statements_status_valid", sql`${t.status} in ('fechado','pago')`),
  ],
);

/** Which entries a statement settled: each entry is in at most one statement. */
export const commissionStatementLines = pgTable(
  "commission_statement_lines",
  {
    entryId: bigint("entry_id", { mode: "number" })
      .primaryKey()
      .references(() => commissionEntries.id),
    statementId: uuid("statement_id")
      .notNull()
      .references(() => commissionStatements.id),
  },
  (t) => [index("commission_statement_lines_statement_idx").on(t.statementId)],
);

/** How a partner's commission statement file maps to our fields, saved once per partner. */
export const partnerStatementTemplates = pgTable("partner_statement_templates", {
  partnerId: uuid("partner_id")
    .primaryKey()
    .references(() => partners.id),
  /** Field → the file's column header. */
  mapping: jsonb("mapping").$type<Record<string, string>>().notNull(),
  ...editable,
});

/** An imported partner statement (extrato de comissões); the same file twice is the same statement. */
export const partnerStatements = pgTable(
  "partner_statements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id),
    /** The competence month the payments belong to (first day). */
    month: date("month", { mode: "string" }).notNull(),
    fileName: text("file_name").notNull(),
    /** sha256 of the normalised lines: re-importing the same content changes nothing. */
    contentHash: text("content_hash").notNull(),
    lineCount: integer("line_count").notNull(),
    total: bigint("total", { mode: "bigint" }).notNull(),
    importedBy: uuid("imported_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("partner_statements_content_key").on(t.partnerId, t.contentHash), index("partner_statements_month_idx").on(t.month, t.partnerId)],
);

export const STATEMENT_LINE_STATUSES = ["recebida", "divergente", "nao_identificada", "lancada"] as const;

/**
 * One line of a partner statement and what became of it: matched to an expected installment (recebida within
 * the tolerance, else divergente with the difference), not identified, or turned into a new entry (lancada).
 */
export const partnerStatementLines = pgTable(
  "partner_statement_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // statement_id, sale_id and entry_id: checked per inserting statement by a trigger (migration 0012), as
    // in commission_entries.
    statementId: uuid("statement_id").notNull(),
    lineNo: integer("line_no").notNull(),
    reference: text("reference"),
    installment: integer("installment"),
    document: text("document"),
    competence: date("competence", { mode: "string" }),
    customerName: text("customer_name"),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    status: text("status", { enum: STATEMENT_LINE_STATUSES }).notNull(),
    saleId: uuid("sale_id"),
    matchedInstallment: integer("matched_installment"),
    expected: bigint("expected", { mode: "bigint" }),
    difference: bigint("difference", { mode: "bigint" }),
    /** The recebimento entry written for this line. */
    entryId: bigint("entry_id", { mode: "number" }),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    ...editable,
  },
  (t) => [
    uniqueIndex("partner_statement_lines_no_key").on(t.statementId, t.lineNo),
    index("partner_statement_lines_status_idx").on(t.status, t.statementId),
    // The finance overview sums the lines still to resolve per statement from this index alone (a year of
    // imports with ~10 % unresolved lines made the heap reads 280 ms).
    index("partner_statement_lines_pending_idx").on(t.statementId, t.difference).where(sql`${t.status} in ('divergente', 'nao_identificada')`),
    // One statement line per expected installment: a second line for it is divergent or unidentified, never a double receipt.
    uniqueIndex("partner_statement_lines_installment_key").on(t.saleId, t.matchedInstallment).where(sql`${t.saleId} is not null and ${t.matchedInstallment} is not null`),
    check("partner_statement_lines_status_valid", sql`${t.status} in ('recebida','divergente','nao_identificada','lancada')`),
  ],
);

/**
 * Running totals of the ledger, kept by a statement-level trigger on commission_entries (append-only, so an
 * insert-only trigger keeps them exact): what the finance overview, the overdue list and the payables read
 * instead of aggregating millions of entries.
 */
export const commissionPartnerMonths = pgTable(
  "commission_partner_months",
  {
    partnerId: uuid("partner_id").notNull(),
    /** The installment's due month (receipts without one: their competence). */
    month: date("month", { mode: "string" }).notNull(),
    previsto: bigint("previsto", { mode: "bigint" }).notNull().default(sql`0`),
    recebido: bigint("recebido", { mode: "bigint" }).notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.month] })],
);

/** Per sale installment: what the partner should pay and what statements paid. */
export const commissionReceivables = pgTable(
  "commission_receivables",
  {
    saleId: uuid("sale_id").notNull(),
    installment: integer("installment").notNull(),
    partnerId: uuid("partner_id").notNull(),
    dueMonth: date("due_month", { mode: "string" }),
    expected: bigint("expected", { mode: "bigint" }).notNull().default(sql`0`),
    received: bigint("received", { mode: "bigint" }).notNull().default(sql`0`),
    receipts: integer("receipts").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.saleId, t.installment] }),
    index("commission_receivables_open_idx").on(t.dueMonth, t.saleId, t.installment).where(sql`${t.receipts} = 0`),
    index("commission_receivables_partner_open_idx").on(t.partnerId, t.dueMonth, t.saleId, t.installment).where(sql`${t.receipts} = 0`),
  ],
);

/** Per person and competence month: accrued commissions, estornos, manual entries and repasses. */
export const commissionPersonMonths = pgTable(
  "commission_person_months",
  {
    userId: uuid("user_id").notNull(),
    month: date("month", { mode: "string" }).notNull(),
    accrued: bigint("accrued", { mode: "bigint" }).notNull().default(sql`0`),
    estornos: bigint("estornos", { mode: "bigint" }).notNull().default(sql`0`),
    manual: bigint("manual", { mode: "bigint" }).notNull().default(sql`0`),
    paid: bigint("paid", { mode: "bigint" }).notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] }), index("commission_person_months_month_idx").on(t.month)],
);

/**
 * A participant's entries no statement has settled yet (repasses excluded), kept by a trigger on the ledger
 * (migration 0013) and emptied by the month close as it settles them: a close reads this queue instead of
 * every entry of the ledger's history not yet in a statement, so its cost follows what is pending.
 */
export const commissionUnsettledEntries = pgTable(
  "commission_unsettled_entries",
  {
    entryId: bigint("entry_id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id").notNull(),
    competence: date("competence", { mode: "string" }).notNull(),
    saleId: uuid("sale_id"),
    installment: integer("installment"),
    type: text("type").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
  },
  (t) => [index("commission_unsettled_entries_competence_idx").on(t.competence, t.userId)],
);

/**
 * The ledger summed for Relatórios › Comissões, kept exact by a statement-level trigger on commission_entries
 * (migration "money_reports"): per competence month, person (null: the partner's lines), category, partner, due
 * month, whether the partner already paid the installment (a statement receipt) and the kind of line. The
 * report's buckets (my-commissions' definitions) are sums over these rows: millions of entries become a few
 * thousand rows per month. A receipt moves the installment's earlier lines from unpaid to paid.
 */
export const commissionReportMonths = pgTable(
  "commission_report_months",
  {
    competence: date("competence", { mode: "string" }).notNull(),
    userId: uuid("user_id"),
    category: text("category").notNull().default(""),
    partnerId: uuid("partner_id"),
    dueMonth: date("due_month", { mode: "string" }),
    paid: boolean("paid").notNull(),
    /** accrual (prevista, ajuste, cancelamento), estorno, manual (bônus, premiação, ajuste manual, adiantamento), repasse. */
    kind: text("kind").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
  },
  (t) => [
    unique("commission_report_months_key").on(t.competence, t.userId, t.category, t.partnerId, t.dueMonth, t.paid, t.kind).nullsNotDistinct(),
    index("commission_report_months_user_idx").on(t.userId, t.competence),
  ],
);
