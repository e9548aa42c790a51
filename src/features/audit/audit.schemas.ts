import { z } from "zod";
import { instantSchema, isCalendarDay, isRealDay, OUT_OF_RANGE_DATE } from "~/lib/fields";
import { pageLimit, pagingDirection } from "~/lib/paging";

const isoDay = z.string().refine(isRealDay, { error: "Data inválida (use aaaa-mm-dd).", abort: true }).refine(isCalendarDay, { error: OUT_OF_RANGE_DATE });

/** The log's filters: who, which kind of record (and which one), which action, which São Paulo days. */
const filterShape = {
    actorId: z.uuid({ error: "Pessoa inválida." }).optional(),
    entity: z
      .string()
      .trim()
      .max(40)
      .regex(/^[a-z_]+$/, { error: "Tipo de registro inválido." })
      .optional(),
    entityId: z.string().trim().min(1).max(64).optional(),
    action: z
      .string()
      .trim()
      .max(60)
      .regex(/^[a-z_]+\.[A-Za-z_]+$/, { error: "Ação inválida." })
      .optional(),
    /** Days in São Paulo time, inclusive. */
    from: isoDay.optional(),
    to: isoDay.optional(),
};
const periodInOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const periodError = { error: "O início do período vem depois do fim.", path: ["to"] };

export const auditFilters = z.object(filterShape).strict().refine(periodInOrder, periodError);

export type AuditFilters = z.infer<typeof auditFilters>;

export const auditListInput = z
  .object({
    ...filterShape,
    cursor: z.object({ at: instantSchema, id: z.number().int().positive() }).strict().nullish(),
    limit: pageLimit(),
    direction: pagingDirection,
  })
  .strict()
  .refine(periodInOrder, periodError);

export type AuditListInput = z.infer<typeof auditListInput>;

export const auditSubjectInput = z.object({ entity: z.string().trim().min(1).max(40), entityId: z.string().trim().min(1).max(64) }).strict();

/** The page's URL keys (pt-BR, like the rest of the app's URLs), shared with the CSV export's query. */
export const AUDIT_URL_KEYS = { actorId: "quem", entity: "tipo", entityId: "registro", action: "acao", from: "de", to: "ate" } as const satisfies Record<
  keyof AuditFilters,
  string
>;

type Query = Readonly<Record<string, string | string[] | undefined>>;

/** The filters a URL names, unchecked (auditFilters or the list input validate them). */
export function auditFiltersFromQuery(query: Query): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, key] of Object.entries(AUDIT_URL_KEYS)) {
    const raw = query[key];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value) out[field] = value;
  }
  return out;
}

/** The URL query of some filters (empty ones left out). */
export function auditFiltersToQuery(filters: Partial<Record<keyof AuditFilters, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, key] of Object.entries(AUDIT_URL_KEYS) as [keyof AuditFilters, string][]) {
    const value = filters[field];
    if (value) out[key] = value;
  }
  return out;
}

/** A URL's filters, checked; a value the schema refuses (an edited link) is dropped and named in `invalid`. */
export function readAuditFilters(query: Query): { filters: AuditFilters; invalid: (keyof AuditFilters)[] } {
  const raw: Record<string, string> = auditFiltersFromQuery(query);
  const invalid: (keyof AuditFilters)[] = [];
  for (;;) {
    const parsed = auditFilters.safeParse(raw);
    if (parsed.success) return { filters: parsed.data, invalid };
    const field = parsed.error.issues[0]?.path[0] as keyof AuditFilters | undefined;
    if (!field || !(field in raw)) return { filters: {}, invalid: Object.keys(raw) as (keyof AuditFilters)[] };
    delete raw[field];
    invalid.push(field);
  }
}
