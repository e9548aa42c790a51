import { createServerSideHelpers } from "@trpc/react-query/server";
import type { GetServerSideProps, GetServerSidePropsContext } from "next";
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

export interface ProtectedPageProps {
  session: Session;
  forbidden?: boolean;
  trpcState?: unknown;
  /** The session's catalog on a full page load (src/i18n/page-messages.ts). */
  messages?: Messages;
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

/**
 * getServerSideProps for a signed-in page: no session → sign-in with SessionRequired and the
 * callback URL; missing permission → the "sem permissão" page (403); otherwise the session
 * and the prefetched tRPC state go to pageProps, so the page renders with data and no flash, with the session
 * language's catalog on a full load.
 */
export function protectedPage(
  opts: {
    permission?: Permission;
    /** A URL to send the user to instead (e.g. a list's default view), before anything is prefetched. */
    redirect?: (helpers: Helpers, session: Session, ctx: GetServerSidePropsContext) => Promise<string | null>;
    prefetch?: (helpers: Helpers, session: Session, ctx: GetServerSidePropsContext) => Promise<unknown>;
  } = {},
): GetServerSideProps<ProtectedPageProps> {
  return async (ctx) => {
    const session = await getServerSession(ctx.req, ctx.res, buildAuthOptions());
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
      return { props: { session, forbidden: true, ...messages } };
    }
    if (!opts.prefetch && !opts.redirect) return { props: { session, ...messages } };
    const helpers = createServerSideHelpers({
      router: appRouter,
      ctx: createInnerContext({ db: await getDb(), session }),
      transformer: wireTransformer,
    });
    const destination = await opts.redirect?.(helpers, session, ctx);
    if (destination) return { redirect: { destination, permanent: false } };
    await opts.prefetch?.(helpers, session, ctx);
    return { props: { session, trpcState: helpers.dehydrate(), ...messages } };
  };
}
