import { actorFromContext } from "~/server/actor";
import { protectedProcedure, router } from "~/server/trpc";
import { meChangePasswordInput, meSetLocaleInput, meUpdateProfileInput } from "../users.schemas";
import { changePassword, getMe, setLocale, updateProfile } from "./me.service";
import { sessionsRouter } from "./sessions.router";
import { twoFactorRouter } from "./two-factor.router";

export const meRouter = router({
  get: protectedProcedure.query(({ ctx }) => getMe(ctx.db, actorFromContext(ctx))),
  updateProfile: protectedProcedure.input(meUpdateProfileInput).mutation(({ ctx, input }) => updateProfile(ctx.db, actorFromContext(ctx), input)),
  setLocale: protectedProcedure.input(meSetLocaleInput).mutation(({ ctx, input }) => setLocale(ctx.db, actorFromContext(ctx), input)),
  twoFactor: twoFactorRouter,
  sessions: sessionsRouter,
  changePassword: protectedProcedure.input(meChangePasswordInput).mutation(({ ctx, input }) => changePassword(ctx.db, actorFromContext(ctx), input)),
});
