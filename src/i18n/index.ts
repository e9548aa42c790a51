import { enUS } from "./en-US";
import { ptBR, type Messages } from "./pt-BR";
import type { AppLocale } from "./locale";

export { DEFAULT_LOCALE, resolveLocale, type AppLocale } from "./locale";

/** Both catalogs, for the server (e-mails, exports, notifications); the browser loads one (client-messages.ts). */
export const catalogs: Record<AppLocale, Messages> = { "pt-BR": ptBR, "en-US": enUS };

export type { Messages };
