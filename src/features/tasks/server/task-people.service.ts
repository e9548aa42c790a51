import { and, asc } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import { users } from "~/server/db/schema";
import { assignableScope } from "./tasks.policy";

/** The people the actor may assign a task to (a Vendedor: themselves), by name. */
export async function listAssignees(db: Db, actor: Actor): Promise<{ id: string; name: string }[]> {
  return db.select({ id: users.id, name: users.name }).from(users).where(and(assignableScope(actor))).orderBy(asc(users.name)).limit(500);
}
