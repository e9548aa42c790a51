import { actorFromContext } from "~/server/actor";
import { permissionProcedure, router } from "~/server/trpc";
import { teamCreateInput, teamLeadSettingsInput, teamUpdateInput } from "../users.schemas";
import { listLeadTeams, updateTeamLeadSettings } from "./teams-leads.service";
import { createTeam, listTeams, updateTeam } from "./teams.service";

const manage = permissionProcedure("teams.manage");
const leads = permissionProcedure("teams.leads");

export const teamsRouter = router({
  list: manage.query(({ ctx }) => listTeams(ctx.db)),
  create: manage.input(teamCreateInput).mutation(({ ctx, input }) => createTeam(ctx.db, actorFromContext(ctx), input)),
  update: manage.input(teamUpdateInput).mutation(({ ctx, input }) => updateTeam(ctx.db, actorFromContext(ctx), input)),
  /** The teams whose lead distribution the caller may set (Administrador: all; Gestor: their own). */
  leadTeams: leads.query(({ ctx }) => listLeadTeams(ctx.db, actorFromContext(ctx))),
  leadSettings: leads.input(teamLeadSettingsInput).mutation(({ ctx, input }) => updateTeamLeadSettings(ctx.db, actorFromContext(ctx), input)),
});
