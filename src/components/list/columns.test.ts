import { describe, expect, it } from "vitest";
import { isDefaultColumns, moveColumn, resolveColumns, toggleColumn, visibleColumns } from "./columns";

const decls = [{ key: "name", required: true }, { key: "document" }, { key: "city" }, { key: "notes", defaultHidden: true }];

describe("resolveColumns", () => {
  it("without a saved state: declared order, all but the default-hidden visible", () => {
    const r = resolveColumns(decls, null);
    expect(r.order).toEqual(["name", "document", "city", "notes"]);
    expect([...r.visible]).toEqual(["name", "document", "city"]);
  });

  it("applies the user's order and visibility, dropping unknown keys and keeping required ones visible", () => {
    const r = resolveColumns(decls, { order: ["city", "gone", "name", "document", "notes"], visible: ["city", "notes", "gone"] });
    expect(r.order).toEqual(["city", "name", "document", "notes"]);
    expect([...r.visible].sort()).toEqual(["city", "name", "notes"]);
  });

  it("puts a column the state does not know next to its declared neighbour, visible unless default-hidden", () => {
    const r = resolveColumns(decls, { order: ["city", "name"], visible: ["city", "name"] });
    expect(r.order).toEqual(["city", "name", "document", "notes"]);
    expect(r.visible.has("document")).toBe(true);
    expect(r.visible.has("notes")).toBe(false);
  });
});

describe("toggleColumn / moveColumn / isDefaultColumns", () => {
  it("hides and shows a column; a required column cannot be hidden", () => {
    const hidden = toggleColumn(decls, null, "document", false);
    expect(hidden.visible).toEqual(["name", "city"]);
    expect(toggleColumn(decls, hidden, "document", true).visible).toEqual(["name", "document", "city"]);
    expect(toggleColumn(decls, null, "name", false).visible).toContain("name");
  });

  it("moves a column up and down, clamped at the ends", () => {
    expect(moveColumn(decls, null, "city", -1).order).toEqual(["name", "city", "document", "notes"]);
    expect(moveColumn(decls, null, "name", -1).order).toEqual(["name", "document", "city", "notes"]);
    expect(moveColumn(decls, null, "city", 5).order).toEqual(["name", "document", "notes", "city"]);
  });

  it("knows when the state equals the declared default", () => {
    expect(isDefaultColumns(decls, null)).toBe(true);
    expect(isDefaultColumns(decls, toggleColumn(decls, toggleColumn(decls, null, "city", false), "city", true))).toBe(true);
    expect(isDefaultColumns(decls, moveColumn(decls, null, "city", -1))).toBe(false);
  });

  it("visibleColumns returns the declarations to render, in order", () => {
    expect(visibleColumns(decls, { order: ["city", "name"], visible: ["city", "name"] }).map((c) => c.key)).toEqual(["city", "name", "document"]);
  });
});
