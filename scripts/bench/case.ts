import { eq } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import { users } from "~/server/db/schema";

/** One measured screen call: the tRPC procedure a screen calls, and the same service call in-process (for its SQL). */
export interface BenchCase {
  name: string;
  who: "admin" | "manager" | "seller";
  path: string;
  input: unknown;
  run: (db: Db) => Promise<unknown>;
}

export const PAGE = 50;

export async function actorOf(db: Db, email: string): Promise<Actor> {
  const [u] = await db.select({ id: users.id, role: users.role, teamId: users.teamId }).from(users).where(eq(users.email, email)).limit(1);
  if (!u) throw new Error(`Usuário ${email} não existe: rode o seed de demonstração.`);
  return u;
}

/** The cursor of page `n` (1-based) of a list, walked as a user would, one page after the other. */
export async function cursorOfPage(list: (cursor: string | null) => Promise<{ nextCursor: string | null }>, n: number): Promise<{ cursor: string | null; page: number }> {
  let cursor: string | null = null;
  let page = 1;
  while (page < n) {
    const next: string | null = (await list(cursor)).nextCursor;
    if (!next) break;
    cursor = next;
    page += 1;
  }
  return { cursor, page };
}
