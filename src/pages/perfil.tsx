import type { Session } from "next-auth";
import { useRouter } from "next/router";
import { useTranslations } from "use-intl";
import { AppLayout } from "~/components/layout/app-layout";
import { ChangePasswordForm } from "~/features/users/components/change-password-form";
import { ProfileForm } from "~/features/users/components/profile-form";
import { SessionsSection } from "~/features/users/components/sessions-section";
import { TwoFactorSection } from "~/features/users/components/two-factor-section";
import { NotificationPreferencesForm } from "~/features/notifications/components/notification-preferences";
import { protectedPage } from "~/server/page-guard";
import { api } from "~/utils/api";

export default function ProfilePage({ session }: { session: Session }) {
  const t = useTranslations();
  const router = useRouter();
  const me = api.me.get.useQuery();
  // Until a temporary password is changed or a required authenticator set up, the API answers only the
  // profile, the password change and the two-step enrolment (session-restriction.ts).
  const restricted = session.user.mustChangePassword || session.user.mustEnrolTwoFactor;
  const prefs = api.notifications.preferences.useQuery(undefined, { enabled: !restricted });
  const temporary = router.query.senha === "temporaria" && me.data?.mustChangePassword;
  return (
    <AppLayout title={t("profile.title")}>
      {temporary ? (
        <p role="alert" className="mb-6 max-w-3xl rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm">
          {t("home.mustChangePassword")}
        </p>
      ) : null}
      {me.data ? (
        <div className="grid max-w-5xl gap-6 md:grid-cols-2">
          <section aria-labelledby="dados" className="rounded-lg border border-border bg-card p-6">
            <h2 id="dados" className="mb-1 text-lg font-semibold">
              {t("profile.personal")}
            </h2>
            <p className="mb-4 text-sm text-muted-foreground">
              {t("profile.role")}: {t(`roles.${me.data.role}`)} · {t("profile.team")}: {me.data.teamName ?? t("profile.noTeam")}
            </p>
            <ProfileForm me={me.data} />
          </section>
          <section aria-labelledby="senha" className="rounded-lg border border-border bg-card p-6">
            <h2 id="senha" className="mb-4 text-lg font-semibold">
              {t("profile.passwordTitle")}
            </h2>
            <ChangePasswordForm email={me.data.email} onChanged={() => void router.replace("/perfil")} />
          </section>
          {session.user.mustChangePassword ? null : (
            <section aria-labelledby="duas-etapas" className="rounded-lg border border-border bg-card p-6 md:col-span-2">
              <h2 id="duas-etapas" className="mb-4 text-lg font-semibold">
                {t("twoFactor.title")}
              </h2>
              {/* Once enrolled, the home page's guard re-reads the user row: the requirement is met. */}
              <TwoFactorSection onEnrolled={session.user.mustEnrolTwoFactor ? () => void router.push("/") : undefined} />
            </section>
          )}
          {restricted ? null : (
            <section aria-labelledby="sessoes" className="rounded-lg border border-border bg-card p-6 md:col-span-2">
              <h2 id="sessoes" className="mb-1 text-lg font-semibold">
                {t("sessions.title")}
              </h2>
              <SessionsSection />
            </section>
          )}
          {prefs.data ? (
            <section aria-labelledby="notificacoes" className="rounded-lg border border-border bg-card p-6 md:col-span-2">
              <h2 id="notificacoes" className="mb-1 text-lg font-semibold">
                {t("notifications.preferences.title")}
              </h2>
              <NotificationPreferencesForm initial={prefs.data} />
            </section>
          ) : null}
        </div>
      ) : (
        <p role="status">{t("app.loading")}</p>
      )}
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage({
  prefetch: (helpers, session) =>
    Promise.all([
      helpers.me.get.prefetch(),
      session.user.mustChangePassword ? null : helpers.me.twoFactor.status.prefetch(),
      session.user.mustChangePassword || session.user.mustEnrolTwoFactor ? null : helpers.notifications.preferences.prefetch(),
      session.user.mustChangePassword || session.user.mustEnrolTwoFactor ? null : helpers.me.sessions.list.prefetch(),
    ]),
});
