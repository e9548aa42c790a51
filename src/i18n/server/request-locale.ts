import { AsyncLocalStorage } from "node:async_hooks";
import type { Locale } from "~/lib/roles";

/**
 * The language of the request being served, for code that renders text without being handed the session:
 * zod's default messages (src/lib/zod-locale.ts) are rendered while a schema parses, deep inside tRPC.
 */
const storage = new AsyncLocalStorage<{ locale: Locale }>();

export function runWithLocale<T>(locale: Locale, fn: () => T): T {
  return storage.run({ locale }, fn);
}

/** Once the session is read, its language replaces the browser's for the rest of the request. */
export function setRequestLocale(locale: Locale): void {
  const store = storage.getStore();
  if (store) store.locale = locale;
}

/** The current request's language; pt-BR outside a request (scripts, jobs, tests that call services directly). */
export function requestLocale(): Locale {
  return storage.getStore()?.locale ?? "pt-BR";
}

/**
 * The best of our two languages for an Accept-Language header ("en-US,en;q=0.9,pt;q=0.8"): the first English or
 * Portuguese range by weight; pt-BR when there is none.
 */
export function localeFromAcceptLanguage(header: string | string[] | null | undefined): Locale {
  const value = Array.isArray(header) ? header.join(",") : header;
  if (!value) return "pt-BR";
  const ranges = value
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim().toLowerCase(), weight: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const r of ranges) {
    if (r.tag === "en" || r.tag.startsWith("en-")) return "en-US";
    if (r.tag === "pt" || r.tag.startsWith("pt-")) return "pt-BR";
  }
  return "pt-BR";
}

/** An API route handler run with the browser's language until it calls setRequestLocale with the session's. */
export function withRequestLocale<Req extends { headers: Record<string, string | string[] | undefined> }, Res, R>(handler: (req: Req, res: Res) => R) {
  return (req: Req, res: Res): R => runWithLocale(localeFromAcceptLanguage(req.headers["accept-language"]), () => handler(req, res));
}

/** The session's language when signed in, else the browser's. */
export function localeOf(session: { user?: { locale?: Locale } } | null | undefined, acceptLanguage?: string | string[] | null): Locale {
  return session?.user?.locale ?? localeFromAcceptLanguage(acceptLanguage);
}
