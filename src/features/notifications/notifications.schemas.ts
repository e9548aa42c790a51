import { z } from "zod";
import { instantSchema } from "~/lib/fields";
import { pagingDirection } from "~/lib/paging";
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS } from "./notification-events";

const idSchema = z.uuid({ error: "Identificador inválido." });

export const notificationsListInput = z
  .object({
    cursor: z.object({ createdAt: instantSchema, id: idSchema }).strict().nullish(),
    limit: z.number().int().min(1).max(50).default(20),
    // Set by infinite queries; the lists only page forward.
    direction: pagingDirection,
  })
  .strict();
export type NotificationsListInput = z.infer<typeof notificationsListInput>;

export const notificationsMarkReadInput = z.object({ ids: z.array(idSchema).min(1).max(100) }).strict();

export const notificationPreferencesInput = z
  .object({
    channels: z.partialRecord(z.enum(NOTIFICATION_EVENTS), z.enum(NOTIFICATION_CHANNELS, { error: "Escolha onde receber o aviso." })),
    digestEnabled: z.boolean(),
    digestHour: z.number({ error: "Escolha o horário do resumo." }).int().min(0, { error: "Escolha o horário do resumo." }).max(23, { error: "Escolha o horário do resumo." }),
  })
  .strict();
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInput>;

export const outboxListInput = z
  .object({
    cursor: z.object({ createdAt: instantSchema, id: idSchema }).strict().nullish(),
    limit: z.number().int().min(1).max(100).default(50),
    direction: pagingDirection,
  })
  .strict();
export type OutboxListInput = z.infer<typeof outboxListInput>;
