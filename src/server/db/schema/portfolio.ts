import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { SALE_STATUSES } from "../../../lib/catalog/sale-statuses";
import { editable } from "./columns";
import { users } from "./users";

/** Partner institution: bank, insurer, health operator, consórcio administrator… */
export const partners = pgTable(
  "partners",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** 14-character uppercase CNPJ (numeric or the 2026 alphanumeric format). */
    cnpj: text("cnpj").notNull(),
    /** Product category codes (SPEC §3) the partner serves. */
    categories: text("categories").array().notNull().default(sql`'{}'::text[]`),
    contactName: text("contact_name"),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    active: boolean("active").notNull().default(true),
    ...editable,
  },
  (t) => [
    uniqueIndex("partners_cnpj_key").on(t.cnpj),
    // Accent-free so "Álvaro" sorts with the a's under the C collation (PGlite and most servers).
    index("partners_name_sort_idx").on(sql`f_unaccent(lower(${t.name}))`, t.id),
    index("partners_name_trgm_idx").using("gin", sql`f_unaccent(lower(${t.name})) gin_trgm_ops`),
  ],
);

/** A partner's product; commission rules (a later issue) attach here. */
export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id),
    category: text("category").notNull(),
    name: text("name").notNull(),
    /** What the sale's base amount means: prêmio líquido, valor da carta de crédito… */
    baseAmountLabel: text("base_amount_label").notNull(),
    active: boolean("active").notNull().default(true),
    ...editable,
  },
  (t) => [
    uniqueIndex("products_partner_name_key").on(t.partnerId, sql`lower(${t.name})`),
    index("products_category_idx").on(t.category, t.id),
    index("products_name_sort_idx").on(sql`f_unaccent(lower(${t.name}))`, t.id),
  ],
);

export const customers = pgTable(
  "customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["PF", "PJ"] }).notNull(),
    /** CPF (11 digits) or CNPJ (14 uppercase characters), no punctuation. */
    document: text("document").notNull(),
    name: text("name").notNull(),
    /** Birth (PF) or foundation (PJ) date. */
    birthDate: date("birth_date", { mode: "string" }),
    emails: text("emails").array().notNull().default(sql`'{}'::text[]`),
    /** E.164 (+5511912345678). */
    phones: text("phones").array().notNull().default(sql`'{}'::text[]`),
    cep: text("cep"),
    uf: text("uf"),
    city: text("city"),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    notes: text("notes"),
    lgpdLegalBasis: text("lgpd_legal_basis"),
    consentTextVersion: text("consent_text_version"),
    consentAt: timestamp("consent_at", { withTimezone: true }),
    consentChannel: text("consent_channel"),
    doNotContact: boolean("do_not_contact").notNull().default(false),
    /** Lower-case, accent-free name, document, e-mails and phone digits, for trigram search. */
    searchText: text("search_text").notNull().default(""),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...editable,
  },
  (t) => [
    uniqueIndex("customers_document_key").on(t.document).where(sql`${t.deletedAt} is null`),
    index("customers_owner_idx").on(t.ownerId, t.id),
    index("customers_name_sort_idx").on(sql`f_unaccent(lower(${t.name}))`, t.id),
    index("customers_created_idx").on(t.createdAt, t.id),
    index("customers_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("customers_tags_idx").using("gin", t.tags),
    // Imports match existing customers by e-mail (emails @> array[e], one probe per e-mail) instead of scanning
    // the table per batch; fastupdate off, or each probe during a long import reads the unmerged pending list.
    index("customers_emails_idx").using("gin", t.emails).with({ fastupdate: false }),
    // The same for phones: the lead page's duplicates panel and the leads import look customers up by phone.
    index("customers_phones_idx").using("gin", t.phones).with({ fastupdate: false }),
    check("customers_kind_valid", sql`${t.kind} in ('PF','PJ')`),
  ],
);

/**
 * What customers.search_text holds: name, document, e-mails and phone digits, lower-case and
 * accent-free. The service (one row) and the seed (every row) both set it from this.
 */
export const customerSearchTextSql = sql`f_unaccent(lower(${customers.name} || ' ' || ${customers.document} || ' ' || array_to_string(${customers.emails}, ' ') || ' ' || regexp_replace(array_to_string(${customers.phones}, ' '), '[^0-9 ]', '', 'g')))`;

/** Free-text notes on a customer's timeline. */
export const customerNotes = pgTable(
  "customer_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("customer_notes_customer_idx").on(t.customerId, t.createdAt)],
);


