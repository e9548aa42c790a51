import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { isPaletteShortcut, searchPalette, useSearchPaletteOpen } from "../palette-store";

// The palette (cmdk, its dialog and the search hooks) is not needed to paint a page: its code is fetched the
// first time it opens, and stays mounted after that so it reopens at once (issue 20).
const CommandPalette = dynamic(() => import("./command-palette").then((m) => m.CommandPalette), { ssr: false });

/** ⌘K / Ctrl+K anywhere toggles the global search; the palette itself loads on its first opening. */
export function CommandPaletteHost() {
  const open = useSearchPaletteOpen();
  const [loaded, setLoaded] = useState(false);
  if (open && !loaded) setLoaded(true);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isPaletteShortcut(e)) return;
      e.preventDefault();
      searchPalette.toggle();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return loaded ? <CommandPalette /> : null;
}
