import { useRouter } from "next/router";
import { useSession } from "next-auth/react";
import { useCallback } from "react";
import { loadMessages } from "~/i18n/client-messages";
import type { Locale } from "~/lib/roles";
import { api } from "~/utils/api";

/**
 * Saves the language in the profile, refreshes the session and re-renders the page on the
 * server, so texts, dates and numbers all switch together. The new language's catalog is fetched meanwhile:
 * a client-side navigation's props carry none (src/i18n/client-messages.ts).
 */
export function useSwitchLocale() {
  const router = useRouter();
  const { update } = useSession();
  const setLocale = api.me.setLocale.useMutation();
  return useCallback(
    async (locale: Locale) => {
      await Promise.all([setLocale.mutateAsync({ locale }), loadMessages(locale)]);
      await update();
      await router.replace(router.asPath, undefined, { scroll: false });
    },
    [setLocale, update, router],
  );
}
