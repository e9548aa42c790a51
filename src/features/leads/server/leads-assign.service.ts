import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, isNull, ne, or } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { recordAudit } from "~/server/audit";
import type { Db, DbOrTx } from "~/server/db/client";
import { leads, teams, users } from "~/server/db/schema";
import { badInput, conflict, forbidden, notFound } from "~/server/errors";
import type { LeadAssignInput } from "../leads.schemas";
import { nextInRotation } from "../lead-status";
import { addTimelineEntry, bumpVersion, LEAD_NOT_FOUND } from "./lead-access";
import { syncFollowUpTask } from "~/features/tasks/server/follow-up.service";
import { leadScope } from "./leads.policy";
import { notify } from "~/features/notifications/server/notify.service";

/**
 * Who a lead goes to: on create (creator, a chosen owner, the pool or the team's round-robin) and by
 * assignment (Gestor within the team, Administrador anyone, Vendedor only taking a pool lead).
 */

/** The owner's team; refuses unknown, inactive or (for a Gestor) out-of-team users. */
async function assertAssignable(tx: DbOrTx, actor: Actor, ownerId: string): Promise<string | null> {
  const [owner] = await tx.select({ teamId: users.teamId, active: users.active, role: users.role }).from(users).where(eq(users.id, ownerId)).limit(1);
  // An unknown id is the caller's mistake (BAD_REQUEST), not a foreign-key failure (500).
  if (!owner) throw badInput("ownerId", "Responsável não encontrado.");
  if (!owner.active) throw badInput("ownerId", "O responsável precisa ser um usuário ativo.");
  if (owner.role === "finance") throw badInput("ownerId", "O Financeiro não trabalha leads.");
  if (actor.role === "admin") return owner.teamId;
  if (actor.role !== "manager") throw forbidden("Só o Gestor ou o Administrador atribui leads a outra pessoa.");
  if (owner.teamId !== actor.teamId) throw forbidden("O responsável precisa ser um usuário ativo da sua equipe.");
  return owner.teamId;
}

/**
 * A user moved to another team (or to none): their leads go with them, so leads.team_id keeps naming the
 * owner's team, which the Gestor's scope reads. Deleted leads too, so a restore lands in the right team.
 */
export async function followOwnerTeam(tx: DbOrTx, ownerId: string, teamId: string | null): Promise<number> {
  const moved = await tx
    .update(leads)
    .set({ teamId })
    .where(and(eq(leads.ownerId, ownerId), teamId === null ? isNotNull(leads.teamId) : or(isNull(leads.teamId), ne(leads.teamId, teamId))))
    .returning({ id: leads.id });
  return moved.length;
}

/**
 * A team's rotation: its active sellers in a fixed order and the last one dealt. The team row is locked
 * for the transaction so that two concurrent creates (or imports) never deal the same turn.
 */
export async function teamRotation(tx: DbOrTx, teamId: string): Promise<{ sellers: string[]; last: string | null; save: (last: string) => Promise<void> } | null> {
  const [team] = await tx.select({ last: teams.roundRobinLastUserId, on: teams.roundRobin }).from(teams).where(eq(teams.id, teamId)).for("update");
  if (!team?.on) return null;
  const sellers = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.teamId, teamId), eq(users.role, "seller"), eq(users.active, true)))
    .orderBy(asc(users.id));
  return {
    sellers: sellers.map((s) => s.id),
    last: team.last,
    save: async (last) => void (await tx.update(teams).set({ roundRobinLastUserId: last }).where(eq(teams.id, teamId))),
  };
}

/** The next active seller of a team's rotation, remembered on the team; null when it deals none. */
export async function dealRoundRobin(tx: DbOrTx, teamId: string): Promise<string | null> {
  const rotation = await teamRotation(tx, teamId);
  if (!rotation) return null;
  const next = nextInRotation(rotation.sellers, rotation.last);
  if (next) await rotation.save(next);
  return next;
}

async function teamDealsRoundRobin(tx: DbOrTx, teamId: string): Promise<boolean> {
  const [team] = await tx.select({ on: teams.roundRobin }).from(teams).where(eq(teams.id, teamId)).limit(1);
  return team?.on === true;
}

