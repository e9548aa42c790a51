import type { IncomingMessage } from "node:http";
import { catalogs, type AppLocale, type Messages } from "./index";

/**
 * The catalog a page's props carry to the browser (issue 20: the catalogs are not in the client's JavaScript).
 * A full page load gets a copy of the active locale's catalog, of which _document keeps only the namespaces the
 * render read (used-namespaces.ts: the copy carries that request's notes); a client-side navigation (Next's
 * page-data request) gets none: the browser keeps the catalog it already holds (client-messages.ts), and loads
 * another one itself before it switches language.
 */
export function pageMessages(req: Pick<IncomingMessage, "headers"> | undefined, locale: AppLocale): { messages?: Messages } {
  if (req?.headers["x-nextjs-data"]) return {};
  return { messages: { ...catalogs[locale] } };
}
