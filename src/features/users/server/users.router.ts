import { actorFromContext } from "~/server/actor";
import { permissionProcedure, protectedProcedure, router } from "~/server/trpc";
import { z } from "zod";
import { listPeople } from "./people.service";
import { userCreateInput, userResetPasswordInput, usersListInput, userUpdateInput } from "../users.schemas";
import { createUser, endUserSessions, getUser, listUsers, resetUserPassword, updateUser } from "./users.service";
import { twoFactorRequirementInput } from "../two-factor.schemas";
import { resetUserTwoFactor, setTwoFactorRequirement, twoFactorRequirement } from "./two-factor.service";

const manage = permissionProcedure("users.manage");

const optionsInput = z
  .object({ roles: z.array(z.enum(["admin", "manager", "seller", "finance"], { error: "Perfil inválido." })).max(4).optional() })
  .strict()
  .optional();

export const usersRouter = router({
  /** Active people for pickers (owner, seller, pre-sales, referrer): any signed-in user. */
  options: protectedProcedure.input(optionsInput).query(({ ctx, input }) => listPeople(ctx.db, input?.roles)),
  list: manage.input(usersListInput).query(({ ctx, input }) => listUsers(ctx.db, input)),
  get: manage.input(userResetPasswordInput).query(({ ctx, input }) => getUser(ctx.db, input.id)),
  create: manage.input(userCreateInput).mutation(({ ctx, input }) => createUser(ctx.db, actorFromContext(ctx), input)),
  update: manage.input(userUpdateInput).mutation(({ ctx, input }) => updateUser(ctx.db, actorFromContext(ctx), input)),
  resetPassword: manage.input(userResetPasswordInput).mutation(({ ctx, input }) => resetUserPassword(ctx.db, actorFromContext(ctx), input.id)),
  /** Ends every open session of the user (they sign in again). */
  endSessions: manage.input(userResetPasswordInput).mutation(({ ctx, input }) => endUserSessions(ctx.db, actorFromContext(ctx), input.id)),
  /** Removes a user's authenticator and recovery codes (lost phone), ending their sessions. */
  resetTwoFactor: manage.input(userResetPasswordInput).mutation(({ ctx, input }) => resetUserTwoFactor(ctx.db, actorFromContext(ctx), input.id)),
  /** Whether Administrador and Financeiro must use two-step verification. */
  twoFactorRequirement: manage.query(({ ctx }) => twoFactorRequirement(ctx.db)),
  setTwoFactorRequirement: manage.input(twoFactorRequirementInput).mutation(({ ctx, input }) => setTwoFactorRequirement(ctx.db, actorFromContext(ctx), input)),
});
