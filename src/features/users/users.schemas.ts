import { z } from "zod";
import { versionSchema } from "~/lib/fields";
import { pageLimit, pagingDirection } from "~/lib/paging";
import { LOCALES, ROLES } from "~/server/db/schema/users";
import { PASSWORD_MAX_LENGTH } from "./password-rules";

export const roleSchema = z.enum(ROLES, { error: "Escolha um perfil válido." });
export const localeSchema = z.enum(LOCALES, { error: "Escolha um idioma válido." });
export const idSchema = z.uuid({ error: "Identificador inválido." });
export { versionSchema };

export const emailSchema = z
  .string({ error: "Informe o e-mail." })
  .trim()
  .toLowerCase()
  .max(254, { error: "E-mail longo demais." })
  .pipe(z.email({ error: "Informe um e-mail válido, como nome@empresa.com.br." }));

export const personNameSchema = z
  .string({ error: "Informe o nome." })
  .trim()
  .min(2, { error: "O nome precisa de pelo menos 2 caracteres." })
  .max(120, { error: "O nome pode ter no máximo 120 caracteres." });

export const teamNameSchema = z
  .string({ error: "Informe o nome da equipe." })
  .trim()
  .min(2, { error: "O nome da equipe precisa de pelo menos 2 caracteres." })
  .max(80, { error: "O nome da equipe pode ter no máximo 80 caracteres." });

// ---- me.* ----
export const meUpdateProfileInput = z
  .object({ name: personNameSchema, locale: localeSchema, version: versionSchema })
  .strict();

export const meSetLocaleInput = z.object({ locale: localeSchema }).strict();

export const meChangePasswordInput = z
  .object({
    currentPassword: z.string({ error: "Informe a senha atual." }).min(1, { error: "Informe a senha atual." }).max(PASSWORD_MAX_LENGTH),
    newPassword: z.string({ error: "Informe a nova senha." }).max(PASSWORD_MAX_LENGTH, { error: "Senha longa demais." }),
  })
  .strict();

// ---- users.* (Administrador) ----
export const usersListInput = z
  .object({
    search: z.string().trim().max(100).optional(),
    role: roleSchema.optional(),
    teamId: idSchema.optional(),
    active: z.boolean().optional(),
    cursor: z.object({ name: z.string().max(200), id: idSchema }).strict().nullish(),
    limit: pageLimit(),
    direction: pagingDirection,
  })
  .strict();

export const userCreateInput = z
  .object({
    name: personNameSchema,
    email: emailSchema,
    role: roleSchema,
    teamId: idSchema.nullable(),
    locale: localeSchema.default("pt-BR"),
  })
  .strict();

export const userUpdateInput = z
  .object({
    id: idSchema,
    version: versionSchema,
    name: personNameSchema.optional(),
    role: roleSchema.optional(),
    teamId: idSchema.nullable().optional(),
    active: z.boolean().optional(),
  })
  .strict();

export const userResetPasswordInput = z.object({ id: idSchema }).strict();

// ---- teams.* (Administrador) ----
export const teamCreateInput = z.object({ name: teamNameSchema, managerId: idSchema.nullable().default(null) }).strict();

export const teamUpdateInput = z
  .object({ id: idSchema, version: versionSchema, name: teamNameSchema.optional(), managerId: idSchema.nullable().optional() })
  .strict();

/** A team's lead distribution: at least one of the two switches. */
export const teamLeadSettingsInput = z
  .object({ id: idSchema, version: versionSchema, leadPool: z.boolean().optional(), roundRobin: z.boolean().optional() })
  .strict()
  .refine((v) => v.leadPool !== undefined || v.roundRobin !== undefined, { error: "Nada a alterar.", path: ["leadPool"] });

export type UserCreateInput = z.infer<typeof userCreateInput>;
export type UserUpdateInput = z.infer<typeof userUpdateInput>;
export type UsersListInput = z.infer<typeof usersListInput>;
export type TeamCreateInput = z.infer<typeof teamCreateInput>;
export type TeamUpdateInput = z.infer<typeof teamUpdateInput>;
export type TeamLeadSettingsInput = z.infer<typeof teamLeadSettingsInput>;
export type MeUpdateProfileInput = z.infer<typeof meUpdateProfileInput>;
export type MeChangePasswordInput = z.infer<typeof meChangePasswordInput>;
export type MeSetLocaleInput = z.infer<typeof meSetLocaleInput>;
