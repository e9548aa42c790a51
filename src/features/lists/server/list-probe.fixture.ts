import { eq, sql } from "drizzle-orm";
import { bigint, boolean, date, doublePrecision, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { defineList } from "../list-spec";

/**
 * A small table that exists only in tests (created by PROBE_DDL), with one column of every
 * kind a list meets: accents, nulls, bigints past 2^53, timestamps with microseconds, an outer join.
 */

export const PROBE_DDL = `
create table list_probe_owner (id uuid primary key, name text not null);
create table list_probe (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  city text,
  qty integer,
  score double precision,
  amount bigint not null default 0,
  born date,
  seen_at timestamptz,
  created_at timestamptz not null default now(),
  status text not null default 'proposta',
  active boolean not null default true,
  tags text[] not null default '{}',
  owner_id uuid references list_probe_owner(id)
);`;

export const probeOwner = pgTable("list_probe_owner", {
  id: uuid("id").primaryKey(),
  name: text("name").notNull(),
});

export const probe = pgTable("list_probe", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  city: text("city"),
  qty: integer("qty"),
  score: doublePrecision("score"),
  amount: bigint("amount", { mode: "bigint" }).notNull(),
  born: date("born"),
  seenAt: timestamp("seen_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  status: text("status").notNull(),
  active: boolean("active").notNull(),
  tags: text("tags").array().notNull(),
  ownerId: uuid("owner_id"),
});

export const PROBE_STATUSES = ["proposta", "ativa", "cancelada", "encerrada"] as const;

export const probeList = defineList({
  key: "probe",
  from: probe,
  joins: [{ table: probeOwner, on: eq(probeOwner.id, probe.ownerId) }],
  select: {
    id: probe.id,
    name: probe.name,
    city: probe.city,
    qty: probe.qty,
    amount: probe.amount,
    seenAt: probe.seenAt,
    status: probe.status,
    ownerName: sql<string | null>`${probeOwner.name}`,
  },
  fields: {
    name: { column: probe.name, type: "text", sortable: true },
    city: { column: probe.city, type: "text", sortable: true },
    qty: { column: probe.qty, type: "number", sortable: true },
    /** An integer the spec cannot see is one (an expression): the database refuses 1.5. */
    qtyPlus: { column: sql`${probe.qty} + 0`, type: "number" },
    score: { column: probe.score, type: "number", sortable: true },
    amount: { column: probe.amount, type: "money", sortable: true },
    born: { column: probe.born, type: "date", sortable: true },
    seenAt: { column: probe.seenAt, type: "datetime", sortable: true },
    createdAt: { column: probe.createdAt, type: "datetime", sortable: true },
    status: { column: probe.status, type: "enum", values: PROBE_STATUSES, sortable: true },
    active: { column: probe.active, type: "boolean", sortable: true },
    tags: { column: probe.tags, type: "tags" },
    ownerId: { column: probe.ownerId, type: "uuid", sortable: true },
    ownerName: { column: probeOwner.name, type: "text", sortable: true },
    nameKey: { column: sql`f_unaccent(lower(${probe.name}))`, type: "text", sortable: true, operands: [] },
  },
  id: probe.id,
  defaultSort: { field: "createdAt", dir: "desc" },
  search: [probe.name, probe.city],
});
