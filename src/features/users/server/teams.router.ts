import { actorFromContext } from "~/server/actor";
import { permissionProcedure, router } from "~/server/trpc";
import { teamCreateInput, teamUpdateInput } from "../users.schemas";
import { createTeam, listTeams, updateTeam } from "./teams.service";

const manage = permissionProcedure("teams.manage");

export const teamsRouter = router({
  list: manage.query(({ ctx }) => listTeams(ctx.db)),
  create: manage.input(teamCreateInput).mutation(({ ctx, input }) => createTeam(ctx.db, actorFromContext(ctx), input)),
  update: manage.input(teamUpdateInput).mutation(({ ctx, input }) => updateTeam(ctx.db, actorFromContext(ctx), input)),
});
