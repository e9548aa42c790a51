import { cva, type VariantProps } from "class-variance-authority";
import { ToggleGroup as ToggleGroupPrimitive } from "radix-ui";
import { createContext, useContext, type ComponentProps } from "react";
import { cn } from "~/lib/cn";

export const toggleVariants = cva(
  "inline-flex cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors outline-none hover:bg-muted hover:text-muted-foreground focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=on]:bg-accent data-[state=on]:text-accent-foreground [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-transparent",
        outline: "border border-input bg-transparent shadow-xs data-[state=on]:border-primary",
      },
      size: {
        sm: "h-btn-sm min-w-btn-sm px-2 text-xs",
        md: "h-btn-md min-w-btn-md px-3",
        lg: "h-btn-lg min-w-btn-lg px-4",
      },
    },
    defaultVariants: { variant: "default", size: "md" },
  },
);

type ToggleVariants = VariantProps<typeof toggleVariants>;
const ToggleGroupContext = createContext<ToggleVariants>({ variant: "default", size: "md" });

/**
 * `type="single"` (value: string, "" when none) or `type="multiple"` (value: string[]). Items are
 * buttons with aria-pressed (or radios in single mode) and data-state="on" | "off"; arrows move focus.
 */
export function ToggleGroup({ className, variant, size, children, ...props }: ComponentProps<typeof ToggleGroupPrimitive.Root> & ToggleVariants) {
  return (
    <ToggleGroupPrimitive.Root
      data-slot="toggle-group"
      data-variant={variant ?? "default"}
      data-size={size ?? "md"}
      className={cn("group/toggle-group flex w-fit items-center gap-1 rounded-md", className)}
      {...props}
    >
      <ToggleGroupContext.Provider value={{ variant, size }}>{children}</ToggleGroupContext.Provider>
    </ToggleGroupPrimitive.Root>
  );
}

export function ToggleGroupItem({ className, variant, size, ...props }: ComponentProps<typeof ToggleGroupPrimitive.Item> & ToggleVariants) {
  const context = useContext(ToggleGroupContext);
  return (
    <ToggleGroupPrimitive.Item
      data-slot="toggle-group-item"
      className={cn(toggleVariants({ variant: context.variant ?? variant, size: context.size ?? size }), className)}
      {...props}
    />
  );
}
