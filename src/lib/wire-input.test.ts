import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deserializeInput, MalformedInputError, MAX_INPUT_DEPTH, wireInputProblem } from "./wire-input";
import { serialize } from "./wire-transformer";

const overTheWire = (v: unknown): unknown => JSON.parse(JSON.stringify(serialize(v)));

/** What our client sends as an input: plain values with Dates, bigints, undefined and special numbers. */
const leaf = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.bigInt(), fc.date({ noInvalidDate: true }));
const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small" }, leaf, tie("array"), tie("object")),
  array: fc.array(tie("value"), { maxLength: 4 }),
  object: fc.dictionary(fc.string().filter((k) => !["__proto__", "constructor", "prototype"].includes(k)), tie("value"), { maxKeys: 4 }),
}));

const nested = (depth: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};

describe("reading a request's input", () => {
  it("accepts whatever our client writes, and reads it as superjson would", () => {
    fc.assert(
      fc.property(value, (v) => {
        const payload = overTheWire(v);
        expect(wireInputProblem(payload)).toBeNull();
        expect(deserializeInput(payload)).toStrictEqual(deserializeInput(overTheWire(v)));
      }),
      { numRuns: 1000 },
    );
    expect(deserializeInput(overTheWire({ at: new Date(0), amount: 12n }))).toEqual({ at: new Date(0), amount: 12n });
  });

  it.each([
    ["a class annotation", { json: { a: 1 }, meta: { values: { a: ["class", "Foo"] }, v: 1 } }],
    ["a class at the root", { json: 1, meta: { values: ["class", "Foo"], v: 1 } }],
    ["a custom annotation", { json: { a: 1 }, meta: { values: { a: ["custom", "x"] }, v: 1 } }],
    ["a Set", { json: { a: [] }, meta: { values: { a: ["set"] }, v: 1 } }],
    ["a bigint that is not one", { json: { a: "12x" }, meta: { values: { a: ["bigint"] }, v: 1 } }],
    ["equalities of numbers", { json: { a: 1 }, meta: { referentialEqualities: { a: 1 }, v: 1 } }],
    ["a root of equalities that is not a list", { json: { a: 1 }, meta: { referentialEqualities: [1], v: 1 } }],
    ["a number as meta", { json: 1, meta: 1 }],
    ["a number as the payload", 1],
    ["an unknown key", { json: 1, extra: true }],
    [`JSON deeper than ${MAX_INPUT_DEPTH}`, { json: nested(MAX_INPUT_DEPTH + 1) }],
  ])("refuses %s quickly, with the reason for the log", (_, payload) => {
    const started = performance.now();
    expect(() => deserializeInput(payload)).toThrow(MalformedInputError);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it("reads JSON as deep as any input of ours", () => {
    expect(deserializeInput({ json: nested(MAX_INPUT_DEPTH - 1) })).toEqual(nested(MAX_INPUT_DEPTH - 1));
  });

  it("refuses 6 000 levels without recursing", () => {
    expect(wireInputProblem({ json: nested(6000) })).toMatch(/deeper/);
  });
});
