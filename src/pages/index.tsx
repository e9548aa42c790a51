import type { InferGetServerSidePropsType } from "next";
import Link from "next/link";
import { useTranslations } from "use-intl";
import { AppLayout } from "~/components/layout/app-layout";
import { protectedPage } from "~/server/page-guard";

export default function HomePage({ session }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations();
  return (
    <AppLayout title={t("home.title")}>
      <section className="max-w-2xl rounded-lg border border-border bg-card p-6">
        <p className="mb-2 text-lg font-medium">{t("home.greeting", { name: session.user.name.split(" ")[0] ?? "" })}</p>
        <p className="text-sm text-foreground">{t("home.intro")}</p>
        <p className="mt-4 text-sm">
          <Link className="text-primary underline" href="/perfil">
            {t("nav.profile")}
          </Link>
        </p>
      </section>
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage();
