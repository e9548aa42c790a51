import { actorFromContext } from "~/server/actor";
import { permissionProcedure, router } from "~/server/trpc";
import { financeHome } from "./finance-home.service";
import { sellerHome } from "./seller-home.service";
import { systemHome } from "./system-home.service";
import { teamHome } from "./team-home.service";

/** Início: one procedure per part of a role's home (the Administrador's is team + finance + system). */
export const dashboardRouter = router({
  own: permissionProcedure("home.own").query(({ ctx }) => sellerHome(ctx.db, actorFromContext(ctx))),
  team: permissionProcedure("home.team").query(({ ctx }) => teamHome(ctx.db, actorFromContext(ctx))),
  finance: permissionProcedure("home.finance").query(({ ctx }) => financeHome(ctx.db)),
  system: permissionProcedure("home.system").query(({ ctx }) => systemHome(ctx.db)),
});
