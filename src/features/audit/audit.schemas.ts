import { z } from "zod";
import { isCalendarDay } from "~/lib/fields";
import { pageLimit, pagingDirection } from "~/lib/paging";

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
