import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { Db, DbOrTx } from "~/server/db/client";
import { leads, teams } from "~/server/db/schema";
import { checkedInput, countCapped, runListQuery, type ListCount, type ListRow } from "~/features/lists/server";
import { buildWhere } from "~/features/lists/server/where";
import type { ListQueryArgs } from "~/features/lists/list.schemas";
import { COUNT_CAP } from "~/features/lists/operands";
import { LEAD_STATUSES, type LeadStatus } from "~/lib/catalog/lead-statuses";
import { hideCpf } from "~/lib/brazil";
import { liveLeadBuckets } from "./lead-status-counts";
import { leadScope } from "./leads.policy";
import { leadsList } from "./leads.list";
import { withOptionLabels } from "./lead-options.service";

export { leadsList };

/** The actor's visible, live leads (soft-deleted ones, merged-away leads included, left out), inside every query. */
export function liveLeadScope(db: DbOrTx, actor: Actor): SQL | undefined {
  return and(isNull(leads.deletedAt), leadScope(db, actor));
}

/** A list row as shown: a pessoa física's CPF masked (LGPD); a CNPJ is public. */
export function maskLeadRow<Row extends { kind: string; document: string | null }>(row: Row): Row {
  return { ...row, document: row.kind === "PF" && row.document ? hideCpf(row.document) : row.document };
}

/**
 * The leads list: CPFs always masked (***.982.247-**), only the lead page shows them whole.
 * `only` narrows it to a selection (exports, bulk actions): ids outside the actor's scope are simply absent.
 */
export async function listLeads(db: Db, actor: Actor, input: ListQueryArgs, opts: { only?: readonly string[] } = {}) {
  const only = opts.only ? inArray(leads.id, [...opts.only]) : undefined;
  const page = await runListQuery(db, leadsList, input, { scope: and(liveLeadScope(db, actor), only) });
  return { ...page, items: await withOptionLabels(db, actor, page.items.map(maskLeadRow)) };
}

/**
 * What a kanban card shows and a move needs: 11 of a list row's 28 fields. The board pre-loads 7 columns of
 * 20 cards into its page, so full rows made its page data twice this size; no CPF, e-mail or phone goes either.
 */
function leadCard(row: ListRow<typeof leadsList>) {
  const { id, name, status, ownerName, nextContactOn, contactAttempts, categories, doNotContact, lostReason, convertedCustomerId, version } = row;
  return { id, name, status, ownerName, nextContactOn, contactAttempts, categories, doNotContact, lostReason, convertedCustomerId, version };
}

/** The board's columns: the leads list under the same filters, scope and cursor, as cards. */
export async function listLeadCards(db: Db, actor: Actor, input: ListQueryArgs) {
  const page = await runListQuery(db, leadsList, input, { scope: liveLeadScope(db, actor) });
  return { ...page, items: page.items.map(leadCard) };
}

export function countLeads(db: Db, actor: Actor, input: ListQueryArgs): Promise<ListCount> {
  return countCapped(db, leadsList, input, liveLeadScope(db, actor));
}

export interface KanbanCount extends ListCount {
  status: LeadStatus;
}

async function teamPoolOpen(db: Db, teamId: string | null): Promise<boolean> {
  if (!teamId) return false;
  const rows = await db.select({ id: teams.id }).from(teams).where(and(eq(teams.id, teamId), eq(teams.leadPool, true))).limit(1);
  return rows.length > 0;
}

/** count(*) of at most COUNT_CAP + 1 rows per status, all statuses in one statement (constant status per branch). */
async function cappedCountsByStatus(db: Db, where: SQL | undefined): Promise<Map<string, number>> {
  const branches = LEAD_STATUSES.map(
    (status) =>
      sql`select ${status}::text as status, (select count(*)::int from (select 1 from ${leads} where ${and(eq(leads.status, status), where)} limit ${COUNT_CAP + 1}) c) as n`,
  );
  // Both drivers (pg and PGlite) answer { rows }.
  const { rows } = (await db.execute(sql.join(branches, sql` union all `))) as unknown as { rows: { status: string; n: number }[] };
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** The board as it opens: exact counts from the maintained totals, however many leads. */
async function exactKanbanCounts(db: Db, actor: Actor): Promise<KanbanCount[]> {
  const counts = new Map<string, number>();
  for (const b of await liveLeadBuckets(db, actor)) counts.set(b.status, (counts.get(b.status) ?? 0) + b.count);
  return LEAD_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0, capped: false }));
}

/**
 * The kanban's column counts. Unfiltered: exact, from lead_status_counts. With filters or a search: one capped
 * count per status (exact up to COUNT_CAP, then "10.000+", like every list count) — a GROUP BY over a million
 * rows would read them all.
 * Each branch has a constant status, so the Administrador's walks leads_status_next_idx index-only.
 * A Vendedor's scope is "own OR the team's open pool": counted as one OR, every row is a heap visit
 * (measured 550 ms at 1M leads), so it is counted as its two disjoint halves instead: own leads
 * (leads_owner_status_next_idx, index-only) plus the scoped unassigned ones (the pool, small).
 */
export async function kanbanCounts(db: Db, actor: Actor, input: Pick<ListQueryArgs, "filters" | "search"> = {}): Promise<KanbanCount[]> {
  const { filters, search } = checkedInput(leadsList, { filters: input.filters, search: input.search });
  const filtered = buildWhere(leadsList, filters, search);
  if (!filtered) return exactKanbanCounts(db, actor);
  let counts: Map<string, number>;
  if (actor.role === "seller") {
    // A seller always sees their own leads (leadScope's first clause); everything else they see is unassigned.
    const own = await cappedCountsByStatus(db, and(isNull(leads.deletedAt), eq(leads.ownerId, actor.id), filtered));
    // The pool half, only when the team's pool is open (else the scope is own only), written as the plain
    // conditions of leads_pool_status_idx rather than through leadScope's OR, which is checked row by row.
    const pool =
      actor.teamId && (await teamPoolOpen(db, actor.teamId))
        ? await cappedCountsByStatus(db, and(isNull(leads.deletedAt), isNull(leads.ownerId), eq(leads.teamId, actor.teamId), filtered))
        : new Map<string, number>();
    counts = new Map(LEAD_STATUSES.map((s) => [s, (own.get(s) ?? 0) + (pool.get(s) ?? 0)]));
  } else {
    counts = await cappedCountsByStatus(db, and(liveLeadScope(db, actor), filtered));
  }
  return LEAD_STATUSES.map((status) => {
    const n = counts.get(status) ?? 0;
    return { status, count: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
  });
}

/** For the global search palette: the best few matches on name, document, e-mail or phone. */
export async function searchLeads(db: Db, actor: Actor, q: string) {
  const page = await listLeads(db, actor, { search: q, limit: 8 });
  return page.items.map((l) => ({ id: l.id, name: l.name, document: l.document, kind: l.kind, status: l.status, city: l.city, uf: l.uf }));
}
