import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import type { NormalizedFilter } from "../filter-values";
import { probe, probeList } from "./list-probe.fixture";
import { buildWhere, escapeLike, filterSql, searchSql, textContains } from "./where";

const dialect = new PgDialect();
const render = (q: SQL | undefined) => (q ? dialect.sqlToQuery(q) : null);
const one = (field: keyof typeof probeList.fields, operand: NormalizedFilter["operand"], values: string[] = []) =>
  render(buildWhere(probeList, [{ field, operand, values }], null))!;

describe("escapeLike", () => {
  it.each([
    ["100%", "100\\%"],
    ["a_b", "a\\_b"],
    ["c:\\dir", "c:\\\\dir"],
    ["plain", "plain"],
    ["%_\\", "\\%\\_\\\\"],
  ])("%s → %s", (input, out) => expect(escapeLike(input)).toBe(out));
});

describe("filterSql", () => {
  it.each([
    ["eq", ["João"], '"list_probe"."name" = $1'],
    ["neq", ["João"], '"list_probe"."name" is distinct from $1'],
    ["in", ["a", "b", "c"], '"list_probe"."name" in ($1, $2, $3)'],
    ["gt", ["x"], '"list_probe"."name" > $1'],
    ["gte", ["x"], '"list_probe"."name" >= $1'],
    ["lt", ["x"], '"list_probe"."name" < $1'],
    ["lte", ["x"], '"list_probe"."name" <= $1'],
    ["between", ["a", "b"], '"list_probe"."name" between $1 and $2'],
  ] as const)("%s", (operand, values, text) => {
    const q = dialect.sqlToQuery(filterSql("text", probe.name, { operand, values: [...values] }));
    expect(q.sql).toBe(text);
    expect(q.params).toEqual(values);
  });

  it("contains: accent- and case-free on both sides, wildcards escaped, matching the trigram index expression", () => {
    const q = one("name", "contains", ["50%_off"]);
    expect(q.sql).toBe('f_unaccent(lower("list_probe"."name")) ilike f_unaccent(lower($1::text))');
    expect(q.params).toEqual(["%50\\%\\_off%"]);
  });

  it("startsWith anchors the pattern at the start", () => {
    const q = one("city", "startsWith", ["São"]);
    expect(q.sql).toContain("ilike f_unaccent(lower($1::text))");
    expect(q.params).toEqual(["São%"]);
  });

  it("isEmpty / isNotEmpty: text counts '' as empty, tags count {} as empty, others only null", () => {
    expect(one("city", "isEmpty").sql).toBe('("list_probe"."city" is null or "list_probe"."city" = \'\')');
    expect(one("city", "isNotEmpty").sql).toBe('not ("list_probe"."city" is null or "list_probe"."city" = \'\')');
    expect(one("tags", "isEmpty").sql).toBe('coalesce(cardinality("list_probe"."tags"), 0) = 0');
    expect(one("tags", "isNotEmpty").sql).toBe('not coalesce(cardinality("list_probe"."tags"), 0) = 0');
    expect(one("qty", "isEmpty").sql).toBe('"list_probe"."qty" is null');
    expect(one("qty", "isNotEmpty").sql).toBe('not "list_probe"."qty" is null');
    expect(one("qty", "isEmpty").params).toEqual([]);
  });

  it("hasAny: array overlap with a text[] of parameters", () => {
    const q = one("tags", "hasAny", ["vip", "auto"]);
    expect(q.sql).toBe('"list_probe"."tags" && array[$1, $2]::text[]');
    expect(q.params).toEqual(["vip", "auto"]);
  });

  it("values are always bound as parameters, never spliced into the SQL", () => {
    const q = one("name", "eq", ["'; drop table users; --"]);
    expect(q.sql).not.toContain("drop");
    expect(q.params).toEqual(["'; drop table users; --"]);
  });

  it("works on expressions and on columns of joined tables", () => {
    expect(one("ownerName", "eq", ["Ana"]).sql).toBe('"list_probe_owner"."name" = $1');
    expect(one("qtyPlus", "gt", ["1"]).sql).toBe('"list_probe"."qty" + 0 > $1');
  });
});

describe("buildWhere", () => {
  it("nothing to filter → undefined", () => {
    expect(buildWhere(probeList, [], null)).toBeUndefined();
  });

  it("joins filters with AND, in order, plus the search", () => {
    const q = render(
      buildWhere(
        probeList,
        [
          { field: "status", operand: "in", values: ["ativa", "proposta"] },
          { field: "amount", operand: "gte", values: ["100"] },
        ],
        "joão",
      ),
    )!;
    expect(q.sql).toBe(
      '("list_probe"."status" in ($1, $2) and "list_probe"."amount" >= $3 and (f_unaccent(lower("list_probe"."name")) ilike f_unaccent(lower($4::text)) or f_unaccent(lower("list_probe"."city")) ilike f_unaccent(lower($5::text))))',
    );
    expect(q.params).toEqual(["ativa", "proposta", "100", "%joão%", "%joão%"]);
  });

  it("refuses a field the list does not have (a programming error once input is checked)", () => {
    expect(() => buildWhere(probeList, [{ field: "nope", operand: "eq", values: ["x"] }], null)).toThrow(/unknown field/);
  });
});

describe("searchSql", () => {
  it("a single expression", () => {
    expect(render(searchSql(probe.name, "ana"))!.sql).toBe('f_unaccent(lower("list_probe"."name")) ilike f_unaccent(lower($1::text))');
  });
  it("a custom function decides everything", () => {
    const q = render(searchSql((term) => sql`digits = ${term.replace(/\D/g, "")}`, "123.456"))!;
    expect(q).toMatchObject({ sql: "digits = $1", params: ["123456"] });
  });
  it("textContains is the same building block", () => {
    expect(render(textContains(probe.city, "x"))!.params).toEqual(["%x%"]);
  });
});
