import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "./password-rules";

/** A 6-digit code from the authenticator app (spaces allowed: apps show "123 456"). */
const totpCode = z
  .string({ error: "Digite o código de 6 dígitos do aplicativo." })
  .trim()
  .regex(/^\d{3}\s?\d{3}$/, { error: "Digite o código de 6 dígitos do aplicativo." });

export const twoFactorConfirmInput = z
  .object({
    /** The secret begin() handed out, sent back with the first code it produced. */
    secret: z.string().trim().regex(/^[A-Z2-7]{16,64}$/, { error: "Chave inválida: comece a ativação de novo." }),
    code: totpCode,
  })
  .strict();

export const twoFactorDisableInput = z
  .object({ password: z.string({ error: "Informe sua senha." }).min(1, { error: "Informe sua senha." }).max(PASSWORD_MAX_LENGTH) })
  .strict();

/** A one-switch setting: the last choice wins, so it carries no version. */
export const twoFactorRequirementInput = z.object({ required: z.boolean() }).strict();

export type TwoFactorConfirmInput = z.infer<typeof twoFactorConfirmInput>;
export type TwoFactorDisableInput = z.infer<typeof twoFactorDisableInput>;
export type TwoFactorRequirementInput = z.infer<typeof twoFactorRequirementInput>;
