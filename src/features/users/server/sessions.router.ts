import { actorFromContext } from "~/server/actor";
import { protectedProcedure, router } from "~/server/trpc";
import { meSessionEndInput } from "../sessions.schemas";
import { endMyOtherSessions, endMySession, listMySessions } from "./sessions.service";

/** me.sessions.*: the caller's own sessions (Meu perfil › Sessões). */
export const sessionsRouter = router({
  list: protectedProcedure.query(({ ctx }) => listMySessions(ctx.db, actorFromContext(ctx), ctx.session.sessionId ?? null)),
  end: protectedProcedure.input(meSessionEndInput).mutation(({ ctx, input }) => endMySession(ctx.db, actorFromContext(ctx), input.id, ctx.session.sessionId ?? null)),
  endOthers: protectedProcedure.mutation(({ ctx }) => endMyOtherSessions(ctx.db, actorFromContext(ctx), ctx.session.sessionId ?? null)),
});
