import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { DbOrTx } from "~/server/db/client";
import { idsProbed, valuesFound } from "~/server/db/probe";
import { customers, leadActivities, leads, leadSearchTextSql, users } from "~/server/db/schema";
import { conflict, STALE_VERSION_MESSAGE } from "~/server/errors";
import { UFS } from "~/lib/fields";
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS, type ProductCategory } from "~/lib/catalog/product-categories";
import { defineImportColumns, type ImportValues } from "~/features/import-export/columns";
import type { ImportCellError, ValidRow } from "~/features/import-export/validate";
import { defineImporter, type ImportContext, type RowPlan } from "~/features/import-export/server/importer";
import { unusualAmountMessage } from "~/features/plausibility/plausibility";
import { leadValueChecker } from "~/features/plausibility/server/plausibility.service";
import { nextInRotation } from "../lead-status";
import { activeOptionLabels, type LeadRow } from "./lead-access";
import { mayEditLead } from "./leads.policy";
import { teamRotation } from "./leads-assign.service";

export const leadImportColumns = defineImportColumns([
  { key: "name", label: "Nome", type: "text", required: true, maxLength: 160, aliases: ["nome / razão social", "razão social", "nome completo", "lead"] },
  { key: "document", label: "CPF/CNPJ", type: "document", aliases: ["cpf", "cnpj", "documento"] },
  { key: "email", label: "E-mail", type: "email", aliases: ["e-mail", "email", "endereço de e-mail"] },
  { key: "phone", label: "Telefone", type: "phone", unique: false, aliases: ["celular", "whatsapp", "fone"] },
  { key: "city", label: "Cidade", type: "text", maxLength: 80 },
  { key: "uf", label: "UF", type: "enum", enumValues: UFS, aliases: ["estado"] },
  { key: "source", label: "Origem", type: "text", maxLength: 60, aliases: ["fonte", "canal"] },
  { key: "categories", label: "Interesses", type: "tags", maxLength: 60, aliases: ["categorias", "produtos de interesse", "interesse"] },
  { key: "estimatedValue", label: "Valor estimado", type: "money", aliases: ["valor", "valor estimado (r$)"] },
  { key: "owner", label: "Responsável (e-mail)", type: "email", unique: false, aliases: ["e-mail do responsável", "responsável"] },
  { key: "tags", label: "Tags", type: "tags", maxLength: 40, aliases: ["etiquetas"] },
  { key: "notes", label: "Observações", type: "text", maxLength: 4000, aliases: ["notas"] },
]);

type Columns = typeof leadImportColumns;
type Values = ImportValues<Columns>;

/** A lead row as the import writes it; ownerId undefined = dealt by the team's round-robin on insert. */
export interface LeadImportData {
  kind: "PF" | "PJ";
  document: string | null;
  name: string;
  emails: string[];
  phones: string[];
  city: string | null;
  uf: string | null;
  source: string;
  categories: ProductCategory[];
  estimatedValue: bigint | null;
  ownerId: string | null | undefined;
  teamId: string | null;
  tags: string[];
  notes: string | null;
}

type Existing = LeadRow & { ownerTeamId: string | null };
interface Owner {
  id: string;
  teamId: string | null;
  active: boolean;
  role: string;
}

export const IMPORT_SOURCE = "Importação";
const MAX_CONTACTS = 5;
const MESSAGES = {
  ownOnly: "Você só pode importar leads para você mesmo.",
  ownerTeam: "O responsável precisa ser um usuário ativo da sua equipe.",
  ownerUnknown: "Responsável não encontrado ou inativo: use o e-mail de um usuário ativo.",
  otherOwner: "Este lead já existe e pertence a outro vendedor.",
  source: "Origem desconhecida: use uma das origens cadastradas.",
  customer: "Já é cliente (mesmo CPF/CNPJ, e-mail ou telefone): o lead será importado mesmo assim, para uma nova venda.",
  category: "Interesse desconhecido: use as categorias de produto (ex.: Seguro auto, Consórcio).",
};

const fold = (s: string) => s.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase().trim();
/** Looser, for categories: "Plano de saúde", "plano saude" and "PlanoSaude" are the same interest. */
const foldCategory = (s: string) => fold(s).replace(/\b(de|do|da|dos|das|e)\b/g, "").replace(/[^a-z0-9]/g, "");

