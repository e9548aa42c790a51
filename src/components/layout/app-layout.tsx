import Head from "next/head";
import Link from "next/link";
import { useRouter } from "next/router";
import { useSession } from "next-auth/react";
import { Menu, Search } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { searchPalette } from "~/features/search/palette-store";
import { SidebarNav } from "./sidebar-nav";
import { UserMenu } from "./user-menu";
import { NotificationBell } from "~/features/notifications/components/notification-bell";

function Brand() {
  const t = useTranslations();
  return (
    <Link href="/" className="block px-3 font-heading text-lg font-bold leading-tight text-primary">
      {t("app.name")}
    </Link>
  );
}

/**
 * Frame of every signed-in page: side navigation (a sheet below lg), top bar with the page
 * title, global search trigger and user menu, and the 1280px content container. When the
 * session ends elsewhere (sign-out in another tab, deactivation, password change) it sends
 * the user to sign-in and back here afterwards.
 */
export function AppLayout({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const t = useTranslations();
  const router = useRouter();
  const [menuOpen, setMenuOpen] = useState(false);
  const { data: session } = useSession({
    required: true,
    onUnauthenticated() {
      void router.replace(`/api/auth/signin?error=SessionRequired&callbackUrl=${encodeURIComponent(router.asPath)}`);
    },
  });
  const user = session?.user;
  return (
    <div className="min-h-screen bg-background lg:grid lg:grid-cols-[15rem_1fr]">
      <Head>
        <title>{`${title} · ${t("app.name")}`}</title>
      </Head>
      <a
        href="#conteudo"
        className="sr-only z-50 rounded bg-card p-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t("nav.skipToContent")}
      </a>
      <aside className="sticky top-0 hidden h-screen flex-col gap-6 border-r border-border bg-card px-3 py-5 lg:flex">
        <Brand />
        <SidebarNav role={user?.role} />
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 border-b border-border bg-card/95 backdrop-blur">
          <div className="mx-auto flex h-16 max-w-page items-center gap-3 px-4">
            <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
              <SheetTrigger asChild>
                <Button variant="ghost" size="icon" className="lg:hidden" aria-label={t("nav.openMenu")}>
                  <Menu aria-hidden className="size-5" />
                </Button>
              </SheetTrigger>
              <SheetContent side="left" className="w-72 bg-card px-3 py-5">
                <SheetTitle className="mb-4">
                  <Brand />
                </SheetTitle>
                <SidebarNav role={user?.role} onNavigate={() => setMenuOpen(false)} />
              </SheetContent>
            </Sheet>
            <h1 className="min-w-0 flex-1 truncate font-heading text-xl font-semibold text-primary">{title}</h1>
            <button
              type="button"
              onClick={() => searchPalette.open()}
              className="flex h-9 items-center gap-2 rounded-md border border-input bg-background px-3 text-sm text-muted-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
              aria-keyshortcuts="Control+K Meta+K"
              data-testid="search-trigger"
            >
              <Search aria-hidden className="size-4" />
              <span className="sr-only sm:not-sr-only">{t("shell.searchTrigger")}</span>
              <kbd className="hidden rounded border border-border bg-muted px-1.5 text-[11px] font-medium md:inline">{t("shell.searchShortcut")}</kbd>
            </button>
            {/* A temporary password reaches only /perfil and its API (session-restriction.ts): no bell until changed. */}
            {user && !user.mustChangePassword && !user.mustEnrolTwoFactor ? <NotificationBell /> : null}
            {user ? <UserMenu user={user} /> : null}
          </div>
        </header>
        <main id="conteudo" tabIndex={-1} className="mx-auto w-full max-w-page flex-1 px-4 py-6 outline-none">
          {actions ? <div className="mb-4 flex flex-wrap justify-end gap-2">{actions}</div> : null}
          {children}
        </main>
      </div>
    </div>
  );
}

export function Forbidden() {
  const t = useTranslations();
  return (
    <AppLayout title={t("forbidden.title")}>
      <div role="alert" className="max-w-xl rounded-lg border border-border bg-card p-6">
        <p className="mb-4">{t("forbidden.body")}</p>
        <Link href="/" className="text-primary underline">
          {t("common.backHome")}
        </Link>
      </div>
    </AppLayout>
  );
}
