import { describe, expect, it } from "vitest";
import type { ListMeta } from "~/features/lists/list-spec";
import { defaultViewDestination } from "./default-view";
import { hasListParams, sameListState, viewToState } from "./view-state";

const ID = "0b6f7e8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
const view = {
  id: ID,
  filters: [{ field: "kind", operand: "eq", value: "PJ" }],
  sort: null,
  search: "silva",
  columns: { order: ["name", "document"], visible: ["name"] },
  isDefault: true,
  mine: true,
};
const meta: ListMeta = {
  key: "customers",
  fields: { kind: { type: "enum", operands: ["eq", "in"], values: ["PF", "PJ"], sortable: false, integer: false } },
  defaultSort: { field: "kind", dir: "asc" },
  searchable: true,
};

describe("saved view ↔ list state", () => {
  it("a view becomes the list state with view=<id>", () => {
    expect(viewToState(view)).toEqual({
      filters: [{ field: "kind", operand: "eq", value: "PJ" }],
      sort: null,
      search: "silva",
      columns: { order: ["name", "document"], visible: ["name"] },
      view: ID,
    });
  });

  it("drops filters the list no longer takes (unknown operand or field)", () => {
    const stale = { ...view, filters: [...view.filters, { field: "kind", operand: "weird", value: "x" }, { field: "gone", operand: "eq", value: "1" }] };
    expect(viewToState(stale, meta).filters).toEqual([{ field: "kind", operand: "eq", value: "PJ" }]);
  });

  it("compares states ignoring the view marker and key order", () => {
    const state = viewToState(view);
    expect(sameListState(state, { ...state, view: null })).toBe(true);
    expect(sameListState(state, { ...state, search: "souza" })).toBe(false);
    expect(sameListState(state, { ...state, columns: null })).toBe(false);
  });

  it("knows whether a URL carries list parameters", () => {
    expect(hasListParams({})).toBe(false);
    expect(hasListParams({ aba: "renovacoes" })).toBe(false);
    expect(hasListParams({ "f.kind.eq": "PJ" })).toBe(true);
    expect(hasListParams({ view: ID })).toBe(true);
    expect(hasListParams({ cols: "name" })).toBe(true);
  });
});

describe("defaultViewDestination", () => {
  it("sends a bare list to the user's default view, keeping other parameters", () => {
    const url = defaultViewDestination("/vendas", { aba: "renovacoes" }, [view], meta);
    const params = new URL(url!, "http://x").searchParams;
    expect(url!.startsWith("/vendas?")).toBe(true);
    expect(params.get("aba")).toBe("renovacoes");
    expect(params.get("f.kind.eq")).toBe("PJ");
    expect(params.get("q")).toBe("silva");
    expect(params.get("cols")).toBe("name,-document");
    expect(params.get("view")).toBe(ID);
  });

  it("stays when the URL already has list parameters, or there is no own default", () => {
    expect(defaultViewDestination("/clientes", { q: "x" }, [view], meta)).toBeNull();
    expect(defaultViewDestination("/clientes", {}, [{ ...view, isDefault: false }], meta)).toBeNull();
    expect(defaultViewDestination("/clientes", {}, [{ ...view, mine: false }], meta)).toBeNull();
  });
});
