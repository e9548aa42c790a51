import type { InputHTMLAttributes, SelectHTMLAttributes } from "react";
import { cn } from "~/lib/cn";

const base =
  "h-10 w-full rounded-md border border-beige-300 bg-white px-3 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/20 aria-[invalid=true]:border-danger disabled:opacity-60";

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input data-slot="input" className={cn(base, className)} {...props} />;
}

export function NativeSelect({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select data-slot="select" className={cn(base, "pr-8", className)} {...props} />;
}
