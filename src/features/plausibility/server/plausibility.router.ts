import { actorFromContext } from "~/server/actor";
import { permissionProcedure, router } from "~/server/trpc";
import { plausibilitySettingsInput } from "../plausibility.schemas";
import { plausibilitySettingsForEdit, savePlausibilitySettings } from "./plausibility.service";

// The office's configuration, edited next to the commission settings by the same people (Administrador, Financeiro).
const manage = permissionProcedure("commissions.manage");

export const plausibilityRouter = router({
  settings: router({
    get: manage.query(({ ctx }) => plausibilitySettingsForEdit(ctx.db)),
    save: manage.input(plausibilitySettingsInput).mutation(({ ctx, input }) => savePlausibilitySettings(ctx.db, actorFromContext(ctx), input)),
  }),
});
