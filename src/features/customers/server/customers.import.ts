import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { DbOrTx } from "~/server/db/client";
import { idsProbed } from "~/server/db/probe";
import { customers, customerSearchTextSql, users } from "~/server/db/schema";
import { conflict, STALE_VERSION_MESSAGE } from "~/server/errors";
import { UFS } from "~/lib/fields";
import { saoPauloDay } from "~/lib/format";
import { defineImportColumns, type ImportValues } from "~/features/import-export/columns";
import type { ImportCellError, ValidRow } from "~/features/import-export/validate";
import { defineImporter, type ImportContext, type RowPlan } from "~/features/import-export/server/importer";
import { mayEditCustomer } from "./customers.policy";

export const customerImportColumns = defineImportColumns([
  { key: "name", label: "Nome", type: "text", required: true, maxLength: 160, aliases: ["nome / razão social", "razão social"] },
  { key: "document", label: "CPF/CNPJ", type: "document", required: true },
  { key: "email", label: "E-mail", type: "email", aliases: ["e-mail", "email", "endereço de e-mail", "correio eletrônico"] },
  { key: "phone", label: "Telefone", type: "phone" },
  { key: "birthDate", label: "Data de nascimento/fundação", type: "date", aliases: ["data de nascimento", "nascimento", "data de fundação", "fundação"] },
  { key: "cep", label: "CEP", type: "cep" },
  { key: "uf", label: "UF", type: "enum", enumValues: UFS },
  { key: "city", label: "Cidade", type: "text", maxLength: 80 },
  { key: "owner", label: "Responsável (e-mail)", type: "email", unique: false, aliases: ["e-mail do responsável", "email do responsavel", "responsável"] },
  { key: "tags", label: "Tags", type: "tags", maxLength: 40 },
  { key: "notes", label: "Observações", type: "text", maxLength: 4000 },
]);

type Columns = typeof customerImportColumns;
type Values = ImportValues<Columns>;

/** A customer row as the import writes it. */
export interface CustomerImportData {
  kind: "PF" | "PJ";
  document: string;
  name: string;
  birthDate: string | null;
  emails: string[];
  phones: string[];
  cep: string | null;
  uf: string | null;
  city: string | null;
  ownerId: string;
  tags: string[];
  notes: string | null;
}

type Existing = typeof customers.$inferSelect & { ownerTeamId: string | null };
interface Owner {
  id: string;
  teamId: string | null;
  active: boolean;
}

const MAX_CONTACTS = 5;
const OWN_CARTEIRA = "Você só pode importar clientes para a sua própria carteira.";
const OWNER_TEAM = "O responsável precisa ser um usuário ativo da sua equipe.";
const OWNER_UNKNOWN = "Responsável não encontrado ou inativo: use o e-mail de um usuário ativo.";
const OTHER_CARTEIRA = "Este cliente já existe e pertence à carteira de outro vendedor.";

/** Owners looked up so far in this import, by lower-case e-mail (null = no such active user). */
const ownerCache = new WeakMap<ImportContext, Map<string, Owner | null>>();

async function resolveOwners(ctx: ImportContext, emails: string[]): Promise<Map<string, Owner | null>> {
  let cache = ownerCache.get(ctx);
  if (!cache) ownerCache.set(ctx, (cache = new Map()));
  const missing = [...new Set(emails)].filter((e) => !cache.has(e));
  if (missing.length > 0) {
    const found = await ctx.db
      .select({ id: users.id, teamId: users.teamId, active: users.active, email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, missing));
    for (const e of missing) cache.set(e, null);
    for (const u of found) cache.set(u.email, { id: u.id, teamId: u.teamId, active: u.active });
  }
  return cache;
}

/**
 * Live customers matching `where`; "not deleted" is checked here, not in SQL. Inside the import's transaction
 * the planner's statistics miss the rows just inserted, and with `deleted_at is null` in the query it ANDs the
 * probe with a whole partial index (where deleted_at is null): a scan of every customer for each batch.
 */
