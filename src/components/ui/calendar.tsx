import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, ChevronUpIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { DayPicker, useDayPicker, type ChevronProps, type DayButtonProps, type DayPickerProps, type NavProps } from "react-day-picker";
import { enUS, ptBR, type DayPickerLocale } from "react-day-picker/locale";
import { useAppLocale } from "~/i18n/use-app-locale";
import { cn } from "~/lib/cn";
import { WEEK_STARTS_ON } from "~/lib/format";
import { type Locale } from "~/lib/roles";
import { SAO_PAULO_TZ } from "~/lib/time";
import { buttonVariants } from "./button";

/** date-fns locales extended with react-day-picker's translated labels ("Ir para o próximo mês"…). */
const DAY_PICKER_LOCALES: Record<Locale, DayPickerLocale> = { "pt-BR": ptBR, "en-US": enUS };

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Fixed by the seed (SPEC §9) and therefore not props: 42-day grid, Sunday first, São Paulo time. */
type FixedProps = "fixedWeeks" | "showOutsideDays" | "weekStartsOn" | "timeZone" | "broadcastCalendar" | "ISOWeek";
export type CalendarProps = DistributiveOmit<DayPickerProps, FixedProps>;

function CalendarChevron({ orientation, className }: ChevronProps) {
  const Icon = orientation === "left" ? ChevronLeftIcon : orientation === "right" ? ChevronRightIcon : orientation === "up" ? ChevronUpIcon : ChevronDownIcon;
  return <Icon aria-hidden className={cn("size-4", className)} />;
}

/**
 * The month navigation as a labelled group rather than react-day-picker's <nav> landmark, so pages with
 * several calendars (filters, pickers) do not get duplicate navigation landmarks.
 */
function CalendarNav({ onPreviousClick, onNextClick, previousMonth, nextMonth, ...props }: NavProps) {
  const { classNames, labels } = useDayPicker();
  return (
    <div role="group" {...props}>
      <button
        type="button"
        className={classNames.button_previous}
        tabIndex={previousMonth ? undefined : -1}
        aria-disabled={previousMonth ? undefined : true}
        aria-label={labels.labelPrevious(previousMonth)}
        onClick={(e) => previousMonth && onPreviousClick?.(e)}
      >
        <CalendarChevron orientation="left" />
      </button>
      <button
        type="button"
        className={classNames.button_next}
        tabIndex={nextMonth ? undefined : -1}
        aria-disabled={nextMonth ? undefined : true}
        aria-label={labels.labelNext(nextMonth)}
        onClick={(e) => nextMonth && onNextClick?.(e)}
      >
        <CalendarChevron orientation="right" />
      </button>
    </div>
  );
}

function CalendarDayButton({ className, day, modifiers, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const single = modifiers.selected && !modifiers.range_start && !modifiers.range_end && !modifiers.range_middle;
  return (
    <button
      ref={ref}
      data-slot="calendar-day-button"
      data-date={day.isoDate}
      // A day of the next or previous month shown to fill the grid: the same date appears twice in a range picker.
      data-outside={modifiers.outside || undefined}
      data-selected-single={single || undefined}
      data-range-start={modifiers.range_start || undefined}
      data-range-end={modifiers.range_end || undefined}
      data-range-middle={modifiers.range_middle || undefined}
      className={cn(
        "inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-sm tabular-nums outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:relative focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-40",
        "data-[selected-single]:bg-primary data-[selected-single]:text-primary-foreground data-[selected-single]:hover:bg-primary-hover data-[selected-single]:hover:text-primary-foreground",
        "data-[range-start]:bg-primary data-[range-start]:text-primary-foreground data-[range-start]:hover:bg-primary-hover data-[range-start]:hover:text-primary-foreground",
        "data-[range-end]:bg-primary data-[range-end]:text-primary-foreground data-[range-end]:hover:bg-primary-hover data-[range-end]:hover:text-primary-foreground",
        "data-[range-middle]:rounded-none data-[range-middle]:bg-accent data-[range-middle]:text-accent-foreground",
        className,
      )}
      {...props}
    />
  );
}

/**
 * react-day-picker styled for the app. Always 6 weeks of 7 days (42 cells: fixedWeeks + showOutsideDays,
 * CALENDAR_GRID_DAYS), weeks start on Sunday, days are São Paulo days (timeZone), and the locale (names,
 * labels) follows the app's (pt-BR or en-US). Selected dates come back as TZDate instances: use
 * startOfDaySaoPaulo to store them as plain Dates.
 */
export function Calendar({ className, classNames, components, locale, ...props }: CalendarProps) {
  const appLocale = useAppLocale();
  return (
    <DayPicker
      data-slot="calendar"
      locale={locale ?? DAY_PICKER_LOCALES[appLocale]}
      lang={appLocale}
      className={cn("w-fit p-2", className)}
      classNames={{
        months: "relative flex flex-col gap-4 md:flex-row",
        month: "flex w-full flex-col gap-3",
        nav: "absolute inset-x-0 top-0 flex w-full items-center justify-between",
        button_previous: cn(buttonVariants({ variant: "ghost", size: "icon" }), "aria-disabled:pointer-events-none aria-disabled:opacity-40"),
        button_next: cn(buttonVariants({ variant: "ghost", size: "icon" }), "aria-disabled:pointer-events-none aria-disabled:opacity-40"),
        month_caption: "flex h-btn-md w-full items-center justify-center px-10",
        caption_label: "select-none text-sm font-medium capitalize",
        month_grid: "w-full border-collapse",
        weekdays: "flex",
        weekday: "w-9 select-none text-[0.75rem] font-normal capitalize text-muted-foreground",
        week: "mt-1 flex w-full",
        day: "relative p-0 text-center [&:first-child[data-selected=true]_button]:rounded-l-md [&:last-child[data-selected=true]_button]:rounded-r-md",
        range_start: "rounded-l-md bg-accent",
        range_middle: "rounded-none",
        range_end: "rounded-r-md bg-accent",
        today: "[&>button]:font-semibold [&>button]:underline [&>button]:decoration-2 [&>button]:underline-offset-4",
        outside: "[&>button]:text-muted-foreground aria-selected:[&>button]:text-primary-foreground",
        disabled: "opacity-50",
        hidden: "invisible",
        ...classNames,
      }}
      components={{ Chevron: CalendarChevron, DayButton: CalendarDayButton, Nav: CalendarNav, ...components }}
      {...props}
      fixedWeeks
      showOutsideDays
      weekStartsOn={WEEK_STARTS_ON}
      timeZone={SAO_PAULO_TZ}
    />
  );
}
