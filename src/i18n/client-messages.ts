import { use } from "react";
import type { AppLocale } from "./locale";
import { ptBR, type Messages } from "./pt-BR";

/**
 * The browser loads the catalog of the user's language only (issue 20: each is ~32 kB gzipped). Portuguese,
 * the office's language and the sign-in page's, is in the shared bundle; English is fetched the first time an
 * English page renders, or ahead of time (preloadEnglish) by the server before it renders and by the language
 * switch before it re-renders the page, so neither waits on it.
 */
let english: Messages | undefined;
let loading: Promise<Messages> | undefined;

export function preloadEnglish(): Promise<Messages> {
  loading ??= import("./en-US").then((m) => (english = m.enUS));
  return loading;
}

/** The locale's messages; suspends (under _app's Suspense) while English is still being fetched. */
export function useMessages(locale: AppLocale): Messages {
  if (locale === "pt-BR") return ptBR;
  return english ?? use(preloadEnglish());
}
