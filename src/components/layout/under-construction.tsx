import Link from "next/link";
import { Construction } from "lucide-react";
import { useTranslations } from "use-intl";
import type { Messages } from "~/i18n";
import { AppLayout, Forbidden } from "./app-layout";

/** A section the navigation already offers but whose screens come in a later release. */
export function UnderConstruction({ section }: { section: keyof Messages["nav"] }) {
  const t = useTranslations();
  const name = t(`nav.${section}`);
  return (
    <AppLayout title={name}>
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-lg border border-dashed border-border bg-card px-6 py-12 text-center">
        <Construction aria-hidden className="size-10 text-primary" />
        <h2 className="font-heading text-lg font-semibold">{t("shell.underConstructionTitle")}</h2>
        <p className="text-sm text-muted-foreground">{t("shell.underConstructionBody", { section: name })}</p>
        <Link href="/" className="text-sm font-medium text-primary underline">
          {t("common.backHome")}
        </Link>
      </section>
    </AppLayout>
  );
}

/** The page body for a section under construction, honouring the permission check of its page. */
export function UnderConstructionPage({ section, forbidden }: { section: keyof Messages["nav"]; forbidden?: boolean }) {
  return forbidden ? <Forbidden /> : <UnderConstruction section={section} />;
}
