import { useRouter } from "next/router";
import { signOut, useSession } from "next-auth/react";
import { Languages, LogOut } from "lucide-react";
import { useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { navItemsFor } from "~/components/layout/nav-items";
import { useSwitchLocale } from "~/components/layout/use-switch-locale";
import {
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandSeparator,
} from "~/components/ui/command";
import { LOCALES } from "~/lib/roles";
import { searchPalette, useSearchPaletteOpen } from "../palette-store";
import { useSearchResults } from "../use-search-results";

const foldText = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The global search modal: navigation and preference commands, entity results (opened by CommandPaletteHost). */
export function CommandPalette() {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const open = useSearchPaletteOpen();
  const { data: session } = useSession();
  const switchLocale = useSwitchLocale();
  const [text, setText] = useState("");
  const results = useSearchResults(text, session?.user.role, open);

  // Every way of closing starts the next opening with an empty search.
  const setOpen = (next: boolean) => {
    if (!next) setText("");
    searchPalette.setOpen(next);
  };

  // However it closed (Esc, a command, the shortcut in the host), the next opening starts with an empty search.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setText("");
  }

  // While records are searched (cmdk's own filter is off), the commands whose name contains the text stay
  // listed after the results, so typing "sai" still offers "Sair".
  const matches = (label: string) => !results.active || foldText(label).includes(foldText(text.trim()));
  const navCommands = navItemsFor(session?.user.role)
    .map((item) => ({ ...item, label: t(`nav.${item.key}`) }))
    .filter((item) => matches(item.label));
  const localeCommands = LOCALES.filter((l) => l !== locale)
    .map((l) => ({ locale: l, label: t("shell.switchTo", { language: t(`locales.${l}`) }) }))
    .filter((c) => matches(c.label));
  const signOutMatches = matches(t("nav.signOut"));

  const run = (action: () => unknown) => {
    setOpen(false);
    void action();
  };

  return (
    <CommandDialog
      open={open}
      onOpenChange={setOpen}
      title={t("shell.paletteTitle")}
      description={t("shell.palettePlaceholder")}
      shouldFilter={!results.active}
    >
      <CommandInput placeholder={t("shell.palettePlaceholder")} value={text} onValueChange={setText} />
      <CommandList label={t("shell.paletteTitle")}>
        <CommandEmpty>{results.loading ? t("shell.paletteSearching") : t("shell.paletteEmpty")}</CommandEmpty>
        {results.groups.map((group) => (
          <CommandGroup key={group.id} heading={group.heading}>
            {group.items.map((item) => (
              <CommandItem key={item.key} value={`${group.id}:${item.key}`} onSelect={() => run(() => router.push(item.href))}>
                {item.node}
              </CommandItem>
            ))}
          </CommandGroup>
        ))}
        {navCommands.length ? (
          <CommandGroup heading={t("shell.groupNavigation")}>
            {navCommands.map((item) => {
              const Icon = item.icon;
              return (
                <CommandItem key={item.href} value={item.label} onSelect={() => run(() => router.push(item.href))}>
                  <Icon aria-hidden className="size-4" />
                  {item.label}
                </CommandItem>
              );
            })}
          </CommandGroup>
        ) : null}
        {navCommands.length && localeCommands.length ? <CommandSeparator /> : null}
        {localeCommands.length ? (
          <CommandGroup heading={t("shell.groupPreferences")}>
            {localeCommands.map((c) => (
              <CommandItem key={c.locale} value={c.label} onSelect={() => run(() => switchLocale(c.locale))}>
                <Languages aria-hidden className="size-4" />
                {c.label}
              </CommandItem>
            ))}
          </CommandGroup>
        ) : null}
        {(navCommands.length || localeCommands.length) && signOutMatches ? <CommandSeparator /> : null}
        {signOutMatches ? (
          <CommandGroup heading={t("shell.groupSession")}>
            <CommandItem value={t("nav.signOut")} onSelect={() => run(() => signOut({ callbackUrl: "/login" }))}>
              <LogOut aria-hidden className="size-4" />
              {t("nav.signOut")}
            </CommandItem>
          </CommandGroup>
        ) : null}
      </CommandList>
    </CommandDialog>
  );
}
