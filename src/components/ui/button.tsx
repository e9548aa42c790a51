import { cva, type VariantProps } from "class-variance-authority";
import { LoaderCircle } from "lucide-react";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * Four sizes with the seed's heights (SPEC §9, BUTTON_HEIGHTS_PX in ./constants): xs 16, sm 24,
 * md 32, lg 46 px via the `h-btn-*` spacing tokens; `icon` is a square md button.
 */
export const buttonVariants = cva(
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-busy:cursor-progress [&_svg]:pointer-events-none [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground hover:bg-primary-hover",
        secondary: "border border-input bg-secondary text-secondary-foreground hover:bg-accent",
        outline: "border border-input bg-background text-foreground hover:bg-accent hover:text-accent-foreground",
        ghost: "text-primary hover:bg-accent hover:text-accent-foreground",
        danger: "bg-danger text-danger-foreground hover:bg-danger/90",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        xs: "h-btn-xs gap-1 rounded-sm px-1.5 text-[0.6875rem] leading-none [&_svg]:size-3",
        sm: "h-btn-sm gap-1.5 px-2.5 text-xs [&_svg]:size-3.5",
        md: "h-btn-md px-3 text-sm [&_svg]:size-4",
        lg: "h-btn-lg px-5 text-base [&_svg]:size-5",
        icon: "size-btn-md p-0 [&_svg]:size-4",
      },
    },
    compoundVariants: [{ variant: "link", className: "h-auto px-0" }],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a link) with the button's look instead of a <button>. */
    asChild?: boolean;
    /** Shows a spinner, sets aria-busy and disables the button while an action runs. */
    loading?: boolean;
  };

export function Button({ className, variant, size, asChild = false, loading = false, disabled, type, children, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) {
    return (
      <Slot.Root data-slot="button" data-variant={variant ?? "primary"} data-size={size ?? "md"} className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      data-slot="button"
      data-variant={variant ?? "primary"}
      data-size={size ?? "md"}
      data-loading={loading ? "" : undefined}
      type={type ?? "button"}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <LoaderCircle data-slot="spinner" aria-hidden className="animate-spin" /> : null}
      {children}
    </button>
  );
}
