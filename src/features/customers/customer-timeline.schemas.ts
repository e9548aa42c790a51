import { z } from "zod";
import { idSchema } from "~/features/users/users.schemas";
import { isTimestampText, pagingDirection } from "~/lib/paging";

/** "2026-03-01T14:30:00.123456Z|<key>": the last entry's time (microseconds) and sort key. */
export const TIMELINE_CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z\|(a\d{19}|[nl][0-9a-f-]{36})$/;

export const customerTimelineInput = z
  .object({
    customerId: idSchema,
    cursor: z
      .string()
      .regex(TIMELINE_CURSOR, { error: "Cursor inválido.", abort: true })
      .refine((c) => isTimestampText(c.slice(0, c.indexOf("|"))), { error: "Cursor inválido." })
      .nullish(),
    direction: pagingDirection,
  })
  .strict();

export type CustomerTimelineInput = z.infer<typeof customerTimelineInput>;
