import { z } from "zod";
import { columnsSchema, filtersSchema, searchSchema, sortSchema } from "./list.schemas";
import { LIST_KEY_RE } from "./operands";
import { versionSchema } from "~/lib/fields";

/** Inputs of views.* (saved views): one schema per procedure, shared with the forms. */

export const listKeySchema = z.string({ error: "Informe a lista." }).regex(LIST_KEY_RE, { error: "Lista inválida." });
export const viewIdSchema = z.uuid({ error: "Visão inválida." });
/** A saved view's `version`, bounded like every other (lib/fields.ts). */
export const viewVersionSchema = versionSchema;
export const viewNameSchema = z
  .string({ error: "Dê um nome à visão." })
  .trim()
  .min(1, { error: "Dê um nome à visão." })
  .max(80, { error: "O nome pode ter no máximo 80 caracteres." });

/** Empty search is no search. */
const viewSearchSchema = searchSchema.transform((s) => s || null).nullable();

export const viewsListInput = z.object({ listKey: listKeySchema }).strict();

export const viewCreateInput = z
  .object({
    listKey: listKeySchema,
    name: viewNameSchema,
    filters: filtersSchema.default([]),
    sort: sortSchema.nullable().default(null),
    search: viewSearchSchema.default(null),
    columns: columnsSchema.nullable().default(null),
    shared: z.boolean().default(false),
    isDefault: z.boolean().default(false),
  })
  .strict();

export const viewUpdateInput = z
  .object({
    id: viewIdSchema,
    version: viewVersionSchema,
    name: viewNameSchema.optional(),
    filters: filtersSchema.optional(),
    sort: sortSchema.nullable().optional(),
    search: viewSearchSchema.optional(),
    columns: columnsSchema.nullable().optional(),
    shared: z.boolean().optional(),
  })
  .strict();

export const viewDeleteInput = z.object({ id: viewIdSchema }).strict();

/** id null: no default view for this list any more. */
export const viewSetDefaultInput = z.object({ listKey: listKeySchema, id: viewIdSchema.nullable() }).strict();

export type ViewsListInput = z.infer<typeof viewsListInput>;
export type ViewCreateInput = z.infer<typeof viewCreateInput>;
export type ViewUpdateInput = z.infer<typeof viewUpdateInput>;
export type ViewDeleteInput = z.infer<typeof viewDeleteInput>;
export type ViewSetDefaultInput = z.infer<typeof viewSetDefaultInput>;
