import { and, asc, desc, eq, ne, or, sql, type SQL } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { recordAudit } from "~/server/audit";
import type { Db, DbOrTx } from "~/server/db/client";
import { savedViews, users } from "~/server/db/schema";
import { versionedUpdate } from "~/server/db/versioned-update";
import { badInput, conflict, forbidden, notFound } from "~/server/errors";
import type { ViewCreateInput, ViewDeleteInput, ViewSetDefaultInput, ViewsListInput, ViewUpdateInput } from "../views.schemas";

/**
 * Saved views: the owner's own views plus the views teammates shared with the team. Only the
 * owner changes or deletes a view; everything is audited in the same transaction.
 */

export const MAX_VIEWS_PER_LIST = 100;
const NOT_FOUND_MESSAGE = "Visão não encontrada.";
const DUPLICATE_NAME = "Você já tem uma visão com este nome nesta lista.";

const viewColumns = {
  id: savedViews.id,
  listKey: savedViews.listKey,
  name: savedViews.name,
  filters: savedViews.filters,
  sort: savedViews.sort,
  search: savedViews.search,
  columns: savedViews.columns,
  shared: savedViews.shared,
  isDefault: savedViews.isDefault,
  ownerId: savedViews.userId,
  ownerName: users.name,
  teamId: savedViews.teamId,
  version: savedViews.version,
  createdAt: savedViews.createdAt,
  updatedAt: savedViews.updatedAt,
};


/** Own views, and views shared with the actor's team by someone who is still in that team. */
function visibleTo(actor: Actor): SQL {
  const own = eq(savedViews.userId, actor.id);
  if (!actor.teamId) return own;
  return or(own, and(eq(savedViews.shared, true), eq(savedViews.teamId, actor.teamId), eq(users.teamId, actor.teamId)))!;
}

function present(actor: Actor, row: ViewRow): SavedView {
  const mine = row.ownerId === actor.id;
  // The flag is the owner's default: a teammate's default is not mine.
  return { ...row, isDefault: mine && row.isDefault, mine };
}

function selectViews(db: DbOrTx) {
  return db.select(viewColumns).from(savedViews).leftJoin(users, eq(users.id, savedViews.userId));
}

type ViewRow = Awaited<ReturnType<typeof selectViews>>[number];
/** A view as the API returns it; `mine`: the actor owns it (and may change it). */
export type SavedView = ViewRow & { mine: boolean };

