import { useLocale, useTranslations } from "use-intl";
import type { Locale } from "~/lib/roles";
import { cn } from "~/lib/cn";
import { barWidth, formatPct } from "./goal-format";

/** achieved ÷ target as a bar with its percent; reached goals in the success colour. */
export function GoalProgressBar({ pct, reached, className }: { pct: number; reached: boolean; className?: string }) {
  const t = useTranslations("goals");
  const locale = useLocale() as Locale;
  const label = formatPct(pct, locale);
  return (
    <div className={cn("flex min-w-32 items-center gap-2", className)}>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(barWidth(pct))}
        aria-valuetext={t("progressLabel", { pct: label })}
        className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
      >
        <div className={cn("h-full rounded-full transition-[width]", reached ? "bg-success" : "bg-primary")} style={{ width: `${barWidth(pct)}%` }} />
      </div>
      <span className={cn("w-14 text-right text-sm font-medium tabular-nums", reached && "text-success")}>{label}</span>
    </div>
  );
}
