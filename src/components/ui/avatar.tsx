import { cva, type VariantProps } from "class-variance-authority";
import { Avatar as AvatarPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { AVATAR_FALLBACK_DELAY_MS } from "./constants";

/**
 * Initials for an avatar: first letter of the first and of the last word, uppercased
 * ("Maria da Silva" → "MS", "ana" → "A", "  " → ""). Accented letters are kept ("Érica Antunes" → "ÉA").
 */
export function initialsFromName(name: string | null | undefined): string {
  const words = (name ?? "").normalize("NFC").trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return "";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = (word: string | undefined) => (word ? (Array.from(word)[0] ?? "") : "");
  return `${initial(first)}${initial(last)}`.toLocaleUpperCase("pt-BR");
}

export const avatarVariants = cva("relative flex shrink-0 overflow-hidden rounded-full", {
  variants: { size: { sm: "size-btn-sm text-[0.625rem]", md: "size-btn-md text-xs", lg: "size-btn-lg text-sm" } },
  defaultVariants: { size: "md" },
});

export function Avatar({ className, size, ...props }: ComponentProps<typeof AvatarPrimitive.Root> & VariantProps<typeof avatarVariants>) {
  return <AvatarPrimitive.Root data-slot="avatar" className={cn(avatarVariants({ size }), className)} {...props} />;
}

export function AvatarImage({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Image>) {
  return <AvatarPrimitive.Image data-slot="avatar-image" className={cn("aspect-square size-full object-cover", className)} {...props} />;
}

/** Shown when the image fails or is missing, after `delayMs` (600 ms by default, SPEC §9) so a loading image does not flash it. */
export function AvatarFallback({ className, delayMs = AVATAR_FALLBACK_DELAY_MS, ...props }: ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      delayMs={delayMs}
      className={cn("flex size-full select-none items-center justify-center rounded-full bg-accent font-medium text-accent-foreground", className)}
      {...props}
    />
  );
}

export type UserAvatarProps = Omit<ComponentProps<typeof Avatar>, "children"> & {
  /** The person's name: the image's alt text and the source of the initials. */
  name: string;
  src?: string | null;
  /** Override the fallback delay (default 600 ms). */
  delayMs?: number;
};

/** A person's avatar: their picture, or their initials (after the fallback delay) when it cannot load. */
export function UserAvatar({ name, src, delayMs, ...props }: UserAvatarProps) {
  return (
    <Avatar {...props}>
      {src ? <AvatarImage src={src} alt={name} /> : null}
      <AvatarFallback delayMs={delayMs} aria-label={name} role="img">
        <span aria-hidden>{initialsFromName(name)}</span>
      </AvatarFallback>
    </Avatar>
  );
}