/** Category codes by code and by label in both languages, folded ("consorcio" → Consortium). */
const CATEGORY_BY_TEXT = new Map<string, ProductCategory>(
  PRODUCT_CATEGORIES.flatMap((code) => [
    [foldCategory(code), code],
    [foldCategory(PRODUCT_CATEGORY_LABELS["pt-BR"][code]), code],
    [foldCategory(PRODUCT_CATEGORY_LABELS["en-US"][code]), code],
  ]),
);

/** What one import remembers between batches: owners by e-mail, the active sources, the usual estimated values. */
interface ImportMemo {
  owners: Map<string, Owner | null>;
  sources: Map<string, string> | null;
  unusual: ReturnType<typeof leadValueChecker>;
}
const memos = new WeakMap<ImportContext, ImportMemo>();
function memoOf(ctx: ImportContext): ImportMemo {
  let memo = memos.get(ctx);
  if (!memo) memos.set(ctx, (memo = { owners: new Map(), sources: null, unusual: leadValueChecker(ctx.db) }));
  return memo;
}

/** A row whose estimated value (new, or changing an existing lead's) is far outside the usual must be confirmed. */
async function withUnusualValueWarnings(ctx: ImportContext, plans: RowPlan<LeadImportData>[]): Promise<RowPlan<LeadImportData>[]> {
  const { unusual } = memoOf(ctx);
  return Promise.all(
    plans.map(async (plan) => {
      let checked: { value: bigint | null | undefined; categories: readonly string[] } | null = null;
      if (plan.kind === "create") checked = { value: plan.data.estimatedValue, categories: plan.data.categories };
      else if (plan.kind === "update") checked = { value: plan.changes.estimatedValue, categories: plan.changes.categories ?? (plan.before.categories as string[]) };
      if (typeof checked?.value !== "bigint") return plan;
      const found = await unusual(checked.value, checked.categories);
      return found ? { ...plan, warning: unusualAmountMessage(found) } : plan;
    }),
  );
}

async function resolveOwners(ctx: ImportContext, emails: string[]): Promise<Map<string, Owner | null>> {
  const { owners } = memoOf(ctx);
  const missing = [...new Set(emails)].filter((e) => !owners.has(e));
  if (missing.length > 0) {
    const found = await ctx.db
      .select({ id: users.id, teamId: users.teamId, active: users.active, role: users.role, email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, missing));
    for (const e of missing) owners.set(e, null);
    for (const u of found) owners.set(u.email, u);
  }
  return owners;
}

async function sourcesOf(ctx: ImportContext): Promise<Map<string, string>> {
  const memo = memoOf(ctx);
  memo.sources ??= new Map((await activeOptionLabels(ctx.db, "source")).map((label) => [fold(label), label]));
  return memo.sources;
}

/**
 * Live leads matching `where`. "Not deleted" is checked here, not in SQL: inside the import's transaction the
 * planner's statistics do not know the rows just inserted, and with `deleted_at is null` in the query it ANDs
 * the probe with a whole partial index (where deleted_at is null) — a scan of every lead per batch, which made
 * a 20 000-row import take minutes.
 */
async function findExisting(db: DbOrTx, where: ReturnType<typeof and>): Promise<Existing[]> {
  const rows = await db.select({ lead: leads, ownerTeamId: users.teamId }).from(leads).leftJoin(users, eq(users.id, leads.ownerId)).where(where);
  return rows.filter((r) => r.lead.deletedAt === null).map((r) => ({ ...r.lead, ownerTeamId: r.ownerTeamId }));
}

