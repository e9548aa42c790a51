import Head from "next/head";
import Link from "next/link";
import { useRouter } from "next/router";
import { signOut, useSession } from "next-auth/react";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { can, type Permission } from "~/lib/permissions";

const NAV: { href: string; key: "home" | "users" | "audit"; permission?: Permission }[] = [
  { href: "/", key: "home" },
  { href: "/configuracoes/usuarios", key: "users", permission: "users.manage" },
  { href: "/configuracoes/auditoria", key: "audit", permission: "audit.read" },
];

/**
 * Signed-in page frame. When the session ends elsewhere (sign-out in another tab, a
 * deactivated user, a password change) it sends the user to sign-in and back here after.
 */
export function AppLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = useTranslations();
  const router = useRouter();
  const { data: session } = useSession({
    required: true,
    onUnauthenticated() {
      void router.replace(`/api/auth/signin?error=SessionRequired&callbackUrl=${encodeURIComponent(router.asPath)}`);
    },
  });
  const user = session?.user;
  return (
    <>
      <Head>
        <title>{`${title} · ${t("app.name")}`}</title>
      </Head>
      <a href="#conteudo" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t("nav.main")}
      </a>
      <header className="border-b border-beige-200 bg-white">
        <div className="mx-auto flex max-w-[1280px] flex-wrap items-center gap-4 px-4 py-3">
          <Link href="/" className="font-semibold text-primary">
            {t("app.name")}
          </Link>
          <nav aria-label={t("nav.main")} className="flex flex-1 flex-wrap gap-1">
            {NAV.filter((item) => !item.permission || can(user?.role, item.permission)).map((item) => {
              const active = item.href === "/" ? router.pathname === "/" : router.pathname.startsWith(item.href);
              return (
                <Link
                  key={item.href}
                  href={item.href}
                  aria-current={active ? "page" : undefined}
                  className={cn("rounded-md px-3 py-1.5 text-sm text-neutral-700 hover:bg-beige-100", active && "bg-beige-100 font-medium text-primary")}
                >
                  {t(`nav.${item.key}`)}
                </Link>
              );
            })}
          </nav>
          {user ? (
            <div className="flex items-center gap-3 text-sm">
              <Link href="/perfil" className="text-right hover:underline" data-testid="user-menu">
                <span className="block font-medium">{user.name}</span>
                <span className="block text-xs text-neutral-600">{t(`roles.${user.role}`)}</span>
              </Link>
              <Button variant="secondary" size="sm" onClick={() => void signOut({ callbackUrl: "/login" })}>
                {t("nav.signOut")}
              </Button>
            </div>
          ) : null}
        </div>
      </header>
      <main id="conteudo" className="mx-auto max-w-[1280px] px-4 py-6">
        <h1 className="mb-6 text-2xl font-semibold text-primary">{title}</h1>
        {children}
      </main>
    </>
  );
}

export function Forbidden() {
  const t = useTranslations();
  return (
    <AppLayout title={t("forbidden.title")}>
      <div role="alert" className="max-w-xl rounded-lg border border-beige-200 bg-white p-6">
        <p className="mb-4">{t("forbidden.body")}</p>
        <Link href="/" className="text-primary underline">
          {t("common.backHome")}
        </Link>
      </div>
    </AppLayout>
  );
}
