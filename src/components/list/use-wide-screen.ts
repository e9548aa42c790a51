import { useSyncExternalStore } from "react";

/** The `md` breakpoint (SPEC §9: 768px): from here lists are tables, below it cards. */
const MD_QUERY = "(min-width: 768px)";

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(MD_QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/**
 * True from `md` up, false below; null while the server renders and the page hydrates (the screen width is
 * unknown there), so the caller can let CSS decide the first paint and drop the other layout after it.
 */
export function useWideScreen(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MD_QUERY).matches,
    () => null,
  );
}
