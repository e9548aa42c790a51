import { z } from "zod";
import { versionSchema } from "~/features/users/users.schemas";
import { plausibilitySettingsSchema } from "./plausibility";

export const plausibilitySettingsInput = z.object({ settings: plausibilitySettingsSchema, version: versionSchema.optional() }).strict();

/** What a write carries when the user confirmed an amount far outside the usual ("Confirmar e salvar"). */
export const confirmUnusualAmountField = z.boolean().optional();
