import { actorFromContext } from "~/server/actor";
import { protectedProcedure, router } from "~/server/trpc";
import { viewCreateInput, viewDeleteInput, viewSetDefaultInput, viewsListInput, viewUpdateInput } from "../views.schemas";
import { createView, deleteView, listViews, setDefaultView, updateView } from "./views.service";

/**
 * Saved views of any list. Any signed-in user has views; the row scope (own, or shared with the
 * user's team) is applied inside every query by the service.
 */
export const viewsRouter = router({
  list: protectedProcedure.input(viewsListInput).query(({ ctx, input }) => listViews(ctx.db, actorFromContext(ctx), input)),
  create: protectedProcedure.input(viewCreateInput).mutation(({ ctx, input }) => createView(ctx.db, actorFromContext(ctx), input)),
  update: protectedProcedure.input(viewUpdateInput).mutation(({ ctx, input }) => updateView(ctx.db, actorFromContext(ctx), input)),
  delete: protectedProcedure.input(viewDeleteInput).mutation(({ ctx, input }) => deleteView(ctx.db, actorFromContext(ctx), input)),
  setDefault: protectedProcedure.input(viewSetDefaultInput).mutation(({ ctx, input }) => setDefaultView(ctx.db, actorFromContext(ctx), input)),
});