/** The live lead each row is (same document, else e-mail, else phone), or null for a new one. */
async function matchExisting(db: DbOrTx, rows: readonly ValidRow<Columns>[]): Promise<(Existing | null)[]> {
  const documents = rows.flatMap((r) => (r.values.document ? [r.values.document] : []));
  const documentIds = await idsProbed(db, documents, (v) => sql`select l.id from ${leads} l where l.document = ${v}`);
  const byDocument = new Map(documentIds.length ? (await findExisting(db, inArray(leads.id, documentIds))).map((l) => [l.document!, l]) : []);
  const rest = rows.filter((r) => !(r.values.document && byDocument.has(r.values.document)));
  const emails = rest.flatMap((r) => (r.values.email ? [r.values.email] : []));
  const phones = rest.flatMap((r) => (r.values.phone ? [r.values.phone] : []));
  const ids = [
    ...new Set([
      ...(await idsProbed(db, emails, (v) => sql`select l.id from ${leads} l where l.emails @> array[${v}]`)),
      ...(await idsProbed(db, phones, (v) => sql`select l.id from ${leads} l where l.phones @> array[${v}]`)),
    ]),
  ];
  const byEmail = new Map<string, Existing>();
  const byPhone = new Map<string, Existing>();
  if (ids.length) {
    for (const l of await findExisting(db, inArray(leads.id, ids))) {
      for (const e of l.emails) if (!byEmail.has(e)) byEmail.set(e, l);
      for (const p of l.phones) if (!byPhone.has(p)) byPhone.set(p, l);
    }
  }
  return rows.map(
    (r) =>
      (r.values.document ? byDocument.get(r.values.document) : undefined) ??
      (r.values.email ? byEmail.get(r.values.email) : undefined) ??
      (r.values.phone ? byPhone.get(r.values.phone) : undefined) ??
      null,
  );
}

/**
 * Rows whose document, e-mail or phone is already a live customer's (the issue asks imports to show them, as
 * the create form does). Only a yes/no: the customer may be in a carteira the importer cannot see.
 */
async function customerMatches(db: DbOrTx, rows: readonly ValidRow<Columns>[]): Promise<boolean[]> {
  const documents = rows.flatMap((r) => (r.values.document ? [r.values.document] : []));
  // Live customers only: the unique index on document is partial (where deleted_at is null).
  const liveCustomer = (where: SQL) => sql`select 1 from ${customers} c where ${where} and c.deleted_at is null`;
  const knownDocuments = await valuesFound(db, documents, (v) => liveCustomer(sql`c.document = ${v}`));
  const emails = await valuesFound(db, rows.flatMap((r) => (r.values.email ? [r.values.email] : [])), (v) => liveCustomer(sql`c.emails @> array[${v}]`));
  const phones = await valuesFound(db, rows.flatMap((r) => (r.values.phone ? [r.values.phone] : [])), (v) => liveCustomer(sql`c.phones @> array[${v}]`));
  return rows.map(
    (r) =>
      (r.values.document !== null && knownDocuments.has(r.values.document)) ||
      (r.values.email !== null && emails.has(r.values.email)) ||
      (r.values.phone !== null && phones.has(r.values.phone)),
  );
}

function withContact(list: readonly string[], value: string | null): string[] | null {
  if (value === null || list.includes(value)) return null;
  return list.length < MAX_CONTACTS ? [...list, value] : [...list.slice(0, MAX_CONTACTS - 1), value];
}

const union = <T>(a: readonly T[], b: readonly T[]): T[] | null => {
  const added = b.filter((x) => !a.includes(x));
  return added.length ? [...a, ...added] : null;
};

/** Only mapped, non-empty values that add to or differ from the lead: {} means the row changes nothing. */
export function leadChanges(values: Values, data: LeadImportData, existing: LeadRow): Partial<LeadImportData> {
  const changes: Partial<LeadImportData> = {};
  if (values.name !== existing.name) changes.name = values.name;
  if (data.document && !existing.document) changes.document = data.document;
  const emails = withContact(existing.emails, values.email);
  if (emails) changes.emails = emails;
  const phones = withContact(existing.phones, values.phone);
  if (phones) changes.phones = phones;
  for (const key of ["city", "uf", "notes"] as const) {
    const value = values[key];
    if (value !== null && value !== existing[key]) changes[key] = value;
  }
  if (values.estimatedValue !== null && values.estimatedValue !== existing.estimatedValue) changes.estimatedValue = values.estimatedValue;
  const categories = union(existing.categories as ProductCategory[], data.categories);
  if (categories) changes.categories = categories;
  const tags = union(existing.tags, values.tags.filter((t) => !existing.tags.some((x) => x.toLowerCase() === t.toLowerCase())));
  if (tags) changes.tags = tags;
  if (data.ownerId && data.ownerId !== existing.ownerId) changes.ownerId = data.ownerId;
  return changes;
}

