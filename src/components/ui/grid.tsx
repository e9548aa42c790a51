import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps, CSSProperties } from "react";
import { cn } from "~/lib/cn";

/** Breakpoints of the theme (SPEC §9), smallest first; `base` applies below sm. */
export const GRID_BREAKPOINTS = ["base", "sm", "md", "lg", "xl", "2xl", "bp5", "4xl"] as const;
export type GridBreakpoint = (typeof GRID_BREAKPOINTS)[number];
/** Columns per breakpoint; a breakpoint left out inherits the one below it (mobile first). */
export type GridCols = Partial<Record<GridBreakpoint, number>>;

// Static class names so Tailwind sees them; each reads a CSS variable set in `style` below.
const COLS_CLASSES =
  "grid-cols-(--grid-cols-base) sm:grid-cols-(--grid-cols-sm) md:grid-cols-(--grid-cols-md) lg:grid-cols-(--grid-cols-lg) xl:grid-cols-(--grid-cols-xl) 2xl:grid-cols-(--grid-cols-2xl) bp5:grid-cols-(--grid-cols-bp5) 4xl:grid-cols-(--grid-cols-4xl)";

/** The CSS variables for `cols`, each breakpoint filled from the nearest smaller one. */
export function gridColumnVars(cols: GridCols): Record<`--grid-cols-${GridBreakpoint}`, string> {
  let current = 1;
  const vars = {} as Record<`--grid-cols-${GridBreakpoint}`, string>;
  for (const bp of GRID_BREAKPOINTS) {
    const n = cols[bp];
    if (n !== undefined && Number.isInteger(n) && n > 0) current = n;
    vars[`--grid-cols-${bp}`] = `repeat(${current}, minmax(0, 1fr))`;
  }
  return vars;
}

export const gridVariants = cva("grid", {
  variants: { gap: { none: "gap-0", sm: "gap-2", md: "gap-4", lg: "gap-6" } },
  defaultVariants: { gap: "md" },
});

export type GridProps = ComponentProps<"div"> & VariantProps<typeof gridVariants> & { cols?: GridCols };

/** A responsive CSS grid: `cols={{ base: 1, md: 2, xl: 4 }}` gives 1 column on phones, 2 from md, 4 from xl. */
export function Grid({ className, gap, cols = { base: 1 }, style, ...props }: GridProps) {
  return (
    <div
      data-slot="grid"
      className={cn(gridVariants({ gap }), COLS_CLASSES, className)}
      style={{ ...(gridColumnVars(cols) as CSSProperties), ...style }}
      {...props}
    />
  );
}

export type GridItemProps = ComponentProps<"div"> & { span?: number };

/** A grid cell; `span` makes it cover that many columns (capped by the grid's column count by the browser). */
export function GridItem({ className, span, style, ...props }: GridItemProps) {
  return <div data-slot="grid-item" className={cn("min-w-0", className)} style={span ? { gridColumn: `span ${span} / span ${span}`, ...style } : style} {...props} />;
}
