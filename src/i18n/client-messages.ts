import { useEffect, useMemo, useState } from "react";
import { IntlErrorCode, type IntlError } from "use-intl";
import type { Messages } from "./pt-BR";
import type { AppLocale } from "./locale";
import { trackNamespaces } from "./used-namespaces";

/**
 * The catalogs the browser holds. A page's first load brings, in its props, the namespaces its server render
 * read (page-messages.ts, used-namespaces.ts); right after hydration the whole catalog is fetched as a separate
 * chunk and fills that object in, so whatever renders later (a dialog, the next page) finds its texts.
 * Client-side navigations bring no catalog and reuse the one held. Nothing here imports a catalog statically,
 * so neither is part of any page's JavaScript. Deliberately not React.lazy/Suspense: suspending the root broke
 * hydration under the CSP's nonces.
 */
const whole = new Map<AppLocale, Messages>();
/** The object rendered per locale: a page's partial catalog until it is filled in. */
const held = new Map<AppLocale, Messages>();
const complete = new WeakSet<object>();
/** Locales whose partial catalog missed a text (something rendered before the whole catalog arrived). */
const missed = new Set<AppLocale>();

const CATALOG_RETRY_MS = 3_000;

export async function loadMessages(locale: AppLocale): Promise<Messages> {
  const have = whole.get(locale);
  if (have) return have;
  const messages = locale === "en-US" ? (await import("./en-US")).enUS : (await import("./pt-BR")).ptBR;
  whole.set(locale, messages);
  complete.add(messages);
  return messages;
}

/** Adds the namespaces a page's catalog lacks, in place: translators already made from it stay valid. */
function fillIn(partial: Messages, from: Messages): void {
  const target = partial as Record<string, unknown>;
  for (const [name, texts] of Object.entries(from)) if (!Object.hasOwn(target, name)) target[name] = texts;
  complete.add(partial);
}

/**
 * A page's partial catalog as held: reading a namespace it lacks is noted as a miss too. use-intl resolves a
 * translator's namespace when the translator is made, not when it translates: `useTranslations("inputs")` in a
 * dialog opened before the whole catalog arrived keeps failing after the fill-in (its first text, a CNPJ's
 * error, then showed as "inputs.cnpj.invalid") unless the catalog object changes, which a noted miss brings.
 */
function noteMissingNamespaces(partial: Messages, locale: AppLocale): Messages {
  return new Proxy(partial, {
    get(target, key, receiver) {
      if (typeof key === "string" && !Object.hasOwn(target, key) && !complete.has(receiver as object)) missed.add(locale);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

interface ActiveMessages {
  locale: AppLocale;
  messages: Messages | undefined;
  onError?: (error: IntlError) => void;
  getMessageFallback?: (info: { error: IntlError; key: string; namespace?: string }) => string;
}

/**
 * The locale and catalog to render with: the one held for `locale` (the page's own on a first load), else the
 * one held (the language shown so far) until it loads. While the held catalog is partial, a missing text renders
 * empty instead of its key and is noted; once the catalog is whole the tree renders again with it.
 */
export function useActiveMessages(locale: AppLocale, fromPage: Messages | undefined): ActiveMessages {
  const onServer = typeof window === "undefined";
  // On the server every render has its request's own copy, and this module is shared by requests.
  if (!onServer && fromPage && !held.has(locale)) held.set(locale, noteMissingNamespaces(fromPage, locale));
  const messages = onServer ? fromPage : (held.get(locale) ?? whole.get(locale));
  const [, setRenders] = useState(0);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (messages && complete.has(messages)) return;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    void loadMessages(locale).then((catalog) => {
      if (messages) fillIn(messages, catalog);
      if (!live) return;
      if (!messages) {
        setRenders((n) => n + 1);
      } else if (missed.delete(locale)) {
        // Translators made from the partial object (of texts or namespaces that missed) keep failing: a new
        // object remakes them all.
        const filled = { ...messages };
        complete.add(filled);
        held.set(locale, filled);
        setRenders((n) => n + 1);
      }
    }, () => {
      // A lost connection: try again a little later, or the texts a later screen needs would never come.
      if (live) retry = setTimeout(() => setAttempt((n) => n + 1), CATALOG_RETRY_MS);
    });
    return () => {
      live = false;
      clearTimeout(retry);
    };
  }, [locale, messages, attempt]);

  const handlers = useMemo(() => {
    if (onServer || !messages) return {};
    const waiting = (error: IntlError) => error.code === IntlErrorCode.MISSING_MESSAGE && !complete.has(messages);
    return {
      onError(error: IntlError) {
        if (waiting(error)) missed.add(locale);
        else console.error(error);
      },
      getMessageFallback({ error, key, namespace }: { error: IntlError; key: string; namespace?: string }) {
        return waiting(error) ? "" : [namespace, key].filter(Boolean).join(".");
      },
    };
  }, [onServer, messages, locale]);

  if (onServer) return { locale, messages: fromPage && trackNamespaces(fromPage) };
  if (!messages) {
    const [heldLocale, heldMessages] = held.entries().next().value ?? whole.entries().next().value ?? [locale, undefined];
    return { locale: heldLocale, messages: heldMessages };
  }
  return { locale, messages, ...handlers };
}
