import Link from "next/link";
import { signOut } from "next-auth/react";
import { Check, Languages, LogOut, UserRound } from "lucide-react";
import { useLocale, useTranslations } from "use-intl";
import { UserAvatar } from "~/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { LOCALES } from "~/lib/roles";
import type { Session } from "next-auth";
import { useSwitchLocale } from "./use-switch-locale";

export function UserMenu({ user }: { user: Session["user"] }) {
  const t = useTranslations();
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        data-testid="user-menu"
        className="flex items-center gap-2 rounded-full p-0.5 pr-2 text-left text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="sr-only">{t("nav.userMenu")}: </span>
        <UserAvatar name={user.name} className="size-8" aria-hidden />
        <span className="hidden flex-col leading-tight md:flex">
          <span className="font-medium">{user.name}</span>
          <span className="text-xs text-muted-foreground">{t(`roles.${user.role}`)}</span>
        </span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          <span className="block font-medium">{user.name}</span>
          <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/perfil">
            <UserRound aria-hidden className="size-4" />
            {t("nav.profile")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>
            <Languages aria-hidden className="size-4" />
            {t("nav.language")}
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            {LOCALES.map((l) => (
              <DropdownMenuItem key={l} onSelect={() => void switchLocale(l)} aria-checked={l === locale} role="menuitemradio">
                <Check aria-hidden className={l === locale ? "size-4" : "size-4 opacity-0"} />
                {t(`locales.${l}`)}
              </DropdownMenuItem>
            ))}
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut({ callbackUrl: "/login" })}>
          <LogOut aria-hidden className="size-4" />
          {t("nav.signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
