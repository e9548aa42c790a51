import { z } from "zod";
import { en, ptBR } from "zod/locales";
import { requestLocale } from "~/i18n/server/request-locale";

// zod's default messages (where a schema gives none of its own) in the language of the request being served:
// Brazilian Portuguese by default, zod's English for en-US users. Our own messages are translated afterwards
// by the tRPC error formatter (src/i18n/server/translate.ts).
const ptBRError = ptBR().localeError;
const enError = en().localeError;

z.config({ localeError: (issue) => (requestLocale() === "en-US" ? enError : ptBRError)(issue) });
