import Link from "next/link";
import { useLocale, useTranslations } from "use-intl";
import type { ListColumn } from "~/components/list/columns";
import { Badge } from "~/components/ui/badge";
import { formatCnpj } from "~/lib/brazil";
import { productCategoryLabel, type ProductCategory } from "~/lib/catalog/product-categories";
import { cn } from "~/lib/cn";
import { formatBRL, formatDate } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import type { RouterOutputs } from "~/utils/api";
import { dueBucket, isStale } from "../lead-status";
import { LeadStatusBadge } from "./lead-status-badge";
import { saoPauloDayStart } from "./lead-list-filters";

export type LeadListRow = RouterOutputs["leads"]["list"]["items"][number];

const MAX_CATEGORIES = 2;

/** The leads table's columns, declared once: the table and the column picker both read them. */
export function useLeadColumns(now: Date): ListColumn<LeadListRow>[] {
  const t = useTranslations("leadsList.columns");
  const tc = useTranslations("common");
  const locale = (useLocale() === "en-US" ? "en-US" : "pt-BR") as Locale;
  const day = (d: string) => formatDate(saoPauloDayStart(d), locale);
  return [
    {
      key: "name",
      label: t("name"),
      required: true,
      cellClassName: "font-medium",
      cell: (l) => (
        <>
          <Link href={`/leads/${l.id}`} className="text-primary hover:underline">
            {l.name}
          </Link>
          {l.doNotContact ? (
            <Badge variant="warning" className="ml-2">
              {t("doNotContact")}
            </Badge>
          ) : null}
        </>
      ),
    },
    { key: "status", label: t("status"), cell: (l) => <LeadStatusBadge status={l.status} /> },
    { key: "owner", label: t("owner"), cellClassName: "whitespace-nowrap", cell: (l) => l.ownerName ?? <span className="text-muted-foreground italic">{t("pool")}</span> },
    { key: "source", label: t("source"), cell: (l) => l.sourceLabel },
    {
      key: "categories",
      label: t("categories"),
      cellClassName: "max-w-56 truncate",
      cell: (l) => {
        if (!l.categories.length) return tc("none");
        const labels = l.categories.map((c) => productCategoryLabel(c as ProductCategory, locale));
        const shown = labels.slice(0, MAX_CATEGORIES).join(", ");
        return <span title={labels.join(", ")}>{labels.length > MAX_CATEGORIES ? t("moreCategories", { shown, count: labels.length - MAX_CATEGORIES }) : shown}</span>;
      },
    },
    {
      key: "nextContact",
      label: t("nextContact"),
      cellClassName: "whitespace-nowrap",
      cell: (l) => {
        if (!l.nextContactOn) return tc("none");
        const bucket = dueBucket(l.nextContactOn, now);
        return (
          <span className={cn(bucket === "overdue" && "font-semibold text-danger", bucket === "today" && "font-semibold text-warning")} data-due={bucket ?? undefined}>
            {day(l.nextContactOn)}
            {bucket === "overdue" || bucket === "today" ? <span className="ml-1 text-xs font-normal">({t(bucket)})</span> : null}
          </span>
        );
      },
    },
    { key: "attempts", label: t("attempts"), headClassName: "text-right", cellClassName: "text-right tabular-nums", cell: (l) => l.contactAttempts },
    {
      key: "lastActivity",
      label: t("lastActivity"),
      cellClassName: "whitespace-nowrap",
      cell: (l) => (
        <>
          {formatDate(l.lastActivityAt, locale)}
          {isStale(l, now) ? (
            <Badge variant="outline" className="ml-2">
              {t("stale")}
            </Badge>
          ) : null}
        </>
      ),
    },
    { key: "createdAt", label: t("createdAt"), cellClassName: "whitespace-nowrap", cell: (l) => formatDate(l.createdAt, locale) },
    {
      key: "estimatedValue",
      label: t("estimatedValue"),
      headClassName: "text-right",
      cellClassName: "text-right tabular-nums whitespace-nowrap",
      cell: (l) => (l.estimatedValue === null ? tc("none") : formatBRL(l.estimatedValue, locale)),
    },
    { key: "document", label: t("document"), defaultHidden: true, cellClassName: "font-mono text-xs", cell: (l) => (l.document ? (l.kind === "PJ" ? formatCnpj(l.document) : l.document) : tc("none")) },
    { key: "city", label: t("place"), defaultHidden: true, cell: (l) => (l.city ? `${l.city}/${l.uf ?? ""}` : tc("none")) },
  ];
}
