import { addDays, addMonths, format, parseISO, startOfMonth, startOfWeek } from "date-fns";
import { WEEK_STARTS_ON } from "~/lib/format";
import { saoPauloParts } from "../task-time";

/**
 * The agenda's calendar arithmetic on São Paulo calendar days ("yyyy-MM-dd"), pure and tested: the design
 * system's conventions (react-day-picker's month: 42 days, weeks from Sunday) for the day, week and month views.
 */

export const AGENDA_VIEWS = ["day", "week", "month"] as const;
export type AgendaView = (typeof AGENDA_VIEWS)[number];
export const MONTH_GRID_DAYS = 42;

const day = (d: Date) => format(d, "yyyy-MM-dd");
const parse = (d: string) => parseISO(d);

export function isAgendaView(value: unknown): value is AgendaView {
  return typeof value === "string" && (AGENDA_VIEWS as readonly string[]).includes(value);
}

/** The 42 days of a month's grid: from the Sunday on or before the 1st, six full weeks. */
export function monthGrid(anchor: string): string[] {
  const first = startOfWeek(startOfMonth(parse(anchor)), { weekStartsOn: WEEK_STARTS_ON });
  return Array.from({ length: MONTH_GRID_DAYS }, (_, i) => day(addDays(first, i)));
}

/** The 7 days of the anchor's week, Sunday first. */
export function weekDays(anchor: string): string[] {
  const first = startOfWeek(parse(anchor), { weekStartsOn: WEEK_STARTS_ON });
  return Array.from({ length: 7 }, (_, i) => day(addDays(first, i)));
}

/** The days a view shows around its anchor day. */
export function viewDays(view: AgendaView, anchor: string): string[] {
  if (view === "month") return monthGrid(anchor);
  if (view === "week") return weekDays(anchor);
  return [anchor];
}

/** The range to ask the server for (inclusive). */
export function viewRange(view: AgendaView, anchor: string): { from: string; to: string } {
  const days = viewDays(view, anchor);
  return { from: days[0]!, to: days[days.length - 1]! };
}

/** The anchor of the previous (-1) or next (+1) period; a month keeps the day when it exists (31 → 30). */
export function shiftAnchor(view: AgendaView, anchor: string, step: -1 | 1): string {
  const d = parse(anchor);
  if (view === "month") return day(addMonths(d, step));
  return day(addDays(d, view === "week" ? 7 * step : step));
}

/** Whether a grid day belongs to the anchor's month (the others are shown dimmed). */
export function inMonth(gridDay: string, anchor: string): boolean {
  return gridDay.slice(0, 7) === anchor.slice(0, 7);
}

/** Tasks grouped by their São Paulo due day, in the order given (the server sorts by due instant). */
export function groupByDay<T extends { dueAt: Date }>(items: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const key = saoPauloParts(item.dueAt).day;
    const list = out.get(key);
    if (list) list.push(item);
    else out.set(key, [item]);
  }
  return out;
}
