import { useTranslations } from "use-intl";
import { SectionNav } from "~/components/layout/section-nav";

const LINKS = [
  { href: "/leads", key: "list" },
  { href: "/leads/kanban", key: "kanban" },
  { href: "/leads/hoje", key: "today" },
] as const;

/** The three ways into the pipeline. */
export function LeadsNav() {
  const t = useTranslations("leadsNav");
  return <SectionNav label={t("label")} links={LINKS.map((link) => ({ href: link.href, label: t(link.key) }))} />;
}
