import { Slider as SliderPrimitive } from "radix-ui";
import { useMemo, type ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { SLIDER_DEFAULT_MAX, SLIDER_DEFAULT_MIN, SLIDER_DEFAULT_STEP } from "./constants";

/** Clamps a slider value into [min, max] (SPEC §5). */
export function clampSliderValue(value: number, min: number = SLIDER_DEFAULT_MIN, max: number = SLIDER_DEFAULT_MAX): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}

function clampAll(values: number[] | undefined, min: number, max: number): number[] | undefined {
  return values?.map((v) => clampSliderValue(v, min, max));
}

export type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & {
  /** Accessible names of the thumbs (role="slider"), one per value; `aria-label` names a single thumb. */
  thumbLabels?: string[];
};

/**
 * Radix Slider with the seed's defaults (min 0, max 100, step 1). Values given from outside are clamped
 * to [min, max]; Radix clamps what the user does. Home/End jump to min/max; PageUp/PageDown and
 * Shift+Arrow move 10 steps (SLIDER_BIG_STEP_MULTIPLIER, done by Radix).
 */
export function Slider({
  className,
  min = SLIDER_DEFAULT_MIN,
  max = SLIDER_DEFAULT_MAX,
  step = SLIDER_DEFAULT_STEP,
  value,
  defaultValue,
  thumbLabels,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  ...props
}: SliderProps) {
  const clampedValue = useMemo(() => clampAll(value, min, max), [value, min, max]);
  const clampedDefault = useMemo(() => clampAll(defaultValue, min, max), [defaultValue, min, max]);
  const thumbs = (clampedValue ?? clampedDefault ?? [min]).length;
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      min={min}
      max={max}
      step={step}
      value={clampedValue}
      defaultValue={clampedDefault}
      className={cn(
        "relative flex w-full touch-none select-none items-center data-[disabled]:opacity-50 data-[orientation=vertical]:h-full data-[orientation=vertical]:min-h-40 data-[orientation=vertical]:w-auto data-[orientation=vertical]:flex-col",
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track
        data-slot="slider-track"
        className="relative grow overflow-hidden rounded-full bg-muted data-[orientation=horizontal]:h-1.5 data-[orientation=horizontal]:w-full data-[orientation=vertical]:h-full data-[orientation=vertical]:w-1.5"
      >
        <SliderPrimitive.Range data-slot="slider-range" className="absolute bg-primary data-[orientation=horizontal]:h-full data-[orientation=vertical]:w-full" />
      </SliderPrimitive.Track>
      {Array.from({ length: thumbs }, (_, index) => (
        <SliderPrimitive.Thumb
          data-slot="slider-thumb"
          key={index}
          aria-label={thumbLabels?.[index] ?? ariaLabel}
          aria-labelledby={thumbLabels?.[index] ? undefined : ariaLabelledBy}
          className="block size-4 shrink-0 cursor-grab rounded-full border-2 border-primary bg-card shadow-sm transition-[box-shadow] outline-none hover:ring-4 hover:ring-ring/30 focus-visible:ring-4 focus-visible:ring-ring/50 data-[disabled]:pointer-events-none"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
