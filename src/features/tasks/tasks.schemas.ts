import { z } from "zod";
import { isoDaySchema, optionalText } from "~/lib/fields";
import { idSchema, versionSchema } from "~/features/users/users.schemas";
import { ATTEMPT_OUTCOMES, TASK_KINDS, type TaskKind } from "~/lib/catalog/tasks";

/** Task inputs, shared by the tasks router and the forms. Due instants travel as a São Paulo day + "HH:mm". */

export { TASK_KINDS, type TaskKind };

export const TASK_MESSAGES = {
  kind: "Escolha o tipo da tarefa.",
  time: "Informe a hora no formato HH:mm.",
  record: "Ligue a tarefa a um lead, cliente ou venda.",
  notes: "No máximo 2000 caracteres.",
  range: "Período inválido: no máximo 42 dias, o fim depois do início.",
} as const;

export const taskTimeSchema = z
  .string({ error: TASK_MESSAGES.time })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: TASK_MESSAGES.time });

const kindField = z.enum(TASK_KINDS, { error: TASK_MESSAGES.kind });
const notesField = optionalText(2000);

export const TASK_RECORD_TYPES = ["lead", "customer", "sale"] as const;
export type TaskRecordType = (typeof TASK_RECORD_TYPES)[number];
export const taskRecordSchema = z.object({ type: z.enum(TASK_RECORD_TYPES, { error: TASK_MESSAGES.record }), id: idSchema }).strict();

export const taskCreateInput = z
  .object({
    record: taskRecordSchema,
    kind: kindField,
    dueOn: isoDaySchema,
    dueTime: taskTimeSchema,
    /** Omitted: the actor. */
    assigneeId: idSchema.optional(),
    notes: notesField,
  })
  .strict();

export const taskUpdateInput = z
  .object({ id: idSchema, version: versionSchema, kind: kindField, dueOn: isoDaySchema, dueTime: taskTimeSchema, assigneeId: idSchema, notes: notesField })
  .strict();

export const taskVersionInput = z.object({ id: idSchema, version: versionSchema }).strict();
/** Done; a contact task on a lead may carry the attempt's outcome (logged as a contact attempt). */
export const taskCompleteInput = z
  .object({ id: idSchema, version: versionSchema, outcome: z.enum(ATTEMPT_OUTCOMES, { error: "Escolha o resultado da tentativa." }).optional() })
  .strict();

export const taskIdInput = z.object({ id: idSchema }).strict();

/** Drag to another day (or "Mover para…"): the time of day stays. */
export const taskMoveInput = z.object({ id: idSchema, version: versionSchema, day: isoDaySchema }).strict();

export const taskForRecordInput = taskRecordSchema;

/** The agenda: a range of São Paulo days (a month view is 42), for me, my team (Gestor) or one person. */
export const taskRangeInput = z
  .object({
    from: isoDaySchema,
    to: isoDaySchema,
    who: z.union([z.enum(["me", "team"]), idSchema]).default("me"),
    includeDone: z.boolean().default(true),
  })
  .strict();

export type TaskCreateInput = z.infer<typeof taskCreateInput>;
export type TaskUpdateInput = z.infer<typeof taskUpdateInput>;
export type TaskCompleteInput = z.infer<typeof taskCompleteInput>;
export type TaskMoveInput = z.infer<typeof taskMoveInput>;
export type TaskRangeInput = z.infer<typeof taskRangeInput>;
export type TaskRecord = z.infer<typeof taskRecordSchema>;
