/** The app's languages, without their catalogs: client code imports this, so no catalog enters its bundle. */
export const DEFAULT_LOCALE = "pt-BR";
export type AppLocale = "pt-BR" | "en-US";

export function resolveLocale(value: unknown): AppLocale {
  return value === "en-US" ? "en-US" : DEFAULT_LOCALE;
}