/** ownerId omitted: the team's round-robin when on, else the creator; null: the pool (Gestor/Administrador). */
export async function resolveNewLeadOwner(tx: DbOrTx, actor: Actor, ownerId: string | null | undefined): Promise<{ ownerId: string | null; teamId: string | null }> {
  if (ownerId === undefined) {
    if (actor.teamId && (await teamDealsRoundRobin(tx, actor.teamId))) {
      const dealt = await dealRoundRobin(tx, actor.teamId);
      if (dealt) return { ownerId: dealt, teamId: actor.teamId };
    }
    return { ownerId: actor.id, teamId: actor.teamId };
  }
  if (ownerId === null) {
    if (actor.role !== "admin" && actor.role !== "manager") throw forbidden("Só o Gestor ou o Administrador deixa um lead sem responsável.");
    return { ownerId: null, teamId: actor.teamId };
  }
  if (ownerId === actor.id) return { ownerId, teamId: actor.teamId };
  if (actor.role === "seller") throw forbidden("Você só pode cadastrar leads para você mesmo.");
  return { ownerId, teamId: await assertAssignable(tx, actor, ownerId) };
}

/**
 * Tells the new owner (unless they took the leads themselves): one item for a single lead, one item with the
 * count for a bulk assignment (not a hundred). Inside the assignment's transaction: no notice of a rollback.
 */
async function notifyAssigned(tx: DbOrTx, actor: Actor, ownerId: string | null, moved: readonly { id: string; name: string }[]): Promise<void> {
  if (!ownerId || ownerId === actor.id || moved.length === 0) return;
  const [only] = moved;
  await notify(
    tx,
    moved.length === 1 && only
      ? { userId: ownerId, event: "lead.assigned", record: { kind: "lead", id: only.id }, params: { name: only.name, count: 1 }, dedupeKey: `assign:${only.id}:${randomUUID()}` }
      : { userId: ownerId, event: "lead.assigned", record: { kind: "leads", id: null }, params: { name: "", count: moved.length }, dedupeKey: `assign-bulk:${randomUUID()}` },
  );
}

/** A lead created for someone else (a chosen owner or the team's round-robin): its owner hears of it. */
export async function notifyNewLeadOwner(tx: DbOrTx, actor: Actor, lead: { id: string; name: string; ownerId: string | null }): Promise<void> {
  await notifyAssigned(tx, actor, lead.ownerId, [lead]);
}

export async function assignLeads(db: Db, actor: Actor, input: LeadAssignInput): Promise<{ count: number }> {
  return db.transaction(async (tx) => {
    let ownerTeam: string | null = null;
    if (actor.role === "seller") {
      if (input.ownerId !== actor.id) throw forbidden("Você só pode assumir leads do pool para você mesmo.");
      ownerTeam = actor.teamId;
    } else if (input.ownerId) {
      ownerTeam = await assertAssignable(tx, actor, input.ownerId);
    }
    // A Vendedor sees the pool but may only take from it; the others move any lead they see.
    const which = actor.role === "seller" ? and(leadScope(tx, actor), isNull(leads.ownerId)) : leadScope(tx, actor);
    const rows = await tx
      .select({ id: leads.id, name: leads.name, ownerId: leads.ownerId, teamId: leads.teamId, status: leads.status, nextContactOn: leads.nextContactOn })
      .from(leads)
      .where(and(inArray(leads.id, input.ids), isNull(leads.deletedAt), which))
      .for("update");
    if (actor.role === "seller" && rows.length < input.ids.length) {
      const seen = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(and(inArray(leads.id, input.ids), isNull(leads.deletedAt), leadScope(tx, actor)));
      if (seen.length < input.ids.length) throw notFound(LEAD_NOT_FOUND);
      throw conflict(input.ids.length === 1 ? "Este lead não está mais no pool: outra pessoa o assumiu." : "Alguns leads não estão mais no pool.");
    }
    let count = 0;
    const moved: { id: string; name: string }[] = [];
    for (const row of rows) {
      if (row.ownerId === input.ownerId) continue;
      const teamId = input.ownerId ? (ownerTeam ?? row.teamId) : actor.role === "manager" ? actor.teamId : row.teamId;
      await tx
        .update(leads)
        .set({ ownerId: input.ownerId, teamId, ...bumpVersion })
        .where(eq(leads.id, row.id));
      await addTimelineEntry(tx, { leadId: row.id, kind: "owner", authorId: actor.id, data: { ownerId: { from: row.ownerId, to: input.ownerId } } });
      // The open follow-up task goes to the new owner (kept when the lead goes to the pool).
      await syncFollowUpTask(tx, actor, { id: row.id, ownerId: input.ownerId, status: row.status, nextContactOn: row.nextContactOn });
      await recordAudit(tx, auditActor(actor), {
        action: "lead.assign",
        entity: "lead",
        entityId: row.id,
        before: { ownerId: row.ownerId, teamId: row.teamId },
        after: { ownerId: input.ownerId, teamId },
      });
      moved.push(row);
      count++;
    }
    await notifyAssigned(tx, actor, input.ownerId, moved);
    return { count };
  });
}
