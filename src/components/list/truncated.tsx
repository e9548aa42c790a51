import { useEffect, useRef, useState, type ReactNode } from "react";
import { Tooltip, TooltipContent, TooltipTrigger } from "~/components/ui/tooltip";
import { cn } from "~/lib/cn";

/** One ResizeObserver for every cut cell of the page (a list of 500 rows has ~2 000 of them), not one each. */
const watched = new Map<Element, () => void>();
let observer: ResizeObserver | null = null;
function watch(el: Element, onResize: () => void): () => void {
  observer ??= new ResizeObserver((entries) => entries.forEach((e) => watched.get(e.target)?.()));
  watched.set(el, onResize);
  observer.observe(el);
  return () => {
    watched.delete(el);
    observer?.unobserve(el);
  };
}

/**
 * One line of a list cell, cut with an ellipsis when it does not fit; then, and only then, the full text is
 * in a tooltip on hover and on keyboard focus. Plain text becomes focusable when cut (so keyboard users can
 * reach the tooltip); pass `focusable={false}` when the content holds its own link, whose focus opens it.
 */
export function Truncated({ text, className, focusable = true, children }: { text: string; className?: string; focusable?: boolean; children?: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setCut(el.scrollWidth > el.clientWidth + 1);
    measure();
    return watch(el, measure);
  }, [text]);
  return (
    <Tooltip open={open && cut} onOpenChange={setOpen}>
      <TooltipTrigger asChild>
        <span
          ref={ref}
          data-slot="truncated"
          data-truncated={cut || undefined}
          tabIndex={cut && focusable ? 0 : undefined}
          className={cn("block min-w-0 truncate rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring", className)}
        >
          {children ?? text}
        </span>
      </TooltipTrigger>
      <TooltipContent className="break-words">{text}</TooltipContent>
    </Tooltip>
  );
}
