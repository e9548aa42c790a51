import type { IncomingMessage } from "node:http";
import { catalogs, type AppLocale, type Messages } from "./index";

/**
 * The catalog a page's props carry to the browser (issue 20: the catalogs are not in the client's JavaScript).
 * A full page load gets the active locale's whole catalog; a client-side navigation (Next's page-data request)
 * gets none: the browser keeps the catalog it already holds (client-messages.ts), and loads another one itself
 * before it switches language.
 */
export function pageMessages(req: Pick<IncomingMessage, "headers"> | undefined, locale: AppLocale): { messages?: Messages } {
  if (req?.headers["x-nextjs-data"]) return {};
  return { messages: catalogs[locale] };
}