/** jsonb holds neither bigints nor Dates: their text. */
const jsonValue = (v: unknown): unknown => (typeof v === "bigint" ? v.toString() : v instanceof Date ? v.toISOString() : (v ?? null));

const cellError = (key: keyof Values, label: string, message: string): ImportCellError => ({ column: label, columnKey: key, message });

/** The owner a row names: null when it names none, or the reason the actor may not use it. */
function ownerFor(actor: Actor, email: string | null, owners: Map<string, Owner | null>): { owner: Owner | null } | { error: string } {
  if (email === null) return { owner: null };
  const owner = owners.get(email) ?? null;
  if (!owner || !owner.active || owner.role === "finance") return { error: MESSAGES.ownerUnknown };
  if (owner.id === actor.id || actor.role === "admin") return { owner };
  if (actor.role !== "manager") return { error: MESSAGES.ownOnly };
  return owner.teamId !== null && owner.teamId === actor.teamId ? { owner } : { error: MESSAGES.ownerTeam };
}

async function planLeads(ctx: ImportContext, rows: readonly ValidRow<Columns>[]): Promise<RowPlan<LeadImportData>[]> {
  const owners = await resolveOwners(ctx, rows.flatMap((r) => (r.values.owner ? [r.values.owner] : [])));
  const sources = await sourcesOf(ctx);
  const existing = await matchExisting(ctx.db, rows);
  const isCustomer = await customerMatches(ctx.db, rows);
  const plans = rows.map((row, i): RowPlan<LeadImportData> => {
    const v = row.values;
    const named = ownerFor(ctx.actor, v.owner, owners);
    if ("error" in named) return { kind: "rejected", errors: [cellError("owner", "Responsável (e-mail)", named.error)] };
    const source = v.source ? sources.get(fold(v.source)) : IMPORT_SOURCE;
    if (!source) return { kind: "rejected", errors: [cellError("source", "Origem", MESSAGES.source)] };
    const categories: ProductCategory[] = [];
    for (const text of v.categories) {
      const code = CATEGORY_BY_TEXT.get(foldCategory(text));
      if (!code) return { kind: "rejected", errors: [cellError("categories", "Interesses", `${MESSAGES.category} (“${text}”)`)] };
      if (!categories.includes(code)) categories.push(code);
    }
    const data: LeadImportData = {
      kind: v.document && !/^\d{11}$/.test(v.document) ? "PJ" : "PF",
      document: v.document,
      name: v.name,
      emails: v.email ? [v.email] : [],
      phones: v.phone ? [v.phone] : [],
      city: v.city,
      uf: v.uf,
      source,
      categories,
      estimatedValue: v.estimatedValue,
      // No owner named: the importer, unless the team deals new leads by round-robin (decided on insert).
      ownerId: named.owner?.id,
      teamId: named.owner ? named.owner.teamId : ctx.actor.teamId,
      tags: v.tags,
      notes: v.notes,
    };
    const match = existing[i];
    if (!match) return { kind: "create", data };
    if (!mayEditLead(ctx.actor, match, match.ownerTeamId)) return { kind: "rejected", errors: [cellError("name", "Nome", MESSAGES.otherOwner)] };
    if (ctx.duplicates === "skip") return { kind: "skipped", id: match.id };
    const changes = leadChanges(v, data, match);
    if (Object.keys(changes).length === 0) return { kind: "unchanged", id: match.id };
    const { ownerTeamId: _team, searchText: _search, ...before } = match;
    return { kind: "update", id: match.id, before, changes };
  });
  return withUnusualValueWarnings(
    ctx,
    plans.map((plan, i) => (isCustomer[i] && plan.kind !== "rejected" ? { ...plan, notice: MESSAGES.customer } : plan)),
  );
}

