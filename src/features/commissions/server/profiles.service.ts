import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { diffFields, recordAudit } from "~/server/audit";
import type { Db, DbOrTx } from "~/server/db/client";
import { commissionProfiles, users } from "~/server/db/schema";
import { badInput, conflict, notFound, STALE_VERSION_MESSAGE } from "~/server/errors";
import type { ProfileInput } from "../commissions.schemas";
import { visiblePerson } from "./commissions.policy";

export const DEFAULT_PROFILE = { contractType: "pj", defaultSplitBp: 0, taxRegime: "simples", issBp: 0, payOn: "receipt" } as const;

/** A person's commission profile (the defaults when none was saved: version null). */
export async function getProfile(db: DbOrTx, actor: Actor, userId: string) {
  const id = await visiblePerson(db, actor, userId);
  const [row] = await db.select().from(commissionProfiles).where(eq(commissionProfiles.userId, id)).limit(1);
  return row ?? { userId: id, ...DEFAULT_PROFILE, version: null };
}

/** Creates the profile (no version sent) or updates it (the version read); audited. */
export async function saveProfile(db: Db, actor: Actor, input: ProfileInput) {
  return db.transaction(async (tx) => {
    const [person] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).limit(1);
    if (!person) throw badInput("userId", "Pessoa não encontrada.");
    const { userId, version, ...values } = input;
    const [before] = await tx.select().from(commissionProfiles).where(eq(commissionProfiles.userId, userId)).limit(1);
    let after;
    if (!before) {
      if (version !== undefined) throw notFound("Perfil não encontrado.");
      const inserted = await tx.insert(commissionProfiles).values({ userId, ...values }).onConflictDoNothing().returning();
      if (!inserted[0]) throw conflict(STALE_VERSION_MESSAGE, "version");
      after = inserted[0];
    } else {
      if (version === undefined) throw conflict(STALE_VERSION_MESSAGE, "version");
      after = await versionedUpdateProfile(tx, userId, version, values);
    }
    await recordAudit(tx, auditActor(actor), { action: "commission_profile.save", entity: "commission_profile", entityId: userId, ...(before ? diffFields(before, after) : { after }) });
    return after;
  });
}

async function versionedUpdateProfile(tx: DbOrTx, userId: string, version: number, values: Omit<ProfileInput, "userId" | "version">) {
  const [row] = await tx
    .update(commissionProfiles)
    .set({ ...values, version: sql`${commissionProfiles.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(commissionProfiles.userId, userId), eq(commissionProfiles.version, version)))
    .returning();
  if (!row) throw conflict(STALE_VERSION_MESSAGE, "version");
  return row;
}

/** Everyone who can earn commissions (active sellers and managers) with their profile, or the defaults. */
export async function listProfiles(db: DbOrTx) {
  const rows = await db
    .select({ userId: users.id, name: users.name, email: users.email, role: users.role, profile: commissionProfiles })
    .from(users)
    .leftJoin(commissionProfiles, eq(commissionProfiles.userId, users.id))
    .where(and(eq(users.active, true), inArray(users.role, ["seller", "manager"])))
    .orderBy(asc(users.name));
  return rows.map((r) => ({ userId: r.userId, name: r.name, email: r.email, role: r.role, ...(r.profile ?? { ...DEFAULT_PROFILE, version: null }) }));
}
