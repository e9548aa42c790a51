import type { Session } from "next-auth";

/**
 * What a session that must first change a temporary password may still do: read its own profile (the /perfil
 * page), change the password, and switch the interface language (the top bar of /perfil). Signing out is
 * next-auth's own route. Everything else is refused here, for tRPC (protectedProcedure) and for the /api/*
 * routes (authenticateApiRequest) alike: pages alone forcing /perfil left every API open to a temporary password.
 */
const ALLOWED_WHILE_TEMPORARY = new Set(["me.get", "me.changePassword", "me.setLocale"]);

export const TEMPORARY_PASSWORD_REFUSAL = "Troque sua senha temporária em Meu perfil antes de continuar.";

/** Why this session may not call `procedure` (a tRPC path, or null for any other API route), or null if it may. */
export function sessionRestriction(user: Session["user"], procedure: string | null): string | null {
  if (!user.mustChangePassword) return null;
  return procedure !== null && ALLOWED_WHILE_TEMPORARY.has(procedure) ? null : TEMPORARY_PASSWORD_REFUSAL;
}
