import { describe, expect, it } from "vitest";
import { probeList } from "./server/list-probe.fixture";
import { EMPTY_LIST_STATE, listStateFromQuery, listStateToQuery, mergeListQuery, sanitizeListState, type ListUrlState } from "./url-state";

const meta = probeList.meta;
const VIEW = "0b9c6a1e-4a5f-4f8e-9d2a-1c3b5d7e9f01";

/** What the browser does to a query object: URLSearchParams out, Next's parsing back. */
function throughUrl(query: Record<string, string | string[]>): Record<string, string | string[]> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) for (const one of [v].flat()) params.append(k, one);
  const back: Record<string, string | string[]> = {};
  for (const [k, v] of new URLSearchParams(params.toString())) {
    const prev = back[k];
    back[k] = prev === undefined ? v : [prev].flat().concat(v);
  }
  return back;
}

describe("listStateToQuery", () => {
  it("writes filters as f.<field>.<operand>, lists and ranges as repeated values", () => {
    expect(
      listStateToQuery({
        filters: [
          { field: "status", operand: "in", value: ["ativa", "proposta"] },
          { field: "name", operand: "contains", value: "joão" },
          { field: "amount", operand: "between", value: [0, 150000] },
          { field: "active", operand: "eq", value: false },
          { field: "city", operand: "isEmpty" },
          { field: "tags", operand: "hasAny", value: ["vip"] },
        ],
      }),
    ).toEqual({
      "f.status.in": ["ativa", "proposta"],
      "f.name.contains": "joão",
      "f.amount.between": ["0", "150000"],
      "f.active.eq": "false",
      "f.city.isEmpty": "1",
      "f.tags.hasAny": "vip",
    });
  });

  it("writes sort, search, columns and view; leaves out what is empty", () => {
    expect(
      listStateToQuery({ sort: { field: "createdAt", dir: "desc" }, search: "  silva ", columns: { visible: ["name", "status"], order: ["name", "city", "status"] }, view: VIEW }),
    ).toEqual({ sort: "-createdAt", q: "silva", cols: "name,-city,status", view: VIEW });
    expect(listStateToQuery({ sort: { field: "name", dir: "asc" } })).toEqual({ sort: "name" });
    expect(listStateToQuery({ search: "   ", filters: [{ field: "name", operand: "eq", value: null }] })).toEqual({});
    expect(listStateToQuery(EMPTY_LIST_STATE)).toEqual({});
  });

  it("repeats a single-value filter used twice; keeps the first list filter of a kind", () => {
    expect(
      listStateToQuery({
        filters: [
          { field: "name", operand: "contains", value: "a" },
          { field: "name", operand: "contains", value: "b" },
          { field: "status", operand: "in", value: ["ativa"] },
          { field: "status", operand: "in", value: ["proposta"] },
        ],
      }),
    ).toEqual({ "f.name.contains": ["a", "b"], "f.status.in": "ativa" });
  });

  it("puts visible columns missing from the order at the end", () => {
    expect(listStateToQuery({ columns: { visible: ["a", "b"], order: ["b"] } })).toEqual({ cols: "b,a" });
  });
});

