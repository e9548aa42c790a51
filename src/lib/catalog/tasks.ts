/**
 * The kinds of task and of contact attempt, shared by the database schema, the inputs and the screens
 * (labels in the catalogs: tasks.kinds.*, leadPage.attempt.*).
 */

/** Ligação, WhatsApp, e-mail, reunião, visita, outro. */
export const TASK_KINDS = ["call", "whatsapp", "email", "meeting", "visit", "other"] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/** Channels a contact attempt is made on (and the task kinds that are attempts). */
export const ATTEMPT_CHANNELS = ["call", "whatsapp", "email"] as const;
export type AttemptChannel = (typeof ATTEMPT_CHANNELS)[number];

/** How an attempt went: atendeu, não atendeu, caixa postal, número errado, retornar depois. */
export const ATTEMPT_OUTCOMES = ["answered", "no_answer", "voicemail", "wrong_number", "call_back"] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];

export function isAttemptChannel(kind: string): kind is AttemptChannel {
  return (ATTEMPT_CHANNELS as readonly string[]).includes(kind);
}
