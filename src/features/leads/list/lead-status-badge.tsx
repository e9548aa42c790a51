import { useLocale } from "use-intl";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import { isLeadStatus, leadStatusLabel, type LeadStatus } from "~/lib/catalog/lead-statuses";
import type { Locale } from "~/lib/roles";
import { isLostStatus, WON_LEAD_STATUS } from "../lead-status";

const OPEN_VARIANT: Partial<Record<LeadStatus, BadgeProps["variant"]>> = { Novo: "info", "Contatar novamente": "warning", "Momento ruim": "secondary" };

/**
 * A lead's status: blue when new, amber while something is due, red once lost, green when won. The won
 * status without a customer (e.g. imported so) is still the to-do its name says: amber, like a call back.
 */
export function leadStatusVariant(status: LeadStatus, converted: boolean): BadgeProps["variant"] {
  if (status === WON_LEAD_STATUS) return converted ? "success" : "warning";
  return isLostStatus(status) ? "danger" : (OPEN_VARIANT[status] ?? "secondary");
}

export function LeadStatusBadge({ status, converted = false }: { status: string; converted?: boolean }) {
  const locale = useLocale() as Locale;
  if (!isLeadStatus(status)) return <Badge variant="outline">{status}</Badge>;
  return (
    <Badge variant={leadStatusVariant(status, converted)} data-testid="lead-status">
      {leadStatusLabel(status, locale)}
    </Badge>
  );
}