describe("listStateFromQuery", () => {
  it("reads back what it wrote, through a real URL, accents and all", () => {
    const state: ListUrlState = {
      filters: [
        { field: "status", operand: "in", value: ["ativa", "proposta"] },
        { field: "name", operand: "contains", value: "joão & maria = 100%" },
        { field: "amount", operand: "between", value: ["0", "150000"] },
        { field: "city", operand: "isEmpty" },
        { field: "seenAt", operand: "gte", value: "2024-06-01T12:00:00.000001Z" },
      ],
      sort: { field: "amount", dir: "desc" },
      search: "conceição",
      columns: { visible: ["name", "status"], order: ["name", "city", "status"] },
      view: VIEW,
    };
    const query = throughUrl(listStateToQuery(state));
    expect(listStateFromQuery(query)).toEqual(state);
    expect(listStateFromQuery(query, { meta })).toEqual(state);
  });

  it("turns a repeated single-value filter into two filters", () => {
    expect(listStateFromQuery({ "f.name.contains": ["a", "b"] }).filters).toEqual([
      { field: "name", operand: "contains", value: "a" },
      { field: "name", operand: "contains", value: "b" },
    ]);
  });

  it("takes a single value for a list operand as a one-item list", () => {
    expect(listStateFromQuery({ "f.status.in": "ativa" }).filters).toEqual([{ field: "status", operand: "in", value: ["ativa"] }]);
  });

  it("ignores keys that are not the list's, and keeps route params out of the state", () => {
    expect(listStateFromQuery({ id: "123", tab: "sales", "f.status.eq": "ativa" })).toEqual({ ...EMPTY_LIST_STATE, filters: [{ field: "status", operand: "eq", value: "ativa" }] });
  });

  it.each([
    ["unknown operand", { "f.name.like": "x" }],
    ["no operand", { "f.name": "x" }],
    ["too many dots", { "f.name.eq.x": "x" }],
    ["bad field key", { "f.na-me.eq": "x" }],
    ["empty value", { "f.name.eq": "" }],
    ["blank value", { "f.name.eq": "   " }],
    ["value too long", { "f.name.eq": "x".repeat(201) }],
    ["range with one end", { "f.amount.between": "5" }],
    ["range with three values", { "f.amount.between": ["1", "2", "3"] }],
    ["undefined value", { "f.name.eq": undefined }],
  ])("drops a filter with %s", (_name, query) => {
    expect(listStateFromQuery(query).filters).toEqual([]);
  });

  it.each([
    ["unknown field", { "f.nope.eq": "x" }],
    ["operand the field does not take", { "f.qty.contains": "1" }],
    ["value of the wrong type", { "f.qty.eq": "um" }],
    ["impossible date", { "f.born.eq": "2024-02-30" }],
    ["enum value not in the list", { "f.status.in": ["ativa", "inventada"] }],
    ["prototype key as field", { "f.constructor.eq": "x" }],
  ])("with the list's meta, also drops a filter with %s", (_name, query) => {
    expect(listStateFromQuery(query).filters).toHaveLength(1);
    expect(listStateFromQuery(query, { meta }).filters).toEqual([]);
  });

  it("keeps at most 20 filters and 100 values per list", () => {
    const query: Record<string, string[]> = { "f.name.contains": Array.from({ length: 25 }, (_, i) => `n${i}`) };
    expect(listStateFromQuery(query).filters).toHaveLength(20);
    const many = listStateFromQuery({ "f.status.in": Array.from({ length: 150 }, () => "ativa") }).filters[0]!;
    expect(many.value).toHaveLength(100);
  });

  it.each([
    [{ sort: "-amount" }, { field: "amount", dir: "desc" }],
    [{ sort: "amount" }, { field: "amount", dir: "asc" }],
    [{ sort: ["name", "-amount"] }, { field: "name", dir: "asc" }],
    [{ sort: "--amount" }, null],
    [{ sort: "" }, null],
    [{ sort: "a;drop" }, null],
  ])("sort %j → %j", (query, sort) => expect(listStateFromQuery(query).sort).toEqual(sort));

  it("with meta, ignores a sort the list cannot do", () => {
    expect(listStateFromQuery({ sort: "tags" }, { meta }).sort).toBeNull();
    expect(listStateFromQuery({ sort: "nope" }, { meta }).sort).toBeNull();
    expect(listStateFromQuery({ sort: "-seenAt" }, { meta }).sort).toEqual({ field: "seenAt", dir: "desc" });
  });

  it.each([
    [{ q: "  joão " }, "joão"],
    [{ q: "" }, null],
    [{ q: "x".repeat(101) }, null],
    [{ q: ["a", "b"] }, "a"],
  ])("search %j → %j", (query, search) => expect(listStateFromQuery(query).search).toBe(search));

  it("ignores a search for a list without search", () => {
    expect(listStateFromQuery({ q: "x" }, { meta: { ...meta, searchable: false } }).search).toBeNull();
  });

  it.each([
    ["name,-city,status", { visible: ["name", "status"], order: ["name", "city", "status"] }],
    ["name,name,-name", { visible: ["name"], order: ["name"] }],
    ["name,,bad key,-,x.y,ok", { visible: ["name", "ok"], order: ["name", "ok"] }],
    ["-a,-b", { visible: [], order: ["a", "b"] }],
    ["", null],
    [",,,", null],
  ])("columns %s", (cols, columns) => expect(listStateFromQuery({ cols }).columns).toEqual(columns));

  it.each([
    [VIEW, VIEW],
    [VIEW.toUpperCase(), VIEW],
    ["not-a-uuid", null],
    [`${VIEW}x`, null],
  ])("view %s → %s", (view, out) => expect(listStateFromQuery({ view }).view).toBe(out));

  it("never throws on garbage", () => {
    const garbage = [
      {},
      { "f.": "x" },
      { "f..": "x" },
      { "f.__proto__.eq": "x" },
      { sort: [] as string[] },
      { cols: ["-", ""] },
      { view: [] as string[] },
      { "f.name.in": [] as string[] },
    ];
    for (const query of garbage) {
      expect(() => listStateFromQuery(query)).not.toThrow();
      expect(() => listStateFromQuery(query, { meta })).not.toThrow();
    }
  });
});

describe("mergeListQuery", () => {
  it("replaces the list's keys and keeps the page's own", () => {
    const current = { id: "abc", tab: "vendas", "f.name.contains": "old", sort: "name", q: "old", cols: "a", view: VIEW };
    expect(mergeListQuery(current, { filters: [{ field: "status", operand: "eq", value: "ativa" }] })).toEqual({ id: "abc", tab: "vendas", "f.status.eq": "ativa" });
  });
  it("clearing the state leaves only the page's keys", () => {
    expect(mergeListQuery({ id: "1", "f.a.eq": "x", sort: "-a", other: undefined }, EMPTY_LIST_STATE)).toEqual({ id: "1" });
  });
});

describe("sanitizeListState", () => {
  it("keeps what the list still takes and drops the rest (a saved view after a field was removed)", () => {
    const saved = {
      filters: [
        { field: "status", operand: "in" as const, value: ["ativa"] },
        { field: "removedField", operand: "eq" as const, value: "x" },
        { field: "qty", operand: "gt" as const, value: 3 },
        { field: "qty", operand: "contains" as const, value: "3" },
      ],
      sort: { field: "tags", dir: "asc" as const },
      search: "silva",
      columns: { visible: ["name"], order: ["name", "city"] },
      view: VIEW,
    };
    expect(sanitizeListState(saved, meta)).toEqual({
      filters: [
        { field: "status", operand: "in", value: ["ativa"] },
        { field: "qty", operand: "gt", value: "3" },
      ],
      sort: null,
      search: "silva",
      columns: { visible: ["name"], order: ["name", "city"] },
      view: VIEW,
    });
  });
});
