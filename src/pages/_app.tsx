import NextApp, { type AppType } from "next/app";
import type { Session } from "next-auth";
import { SessionProvider } from "next-auth/react";
import { useEffect } from "react";
import { IntlProvider } from "use-intl";
import { RouteOverlay } from "~/components/layout/route-overlay";
import { AppToasts } from "~/components/toast/app-toasts";
import { TooltipProvider } from "~/components/ui/tooltip";
import { CommandPaletteHost } from "~/features/search/components/command-palette-host";
import { catalogs, resolveLocale } from "~/i18n";
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

const App: AppType<{ session?: Session | null }> = ({ Component, pageProps }) => {
  const locale = resolveLocale(pageProps.session?.user?.locale);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <SessionProvider session={pageProps.session} refetchOnWindowFocus refetchInterval={SESSION_POLL_SECONDS}>
      <IntlProvider locale={locale} messages={catalogs[locale]} timeZone={SAO_PAULO_TZ}>
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

// Only so the 404 and 500 pages are rendered per request instead of once at build time: Turbopack's pages start
// with an inline bootstrap script that the Content-Security-Policy (src/server/security-headers.ts) lets run by
// its per-request nonce, and prerendered HTML cannot carry one. Every other page has getServerSideProps already;
// this adds nothing to them (Next's default passes the page's own props through). Object.assign: AppType types
// getInitialProps as returning the page props, not Next's { pageProps }.
Object.assign(App, { getInitialProps: NextApp.getInitialProps });

export default api.withTRPC(App);
