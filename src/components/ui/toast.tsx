import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import type { ComponentProps, CSSProperties } from "react";
import { useTranslations } from "use-intl";
import { cn } from "~/lib/cn";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD, TOAST_VIEWPORT_HOTKEY, TOAST_VIEWPORT_WIDTHS } from "./constants";

/*
 * The Radix toast (SPEC §9: "second toast component", top-right, F8). App notifications at the
 * bottom right use react-toastify instead.
 */

/** One mutable copy, so the viewport's hotkey effect keeps a stable dependency. */
const viewportHotkey = [...TOAST_VIEWPORT_HOTKEY];

/**
 * Holds the toasts: each closes after TOAST_DURATION_MS (5000 ms; paused on hover, focus or when the
 * window loses focus) or when swiped right past TOAST_SWIPE_THRESHOLD (50 px). `label` is announced
 * before each toast's text by screen readers; pass a localized one.
 */
function ToastProvider({
  duration = TOAST_DURATION_MS,
  swipeThreshold = TOAST_SWIPE_THRESHOLD,
  swipeDirection = "right",
  ...props
}: ComponentProps<typeof ToastPrimitive.Provider> & { label: string }) {
  return <ToastPrimitive.Provider duration={duration} swipeThreshold={swipeThreshold} swipeDirection={swipeDirection} {...props} />;
}

/**
 * Top-right list of toasts; the hotkey TOAST_VIEWPORT_HOTKEY (F8) moves focus to it. Width by
 * breakpoint from TOAST_VIEWPORT_WIDTHS (300px, 390px from sm, 490px from md) through CSS variables.
 * `label` names the landmark; a `{hotkey}` placeholder in it becomes the hotkey.
 */
function ToastViewport({ className, style, hotkey = viewportHotkey, ...props }: ComponentProps<typeof ToastPrimitive.Viewport> & { label: string }) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      hotkey={hotkey}
      style={
        {
          "--toast-viewport-width": TOAST_VIEWPORT_WIDTHS.base,
          "--toast-viewport-width-sm": TOAST_VIEWPORT_WIDTHS.sm,
          "--toast-viewport-width-md": TOAST_VIEWPORT_WIDTHS.md,
          ...style,
        } as CSSProperties
      }
      className={cn(
        "fixed top-0 right-0 z-[100] m-0 flex max-h-screen w-(--toast-viewport-width) max-w-[100vw] list-none flex-col gap-2 p-4 outline-none sm:w-(--toast-viewport-width-sm) md:w-(--toast-viewport-width-md)",
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-md border p-4 pr-8 shadow-lg data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none",
  {
    variants: {
      variant: {
        default: "border-border bg-card text-card-foreground",
        success: "border-success bg-success text-background",
        error: "border-danger bg-danger text-danger-foreground",
        info: "border-info bg-info text-background",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

/** One toast. Errors are announced assertively (`type="foreground"`), the rest politely. */
function Toast({ className, variant, type, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? "default"}
      type={type ?? (variant === "error" ? "foreground" : "background")}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title data-slot="toast-title" className={cn("text-sm font-semibold", className)} {...props} />;
}

function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description data-slot="toast-description" className={cn("text-sm opacity-90", className)} {...props} />;
}

/** The "×" button; its accessible name is `aria-label`, or the catalog's `common.close`. */
function ToastClose({ className, "aria-label": ariaLabel, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  const t = useTranslations("common");
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label={ariaLabel ?? t("close")}
      className={cn(
        "absolute top-2 right-2 cursor-pointer rounded-md p-1 opacity-70 transition-opacity outline-none hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4",
        className,
      )}
      {...props}
    >
      <XIcon aria-hidden />
    </ToastPrimitive.Close>
  );
}

/** A button inside the toast; `altText` tells screen-reader users how to reach the action otherwise. */
function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        "inline-flex h-btn-md shrink-0 cursor-pointer items-center justify-center rounded-md border border-current/30 bg-transparent px-3 text-sm font-medium outline-none hover:bg-current/10 focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport, toastVariants, type ToastProps };
