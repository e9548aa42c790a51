import { useLocale } from "use-intl";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import { isLeadStatus, leadStatusLabel, type LeadStatus } from "~/lib/catalog/lead-statuses";
import type { Locale } from "~/lib/roles";
import { isLostStatus, WON_LEAD_STATUS } from "../lead-status";

const OPEN_VARIANT: Partial<Record<LeadStatus, BadgeProps["variant"]>> = { Novo: "info", "Contatar novamente": "warning", "Momento ruim": "secondary" };

/** A lead's status: blue when new, amber while a call back is due, red once lost, green when won. */
export function LeadStatusBadge({ status }: { status: string }) {
  const locale = useLocale() as Locale;
  if (!isLeadStatus(status)) return <Badge variant="outline">{status}</Badge>;
  const variant = status === WON_LEAD_STATUS ? "success" : isLostStatus(status) ? "danger" : (OPEN_VARIANT[status] ?? "secondary");
  return (
    <Badge variant={variant} data-testid="lead-status">
      {leadStatusLabel(status, locale)}
    </Badge>
  );
}
