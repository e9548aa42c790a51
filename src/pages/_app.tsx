import NextApp, { type AppContext, type AppType } from "next/app";
import type { Session } from "next-auth";
import { SessionProvider } from "next-auth/react";
import { useEffect, useMemo } from "react";
import { IntlProvider } from "use-intl";
import { RouteOverlay } from "~/components/layout/route-overlay";
import { AppToasts } from "~/components/toast/app-toasts";
import { TooltipProvider } from "~/components/ui/tooltip";
import { CommandPaletteHost } from "~/features/search/components/command-palette-host";
import { useActiveMessages } from "~/i18n/client-messages";
import { DEFAULT_LOCALE, resolveLocale } from "~/i18n/locale";
import type { Messages } from "~/i18n/pt-BR";
import { SAO_PAULO_TZ } from "~/lib/time";
import { api } from "~/utils/api";
import "@fontsource/inter/latin-400.css";
import "@fontsource/inter/latin-500.css";
import "@fontsource/inter/latin-600.css";
import "@fontsource/archivo/latin-600.css";
import "@fontsource/archivo/latin-700.css";
import "~/styles/globals.css";

/** Optional session polling (seconds); 0 disables it. Refetch on tab focus and cross-tab sync are always on. */
const SESSION_POLL_SECONDS = Number(process.env.NEXT_PUBLIC_SESSION_POLL_SECONDS ?? 0) || 0;

const App: AppType<{ session?: Session | null; messages?: Messages; now?: number }> = ({ Component, pageProps }) => {
  const { locale, messages, onError, getMessageFallback } = useActiveMessages(resolveLocale(pageProps.session?.user?.locale), pageProps.messages);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  // The server's time for the page (ProtectedPageProps.now): useNow() answers it on both sides of hydration.
  const now = useMemo(() => (pageProps.now ? new Date(pageProps.now) : undefined), [pageProps.now]);
  return (
    <SessionProvider session={pageProps.session} refetchOnWindowFocus refetchInterval={SESSION_POLL_SECONDS}>
      <IntlProvider locale={locale} messages={messages} timeZone={SAO_PAULO_TZ} now={now} onError={onError} getMessageFallback={getMessageFallback}>
        <TooltipProvider>
          <Component {...pageProps} />
          {pageProps.session ? <CommandPaletteHost /> : null}
          <RouteOverlay />
          <AppToasts />
        </TooltipProvider>
      </IntlProvider>
    </SessionProvider>
  );
};

// So the 404 and 500 pages are rendered per request instead of once at build time: Turbopack's pages start with
// an inline bootstrap script that the Content-Security-Policy (src/server/security-headers.ts) lets run by its
// per-request nonce, and prerendered HTML cannot carry one. It also gives those pages, which have no
// getServerSideProps, the default locale's catalog (every other page's getServerSideProps puts the session's in
// its props, and those win over these). On the server only: the catalogs stay out of the client's JavaScript.
// Object.assign: AppType types getInitialProps as returning the page props, not Next's { pageProps }.
async function getInitialProps(appContext: AppContext) {
  const props = await NextApp.getInitialProps(appContext);
  if (typeof window !== "undefined") return props;
  const { pageMessages } = await import("~/i18n/page-messages");
  return { ...props, pageProps: { ...props.pageProps, ...pageMessages(appContext.ctx.req, DEFAULT_LOCALE) } };
}
Object.assign(App, { getInitialProps });

export default api.withTRPC(App);
