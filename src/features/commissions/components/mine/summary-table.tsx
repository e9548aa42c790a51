import { ChevronRight } from "lucide-react";
import { Fragment, useState } from "react";
import { useTranslations } from "use-intl";
import { Badge } from "~/components/ui/badge";
import { useAppLocale } from "~/i18n/use-app-locale";
import { Skeleton } from "~/components/ui/skeleton";
import { Table, TableBody, TableCaption, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { cn } from "~/lib/cn";
import { productCategoryLabel, PRODUCT_CATEGORIES, type ProductCategory } from "~/lib/catalog/product-categories";
import { formatBRL } from "~/lib/format";
import type { Bucket } from "../../commissions.schemas";
import { type MonthRange } from "./month-range";
import { formatMonth } from "../format";
import { amountTone } from "./summary-cards";
import { BUCKET_ORDER, type BucketTotals, type MonthRow } from "./summary-rows";

/**
 * The number a drill-down explains: a month's bucket, for all its categories (category undefined), for one
 * category, or for the entries with no category (null: manual entries).
 */
export interface DrillTarget {
  month: string;
  category: string | null | undefined;
  bucket: Bucket;
}

const isCategory = (c: string | null): c is ProductCategory => c !== null && (PRODUCT_CATEGORIES as readonly string[]).includes(c);

// The month column stays in view while the six amounts scroll sideways on a phone.
const STICKY = "sticky left-0 z-10 bg-card xl:static xl:bg-transparent";

function AmountButton({ amount, label, onClick }: { amount: bigint; label: string; onClick: () => void }) {
  const locale = useAppLocale();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn(
        "cursor-pointer rounded-sm px-1 tabular-nums underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring",
        amountTone(amount),
      )}
    >
      {formatBRL(amount, locale)}
    </button>
  );
}

/** One row per competence month (expand it for its categories); every amount opens the entries behind it. */
export function SummaryTable({
  rows,
  totals,
  range,
  currentMonth,
  onDrill,
}: {
  rows: MonthRow[];
  totals: BucketTotals;
  range: MonthRange;
  currentMonth: string;
  onDrill: (target: DrillTarget) => void;
}) {
  const t = useTranslations("myCommissions");
  const locale = useAppLocale();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (month: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(month)) next.add(month);
      return next;
    });
  const bucketTitle = (bucket: Bucket) => t(`buckets.${bucket}.title`);
  const categoryName = (c: string | null) => (isCategory(c) ? productCategoryLabel(c, locale) : (c ?? t("table.noCategory")));

  const caption = t("table.caption", { from: formatMonth(range.from, locale), to: formatMonth(range.to, locale) });
  // The caption is also shown above the table: inside it, it would scroll away sideways on a phone.
  return (
    <div className="flex flex-col gap-2">
      <p aria-hidden className="text-sm text-muted-foreground">
        {caption}
      </p>
      <Table className="min-w-[52rem]" containerClassName="rounded-lg border border-border bg-card">
        <TableCaption className="sr-only">{caption}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead className={cn(STICKY, "w-40 pl-3")}>{t("table.month")}</TableHead>
            {BUCKET_ORDER.map((bucket) => (
              <TableHead key={bucket} className="text-right">
                {bucketTitle(bucket)}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const label = formatMonth(row.month, locale);
            const open = expanded.has(row.month);
            return (
              <Fragment key={row.month}>
                <TableRow data-testid="month-row" data-month={row.month}>
                  <TableCell className={cn(STICKY, "pl-1")}>
                    <button
                      type="button"
                      aria-expanded={open}
                      aria-label={t(open ? "table.collapse" : "table.expand", { month: label })}
                      onClick={() => toggle(row.month)}
                      className="inline-flex cursor-pointer items-center gap-1 rounded-sm px-1 py-0.5 font-medium outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <ChevronRight aria-hidden className={cn("size-4 transition-transform", open && "rotate-90")} />
                      {label}
                    </button>
                    {row.month === currentMonth ? (
                      <Badge variant="info" className="ml-1">
                        {t("table.current")}
                      </Badge>
                    ) : null}
                  </TableCell>
                  {BUCKET_ORDER.map((bucket) => (
                    <TableCell key={bucket} className="text-right">
                      <AmountButton
                        amount={row.totals[bucket]}
                        label={t("table.drill", { bucket: bucketTitle(bucket), month: label, amount: formatBRL(row.totals[bucket], locale) })}
                        onClick={() => onDrill({ month: row.month, category: undefined, bucket })}
                      />
                    </TableCell>
                  ))}
                </TableRow>
                {open
                  ? [...row.categories].sort((a, b) => categoryName(a.category).localeCompare(categoryName(b.category), locale)).map((line) => (
                      <TableRow key={`${row.month}-${line.category ?? ""}`} data-testid="category-row" className="text-xs">
                        <TableCell className={cn(STICKY, "pl-9 text-muted-foreground")}>{categoryName(line.category)}</TableCell>
                        {BUCKET_ORDER.map((bucket) => (
                          <TableCell key={bucket} className="text-right">
                            <AmountButton
                              amount={line[bucket]}
                              label={t("table.drillCategory", {
                                bucket: bucketTitle(bucket),
                                month: label,
                                category: categoryName(line.category),
                                amount: formatBRL(line[bucket], locale),
                              })}
                              onClick={() => onDrill({ month: row.month, category: line.category, bucket })}
                            />
                          </TableCell>
                        ))}
                      </TableRow>
                    ))
                  : null}
              </Fragment>
            );
          })}
        </TableBody>
        <TableFooter className="bg-card">
          <TableRow>
            <TableCell className={cn(STICKY, "pl-3 font-semibold")}>{t("table.total")}</TableCell>
            {BUCKET_ORDER.map((bucket) => (
              <TableCell key={bucket} data-testid={`total-${bucket}`} className={cn("text-right font-semibold tabular-nums", amountTone(totals[bucket]))}>
                <span className="px-1">{formatBRL(totals[bucket], locale)}</span>
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      </Table>
    </div>
  );
}

export function SummaryTableSkeleton() {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border bg-card p-3">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-7 w-full" />
      ))}
    </div>
  );
}
