import { useRouter } from "next/router";
import { useSession } from "next-auth/react";
import { useCallback } from "react";
import type { Locale } from "~/lib/roles";
import { api } from "~/utils/api";

/**
 * Saves the language in the profile, refreshes the session and re-renders the page on the
 * server, so texts, dates and numbers all switch together.
 */
export function useSwitchLocale() {
  const router = useRouter();
  const { update } = useSession();
  const setLocale = api.me.setLocale.useMutation();
  return useCallback(
    async (locale: Locale) => {
      await setLocale.mutateAsync({ locale });
      await update();
      await router.replace(router.asPath, undefined, { scroll: false });
    },
    [setLocale, update, router],
  );
}
