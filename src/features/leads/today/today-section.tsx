import { useId, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Badge } from "~/components/ui/badge";
import { Skeleton } from "~/components/ui/skeleton";
import { cn } from "~/lib/cn";
import type { RouterInputs, RouterOutputs } from "~/utils/api";
import { TodayRow, type TodayBucketKey, type TodayLead } from "./today-row";

type Bucket = RouterOutputs["leads"]["today"]["overdue"];

const ACCENT: Record<TodayBucketKey, string> = {
  overdue: "border-l-danger",
  due: "border-l-primary",
  slaBreached: "border-l-warning",
  returning: "border-l-info",
};

function Frame({ bucketKey, count, hint, children }: { bucketKey: TodayBucketKey; count: ReactNode; hint: ReactNode; children: ReactNode }) {
  const t = useTranslations("leadsToday.sections");
  const headingId = useId();
  return (
    // id: Início links to a section (/leads/hoje#slaBreached).
    <section
      id={bucketKey}
      aria-labelledby={headingId}
      className={cn("scroll-mt-20 overflow-hidden rounded-lg border border-l-4 border-border bg-card", ACCENT[bucketKey])}
      data-testid={`today-${bucketKey}`}
    >
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-b border-border px-4 py-3">
        <h2 id={headingId} className="font-heading text-base font-semibold">
          {t(`${bucketKey}.title`)}
        </h2>
        {count}
        <p className="w-full text-xs text-muted-foreground">{hint}</p>
      </header>
      {children}
    </section>
  );
}

export function TodaySectionSkeleton({ bucketKey }: { bucketKey: TodayBucketKey }) {
  return (
    <Frame bucketKey={bucketKey} count={<Skeleton className="h-5 w-14 rounded-full" />} hint={<Skeleton className="h-3 w-64" />}>
      <ul>
        {[0, 1, 2].map((i) => (
          <li key={i} className="flex items-center gap-4 border-t border-border px-4 py-3 first:border-t-0">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-4 w-28" />
            <Skeleton className="ml-auto h-6 w-36" />
          </li>
        ))}
      </ul>
    </Frame>
  );
}

export function TodaySection(props: {
  bucketKey: TodayBucketKey;
  bucket: Bucket;
  day: string;
  slaHours: number;
  showOwner: boolean;
  todayInput: RouterInputs["leads"]["today"];
  onNewTask?: (lead: TodayLead) => void;
}) {
  const { bucketKey, bucket, day, slaHours, showOwner, todayInput, onNewTask } = props;
  const t = useTranslations("leadsToday");
  const count = (
    <Badge variant={bucket.count > 0 && bucketKey !== "due" && bucketKey !== "returning" ? "danger" : "secondary"} data-testid="section-count">
      {bucket.capped ? t("countCapped", { count: bucket.count }) : t("count", { count: bucket.count })}
    </Badge>
  );
  const hint = bucketKey === "slaBreached" ? t("sections.slaBreached.hint", { hours: slaHours }) : t(`sections.${bucketKey}.hint`);
  return (
    <Frame bucketKey={bucketKey} count={count} hint={hint}>
      {bucket.items.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-muted-foreground">{t(`sections.${bucketKey}.empty`)}</p>
      ) : (
        <ul className="divide-y divide-border">
          {bucket.items.map((lead) => (
            <TodayRow key={lead.id} lead={lead} bucket={bucketKey} day={day} showOwner={showOwner} todayInput={todayInput} onNewTask={onNewTask} />
          ))}
        </ul>
      )}
      {bucket.count > bucket.items.length ? (
        <p className="border-t border-border px-4 py-2 text-xs text-muted-foreground">{t("moreHidden", { shown: bucket.items.length, count: bucket.count })}</p>
      ) : null}
    </Frame>
  );
}
