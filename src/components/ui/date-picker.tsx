import { CalendarIcon } from "lucide-react";
import { useId, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from "react";
import { useTranslations } from "use-intl";
import { cn } from "~/lib/cn";
import { formatDate, parseDateBr } from "~/lib/format";
import { onlyDigits } from "~/lib/brazil";
import { type Locale } from "~/lib/roles";
import { Button } from "./button";
import type { Calendar } from "./calendar";
import { LazyCalendar, preloadCalendar } from "./lazy-calendar";
import { useAppLocale } from "~/i18n/use-app-locale";
import { startOfDaySaoPaulo } from "~/lib/format";
import { Input, type InputProps } from "./input";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";

/** Progressive date mask while typing: "3101" → "31/01", "31012026" → "31/01/2026" (8 digits at most). */
export function maskDateInput(text: string): string {
  const d = onlyDigits(text).slice(0, 8);
  return [d.slice(0, 2), d.slice(2, 4), d.slice(4)].filter(Boolean).join("/");
}

/**
 * A typed date in the app locale's order — pt-BR "dd/MM/yyyy", en-US "MM/dd/yyyy" — as the instant its
 * São Paulo day starts; impossible dates (31/02), short years and anything else give null.
 */
export function parseTypedDate(text: string, locale: Locale): Date | null {
  if (locale === "pt-BR") return parseDateBr(text);
  const parts = text.trim().split("/");
  if (parts.length !== 3) return null;
  const [month, day, year] = parts as [string, string, string];
  return parseDateBr(`${day}/${month}/${year}`);
}

export type DatePickerProps = Omit<InputProps, "value" | "defaultValue" | "onChange" | "type"> & {
  /** The chosen day (the instant it starts in São Paulo) or null. */
  value: Date | null;
  onChange: (value: Date | null) => void;
  /** Message shown when what was typed is not a date (defaults to the catalog's). */
  invalidMessage?: string;
  /** Extra props for the popover calendar (e.g. `disabled` days, `startMonth`). */
  calendarProps?: { disabled?: Parameters<typeof Calendar>[0]["disabled"]; startMonth?: Date; endMonth?: Date };
};

/**
 * A date typed in the input (pt-BR dd/MM/yyyy, en-US MM/dd/yyyy) or picked in a popover calendar. A full
 * valid date is committed while typing; on blur or Enter an invalid text shows an error (aria-invalid +
 * message) and the value becomes null; an empty text clears it.
 */
export function DatePicker({ value, onChange, invalidMessage, calendarProps, className, id, disabled, onBlur, onKeyDown, "aria-describedby": describedBy, "aria-invalid": ariaInvalid, ...props }: DatePickerProps) {
  const t = useTranslations("dsForms.ui");
  const locale = useAppLocale();
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const errorId = `${autoId}-error`;
  const show = (d: Date | null) => (d ? formatDate(d, locale) : "");

  const [text, setText] = useState(() => show(value));
  const [seen, setSeen] = useState<number | null>(value?.getTime() ?? null);
  const [error, setError] = useState(false);
  const [open, setOpen] = useState(false);
  const time = value?.getTime() ?? null;
  if (time !== seen) {
    setSeen(time);
    setText(show(value));
    setError(false);
  }

  function emit(next: Date | null) {
    setSeen(next?.getTime() ?? null);
    if ((next?.getTime() ?? null) !== time) onChange(next);
  }

  function commit(raw: string) {
    if (raw.trim() === "") {
      setError(false);
      emit(null);
      return;
    }
    const parsed = parseTypedDate(raw, locale);
    setError(parsed === null);
    emit(parsed);
    if (parsed) setText(show(parsed));
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const masked = maskDateInput(event.target.value);
    setText(masked);
    const parsed = masked.length === 10 ? parseTypedDate(masked, locale) : null;
    if (parsed) {
      setError(false);
      emit(parsed);
    }
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    onBlur?.(event);
    commit(text);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.key === "Enter") commit(text);
    if (event.key === "ArrowDown" && event.altKey) setOpen(true);
  }

  const invalid = error || ariaInvalid === true || ariaInvalid === "true";
  return (
    <div data-slot="date-picker" className={cn("grid w-full gap-1", className)}>
      <div className="relative">
        <Input
          {...props}
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={props.placeholder ?? t("datePlaceholder")}
          disabled={disabled}
          value={text}
          onChange={handleChange}
          onBlur={handleBlur}
          onKeyDown={handleKeyDown}
          aria-invalid={invalid || undefined}
          aria-describedby={[describedBy, error ? errorId : null].filter(Boolean).join(" ") || undefined}
          className="pr-10 tabular-nums"
        />
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              disabled={disabled}
              aria-label={t("openCalendar")}
              onPointerEnter={preloadCalendar}
              onFocus={preloadCalendar}
              className="absolute inset-y-0 right-0 my-auto"
            >
              <CalendarIcon aria-hidden />
            </Button>
          </PopoverTrigger>
          <PopoverContent aria-label={t("calendar")} className="w-auto p-0" align="end">
            <LazyCalendar
              mode="single"
              selected={value ?? undefined}
              defaultMonth={value ?? undefined}
              autoFocus
              {...calendarProps}
              onSelect={(day) => {
                const next = day ? startOfDaySaoPaulo(day) : null;
                setText(show(next));
                setError(false);
                emit(next);
                setOpen(false);
              }}
            />
          </PopoverContent>
        </Popover>
      </div>
      {error ? (
        <p id={errorId} data-slot="date-picker-error" role="alert" className="text-xs font-medium text-danger">
          {invalidMessage ?? t("invalidDate")}
        </p>
      ) : null}
    </div>
  );
}
