import Link from "next/link";
import { useRouter } from "next/router";
import { useTranslations } from "use-intl";
import { AuthCard } from "~/features/auth/components/auth-card";
import { authErrorKey } from "~/features/auth/error-codes";
import { DEFAULT_LOCALE } from "~/i18n/locale";
import { pageMessages } from "~/i18n/page-messages";
import type { GetServerSidePropsContext } from "next";

/** next-auth's error page (pages.error): every code of SPEC §8 gets a clear pt-BR message. */
export default function AuthErrorPage() {
  const t = useTranslations();
  const router = useRouter();
  const key = authErrorKey(router.query.error) ?? "Default";
  return (
    <AuthCard title={t("auth.errorTitle")}>
      <p role="alert" className="mb-6 text-sm text-foreground" data-error-code={key}>
        {t(`authErrors.${key}`)}
      </p>
      <Link href="/login" className="text-sm font-medium text-primary underline">
        {t("auth.backToSignIn")}
      </Link>
    </AuthCard>
  );
}

/** Rendered on the server so the message for ?error= is right on the first paint. */
export function getServerSideProps(ctx: GetServerSidePropsContext) {
  return { props: pageMessages(ctx.req, DEFAULT_LOCALE) };
}
