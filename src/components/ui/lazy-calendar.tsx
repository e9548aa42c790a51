import dynamic from "next/dynamic";

const loadCalendar = () => import("./calendar");

/**
 * The popover Calendar of the date pickers, fetched when a picker is about to open (issue 20): react-day-picker
 * and its date-fns locales are ~25 kB gzipped that a page only needs once someone picks a day from a grid.
 * Only ever rendered in a popover's content, so never on the server (no hydration to match).
 */
export const LazyCalendar = dynamic(() => loadCalendar().then((m) => m.Calendar), {
  ssr: false,
  // About the grid's size, so the popover does not jump when it arrives.
  loading: () => <div className="h-72 w-64" />,
});

/** Starts fetching the calendar (pointer over or focus on a picker's button), so it is there when it opens. */
export function preloadCalendar(): void {
  void loadCalendar();
}
