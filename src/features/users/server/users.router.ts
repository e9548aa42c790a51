import { actorFromContext } from "~/server/actor";
import { permissionProcedure, router } from "~/server/trpc";
import { userCreateInput, userResetPasswordInput, usersListInput, userUpdateInput } from "../users.schemas";
import { createUser, getUser, listUsers, resetUserPassword, updateUser } from "./users.service";

const manage = permissionProcedure("users.manage");

export const usersRouter = router({
  list: manage.input(usersListInput).query(({ ctx, input }) => listUsers(ctx.db, input)),
  get: manage.input(userResetPasswordInput).query(({ ctx, input }) => getUser(ctx.db, input.id)),
  create: manage.input(userCreateInput).mutation(({ ctx, input }) => createUser(ctx.db, actorFromContext(ctx), input)),
  update: manage.input(userUpdateInput).mutation(({ ctx, input }) => updateUser(ctx.db, actorFromContext(ctx), input)),
  resetPassword: manage.input(userResetPasswordInput).mutation(({ ctx, input }) => resetUserPassword(ctx.db, actorFromContext(ctx), input.id)),
});
