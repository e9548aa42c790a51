import { z } from "zod";
import { pageLimit, pagingDirection } from "~/lib/paging";

/** A real calendar day: "2024-13-01" and "2024-02-30" are refused, not rolled over. */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

const isoDay = z.string().refine(isCalendarDay, { error: "Data inválida (use aaaa-mm-dd)." });

export const auditListInput = z
  .object({
    entity: z.string().trim().max(40).optional(),
    actorId: z.uuid({ error: "Usuário inválido." }).optional(),
    /** Days in São Paulo time, inclusive. */
    from: isoDay.optional(),
    to: isoDay.optional(),
    cursor: z.object({ at: z.date(), id: z.number().int().positive() }).strict().nullish(),
    limit: pageLimit(),
    direction: pagingDirection,
  })
  .strict();

export type AuditListInput = z.infer<typeof auditListInput>;
