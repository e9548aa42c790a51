import { describe, expect, it, vi } from "vitest";
import { isPaletteShortcut, searchPalette } from "./palette-store";

describe("search palette store", () => {
  it("toggles, opens and closes explicitly, notifying subscribers only on change", () => {
    const listener = vi.fn();
    const unsubscribe = searchPalette.subscribe(listener);
    searchPalette.close();
    expect(listener).not.toHaveBeenCalled();
    searchPalette.toggle();
    expect(searchPalette.isOpen()).toBe(true);
    searchPalette.open();
    expect(listener).toHaveBeenCalledTimes(1);
    searchPalette.setOpen(false);
    expect(searchPalette.isOpen()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    searchPalette.toggle();
    expect(listener).toHaveBeenCalledTimes(2);
    searchPalette.close();
  });

  it("recognises ⌘K and Ctrl+K only", () => {
    const k = { key: "k", metaKey: false, ctrlKey: false, altKey: false, shiftKey: false };
    expect(isPaletteShortcut({ ...k, metaKey: true })).toBe(true);
    expect(isPaletteShortcut({ ...k, ctrlKey: true, key: "K" })).toBe(true);
    expect(isPaletteShortcut(k)).toBe(false);
    expect(isPaletteShortcut({ ...k, ctrlKey: true, shiftKey: true })).toBe(false);
    expect(isPaletteShortcut({ ...k, ctrlKey: true, key: "j" })).toBe(false);
  });
});
