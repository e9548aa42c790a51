import { Tooltip as TooltipPrimitive } from "radix-ui";
import { createContext, use, type ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { TOOLTIP_DELAY_DURATION_MS, TOOLTIP_SKIP_DELAY_DURATION_MS } from "./constants";

/** True below a TooltipProvider, so a Tooltip knows whether it must bring its own. */
const HasTooltipProvider = createContext(false);

/**
 * Shares the open delay (TOOLTIP_DELAY_DURATION_MS, 700 ms) and the skip delay
 * (TOOLTIP_SKIP_DELAY_DURATION_MS, 300 ms: moving to another tooltip within it opens at once) between
 * the tooltips below it. Put one near the root of the app.
 */
function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_DURATION_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_DURATION_MS,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <HasTooltipProvider value>
      <TooltipPrimitive.Provider data-slot="tooltip-provider" delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...props} />
    </HasTooltipProvider>
  );
}

/** A tooltip; outside any TooltipProvider it wraps itself in one with the same defaults. */
function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  const hasProvider = use(HasTooltipProvider);
  const root = <TooltipPrimitive.Root data-slot="tooltip" {...props} />;
  return hasProvider ? root : <TooltipProvider>{root}</TooltipProvider>;
}

function TooltipTrigger(props: ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

function TooltipContent({ className, sideOffset = 4, children, ...props }: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          "z-50 w-fit max-w-xs origin-(--radix-tooltip-content-transform-origin) rounded-md bg-primary px-3 py-1.5 text-xs text-balance text-primary-foreground",
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="z-50 fill-primary" width={10} height={5} />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}

export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger };
