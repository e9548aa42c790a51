import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { teams, users } from "~/server/db/schema";

export interface PersonOption {
  id: string;
  name: string;
  role: (typeof users.$inferSelect)["role"];
  teamId: string | null;
  teamName: string | null;
}

/**
 * Active users for the owner, seller, pre-sales and referrer pickers. Any signed-in user may read it:
 * names, roles and teams only (no e-mails); who may be *assigned* is still checked by each write.
 */
export function listPeople(db: DbOrTx, roles?: readonly PersonOption["role"][]): Promise<PersonOption[]> {
  return db
    .select({ id: users.id, name: users.name, role: users.role, teamId: users.teamId, teamName: teams.name })
    .from(users)
    .leftJoin(teams, eq(teams.id, users.teamId))
    .where(and(eq(users.active, true), roles?.length ? inArray(users.role, [...roles]) : undefined))
    .orderBy(asc(users.name), asc(users.id))
    .limit(1000);
}
