import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * A pulsing placeholder for content that is loading. It is decorative (aria-hidden): wrap the loading
 * region in an element with `aria-busy` and a visually hidden "Carregando..." for screen readers.
 */
function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="skeleton" aria-hidden className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />;
}

export { Skeleton };
