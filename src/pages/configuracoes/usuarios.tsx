import type { InferGetServerSidePropsType } from "next";
import Link from "next/link";
import { useRouter } from "next/router";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { TeamsPanel } from "~/features/users/components/teams-panel";
import { TwoFactorRequirement } from "~/features/users/components/two-factor-requirement";
import { UsersPanel } from "~/features/users/components/users-panel";
import { cn } from "~/lib/cn";
import { protectedPage } from "~/server/page-guard";

export default function UsersPage({ session, forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations();
  const router = useRouter();
  if (forbidden) return <Forbidden />;
  const tab = router.query.aba === "equipes" ? "teams" : "users";
  const tabClass = (active: boolean) =>
    cn("rounded-t-md border-b-2 px-4 py-2 text-sm font-medium", active ? "border-primary text-primary" : "border-transparent text-muted-foreground hover:text-primary");
  return (
    <AppLayout title={t("users.title")}>
      <nav aria-label={t("users.title")} className="mb-4 flex gap-2 border-b border-border">
        <Link href="/configuracoes/usuarios" shallow aria-current={tab === "users" ? "page" : undefined} className={tabClass(tab === "users")}>
          {t("users.usersTab")}
        </Link>
        <Link href="/configuracoes/usuarios?aba=equipes" shallow aria-current={tab === "teams" ? "page" : undefined} className={tabClass(tab === "teams")}>
          {t("users.teamsTab")}
        </Link>
      </nav>
      {tab === "users" ? (
        <>
          <TwoFactorRequirement />
          <UsersPanel currentUserId={session.user.id} />
        </>
      ) : (
        <TeamsPanel />
      )}
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage({
  permission: "users.manage",
  prefetch: (helpers) =>
    Promise.all([helpers.teams.list.prefetch(), helpers.users.list.prefetchInfinite({ limit: 50 }), helpers.users.twoFactorRequirement.prefetch()]),
});
