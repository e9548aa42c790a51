import { z } from "zod";
import { pageLimit, pagingDirection } from "~/lib/paging";
import { FIELD_KEY_RE, MAX_FILTERS, MAX_LIST_VALUES, MAX_SEARCH, MAX_TEXT_VALUE, OPERANDS } from "./operands";

/**
 * The input of every list query, shared by routers, forms and saved views. These schemas check
 * the shape only; `listInputFor(spec)` (server) adds the checks against one list's fields.
 */

export const fieldKeySchema = z.string({ error: "Informe o campo." }).regex(FIELD_KEY_RE, { error: "Campo inválido." });

const scalarValue = z.union([z.string().max(MAX_TEXT_VALUE, { error: `No máximo ${MAX_TEXT_VALUE} caracteres.` }), z.number(), z.boolean(), z.null()], {
  error: "Valor de filtro inválido.",
});

/** JSON only (no Date, no bigint): the same value goes to the URL and to saved views. */
export const filterValueSchema = z.union([scalarValue, z.array(scalarValue).max(MAX_LIST_VALUES, { error: `No máximo ${MAX_LIST_VALUES} valores.` })], {
  error: "Valor de filtro inválido.",
});

export const filterSchema = z
  .object({
    field: fieldKeySchema,
    operand: z.enum(OPERANDS, { error: "Operador inválido." }),
    value: filterValueSchema.optional(),
  })
  .strict();

export const filtersSchema = z.array(filterSchema).max(MAX_FILTERS, { error: `No máximo ${MAX_FILTERS} filtros.` });

export const sortDirSchema = z.enum(["asc", "desc"], { error: "Direção inválida." });
export const sortSchema = z.object({ field: fieldKeySchema, dir: sortDirSchema }).strict();

export const searchSchema = z.string().trim().max(MAX_SEARCH, { error: `A busca pode ter no máximo ${MAX_SEARCH} caracteres.` });

export const columnsSchema = z
  .object({
    visible: z.array(fieldKeySchema).max(100),
    order: z.array(fieldKeySchema).max(100),
  })
  .strict();

export const listQueryInput = z
  .object({
    filters: filtersSchema.default([]),
    sort: sortSchema.nullish(),
    search: searchSchema.nullish(),
    /** Opaque: whatever the previous page returned as nextCursor. */
    cursor: z.string().max(4096, { error: "Cursor inválido." }).nullish(),
    limit: pageLimit(),
    direction: pagingDirection,
  })
  .strict();

export type FilterValue = z.infer<typeof filterValueSchema>;
export type ListFilter = z.infer<typeof filterSchema>;
export type ListSort = z.infer<typeof sortSchema>;
export type ListColumns = z.infer<typeof columnsSchema>;
export type ListQueryInput = z.infer<typeof listQueryInput>;
/** What services accept: the parsed input, or a hand-written one (defaults applied inside). */
export type ListQueryArgs = z.input<typeof listQueryInput>;
