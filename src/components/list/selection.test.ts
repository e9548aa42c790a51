import { describe, expect, it } from "vitest";
import { headerState, selectedAmong, toggleAllLoaded, toggleOne } from "./selection";

describe("list selection model", () => {
  const loaded = ["a", "b", "c"];

  it("keeps only loaded ids, in list order", () => {
    expect(selectedAmong(new Set(["c", "x", "a"]), loaded)).toEqual(["a", "c"]);
  });

  it("header checkbox: none, some (indeterminate), all", () => {
    expect(headerState(new Set(), loaded)).toBe(false);
    expect(headerState(new Set(["b"]), loaded)).toBe("indeterminate");
    expect(headerState(new Set(loaded), loaded)).toBe(true);
    expect(headerState(new Set(["x"]), loaded)).toBe(false);
    expect(headerState(new Set(), [])).toBe(false);
  });

  it("toggling one adds or removes it; the header selects all loaded, then none", () => {
    expect([...toggleOne(new Set(["a"]), "b", true)]).toEqual(["a", "b"]);
    expect([...toggleOne(new Set(["a", "b"]), "a", false)]).toEqual(["b"]);
    expect([...toggleAllLoaded(new Set(["b"]), loaded)]).toEqual(loaded);
    expect([...toggleAllLoaded(new Set(loaded), loaded)]).toEqual([]);
  });
});