export async function listViews(db: DbOrTx, actor: Actor, input: ViewsListInput): Promise<SavedView[]> {
  const rows = await selectViews(db)
    .where(and(eq(savedViews.listKey, input.listKey), visibleTo(actor)))
    .orderBy(desc(sql`${savedViews.userId} = ${actor.id}`), asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
  return rows.map((r) => present(actor, r));
}

/** A view the actor can see (NOT_FOUND otherwise); with `own`, one the actor may change (FORBIDDEN otherwise). */
export async function getView(db: DbOrTx, actor: Actor, id: string, opts: { own?: boolean } = {}): Promise<SavedView> {
  const [row] = await selectViews(db)
    .where(and(eq(savedViews.id, id), visibleTo(actor)))
    .limit(1);
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  if (opts.own && row.ownerId !== actor.id) throw forbidden("Só quem criou a visão pode alterá-la ou apagá-la.");
  return present(actor, row);
}

async function assertNameFree(db: DbOrTx, actor: Actor, listKey: string, name: string, exceptId?: string): Promise<void> {
  const [clash] = await db
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(
      and(
        eq(savedViews.userId, actor.id),
        eq(savedViews.listKey, listKey),
        sql`lower(${savedViews.name}) = lower(${name})`,
        exceptId ? ne(savedViews.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw conflict(DUPLICATE_NAME, "name");
}

function assertCanShare(actor: Actor, shared: boolean | undefined): void {
  if (shared && !actor.teamId) throw badInput("shared", "Você não faz parte de uma equipe: não há com quem compartilhar.");
}

async function clearDefault(tx: DbOrTx, actor: Actor, listKey: string, exceptId: string | null): Promise<void> {
  await tx
    .update(savedViews)
    .set({ isDefault: false, version: sql`${savedViews.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(savedViews.userId, actor.id),
        eq(savedViews.listKey, listKey),
        eq(savedViews.isDefault, true),
        exceptId ? ne(savedViews.id, exceptId) : undefined,
      ),
    );
}

/** A race on the unique name index ends as the same CONFLICT the check gives. */
async function withNameConflict<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    let cur: unknown = err;
    for (let i = 0; cur && i < 5; i++) {
      const e = cur as { code?: string; constraint?: string; constraint_name?: string; cause?: unknown };
      if (e.code === "23505" && (e.constraint ?? e.constraint_name) === "saved_views_name_key") throw conflict(DUPLICATE_NAME, "name");
      cur = e.cause;
    }
    throw err;
  }
}

/** Audit shows only what changed; json columns are compared by value. */
function changes(before: SavedView, after: SavedView) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of ["name", "filters", "sort", "search", "columns", "shared", "isDefault", "teamId"] as const) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}

export async function createView(db: Db, actor: Actor, input: ViewCreateInput): Promise<SavedView> {
  assertCanShare(actor, input.shared);
  return withNameConflict(() =>
    db.transaction(async (tx) => {
      const count = await tx.$count(savedViews, and(eq(savedViews.userId, actor.id), eq(savedViews.listKey, input.listKey)));
      if (count >= MAX_VIEWS_PER_LIST) throw badInput("listKey", `Você já tem ${MAX_VIEWS_PER_LIST} visões nesta lista; apague alguma antes.`);
      await assertNameFree(tx, actor, input.listKey, input.name);
      if (input.isDefault) await clearDefault(tx, actor, input.listKey, null);
      const [created] = await tx
        .insert(savedViews)
        .values({ ...input, userId: actor.id, teamId: actor.teamId })
        .returning({ id: savedViews.id });
      const view = await getView(tx, actor, created!.id);
      await recordAudit(tx, auditActor(actor), { action: "saved_view.create", entity: "saved_view", entityId: view.id, after: view });
      return view;
    }),
  );
}

export async function updateView(db: Db, actor: Actor, input: ViewUpdateInput): Promise<SavedView> {
  assertCanShare(actor, input.shared);
  return withNameConflict(() =>
    db.transaction(async (tx) => {
      const { id, version, ...values } = input;
      const before = await getView(tx, actor, id, { own: true });
      if (values.name !== undefined) await assertNameFree(tx, actor, before.listKey, values.name, id);
      // Sharing follows the owner: saving again shares with the team the owner is in now.
      await versionedUpdate(tx, savedViews, id, version, { ...values, teamId: actor.teamId }, eq(savedViews.userId, actor.id));
      const after = await getView(tx, actor, id);
      await recordAudit(tx, auditActor(actor), { action: "saved_view.update", entity: "saved_view", entityId: id, ...changes(before, after) });
      return after;
    }),
  );
}

export async function deleteView(db: Db, actor: Actor, input: ViewDeleteInput): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const before = await getView(tx, actor, input.id, { own: true });
    await tx.delete(savedViews).where(and(eq(savedViews.id, input.id), eq(savedViews.userId, actor.id)));
    await recordAudit(tx, auditActor(actor), { action: "saved_view.delete", entity: "saved_view", entityId: input.id, before });
    return { id: input.id };
  });
}

/** Makes one of the actor's own views their default for a list (id null: no default). */
export async function setDefaultView(db: Db, actor: Actor, input: ViewSetDefaultInput): Promise<SavedView | null> {
  return db.transaction(async (tx) => {
    const target = input.id ? await getView(tx, actor, input.id, { own: true }) : null;
    if (target && target.listKey !== input.listKey) throw badInput("id", "Esta visão é de outra lista.");
    const [previous] = await tx
      .select({ id: savedViews.id })
      .from(savedViews)
      .where(and(eq(savedViews.userId, actor.id), eq(savedViews.listKey, input.listKey), eq(savedViews.isDefault, true)))
      .limit(1);
    await clearDefault(tx, actor, input.listKey, target?.id ?? null);
    if (target && !target.isDefault) {
      await tx
        .update(savedViews)
        .set({ isDefault: true, version: sql`${savedViews.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(savedViews.id, target.id), eq(savedViews.userId, actor.id)));
    }
    await recordAudit(tx, auditActor(actor), {
      action: "saved_view.set_default",
      entity: "saved_view",
      entityId: target?.id ?? previous?.id ?? null,
      before: { listKey: input.listKey, defaultId: previous?.id ?? null },
      after: { listKey: input.listKey, defaultId: target?.id ?? null },
    });
    return target ? getView(tx, actor, target.id) : null;
  });
}
