import { useEffect, useState } from "react";
import type { Messages } from "./pt-BR";
import type { AppLocale } from "./locale";

/**
 * The catalogs the browser holds. A page's first load brings the active locale's in its props
 * (page-messages.ts); client-side navigations bring none and reuse it. Nothing here imports a catalog
 * statically, so neither is part of any page's JavaScript; loadMessages fetches one as a separate chunk,
 * only when the language changes without a full load (the user menu, the palette, the profile form).
 * Deliberately not React.lazy/Suspense: suspending the root broke hydration under the CSP's nonces.
 */
const held = new Map<AppLocale, Messages>();

export async function loadMessages(locale: AppLocale): Promise<Messages> {
  const have = held.get(locale);
  if (have) return have;
  const messages = locale === "en-US" ? (await import("./en-US")).enUS : (await import("./pt-BR")).ptBR;
  held.set(locale, messages);
  return messages;
}

/**
 * The locale and catalog to render with: the page's own when its props carry one, else the one held for
 * `locale`; when none is held (the language changed in another tab), the one held (the language shown so far)
 * until it loads.
 */
export function useActiveMessages(locale: AppLocale, fromPage: Messages | undefined): { locale: AppLocale; messages: Messages | undefined } {
  const messages = fromPage ?? held.get(locale);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (messages) return;
    let live = true;
    void loadMessages(locale).then(() => live && setLoaded((n) => n + 1));
    return () => {
      live = false;
    };
  }, [locale, messages]);
  if (!messages) {
    const [heldLocale, heldMessages] = held.entries().next().value ?? [locale, undefined];
    return { locale: heldLocale, messages: heldMessages };
  }
  // Only in the browser: on the server every render has its page's catalog, and this module is shared by requests.
  if (fromPage && typeof window !== "undefined") held.set(locale, fromPage);
  return { locale, messages };
}
