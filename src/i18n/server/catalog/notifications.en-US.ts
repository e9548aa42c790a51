import type { ServerCatalog } from "./types";

/** Notifications: the preferences' messages and the outbox's status note. */
export const NOTIFICATIONS_EN_US = {
  "Escolha onde receber o aviso.": "Choose where to get the notice.",
  "Escolha o horário do resumo.": "Choose the digest hour.",
  "não enviado (sem SMTP)": "not sent (no SMTP)",
  "não enviado: ficou retido sem SMTP por mais de 24 horas": "not sent: held without SMTP for more than 24 hours",
} satisfies ServerCatalog;
