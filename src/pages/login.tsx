import type { GetServerSideProps } from "next";
import { getServerSession } from "next-auth/next";
import { useRouter } from "next/router";
import { useTranslations } from "use-intl";
import { AuthCard } from "~/features/auth/components/auth-card";
import { SignInForm } from "~/features/auth/components/sign-in-form";
import { safeCallbackUrl } from "~/features/auth/callback-url";
import { authErrorKey } from "~/features/auth/error-codes";
import { DEFAULT_LOCALE } from "~/i18n/locale";
import { pageMessages } from "~/i18n/page-messages";
import { buildAuthOptions } from "~/server/auth/options";

export default function LoginPage() {
  const t = useTranslations();
  const router = useRouter();
  const key = authErrorKey(router.query.error);
  return (
    <AuthCard title={t("auth.signInTitle")} subtitle={t("auth.signInSubtitle")}>
      <SignInForm initialError={key ? t(`authErrors.${key}`) : null} />
    </AuthCard>
  );
}

/** Already signed in: go straight to where the user was heading. */
export const getServerSideProps: GetServerSideProps = async (ctx) => {
  const session = await getServerSession(ctx.req, ctx.res, buildAuthOptions());
  if (session?.user) return { redirect: { destination: safeCallbackUrl(ctx.query.callbackUrl), permanent: false } };
  return { props: pageMessages(ctx.req, DEFAULT_LOCALE) };
};