export const sales = pgTable(
  "sales",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id),
    /** Copied from the product so lists filter and sort without joins. */
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id),
    category: text("category").notNull(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id),
    presalesId: uuid("presales_id").references(() => users.id),
    referrerId: uuid("referrer_id").references(() => users.id),
    /** External referrer (indicador) who is not a user. */
    referrerName: text("referrer_name"),
    /** Proposal, policy, contract or quota number. */
    contractNumber: text("contract_number"),
    soldOn: date("sold_on", { mode: "string" }).notNull(),
    /** The business day (São Paulo) it became Ativa: the commission schedule's month 1 unless a vigência starts it. */
    activatedOn: date("activated_on", { mode: "string" }),
    vigenciaStart: date("vigencia_start", { mode: "string" }),
    vigenciaEnd: date("vigencia_end", { mode: "string" }),
    installments: integer("installments"),
    /** Centavos. */
    baseAmount: bigint("base_amount", { mode: "bigint" }).notNull(),
    /** The base amount when the sale was activated (set by a trigger, migration of features/goals): goals count it. */
    activationAmount: bigint("activation_amount", { mode: "bigint" }),
    status: text("status", { enum: SALE_STATUSES }).notNull().default("proposta"),
    cancelledOn: date("cancelled_on", { mode: "string" }),
    cancelReason: text("cancel_reason"),
    /** CNSP 382 remuneration disclosure (insurance): when, how, the text. */
    disclosureAt: timestamp("disclosure_at", { withTimezone: true }),
    disclosureChannel: text("disclosure_channel"),
    disclosureText: text("disclosure_text"),
    leadId: uuid("lead_id"),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...editable,
  },
  (t) => [
    index("sales_customer_idx").on(t.customerId, t.soldOn),
    index("sales_seller_idx").on(t.sellerId, t.id),
    index("sales_presales_idx").on(t.presalesId),
    index("sales_referrer_idx").on(t.referrerId),
    index("sales_sold_on_idx").on(t.soldOn, t.id),
    index("sales_vigencia_end_idx").on(t.vigenciaEnd, t.id),
    // Renewals: counts and pages of active sales by end date read the index alone.
    index("sales_renewals_idx").on(t.vigenciaEnd, t.id).where(sql`${t.status} = 'ativa' and ${t.deletedAt} is null`),
    index("sales_status_idx").on(t.status, t.id),
    // The home's sales activated in the month, per seller; Relatórios › Vendas' activations and cancellations in a period.
    index("sales_activated_idx").on(t.activatedOn, t.sellerId).where(sql`${t.activatedOn} is not null and ${t.deletedAt} is null`),
    index("sales_cancelled_on_idx").on(t.cancelledOn).where(sql`${t.deletedAt} is null and ${t.cancelledOn} is not null`),
    index("sales_partner_idx").on(t.partnerId, t.id),
    index("sales_contract_trgm_idx").using("gin", sql`lower(${t.contractNumber}) gin_trgm_ops`),
    // The usual amount of a product and of a category (features/plausibility): a median read from the index alone.
    index("sales_product_amount_idx").on(t.productId, t.baseAmount).where(sql`${t.deletedAt} is null`),
    index("sales_category_amount_idx").on(t.category, t.baseAmount).where(sql`${t.deletedAt} is null`),
    check("sales_status_valid", sql`${t.status} in ('proposta','ativa','cancelada','encerrada')`),
    check("sales_amount_nonnegative", sql`${t.baseAmount} >= 0`),
    check("sales_cancel_complete", sql`${t.status} <> 'cancelada' or (${t.cancelledOn} is not null and ${t.cancelReason} is not null)`),
  ],
);

/**
 * Append-only history of a sale's status and base amount, with author and time: the
 * commissions ledger reacts to these (accrual on ativa, estorno on cancelada, adjustment on
 * amount change).
 */
export const saleEvents = pgTable(
  "sale_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    saleId: uuid("sale_id")
      .notNull()
      .references(() => sales.id),
    /** schedule_changed: the installments or the vigência of an active sale changed (its schedule follows). */
    type: text("type", { enum: ["created", "status_changed", "amount_changed", "schedule_changed"] }).notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    fromAmount: bigint("from_amount", { mode: "bigint" }),
    toAmount: bigint("to_amount", { mode: "bigint" }),
    /** Business date of the change (São Paulo), e.g. the cancellation date. */
    effectiveOn: date("effective_on", { mode: "string" }).notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sale_events_sale_idx").on(t.saleId, t.id), index("sale_events_at_idx").on(t.at, t.id)],
);
