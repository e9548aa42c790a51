import { TZDate } from "@date-fns/tz";
import { addDays, addMonths, endOfMonth, format, startOfMonth } from "date-fns";
import { SAO_PAULO_TZ } from "~/lib/time";

/** The period presets of the audit filter, as São Paulo calendar days (both ends included). */
export const PERIOD_PRESETS = ["all", "today", "last7", "last30", "thisMonth", "lastMonth"] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface Period {
  from?: string;
  to?: string;
}

const day = (d: Date) => format(d, "yyyy-MM-dd");

/** The days a preset covers when São Paulo's today is `today` ("yyyy-MM-dd"). */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  // Noon of the day in São Paulo: day arithmetic never crosses a midnight by accident.
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const t = new TZDate(y, m - 1, d, 12, SAO_PAULO_TZ);
  switch (preset) {
    case "all":
      return {};
    case "today":
      return { from: today, to: today };
    case "last7":
      return { from: day(addDays(t, -6)), to: today };
    case "last30":
      return { from: day(addDays(t, -29)), to: today };
    case "thisMonth":
      return { from: day(startOfMonth(t)), to: today };
    case "lastMonth": {
      const previous = addMonths(startOfMonth(t), -1);
      return { from: day(previous), to: day(endOfMonth(previous)) };
    }
  }
}

/** Which preset a period is, or "custom" when it is none of them. */
export function presetOf(period: Period, today: string): PeriodPreset | "custom" {
  for (const preset of PERIOD_PRESETS) {
    const p = presetPeriod(preset, today);
    if ((p.from ?? "") === (period.from ?? "") && (p.to ?? "") === (period.to ?? "")) return preset;
  }
  return "custom";
}
