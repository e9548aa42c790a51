import { describe, expect, it } from "vitest";
import { listStateToQuery } from "~/features/lists/url-state";
import { filterValue, partnersViewFromQuery, PARTNERS_PAGE, withFilter } from "./partners-view";

describe("partnersViewFromQuery", () => {
  it("reads the tab and the list state from the URL", () => {
    const view = partnersViewFromQuery({ aba: "produtos", "f.category.eq": "AutoInsurance", sort: "-category", q: "sao" });
    expect(view.tab).toBe("products");
    expect(view.input).toEqual({
      filters: [{ field: "category", operand: "eq", value: "AutoInsurance" }],
      sort: { field: "category", dir: "desc" },
      search: "sao",
      limit: PARTNERS_PAGE,
    });
    expect(partnersViewFromQuery({}).tab).toBe("partners");
    expect(partnersViewFromQuery({ aba: "outra" }).tab).toBe("partners");
  });

  it("round-trips a category filter (a list value) through the URL", () => {
    const { state } = partnersViewFromQuery({});
    const filters = withFilter(state, "categories", { operand: "hasAny", value: ["Consortium"] });
    const back = partnersViewFromQuery(listStateToQuery({ filters })).state;
    expect(filterValue(back, "categories")).toBe("Consortium");
    expect(filterValue(back, "active")).toBe("");
  });

  it("replaces or removes the filter on one field, keeping the others", () => {
    const { state } = partnersViewFromQuery({ "f.active.eq": "true", "f.partner.eq": "00000000-0000-4000-8000-000000000000" });
    expect(withFilter(state, "active", { operand: "eq", value: "false" })).toEqual([
      { field: "partner", operand: "eq", value: "00000000-0000-4000-8000-000000000000" },
      { field: "active", operand: "eq", value: "false" },
    ]);
    expect(withFilter(state, "active", null)).toEqual([{ field: "partner", operand: "eq", value: "00000000-0000-4000-8000-000000000000" }]);
  });
});
