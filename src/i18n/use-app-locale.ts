import { useLocale } from "use-intl";
import { resolveLocale, type AppLocale } from "./locale";

/** The app locale (use-intl) as one of ours; anything unknown is pt-BR. */
export function useAppLocale(): AppLocale {
  return resolveLocale(useLocale());
}