async function findExisting(db: DbOrTx, where: ReturnType<typeof and>): Promise<Existing[]> {
  const rows = await db.select({ customer: customers, ownerTeamId: users.teamId }).from(customers).leftJoin(users, eq(users.id, customers.ownerId)).where(where);
  return rows.filter((r) => r.customer.deletedAt === null).map((r) => ({ ...r.customer, ownerTeamId: r.ownerTeamId }));
}

/** Existing customers matched by document, else by e-mail, for each row (null = new customer). */
async function matchExisting(db: DbOrTx, rows: readonly ValidRow<Columns>[]): Promise<(Existing | null)[]> {
  // Live customers only: the unique index on document is partial (where deleted_at is null).
  const documentIds = await idsProbed(
    db,
    rows.map((r) => r.values.document),
    (v) => sql`select c.id from ${customers} c where c.document = ${v} and c.deleted_at is null`,
  );
  const byDocument = new Map(documentIds.length ? (await findExisting(db, inArray(customers.id, documentIds))).map((c) => [c.document, c]) : []);
  const emails = rows.filter((r) => !byDocument.has(r.values.document) && r.values.email).map((r) => r.values.email!);
  const byEmail = new Map<string, Existing>();
  if (emails.length > 0) {
    const ids = await idsProbed(db, emails, (v) => sql`select c.id from ${customers} c where c.emails @> array[${v}]`);
    const wanted = new Set(emails);
    if (ids.length > 0) for (const c of await findExisting(db, inArray(customers.id, ids))) for (const e of c.emails) if (wanted.has(e) && !byEmail.has(e)) byEmail.set(e, c);
  }
  return rows.map((r) => byDocument.get(r.values.document) ?? (r.values.email ? byEmail.get(r.values.email) : undefined) ?? null);
}

function withContact(list: readonly string[], value: string | null): string[] | null {
  if (value === null || list.includes(value)) return null;
  return list.length < MAX_CONTACTS ? [...list, value] : [...list.slice(0, MAX_CONTACTS - 1), value];
}

/** Only the mapped, non-empty fields that differ from the record: {} means the row changes nothing. */
export function customerChanges(values: Values, existing: typeof customers.$inferSelect, ownerId: string | null): Partial<CustomerImportData> {
  const changes: Partial<CustomerImportData> = {};
  if (values.name !== existing.name) changes.name = values.name;
  const birthDate = values.birthDate ? saoPauloDay(values.birthDate) : null;
  if (birthDate !== null && birthDate !== existing.birthDate) changes.birthDate = birthDate;
  const emails = withContact(existing.emails, values.email);
  if (emails) changes.emails = emails;
  const phones = withContact(existing.phones, values.phone);
  if (phones) changes.phones = phones;
  for (const key of ["cep", "uf", "city", "notes"] as const) {
    const value = values[key];
    if (value !== null && value !== existing[key]) changes[key] = value;
  }
  const newTags = values.tags.filter((t) => !existing.tags.some((x) => x.toLowerCase() === t.toLowerCase()));
  if (newTags.length > 0) changes.tags = [...existing.tags, ...newTags];
  if (ownerId !== null && ownerId !== existing.ownerId) changes.ownerId = ownerId;
  return changes;
}

function newCustomer(values: Values, ownerId: string): CustomerImportData {
  return {
    kind: /^\d{11}$/.test(values.document) ? "PF" : "PJ",
    document: values.document,
    name: values.name,
    birthDate: values.birthDate ? saoPauloDay(values.birthDate) : null,
    emails: values.email ? [values.email] : [],
    phones: values.phone ? [values.phone] : [],
    cep: values.cep,
    uf: values.uf,
    city: values.city,
    ownerId,
    tags: values.tags,
    notes: values.notes,
  };
}

