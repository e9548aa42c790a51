import { describe, expect, it } from "vitest";
import { formatListCount } from "./list-count";
import { listQueryInput } from "./list.schemas";

const paths = (input: unknown) => {
  const r = listQueryInput.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join("."), ...(i.code === "unrecognized_keys" ? i.keys : [])].join(":"));
};

describe("listQueryInput", () => {
  it("fills defaults", () => {
    expect(listQueryInput.parse({})).toEqual({ filters: [], limit: 50 });
  });
  it("accepts tRPC's direction and a full query", () => {
    const input = { filters: [{ field: "a", operand: "in", value: ["x", 1, true, null] }], sort: { field: "a", dir: "desc" }, search: "x", cursor: "abc", limit: 100, direction: "forward" };
    expect(listQueryInput.parse(input)).toEqual(input);
  });
  it.each([
    [{ limit: 0 }, "limit"],
    [{ limit: 101 }, "limit"],
    [{ limit: 1.5 }, "limit"],
    [{ search: "x".repeat(101) }, "search"],
    [{ filters: Array.from({ length: 21 }, () => ({ field: "a", operand: "isEmpty" })) }, "filters"],
    [{ filters: [{ field: "a.b", operand: "eq", value: 1 }] }, "filters.0.field"],
    [{ filters: [{ field: "a", operand: "like", value: 1 }] }, "filters.0.operand"],
    [{ filters: [{ field: "a", operand: "eq", value: { $gt: 1 } }] }, "filters.0.value"],
    [{ filters: [{ field: "a", operand: "eq", value: "x".repeat(201) }] }, "filters.0.value"],
    [{ filters: [{ field: "a", operand: "eq", value: 1, extra: 1 }] }, "filters.0:extra"],
    [{ sort: { field: "a", dir: "up" } }, "sort.dir"],
    [{ cursor: "x".repeat(4097) }, "cursor"],
    [{ direction: "sideways" }, "direction"],
    [{ page: 2 }, ":page"],
  ])("%j → %s", (input, path) => expect(paths(input)).toContain(path));
});

describe("formatListCount", () => {
  it.each([
    [{ count: 0, capped: false }, "pt-BR", "0"],
    [{ count: 1234, capped: false }, "pt-BR", "1.234"],
    [{ count: 10000, capped: false }, "pt-BR", "10.000"],
    [{ count: 10000, capped: true }, "pt-BR", "10.000+"],
    [{ count: 10000, capped: true }, "en-US", "10,000+"],
  ])("%j %s → %s", (count, locale, text) => expect(formatListCount(count, locale)).toBe(text));
});