/** Owners of the batch's unnamed rows: the team's next sellers in turn when round-robin is on, else the importer. */
async function dealOwners(ctx: ImportContext, count: number): Promise<string[]> {
  const { actor } = ctx;
  const rotation = actor.teamId ? await teamRotation(ctx.db, actor.teamId) : null;
  if (!rotation || rotation.sellers.length === 0) return Array.from({ length: count }, () => actor.id);
  const dealt: string[] = [];
  let last = rotation.last;
  for (let i = 0; i < count; i++) dealt.push((last = nextInRotation(rotation.sellers, last)!));
  if (last) await rotation.save(last);
  return dealt;
}

/**
 * One statement per batch: the rows travel as one JSON parameter (not 1 000 × 17 bind parameters), the
 * search text is computed as leadSearchTextSql computes it, and each lead's timeline starts with its
 * "created" entry, as for a lead typed in.
 */
function insertBatchSql(rows: (Omit<LeadImportData, "estimatedValue"> & { id: string; ownerId: string | null; estimatedValue: string | null })[], actorId: string) {
  return sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(
        id uuid, kind text, name text, document text, emails text[], phones text[], city text, uf text, source text,
        categories text[], "estimatedValue" bigint, "ownerId" uuid, "teamId" uuid, tags text[], notes text)
    ), created as (
      insert into ${leads} (id, kind, name, document, emails, phones, city, uf, source, categories, estimated_value, owner_id, team_id, tags, notes, status, created_by_id, search_text)
      select id, kind, name, document, emails, phones, city, uf, source, categories, "estimatedValue", "ownerId", "teamId", tags, notes, 'Novo', ${actorId}::uuid,
        f_unaccent(lower(name || ' ' || coalesce(document, '') || ' ' || array_to_string(emails, ' ') || ' ' || regexp_replace(array_to_string(phones, ' '), '[^0-9 ]', '', 'g')))
      from input
      returning id, source, owner_id
    )
    insert into ${leadActivities} (lead_id, kind, author_id, data)
    select id, 'created', ${actorId}::uuid, jsonb_build_object('source', source, 'ownerId', owner_id, 'imported', true) from created`;
}

/** Leads import: a row matching a live lead (document, else e-mail, else phone) is skipped or updated. */
export const leadsImporter = defineImporter<Columns, LeadImportData>({
  listKey: "leads",
  entity: "lead",
  table: leads,
  permission: "leads.write",
  columns: leadImportColumns,
  plan: planLeads,
  async insert(ctx, items) {
    const unnamed = items.filter((i) => i.data.ownerId === undefined).length;
    const dealt = unnamed ? await dealOwners(ctx, unnamed) : [];
    let next = 0;
    // Ids made here, so the answer is in the file's order whatever order the database returns rows in.
    const rows = items.map(({ data }) => ({
      ...data,
      id: randomUUID(),
      ownerId: data.ownerId === undefined ? dealt[next++]! : data.ownerId,
      estimatedValue: data.estimatedValue === null ? null : data.estimatedValue.toString(),
    }));
    await ctx.db.execute(insertBatchSql(rows, ctx.actor.id));
    return rows.map((r) => r.id);
  },
  async update(ctx, items) {
    for (const item of items) {
      const version = item.before.version as number;
      const { ownerId, ...changes } = item.changes;
      const done = await ctx.db
        .update(leads)
        .set({ ...changes, ...(ownerId ? { ownerId } : {}), version: sql`${leads.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(leads.id, item.id), eq(leads.version, version), isNull(leads.deletedAt)))
        .returning({ id: leads.id });
      // Someone edited the lead between the lookup and now: the whole import is refused, nothing half-done.
      if (done.length === 0) throw conflict(`Linha ${item.row}: ${STALE_VERSION_MESSAGE}`);
    }
    const ids = items.map((i) => i.id);
    await ctx.db.update(leads).set({ searchText: leadSearchTextSql }).where(inArray(leads.id, ids));
    // The same "fields" entry as an edit on the lead page: field → {from, to}.
    await ctx.db.insert(leadActivities).values(
      items.map((i) => ({
        leadId: i.id,
        kind: "fields" as const,
        authorId: ctx.actor.id,
        data: Object.fromEntries(Object.entries(i.changes).map(([k, to]) => [k, { from: jsonValue(i.before[k]), to: jsonValue(to) }])),
      })),
    );
  },
});
