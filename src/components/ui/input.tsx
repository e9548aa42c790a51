import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** Shared look of text-like controls: md height (32px, aligned with md buttons), invalid via aria-invalid. */
export const inputClassName =
  "flex h-btn-md w-full min-w-0 rounded-md border border-input bg-card px-3 text-sm text-foreground shadow-xs transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-danger aria-[invalid=true]:ring-danger/20 file:border-0 file:bg-transparent file:text-sm file:font-medium";

export type InputProps = ComponentProps<"input">;

export function Input({ className, type, ...props }: InputProps) {
  return <input data-slot="input" type={type} className={cn(inputClassName, className)} {...props} />;
}

export type NativeSelectProps = ComponentProps<"select">;

/** A plain <select> styled like Input (kept for the screens that already use it). */
export function NativeSelect({ className, ...props }: NativeSelectProps) {
  return <select data-slot="select" className={cn(inputClassName, "cursor-pointer pr-8", className)} {...props} />;
}
