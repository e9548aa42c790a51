import { History } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import type { AuditEntity } from "~/lib/catalog/audit-catalog";
import { can } from "~/lib/permissions";
import type { Role } from "~/lib/roles";
import { auditFiltersToQuery } from "../audit.schemas";

/** "Histórico de auditoria" on a record's page: the log filtered to that record, for those who may read it. */
export function AuditHistoryLink({ role, entity, entityId }: { role: Role; entity: AuditEntity; entityId: string }) {
  const t = useTranslations("audit");
  if (!can(role, "audit.read")) return null;
  const query = new URLSearchParams(auditFiltersToQuery({ entity, entityId })).toString();
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={`/configuracoes/auditoria?${query}`} data-testid="audit-history-link">
        <History aria-hidden />
        {t("history")}
      </Link>
    </Button>
  );
}
