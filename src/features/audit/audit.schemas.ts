import { z } from "zod";
import { pageLimit, pagingDirection } from "~/lib/paging";

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Data inválida (use aaaa-mm-dd)." });

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
