import { enUS } from "./en-US";
import { ptBR, type Messages } from "./pt-BR";
import type { AppLocale } from "./locale";

export { DEFAULT_LOCALE, resolveLocale, type AppLocale } from "./locale";

/**
 * Both catalogs: for server code and tests. The browser gets only the active locale's, in the page's props
 * (page-messages.ts, client-messages.ts); importing this from client code would put both in every page's JS.
 */
export const catalogs: Record<AppLocale, Messages> = { "pt-BR": ptBR, "en-US": enUS };

export type { Messages };
