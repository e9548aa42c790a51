import { type Locale } from "~/lib/roles";

/**
 * The seven lead statuses of SPEC §3. These Portuguese strings ARE the stored codes; the order is the
 * funnel order used in lists and selects (DOMAIN.md §4: open, parked, lost, then won).
 */
export const LEAD_STATUSES = [
  "Novo",
  "Contatar novamente",
  "Momento ruim",
  "Não responde",
  "Não qualificado",
  "Sem interesse",
  "Converter em lead",
] as const;

export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<Locale, Record<LeadStatus, string>> = {
  "pt-BR": {
    Novo: "Novo",
    "Contatar novamente": "Contatar novamente",
    "Momento ruim": "Momento ruim",
    "Não responde": "Não responde",
    "Não qualificado": "Não qualificado",
    "Sem interesse": "Sem interesse",
    "Converter em lead": "Converter em lead",
  },
  "en-US": {
    Novo: "New",
    "Contatar novamente": "Call back",
    "Momento ruim": "Bad timing",
    "Não responde": "No answer",
    "Não qualificado": "Not qualified",
    "Sem interesse": "Not interested",
    "Converter em lead": "Convert to lead",
  },
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** Display label of a status; an unknown locale falls back to pt-BR and an unknown code to itself. */
export function leadStatusLabel(status: LeadStatus, locale: Locale = "pt-BR"): string {
  const labels = LEAD_STATUS_LABELS[locale] ?? LEAD_STATUS_LABELS["pt-BR"];
  return isLeadStatus(status) ? labels[status] : String(status);
}
