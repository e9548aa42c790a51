import type { AuditActor } from "./audit";
import type { Role } from "~/lib/permissions";
import type { Locale } from "~/lib/roles";

/** Who is acting, as services see it: no HTTP, no session object. */
export interface Actor {
  id: string;
  role: Role;
  teamId: string | null;
  requestId?: string | null;
  ip?: string | null;
  /** The language of what services render for display (option labels); pt-BR when absent. */
  locale?: Locale;
}

export function auditActor(actor: Actor): AuditActor {
  return { userId: actor.id, requestId: actor.requestId ?? null, ip: actor.ip ?? null };
}

export function actorFromContext(ctx: {
  user: { id: string; role: Role; teamId: string | null; locale?: Locale };
  requestId: string;
  ip: string | null;
}): Actor {
  return { id: ctx.user.id, role: ctx.user.role, teamId: ctx.user.teamId, requestId: ctx.requestId, ip: ctx.ip, locale: ctx.user.locale };
}
