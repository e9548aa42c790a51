import { useTranslations } from "use-intl";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import type { SaleStatus } from "~/lib/catalog/sale-statuses";

export const STATUS_VARIANT: Record<SaleStatus, BadgeProps["variant"]> = {
  proposta: "info",
  ativa: "success",
  cancelada: "danger",
  encerrada: "secondary",
};

export function SaleStatusBadge({ status }: { status: SaleStatus }) {
  const t = useTranslations("sales");
  return <Badge variant={STATUS_VARIANT[status]}>{t(`statuses.${status}`)}</Badge>;
}
