import type { Session } from "next-auth";
import { hashPassword } from "~/server/auth/password";
import type { Db } from "~/server/db/client";
import { teams, users } from "~/server/db/schema";
import type { Role } from "~/lib/permissions";
import { createCaller } from "~/server/root";
import { createInnerContext } from "~/server/trpc";

let counter = 0;
let cachedHash: Promise<string> | undefined;
export const TEST_PASSWORD = "Senha-de-teste-123";

export async function makeTeam(db: Db, name = `Equipe ${++counter}`) {
  const [team] = await db.insert(teams).values({ name }).returning();
  return team!;
}

export async function makeUser(db: Db, opts: { role: Role; teamId?: string | null; name?: string; email?: string; active?: boolean }) {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const n = ++counter;
  const [user] = await db
    .insert(users)
    .values({
      name: opts.name ?? `Usuário ${n}`,
      email: opts.email ?? `usuario${n}-${Date.now()}@teste.com.br`,
      passwordHash: await cachedHash,
      role: opts.role,
      teamId: opts.teamId ?? null,
      active: opts.active ?? true,
    })
    .returning();
  return user!;
}

export function sessionFor(user: { id: string; name: string; email: string; role: Role; teamId: string | null }): Session {
  return {
    expires: new Date(Date.now() + 3600_000).toISOString(),
    user: { id: user.id, name: user.name, email: user.email, role: user.role, teamId: user.teamId, locale: "pt-BR", mustChangePassword: false, mustEnrolTwoFactor: false },
  };
}

/** A tRPC caller exactly as the HTTP handler builds it, minus HTTP. null = signed out. */
export function callerFor(db: Db, user: Parameters<typeof sessionFor>[0] | null) {
  return createCaller(createInnerContext({ db, session: user ? sessionFor(user) : null, requestId: "test-request" }));
}
