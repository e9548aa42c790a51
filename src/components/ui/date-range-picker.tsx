import { CalendarIcon } from "lucide-react";
import { useMemo, useState, useSyncExternalStore, type ComponentProps } from "react";
import { useTranslations } from "use-intl";
import { cn } from "~/lib/cn";
import { formatDate } from "~/lib/format";
import { Button } from "./button";
import { LazyCalendar, preloadCalendar } from "./lazy-calendar";
import { useAppLocale } from "~/i18n/use-app-locale";
import { startOfDaySaoPaulo } from "~/lib/format";
import { DATE_RANGE_MONTHS_DESKTOP, DATE_RANGE_MONTHS_MOBILE, DATE_RANGE_TWO_MONTHS_QUERY } from "./constants";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";

/** Both ends are the instant their São Paulo day starts; `to` is the last day included. */
export type DateRangeValue = { from: Date | null; to: Date | null };

export const EMPTY_DATE_RANGE: DateRangeValue = Object.freeze({ from: null, to: null });

function subscribe(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  };
}

/** True while the media query matches; false on the server and in the first client render (mobile first). */
export function useMediaQuery(query: string): boolean {
  const onSubscribe = useMemo(() => subscribe(query), [query]);
  return useSyncExternalStore(
    onSubscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export type DateRangePickerProps = Omit<ComponentProps<"button">, "value" | "onChange" | "children"> & {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  placeholder?: string;
};

/**
 * A period picked in a popover calendar: two months side by side from md (768px) up, one on phones
 * (DATE_RANGE_MONTHS_*). The trigger shows "01/03/2026 – 15/03/2026" in the app locale's order.
 */
export function DateRangePicker({ value, onChange, placeholder, className, disabled, ...props }: DateRangePickerProps) {
  const t = useTranslations("dsForms.ui");
  const locale = useAppLocale();
  const [open, setOpen] = useState(false);
  const twoMonths = useMediaQuery(DATE_RANGE_TWO_MONTHS_QUERY);
  const months = twoMonths ? DATE_RANGE_MONTHS_DESKTOP : DATE_RANGE_MONTHS_MOBILE;
  const from = value.from ? formatDate(value.from, locale) : null;
  const to = value.to ? formatDate(value.to, locale) : null;
  const label = from ? `${from} – ${to ?? "…"}` : null;

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          data-slot="date-range-picker"
          data-empty={label ? undefined : ""}
          disabled={disabled}
          onPointerEnter={preloadCalendar}
          onFocus={preloadCalendar}
          className={cn("w-full justify-start gap-2 px-3 font-normal tabular-nums data-[empty]:text-muted-foreground", className)}
          {...props}
        >
          <CalendarIcon aria-hidden />
          <span className="truncate">{label ?? placeholder ?? t("rangePlaceholder")}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label={t("calendar")} className="w-auto p-0" align="start">
        <LazyCalendar
          mode="range"
          data-months={months}
          numberOfMonths={months}
          defaultMonth={value.from ?? undefined}
          selected={{ from: value.from ?? undefined, to: value.to ?? undefined }}
          autoFocus
          onSelect={(range) =>
            onChange({ from: range?.from ? startOfDaySaoPaulo(range.from) : null, to: range?.to ? startOfDaySaoPaulo(range.to) : null })
          }
        />
        <div className="flex justify-end gap-2 border-t border-border p-2">
          <Button variant="ghost" size="sm" disabled={!value.from && !value.to} onClick={() => onChange({ from: null, to: null })}>
            {t("clear")}
          </Button>
          <Button size="sm" onClick={() => setOpen(false)}>
            {t("done")}
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
