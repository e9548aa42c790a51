import Link from "next/link";
import { useRouter } from "next/router";
import { useTranslations } from "use-intl";
import { cn } from "~/lib/cn";

const LINKS = [
  { href: "/leads", key: "list" },
  { href: "/leads/kanban", key: "kanban" },
  { href: "/leads/hoje", key: "today" },
] as const;

/** The three ways into the pipeline; a nav of links (not tabs) so each view has its own URL and back button. */
export function LeadsNav() {
  const t = useTranslations("leadsNav");
  const { pathname } = useRouter();
  return (
    <nav aria-label={t("label")} className="inline-flex w-fit items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground">
      {LINKS.map((link) => {
        const active = pathname === link.href;
        return (
          <Link
            key={link.href}
            href={link.href}
            aria-current={active ? "page" : undefined}
            className={cn(
              "inline-flex h-btn-sm items-center rounded-md px-3 text-sm font-medium transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
              active && "bg-card text-foreground shadow-sm",
            )}
          >
            {t(link.key)}
          </Link>
        );
      })}
    </nav>
  );
}
