import { useRouter } from "next/router";
import { signOut, useSession } from "next-auth/react";
import { Languages, LogOut } from "lucide-react";
import { useEffect, useState } from "react";
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
import { isPaletteShortcut, searchPalette, useSearchPaletteOpen } from "../palette-store";
import { useSearchResults } from "../use-search-results";

/** The global search modal: ⌘K / Ctrl+K, navigation and preference commands, entity results. */
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

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isPaletteShortcut(e)) return;
      e.preventDefault();
      if (searchPalette.isOpen()) setText("");
      searchPalette.toggle();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

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
        {!results.active ? (
          <>
            <CommandGroup heading={t("shell.groupNavigation")}>
              {navItemsFor(session?.user.role).map((item) => {
                const Icon = item.icon;
                return (
                  <CommandItem key={item.href} value={t(`nav.${item.key}`)} onSelect={() => run(() => router.push(item.href))}>
                    <Icon aria-hidden className="size-4" />
                    {t(`nav.${item.key}`)}
                  </CommandItem>
                );
              })}
            </CommandGroup>
            <CommandSeparator />
            <CommandGroup heading={t("shell.groupPreferences")}>
              {LOCALES.filter((l) => l !== locale).map((l) => (
                <CommandItem key={l} value={t("shell.switchTo", { language: t(`locales.${l}`) })} onSelect={() => run(() => switchLocale(l))}>
                  <Languages aria-hidden className="size-4" />
                  {t("shell.switchTo", { language: t(`locales.${l}`) })}
                </CommandItem>
              ))}
            </CommandGroup>
            <CommandSeparator />
            <CommandGroup heading={t("shell.groupSession")}>
              <CommandItem value={t("nav.signOut")} onSelect={() => run(() => signOut({ callbackUrl: "/login" }))}>
                <LogOut aria-hidden className="size-4" />
                {t("nav.signOut")}
              </CommandItem>
            </CommandGroup>
          </>
        ) : null}
      </CommandList>
    </CommandDialog>
  );
}
