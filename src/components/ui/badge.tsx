import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium [&>svg]:pointer-events-none [&>svg]:size-3",
  {
    variants: {
      variant: {
        default: "border-transparent bg-primary text-primary-foreground",
        secondary: "border-transparent bg-secondary text-secondary-foreground",
        // A 10% tint over the card colour (not over whatever is behind), so the text keeps its contrast on selected rows.
        success: "border-success/30 bg-card bg-linear-to-r from-success/10 to-success/10 text-success",
        warning: "border-warning/30 bg-card bg-linear-to-r from-warning/10 to-warning/10 text-warning",
        danger: "border-danger/30 bg-card bg-linear-to-r from-danger/10 to-danger/10 text-danger",
        info: "border-info/30 bg-card bg-linear-to-r from-info/10 to-info/10 text-info",
        outline: "border-border bg-transparent text-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants> & { asChild?: boolean };

export function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot.Root : "span";
  return <Comp data-slot="badge" data-variant={variant ?? "default"} className={cn(badgeVariants({ variant }), className)} {...props} />;
}
