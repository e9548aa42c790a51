import type { Session } from "next-auth";

/**
 * What a session may still do while it must first change a temporary password or set up two-step
 * verification: read its own profile (the /perfil page), do what it was sent there for, and switch the
 * interface language (the top bar of /perfil). Signing out is next-auth's own route. Everything else is refused
 * here, for tRPC (protectedProcedure) and the /api/* routes (authenticateApiRequest) alike: pages alone forcing
 * /perfil left every API open.
 */
const PROFILE = ["me.get", "me.setLocale"];
const ALLOWED_WHILE_TEMPORARY = new Set([...PROFILE, "me.changePassword"]);
const ALLOWED_UNTIL_ENROLLED = new Set([...PROFILE, "me.changePassword", "me.twoFactor.status", "me.twoFactor.begin", "me.twoFactor.confirm"]);

export const TEMPORARY_PASSWORD_REFUSAL = "Troque sua senha temporária em Meu perfil antes de continuar.";
export const TWO_FACTOR_ENROLMENT_REFUSAL = "Ative a verificação em duas etapas em Meu perfil antes de continuar.";

/** Why this session may not call `procedure` (a tRPC path, or null for any other API route), or null if it may. */
export function sessionRestriction(user: Session["user"], procedure: string | null): string | null {
  if (user.mustChangePassword) return procedure !== null && ALLOWED_WHILE_TEMPORARY.has(procedure) ? null : TEMPORARY_PASSWORD_REFUSAL;
  if (user.mustEnrolTwoFactor) return procedure !== null && ALLOWED_UNTIL_ENROLLED.has(procedure) ? null : TWO_FACTOR_ENROLMENT_REFUSAL;
  return null;
}