const error = (key: keyof Values, label: string, message: string): ImportCellError => ({ column: label, columnKey: key, message });

/** The owner a row names (or null when it names none), or the reason the actor may not use it. */
function ownerFor(actor: Actor, email: string | null, owners: Map<string, Owner | null>): { ownerId: string | null } | { error: string } {
  if (email === null) return { ownerId: null };
  const owner = owners.get(email) ?? null;
  if (!owner || !owner.active) return { error: OWNER_UNKNOWN };
  if (owner.id === actor.id || actor.role === "admin") return { ownerId: owner.id };
  if (actor.role !== "manager") return { error: OWN_CARTEIRA };
  return owner.teamId !== null && owner.teamId === actor.teamId ? { ownerId: owner.id } : { error: OWNER_TEAM };
}

async function planCustomers(ctx: ImportContext, rows: readonly ValidRow<Columns>[]): Promise<RowPlan<CustomerImportData>[]> {
  const owners = await resolveOwners(ctx, rows.flatMap((r) => (r.values.owner ? [r.values.owner] : [])));
  const existing = await matchExisting(ctx.db, rows);
  return rows.map((row, i): RowPlan<CustomerImportData> => {
    const owner = ownerFor(ctx.actor, row.values.owner, owners);
    if ("error" in owner) return { kind: "rejected", errors: [error("owner", "Responsável (e-mail)", owner.error)] };
    const match = existing[i];
    if (!match) return { kind: "create", data: newCustomer(row.values, owner.ownerId ?? ctx.actor.id) };
    if (!mayEditCustomer(ctx.actor, match, match.ownerTeamId)) return { kind: "rejected", errors: [error("document", "CPF/CNPJ", OTHER_CARTEIRA)] };
    if (ctx.duplicates === "skip") return { kind: "skipped", id: match.id };
    const changes = customerChanges(row.values, match, owner.ownerId);
    if (Object.keys(changes).length === 0) return { kind: "unchanged", id: match.id };
    const { ownerTeamId: _team, searchText: _search, ...before } = match;
    return { kind: "update", id: match.id, before, changes };
  });
}

/**
 * customerSearchTextSql for a row not yet written: the same text (array_to_string with ' ', phone digits
 * only), joined here so a batch is one INSERT instead of an INSERT plus an UPDATE of every new row.
 */
function searchTextOf(data: CustomerImportData) {
  const text = [data.name, data.document, data.emails.join(" "), data.phones.join(" ").replace(/[^0-9 ]/g, "")].join(" ");
  return sql`f_unaccent(lower(${text}))`;
}

async function refreshSearchText(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.update(customers).set({ searchText: customerSearchTextSql }).where(inArray(customers.id, ids));
}

/** Customers import: CPF/CNPJ decides PF/PJ; a match by document (else e-mail) is skipped or updated. */
export const customersImporter = defineImporter<Columns, CustomerImportData>({
  listKey: "customers",
  entity: "customer",
  table: customers,
  permission: "customers.write",
  columns: customerImportColumns,
  plan: planCustomers,
  async insert(ctx, items) {
    const rows = await ctx.db
      .insert(customers)
      .values(items.map((i) => ({ ...i.data, searchText: searchTextOf(i.data) })))
      .returning({ id: customers.id });
    return rows.map((r) => r.id);
  },
  async update(ctx, items) {
    for (const item of items) {
      const version = item.before.version as number;
      const done = await ctx.db
        .update(customers)
        .set({ ...item.changes, version: sql`${customers.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(customers.id, item.id), eq(customers.version, version), isNull(customers.deletedAt)))
        .returning({ id: customers.id });
      // Someone edited the customer between the lookup and now: the whole import is refused, nothing half-done.
      if (done.length === 0) throw conflict(`Linha ${item.row}: ${STALE_VERSION_MESSAGE}`);
    }
    await refreshSearchText(ctx.db, items.map((i) => i.id));
  },
});
