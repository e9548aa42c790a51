import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { DomainError } from "~/server/errors";
import { probeList } from "./list-probe.fixture";
import { afterCursorSql, decodeCursor, encodeCursor, isSortValueText, orderBySql, sortValueText, type CursorPayload } from "./keyset";

const dialect = new PgDialect();
const render = (q: SQL) => dialect.sqlToQuery(q);
const UUID = "0b9c6a1e-4a5f-4f8e-9d2a-1c3b5d7e9f01";
const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");

function cursorError(sort: { field: string; dir: "asc" | "desc" }, cursor: string): DomainError {
  try {
    decodeCursor(probeList, sort, cursor);
  } catch (err) {
    if (err instanceof DomainError) return err;
    throw err;
  }
  throw new Error("cursor was accepted");
}

describe("cursor encode/decode", () => {
  const cases: [string, "asc" | "desc", string | null][] = [
    ["name", "asc", "João da Silva — ação & cia \"aspas\" 🚀"],
    ["seenAt", "desc", "2024-06-01T12:00:00.123456Z"],
    ["amount", "asc", "9007199254740993"],
    ["amount", "desc", "-9223372036854775808"],
    ["qty", "asc", "-42"],
    ["score", "desc", "1.5e+20"],
    ["score", "asc", "NaN"],
    ["born", "asc", "2000-02-29"],
    ["active", "desc", "false"],
    ["ownerId", "asc", UUID],
    ["city", "asc", null],
    ["ownerName", "desc", null],
  ];
  it.each(cases)("round-trips %s %s %s", (field, dir, v) => {
    const payload: CursorPayload = { k: "probe", s: `${field}:${dir}`, v, i: UUID };
    const cursor = encodeCursor(payload);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(probeList, { field, dir }, cursor)).toEqual(payload);
  });

  const good = (over: Partial<CursorPayload> = {}) => encodeCursor({ k: "probe", s: "seenAt:desc", v: "2024-06-01T12:00:00.123456Z", i: UUID, ...over });
  it.each([
    ["empty", ""],
    ["not base64url", "abc+/="],
    ["not JSON", b64("hello")],
    ["JSON but not an object", b64("[1,2]")],
    ["missing id", b64(JSON.stringify({ k: "probe", s: "seenAt:desc", v: null }))],
    ["extra key", b64(JSON.stringify({ k: "probe", s: "seenAt:desc", v: null, i: UUID, x: 1 }))],
    ["value of the wrong JSON type", b64(JSON.stringify({ k: "probe", s: "seenAt:desc", v: 5, i: UUID }))],
    ["another list", good({ k: "customers" })],
    ["another sort field", good({ s: "createdAt:desc" })],
    ["another direction", good({ s: "seenAt:asc" })],
    ["impossible day", good({ v: "2024-02-30T12:00:00.000000Z" })],
    ["milliseconds only", good({ v: "2024-06-01T12:00:00.123Z" })],
    ["SQL in the value", good({ v: "2024-06-01'; drop table users; --" })],
    ["id not a uuid", good({ i: "1 or 1=1" })],
    ["too long", "a".repeat(5000)],
  ])("refuses %s with BAD_REQUEST on cursor", (_name, cursor) => {
    const err = cursorError({ field: "seenAt", dir: "desc" }, cursor);
    expect(err.code).toBe("BAD_REQUEST");
    expect(err.field).toBe("cursor");
  });

  it.each([
    ["amount", "99999999999999999999"],
    ["amount", "12.5"],
    ["qty", "1.5"],
    ["qty", "abc"],
    ["score", "1,5"],
    ["born", "01/02/2000"],
    ["active", "yes"],
    ["ownerId", "x"],
  ])("refuses a %s value %s the column could not hold", (field, v) => {
    const err = cursorError({ field, dir: "asc" }, encodeCursor({ k: "probe", s: `${field}:asc`, v, i: UUID }));
    expect(err.field).toBe("cursor");
  });

  it("refuses null for a field that is never null", () => {
    expect(cursorError({ field: "name", dir: "asc" }, encodeCursor({ k: "probe", s: "name:asc", v: null, i: UUID })).field).toBe("cursor");
  });
});

describe("isSortValueText", () => {
  it.each([
    [{ type: "number", integer: false }, "3.14", true],
    [{ type: "number", integer: false }, "-Infinity", true],
    [{ type: "number", integer: true }, "3.14", false],
    [{ type: "money", integer: false }, "-1", true],
    [{ type: "datetime", integer: false }, "2024-12-31T23:59:59.999999Z", true],
    [{ type: "datetime", integer: false }, "2024-12-31T24:00:00.000000Z", false],
    [{ type: "date", integer: false }, "2023-02-29", false],
    [{ type: "text", integer: false }, "", true],
    [{ type: "tags", integer: false }, "x", false],
  ] as const)("%j %s → %s", (field, v, ok) => expect(isSortValueText(field, v)).toBe(ok));
});

describe("order and seek", () => {
  it("orders by the field then the id, same direction, nulls ranked highest", () => {
    expect(orderBySql(probeList, { field: "qty", dir: "asc" }).map((q) => render(q).sql)).toEqual(['"list_probe"."qty" asc nulls last', '"list_probe"."id" asc']);
    expect(orderBySql(probeList, { field: "qty", dir: "desc" }).map((q) => render(q).sql)).toEqual(['"list_probe"."qty" desc nulls first', '"list_probe"."id" desc']);
  });

  it("a NOT NULL column of the main table seeks with one row comparison (index friendly)", () => {
    expect(render(afterCursorSql(probeList, { field: "name", dir: "asc" }, { v: "Ana", i: UUID }))).toMatchObject({
      sql: '("list_probe"."name", "list_probe"."id") > ($1, $2)',
      params: ["Ana", UUID],
    });
    expect(render(afterCursorSql(probeList, { field: "createdAt", dir: "desc" }, { v: "x", i: UUID })).sql).toBe('("list_probe"."created_at", "list_probe"."id") < ($1, $2)');
  });

  it("a nullable column seeks past the nulls the way the order ranks them", () => {
    const e = '"list_probe"."city"';
    const id = '"list_probe"."id"';
    const seek = (dir: "asc" | "desc", v: string | null) => render(afterCursorSql(probeList, { field: "city", dir }, { v, i: UUID })).sql;
    expect(seek("asc", "X")).toBe(`((${e}, ${id}) > ($1, $2) or ${e} is null)`);
    expect(seek("asc", null)).toBe(`(${e} is null and ${id} > $1)`);
    expect(seek("desc", "X")).toBe(`(${e}, ${id}) < ($1, $2)`);
    expect(seek("desc", null)).toBe(`((${e} is null and ${id} < $1) or ${e} is not null)`);
  });

  it("columns of outer-joined tables and expressions count as nullable", () => {
    expect(probeList.nullable).toMatchObject({ name: false, createdAt: false, amount: false, city: true, qty: true, ownerName: true, nameKey: true });
  });

  it("sort values are read back as exact text: microseconds in UTC, days as ISO", () => {
    expect(render(sortValueText("datetime", probeList.fields.seenAt.column)).sql).toBe(
      `to_char(("list_probe"."seen_at") at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    );
    expect(render(sortValueText("date", probeList.fields.born.column)).sql).toBe(`to_char("list_probe"."born", 'YYYY-MM-DD')`);
    expect(render(sortValueText("money", probeList.fields.amount.column)).sql).toBe(`("list_probe"."amount")::text`);
  });
});
