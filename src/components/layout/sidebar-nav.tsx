import Link from "next/link";
import { useRouter } from "next/router";
import { useTranslations } from "use-intl";
import { cn } from "~/lib/cn";
import type { Role } from "~/lib/roles";
import { isActive, navItemsFor } from "./nav-items";

/** The section links; used by the fixed sidebar (lg+) and by the sheet on small screens. */
export function SidebarNav({ role, onNavigate }: { role: Role | undefined; onNavigate?: () => void }) {
  const t = useTranslations("nav");
  const { pathname } = useRouter();
  return (
    <nav aria-label={t("main")}>
      <ul className="flex flex-col gap-0.5">
        {navItemsFor(role).map((item) => {
          const active = isActive(item, pathname);
          const Icon = item.icon;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                onClick={onNavigate}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex items-center gap-3 rounded-md px-3 py-2 text-sm text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring",
                  active && "bg-accent font-medium text-primary",
                )}
              >
                <Icon aria-hidden className="size-4 shrink-0" />
                {t(item.key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
