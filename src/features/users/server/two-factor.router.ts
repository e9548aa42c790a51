import { actorFromContext } from "~/server/actor";
import { protectedProcedure, router } from "~/server/trpc";
import { twoFactorConfirmInput, twoFactorDisableInput } from "../two-factor.schemas";
import { beginTwoFactor, confirmTwoFactor, disableTwoFactor, twoFactorStatus } from "./two-factor.service";

/** Meu perfil › Verificação em duas etapas (me.twoFactor.*). */
export const twoFactorRouter = router({
  status: protectedProcedure.query(({ ctx }) => twoFactorStatus(ctx.db, actorFromContext(ctx))),
  begin: protectedProcedure.mutation(({ ctx }) => beginTwoFactor(ctx.db, actorFromContext(ctx))),
  confirm: protectedProcedure.input(twoFactorConfirmInput).mutation(({ ctx, input }) => confirmTwoFactor(ctx.db, actorFromContext(ctx), input)),
  disable: protectedProcedure.input(twoFactorDisableInput).mutation(({ ctx, input }) => disableTwoFactor(ctx.db, actorFromContext(ctx), input)),
});
