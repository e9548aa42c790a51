import { BanIcon } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "use-intl";
import type { ListColumn } from "~/components/list/columns";
import { Truncated } from "~/components/list/truncated";
import { Badge } from "~/components/ui/badge";
import { Tooltip, TooltipContent, TooltipTrigger } from "~/components/ui/tooltip";
import { formatCnpj } from "~/lib/brazil";
import { productCategoryLabel, type ProductCategory } from "~/lib/catalog/product-categories";
import { cn } from "~/lib/cn";
import { formatBRL, formatDate } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import type { RouterOutputs } from "~/utils/api";
import { dueBucket, isStale } from "../lead-status";
import { ConvertedToCustomer } from "../components/converted-to-customer";
import { LeadStatusBadge } from "./lead-status-badge";
import { saoPauloDayStart } from "./lead-list-filters";

export type LeadListRow = RouterOutputs["leads"]["list"]["items"][number];

/** "Não contatar" as a small mark beside the name (the words in a tooltip and to screen readers), to keep the column narrow. */
function DoNotContactMark({ label }: { label: string }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span role="img" aria-label={label} tabIndex={0} data-testid="do-not-contact" className="inline-flex shrink-0 rounded-full text-warning outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <BanIcon aria-hidden className="size-4" />
        </span>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

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
      // The name takes the width the other (bounded) columns leave, and is cut to it: max-width 0 lets an
      // auto-layout table shrink this column below its text, so the table never outgrows the screen.
      headClassName: "w-full min-w-36",
      cellClassName: "max-w-0 min-w-36 font-medium",
      cell: (l) => (
        <span className="flex min-w-0 items-center gap-2">
          <Truncated text={l.name} focusable={false}>
            <Link href={`/leads/${l.id}`} className="text-primary hover:underline">
              {l.name}
            </Link>
          </Truncated>
          {l.doNotContact ? <DoNotContactMark label={t("doNotContact")} /> : null}
        </span>
      ),
    },
    {
      key: "status",
      label: t("status"),
      card: "badge",
      cell: (l) => (
        <span className="flex flex-col items-start gap-0.5">
          <LeadStatusBadge status={l.status} converted={Boolean(l.convertedCustomerId)} />
          {l.convertedCustomerId ? <ConvertedToCustomer customerId={l.convertedCustomerId} leadName={l.name} /> : null}
        </span>
      ),
    },
    {
      key: "owner",
      label: t("owner"),
      cell: (l) =>
        l.ownerName ? (
          <Truncated text={l.ownerName} className="max-w-[7rem]" />
        ) : (
          <Truncated text={t("pool")} className="max-w-[7rem] text-muted-foreground italic" />
        ),
    },
    { key: "source", label: t("source"), cell: (l) => <Truncated text={l.sourceLabel} className="max-w-[6rem]" /> },
    {
      key: "categories",
      label: t("categories"),
      cell: (l) => {
        if (!l.categories.length) return tc("none");
        const labels = l.categories.map((c) => productCategoryLabel(c as ProductCategory, locale)).join(", ");
        return <Truncated text={labels} className="max-w-[7.5rem]" />;
      },
    },
    {
      key: "nextContact",
      label: t("nextContact"),
      headClassName: "whitespace-normal",
      cell: (l) => {
        if (!l.nextContactOn) return tc("none");
        const bucket = dueBucket(l.nextContactOn, now);
        return (
          <span className={cn("flex flex-col", bucket === "overdue" && "font-semibold text-danger", bucket === "today" && "font-semibold text-warning")} data-due={bucket ?? undefined}>
            {day(l.nextContactOn)}
            {bucket === "overdue" || bucket === "today" ? <span className="text-xs font-normal">({t(bucket)})</span> : null}
          </span>
        );
      },
    },
    { key: "attempts", label: t("attempts"), headClassName: "text-right", cellClassName: "text-right tabular-nums", cell: (l) => l.contactAttempts },
    {
      key: "lastActivity",
      label: t("lastActivity"),
      card: "hidden",
      headClassName: "whitespace-normal",
      cell: (l) => (
        <span className="flex flex-col items-start gap-0.5">
          {formatDate(l.lastActivityAt, locale)}
          {isStale(l, now) ? <Badge variant="outline">{t("stale")}</Badge> : null}
        </span>
      ),
    },
    { key: "createdAt", label: t("createdAt"), card: "hidden", headClassName: "whitespace-normal", cell: (l) => formatDate(l.createdAt, locale) },
    {
      key: "estimatedValue",
      label: t("estimatedValue"),
      headClassName: "text-right whitespace-normal",
      cellClassName: "text-right tabular-nums whitespace-nowrap",
      cell: (l) => (l.estimatedValue === null ? tc("none") : formatBRL(l.estimatedValue, locale)),
    },
    { key: "document", label: t("document"), defaultHidden: true, cellClassName: "font-mono text-xs", cell: (l) => (l.document ? (l.kind === "PJ" ? formatCnpj(l.document) : l.document) : tc("none")) },
    { key: "city", label: t("place"), defaultHidden: true, cell: (l) => (l.city ? `${l.city}/${l.uf ?? ""}` : tc("none")) },
  ];
}
