import Link from "next/link";
import { useRouter } from "next/router";
import { cn } from "~/lib/cn";

export interface SectionLink {
  href: string;
  label: string;
  /** Also active on the pages below it (/comissoes/regras/123 for /comissoes/regras). */
  prefix?: boolean;
}

/** A section's views as a segmented row of links (not tabs): each view keeps its own URL and back button. */
export function SectionNav({ label, links }: { label: string; links: readonly SectionLink[] }) {
  const { pathname } = useRouter();
  return (
    <nav aria-label={label} className="inline-flex w-fit max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground">
      {links.map((link) => {
        const active = link.prefix ? pathname === link.href || pathname.startsWith(`${link.href}/`) : pathname === link.href;
        return (
          <Link
            key={link.href}
            href={link.href}
            aria-current={active ? "page" : undefined}
            className={cn(
              "inline-flex h-btn-sm shrink-0 items-center rounded-md px-3 text-sm font-medium transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
              active && "bg-card text-foreground shadow-sm",
            )}
          >
            {link.label}
          </Link>
        );
      })}
    </nav>
  );
}
