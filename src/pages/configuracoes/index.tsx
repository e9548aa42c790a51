import type { InferGetServerSidePropsType } from "next";
import Link from "next/link";
import { ChevronRight } from "lucide-react";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { can, type Permission } from "~/lib/permissions";
import { protectedPage } from "~/server/page-guard";

const ENTRIES: {
  href: string;
  title: "users" | "audit" | "partners" | "leadOptions" | "emails" | "designSystem";
  description: "usersDescription" | "auditDescription" | "partnersDescription" | "leadOptionsDescription" | "emailsDescription" | "designSystemDescription";
  permission?: Permission;
}[] = [
  { href: "/configuracoes/usuarios", title: "users", description: "usersDescription", permission: "users.manage" },
  { href: "/configuracoes/auditoria", title: "audit", description: "auditDescription", permission: "audit.read" },
  { href: "/configuracoes/parceiros", title: "partners", description: "partnersDescription", permission: "settings.read" },
  { href: "/configuracoes/origens", title: "leadOptions", description: "leadOptionsDescription", permission: "leadOptions.manage" },
  { href: "/configuracoes/emails", title: "emails", description: "emailsDescription", permission: "notifications.outbox" },
  { href: "/design-system", title: "designSystem", description: "designSystemDescription" },
];

export default function SettingsPage({ session, forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations();
  if (forbidden) return <Forbidden />;
  const entries = ENTRIES.filter((e) => !e.permission || can(session.user.role, e.permission));
  return (
    <AppLayout title={t("nav.settings")}>
      <p className="mb-4 text-sm text-muted-foreground">{t("shell.settingsIntro")}</p>
      <ul className="grid gap-3 md:grid-cols-2">
        {entries.map((e) => (
          <li key={e.href}>
            <Link href={e.href} className="flex items-center gap-4 rounded-lg border border-border bg-card p-4 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring">
              <span className="flex-1">
                <span className="block font-medium">{t(`nav.${e.title}`)}</span>
                <span className="block text-sm text-muted-foreground">{t(`shell.${e.description}`)}</span>
              </span>
              <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
            </Link>
          </li>
        ))}
      </ul>
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage({ permission: "settings.read" });
