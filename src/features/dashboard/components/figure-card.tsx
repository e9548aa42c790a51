import Link from "next/link";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { useAppLocale } from "~/i18n/use-app-locale";
import { Skeleton } from "~/components/ui/skeleton";
import { cn } from "~/lib/cn";
import { formatDate } from "~/lib/format";

/** A home figure as the API sends it: a count and the list that shows the same count. */
export interface Figure {
  count: number;
  capped?: boolean;
  href: string;
}

export function useFormatCount() {
  const t = useTranslations("dashboard");
  return (f: { count: number; capped?: boolean }) => (f.capped ? t("countCapped", { count: f.count }) : t("count", { count: f.count }));
}

const TONE = { neutral: "", alert: "border-l-4 border-l-danger", warn: "border-l-4 border-l-warning", info: "border-l-4 border-l-info" } as const;

/**
 * One big number that opens the list behind it: the whole card is the link (a large target on a phone), its
 * accessible name the title and the number.
 */
export function FigureCard(props: { title: string; figure: Figure; hint?: ReactNode; extra?: ReactNode; tone?: keyof typeof TONE; testId?: string }) {
  const format = useFormatCount();
  const { title, figure, hint, extra, testId } = props;
  const tone = props.tone && figure.count > 0 ? props.tone : "neutral";
  return (
    <li className="list-none">
      <Link
        href={figure.href}
        data-testid={testId}
        className={cn(
          "flex h-full flex-col gap-1 rounded-lg border border-border bg-card p-4 shadow-xs transition-colors hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          TONE[tone],
        )}
      >
        <span className="text-sm font-medium break-words text-muted-foreground">{title}</span>
        <span className={cn("font-heading text-3xl font-semibold tabular-nums", figure.count === 0 && "text-muted-foreground")} data-testid={testId ? `${testId}-count` : undefined}>
          {format(figure)}
        </span>
        {extra ? <span className="text-sm tabular-nums">{extra}</span> : null}
        {hint ? <span className="text-xs leading-snug text-muted-foreground">{hint}</span> : null}
      </Link>
    </li>
  );
}

/** A titled group of cards; they stack on phones and spread from md up. */
export function HomeSection(props: { title: string; hint?: ReactNode; children: ReactNode; columns?: 2 | 3 | 4 | 7; testId?: string; action?: ReactNode }) {
  const { title, hint, children, columns = 4, testId, action } = props;
  // 7: the funnel's statuses, small cards two by two on a phone and in one row on a wide screen.
  const grid = { 2: "md:grid-cols-2", 3: "md:grid-cols-3", 4: "md:grid-cols-2 xl:grid-cols-4", 7: "grid-cols-2 md:grid-cols-4 xl:grid-cols-7" }[columns];
  return (
    <section className="flex flex-col gap-3" aria-label={title} data-testid={testId}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="font-heading text-lg font-semibold">{title}</h2>
        {action}
      </div>
      {hint ? <p className="-mt-2 text-sm text-muted-foreground">{hint}</p> : null}
      <ul className={cn("grid grid-cols-1 gap-3", grid)}>{children}</ul>
    </section>
  );
}

/** What a section says when it has nothing: what to do next. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-border bg-card p-4 text-sm text-muted-foreground">{children}</p>;
}

export function HomeSkeleton() {
  const t = useTranslations("dashboard");
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <span className="sr-only" role="status">
        {t("loading")}
      </span>
      <Skeleton className="h-6 w-48" />
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28 w-full" />
        ))}
      </div>
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations("dashboard");
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-border bg-card p-4 text-sm">
      <span>{t("loadError")}</span>
      <button type="button" className="text-primary underline" onClick={onRetry}>
        {t("retry")}
      </button>
    </div>
  );
}

/** "novembro de 2026" / "November 2026" for a "yyyy-MM". */
export function useFormatMonth() {
  const locale = useAppLocale();
  return (month: string) => new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-15T12:00:00Z`));
}

/** "26/11/2026" / "11/26/2026" for a São Paulo "yyyy-MM-dd" (noon there: the same day in any browser zone). */
export function useFormatDay() {
  const locale = useAppLocale();
  return (day: string) => formatDate(new Date(`${day}T12:00:00-03:00`), locale);
}
