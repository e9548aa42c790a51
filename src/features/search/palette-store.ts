import { useSyncExternalStore } from "react";

/**
 * Open/closed state of the global search palette, reachable from anywhere (SPEC §2: it can be
 * toggled, or set open or closed explicitly) without prop drilling or a provider.
 */
let open = false;
/** Where the focus was when the palette opened: it goes back there on close. */
let returnFocus: HTMLElement | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export const searchPalette = {
  isOpen: () => open,
  setOpen(next: boolean) {
    if (next === open) return;
    if (typeof document !== "undefined") {
      if (next) returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      else {
        const target = returnFocus;
        returnFocus = null;
        // After the dialog has unmounted and released its focus trap.
        setTimeout(() => target?.isConnected && target.focus(), 0);
      }
    }
    open = next;
    emit();
  },
  open() {
    searchPalette.setOpen(true);
  },
  close() {
    searchPalette.setOpen(false);
  },
  toggle() {
    searchPalette.setOpen(!open);
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export function useSearchPaletteOpen(): boolean {
  return useSyncExternalStore(searchPalette.subscribe, searchPalette.isOpen, () => false);
}

/** ⌘K on macOS, Ctrl+K elsewhere. */
export function isPaletteShortcut(e: Pick<KeyboardEvent, "key" | "metaKey" | "ctrlKey" | "altKey" | "shiftKey">): boolean {
  return e.key.toLowerCase() === "k" && (e.metaKey || e.ctrlKey) && !e.altKey && !e.shiftKey;
}
