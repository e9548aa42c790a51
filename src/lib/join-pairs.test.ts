import { describe, expect, it } from "vitest";
import { joinPairs } from "./join-pairs";

describe("joinPairs", () => {
  it("joins key:value pairs with ', ' by default", () => {
    expect(joinPairs({ a: 1, b: "x" })).toBe("a:1, b:x");
  });

  it("keeps the object's key order", () => {
    expect(joinPairs({ z: 1, a: 2, m: 3 })).toBe("z:1, a:2, m:3");
  });

  it("takes a custom separator and pair separator", () => {
    expect(joinPairs({ a: 1, b: 2 }, "; ")).toBe("a:1; b:2");
    expect(joinPairs({ a: 1, b: 2 }, "&", "=")).toBe("a=1&b=2");
    expect(joinPairs({ a: 1, b: 2 }, "", "")).toBe("a1b2");
  });

  it("gives an empty string for an empty object", () => {
    expect(joinPairs({})).toBe("");
  });

  it("skips undefined values and functions", () => {
    expect(joinPairs({ a: undefined, b: 1, c: () => 1, d: undefined })).toBe("b:1");
    expect(joinPairs({ a: undefined })).toBe("");
  });

  it("renders null as 'null'", () => {
    expect(joinPairs({ a: null, b: 1 })).toBe("a:null, b:1");
  });

  it.each([
    [{ s: "" }, "s:"],
    [{ s: "com, vírgula" }, "s:com, vírgula"],
    [{ n: 0 }, "n:0"],
    [{ n: -1.5 }, "n:-1.5"],
    [{ n: Number.NaN }, "n:NaN"],
    [{ b: true, f: false }, "b:true, f:false"],
    [{ big: 12345678901234567890n }, "big:12345678901234567890"],
    [{ sym: Symbol("x") }, "sym:Symbol(x)"],
  ])("renders primitives: %o → %j", (obj, expected) => {
    expect(joinPairs(obj)).toBe(expected);
  });

  it("renders a Date as its ISO string", () => {
    expect(joinPairs({ at: new Date("2026-01-31T22:00:00Z") })).toBe("at:2026-01-31T22:00:00.000Z");
    expect(joinPairs({ at: new Date(Number.NaN) })).toBe("at:Invalid Date");
  });

  it("renders nested objects and arrays as JSON", () => {
    expect(joinPairs({ o: { x: 1, y: [1, "a"] } })).toBe('o:{"x":1,"y":[1,"a"]}');
    expect(joinPairs({ arr: [1, 2] })).toBe("arr:[1,2]");
    expect(joinPairs({ o: { u: undefined, n: null } })).toBe('o:{"n":null}');
    expect(joinPairs({ o: {} })).toBe("o:{}");
  });

  it("renders bigints inside nested values as strings", () => {
    expect(joinPairs({ o: { amount: 10n } })).toBe('o:{"amount":"10"}');
  });

  it("does not throw on a circular object", () => {
    const circular: Record<string, unknown> = { a: 1 };
    circular.self = circular;
    expect(joinPairs({ c: circular, b: 2 })).toBe("c:[object Object], b:2");
  });

  it("ignores inherited and symbol keys", () => {
    const obj = Object.create({ inherited: 1 }) as Record<string, unknown>;
    obj.own = 2;
    expect(joinPairs(obj)).toBe("own:2");
    expect(joinPairs({ [Symbol("k")]: 1, a: 2 })).toBe("a:2");
  });
});
