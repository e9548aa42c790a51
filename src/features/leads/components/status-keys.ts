import type { LeadStatus } from "../lead-status";

/** Catalog keys of the statuses (the stored codes have spaces and accents). */
export const STATUS_KEY = {
  Novo: "novo",
  "Contatar novamente": "contatarNovamente",
  "Momento ruim": "momentoRuim",
  "Não responde": "naoResponde",
  "Não qualificado": "naoQualificado",
  "Sem interesse": "semInteresse",
  "Converter em lead": "converterEmLead",
} as const satisfies Record<LeadStatus, string>;
