import fc from "fast-check";
import superjson from "superjson";
import { describe, expect, it, vi } from "vitest";
import { deserialize, isoString, serialize } from "./wire-transformer";

/** What the other side reads: the payload goes through JSON on the wire. */
const overTheWire = (payload: unknown) => deserialize(JSON.parse(JSON.stringify(payload)));

const key = fc.oneof(fc.string(), fc.constantFrom("a.b", "a\\b", "a\\.b", ".", "0", "items", "")).filter((k) => !["__proto__", "constructor", "prototype"].includes(k));
const leaf = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(NaN, Infinity, -Infinity, -0, 0),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.bigInt(),
  fc.date(),
);
const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small", withCrossShrink: true }, leaf, tie("array"), tie("object")),
  array: fc.array(tie("value"), { maxLength: 5 }),
  object: fc.dictionary(key, tie("value"), { maxKeys: 5 }),
}));

describe("wire transformer (superjson's format, faster)", () => {
  it("reads back exactly what superjson's own output reads back, for any value", () => {
    fc.assert(
      fc.property(value, (v) => {
        expect(overTheWire(serialize(v))).toStrictEqual(overTheWire(superjson.serialize(v)));
      }),
      { numRuns: 2000 },
    );
  });

  it("writes superjson's JSON (its annotations' key order aside) whenever superjson has no shared reference to note", () => {
    fc.assert(
      fc.property(value, (v) => {
        const theirs = superjson.serialize(v);
        fc.pre(!theirs.meta?.referentialEqualities);
        expect(JSON.parse(JSON.stringify(serialize(v)))).toEqual(JSON.parse(JSON.stringify(theirs)));
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps a list page's Dates, centavos and missing values", () => {
    const page = { items: [{ id: "1", createdAt: new Date("2026-01-31T22:30:00-03:00"), amount: 123456789012345n, note: undefined, "a.b": null }], nextCursor: null };
    const slow = vi.spyOn(superjson, "serialize");
    const wire = serialize(page);
    expect(slow).not.toHaveBeenCalled(); // the plain rows take the fast path
    slow.mockRestore();
    expect(wire.meta).toEqual({ values: { "items.0.createdAt": ["Date"], "items.0.amount": ["bigint"], "items.0.note": ["undefined"] }, v: 1 });
    expect(overTheWire(wire)).toStrictEqual(page);
  });

  it("a value at the root is annotated as superjson does", () => {
    expect(serialize(new Date(0))).toEqual({ json: "1970-01-01T00:00:00.000Z", meta: { values: ["Date"], v: 1 } });
    expect(serialize(5n)).toEqual(superjson.serialize(5n));
    expect(serialize(undefined)).toEqual(superjson.serialize(undefined));
    expect(serialize({ a: 1 })).toEqual({ json: { a: 1 } });
  });

  it("hands shared references, Maps, Sets, class instances and holes to superjson", () => {
    const shared = { x: 1 };
    const when = new Date(0);
    class Money {
      constructor(readonly cents: number) {}
    }
    for (const v of [{ a: shared, b: shared }, { a: when, b: when }, { m: new Map([["k", 1]]) }, { s: new Set([1]) }, { c: new Money(1) }, [1, , 3], { r: /x/g }]) {
      expect(serialize(v)).toEqual(superjson.serialize(v));
    }
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(serialize(cyclic)).toEqual(superjson.serialize(cyclic));
  });

  it("refuses the prototype-polluting keys as superjson does", () => {
    const bad = JSON.parse('{"__proto__": {"x": 1}}') as unknown;
    expect(() => serialize(bad)).toThrow(/prototype pollution/);
  });

  it("writes every instant as Date#toISOString does", () => {
    fc.assert(fc.property(fc.date({ noInvalidDate: true }), (d) => isoString(d) === d.toISOString()), { numRuns: 5000 });
    const edges = [-62_167_219_200_000, -62_167_219_200_001, 253_402_300_799_999, 253_402_300_800_000, 951_782_400_000, -1, 0, 8.64e15, -8.64e15];
    for (const t of edges) expect(isoString(new Date(t))).toBe(new Date(t).toISOString());
  });
});
