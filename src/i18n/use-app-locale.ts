import { useLocale } from "use-intl";
import type { Locale } from "~/lib/roles";

/** The app locale (use-intl) as one of ours; anything unknown is pt-BR. */
export function useAppLocale(): Locale {
  return useLocale() === "en-US" ? "en-US" : "pt-BR";
}
