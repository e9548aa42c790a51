import { LEAD_STATUS_MESSAGES } from "../lead-status";

export type RuleMessageKey = keyof typeof LEAD_STATUS_MESSAGES | "unknown";

/** The shared rules speak pt-BR; the board shows their catalog version (same key in both languages). */
export function ruleMessageKey(message: string): RuleMessageKey {
  const found = (Object.keys(LEAD_STATUS_MESSAGES) as (keyof typeof LEAD_STATUS_MESSAGES)[]).find((k) => LEAD_STATUS_MESSAGES[k] === message);
  return found ?? "unknown";
}
