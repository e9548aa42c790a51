import { enUS } from "./en-US";
import { ptBR, type Messages } from "./pt-BR";

export const DEFAULT_LOCALE = "pt-BR";
export type AppLocale = "pt-BR" | "en-US";

export const catalogs: Record<AppLocale, Messages> = { "pt-BR": ptBR, "en-US": enUS };

export function resolveLocale(value: unknown): AppLocale {
  return value === "en-US" ? "en-US" : DEFAULT_LOCALE;
}

export type { Messages };
