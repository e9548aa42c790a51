import { createServerSideHelpers } from "@trpc/react-query/server";
import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from "next";
import type { Session } from "next-auth";
import { getServerSession } from "next-auth/next";
import { pageMessages } from "~/i18n/page-messages";
import type { Messages } from "~/i18n";
import { resolveLocale } from "~/i18n/locale";
import { wireTransformer } from "~/lib/wire-transformer";
import { buildAuthOptions } from "./auth/options";
import { getDb } from "./db/client";
import { can, type Permission } from "~/lib/permissions";
import { appRouter } from "./root";
import { createInnerContext } from "./trpc";
import { logger } from "./logger";
import { slowPageEntry, type PagePhases } from "./ops/slow-page";

export interface ProtectedPageProps {
  session: Session;
  forbidden?: boolean;
  trpcState?: unknown;
  /** The session's catalog on a full page load (src/i18n/page-messages.ts). */
  messages?: Messages;
  /**
   * When the server read the page's data (ms): use-intl's `now` (_app), so a relative time ("há 5 segundos")
   * is written alike by the server and by the browser hydrating it a second or more later (React #418 otherwise).
   */
  now: number;
}

type Helpers = ReturnType<typeof createServerSideHelpers<typeof appRouter>>;

export function signInRedirect(callbackUrl: string) {
  return {
    redirect: {
      destination: `/api/auth/signin?error=SessionRequired&callbackUrl=${encodeURIComponent(callbackUrl)}`,
      permanent: false,
    },
  } as const;
}

interface PageOptions {
  permission?: Permission;
  /** A URL to send the user to instead (e.g. a list's default view), before anything is prefetched. */
  redirect?: (helpers: Helpers, session: Session, ctx: GetServerSidePropsContext) => Promise<string | null>;
  prefetch?: (helpers: Helpers, session: Session, ctx: GetServerSidePropsContext) => Promise<unknown>;
}

/**
 * getServerSideProps for a signed-in page: no session → sign-in with SessionRequired and the
 * callback URL; missing permission → the "sem permissão" page (403); otherwise the session
 * and the prefetched tRPC state go to pageProps, so the page renders with data and no flash, with the session
 * language's catalog on a full load. One slower than SLOW_PAGE_MS is logged with its phases (ops/slow-page.ts).
 */
export function protectedPage(opts: PageOptions = {}): GetServerSideProps<ProtectedPageProps> {
  const guarded = pageProps(opts);
  return async (ctx) => {
    const started = performance.now();
    const phases = { sessionMs: 0, dataMs: 0, totalMs: 0 };
    try {
      return await guarded(ctx, phases);
    } finally {
      phases.totalMs = performance.now() - started;
      const slow = slowPageEntry(ctx.resolvedUrl, phases);
      if (slow) logger.warn(slow, "slow page");
    }
  };
}

function pageProps(opts: PageOptions) {
  return async (ctx: GetServerSidePropsContext, phases: PagePhases): Promise<GetServerSidePropsResult<ProtectedPageProps>> => {
    const sessionStarted = performance.now();
    const session = await getServerSession(ctx.req, ctx.res, buildAuthOptions());
    phases.sessionMs = performance.now() - sessionStarted;
    if (!session?.user) return signInRedirect(ctx.resolvedUrl);
    if (session.user.mustChangePassword && !ctx.resolvedUrl.startsWith("/perfil")) {
      return { redirect: { destination: "/perfil?senha=temporaria", permanent: false } };
    }
    if (session.user.mustEnrolTwoFactor && !ctx.resolvedUrl.startsWith("/perfil")) {
      return { redirect: { destination: "/perfil?duas-etapas=obrigatoria", permanent: false } };
    }
    const messages = pageMessages(ctx.req, resolveLocale(session.user.locale));
    if (opts.permission && !can(session.user.role, opts.permission)) {
      ctx.res.statusCode = 403;
      return { props: { session, forbidden: true, now: Date.now(), ...messages } };
    }
    if (!opts.prefetch && !opts.redirect) return { props: { session, now: Date.now(), ...messages } };
    const helpers = createServerSideHelpers({
      router: appRouter,
      ctx: createInnerContext({ db: await getDb(), session }),
      transformer: wireTransformer,
    });
    const dataStarted = performance.now();
    const destination = await opts.redirect?.(helpers, session, ctx);
    if (destination) return { redirect: { destination, permanent: false } };
    await opts.prefetch?.(helpers, session, ctx);
    phases.dataMs = performance.now() - dataStarted;
    return { props: { session, trpcState: helpers.dehydrate(), now: Date.now(), ...messages } };
  };
}
