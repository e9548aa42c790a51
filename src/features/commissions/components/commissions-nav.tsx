import { useSession } from "next-auth/react";
import { useTranslations } from "use-intl";
import { SectionNav } from "~/components/layout/section-nav";
import { can } from "~/lib/permissions";

const LINKS = [
  { href: "/comissoes", key: "mine", manage: false, prefix: false },
  { href: "/comissoes/extratos", key: "statements", manage: false, prefix: true },
  { href: "/comissoes/metas", key: "goals", manage: false, prefix: true },
  { href: "/comissoes/regras", key: "rules", manage: true, prefix: true },
  { href: "/comissoes/conciliacao", key: "reconciliation", manage: true, prefix: true },
  { href: "/comissoes/fechamento", key: "close", manage: true, prefix: true },
] as const;

/** The commission screens; rules, reconciliation and month close only for who manages commissions (Administrador, Financeiro). */
export function CommissionsNav() {
  const t = useTranslations("commissionsNav");
  const { data: session } = useSession();
  const manages = can(session?.user?.role, "commissions.manage");
  return (
    <SectionNav
      label={t("label")}
      links={LINKS.filter((link) => manages || !link.manage).map((link) => ({ href: link.href, label: t(link.key), prefix: link.prefix }))}
    />
  );
}
