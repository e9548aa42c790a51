import { useTranslations } from "use-intl";
import { useAppLocale } from "~/i18n/use-app-locale";
import { Skeleton } from "~/components/ui/skeleton";
import { cn } from "~/lib/cn";
import { formatBRL } from "~/lib/format";
import { BUCKET_ORDER, type BucketTotals } from "./summary-rows";

/** Red for money going back (estornos, a negative balance), muted for nothing. */
export const amountTone = (amount: bigint) => (amount < 0n ? "text-danger" : amount === 0n ? "text-muted-foreground" : undefined);

const GRID = "grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6";

/** The six totals of the period, each with its one-line meaning in the DOMAIN vocabulary. */
export function SummaryCards({ totals }: { totals: BucketTotals }) {
  const t = useTranslations("myCommissions");
  const locale = useAppLocale();
  return (
    <ul aria-label={t("cardsLabel")} className={GRID}>
      {BUCKET_ORDER.map((bucket) => (
        <li key={bucket} data-testid={`card-${bucket}`} className="flex flex-col gap-1 rounded-lg border border-border bg-card p-4 shadow-xs">
          <span className="text-sm font-medium text-muted-foreground">{t(`buckets.${bucket}.title`)}</span>
          <span className={cn("font-heading text-lg font-semibold tabular-nums sm:text-xl", amountTone(totals[bucket]))}>{formatBRL(totals[bucket], locale)}</span>
          <span className="text-xs leading-snug text-muted-foreground">{t(`buckets.${bucket}.hint`)}</span>
        </li>
      ))}
    </ul>
  );
}

export function SummaryCardsSkeleton() {
  return (
    <div className={GRID}>
      {BUCKET_ORDER.map((bucket) => (
        <div key={bucket} className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-7 w-28" />
          <Skeleton className="h-8 w-full" />
        </div>
      ))}
    </div>
  );
}
