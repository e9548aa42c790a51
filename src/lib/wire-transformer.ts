import superjson from "superjson";

/**
 * tRPC's transformer: superjson's wire format, written by a faster serializer.
 *
 * superjson's own serializer records the identity and path of every object it meets (to restore shared
 * references) and builds a nested annotation tree per level: on a 50-row list page it was ~1,9 ms of a
 * call's ~6 ms of server CPU (measured with --cpu-prof on leads.list). Our payloads are plain rows: objects,
 * arrays, strings, numbers, booleans, null, Dates and bigints. Those are written here in one pass, with the
 * same `{ json, meta: { values, v } }` that superjson writes, so superjson.deserialize (client and server)
 * reads them unchanged. Anything else (Map, Set, class instances, shared or circular references, sparse
 * arrays, invalid Dates, keys superjson refuses) is handed to superjson whole, so the output is always what
 * superjson would have read from its own output: wire-transformer.test.ts checks on random values that both
 * read back the same, and that the JSON is superjson's own (the order of annotation keys aside) whenever
 * superjson has no reference to record (it also notes equal bigints as "shared references", which read back
 * the same either way).
 */

type Annotation = [string];
type Annotations = Record<string, Annotation>;

class NotPlain extends Error {}
const NOT_PLAIN = new NotPlain();
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

function escapeKey(key: string): string {
  return key.indexOf(".") === -1 && key.indexOf("\\") === -1 ? key : key.replace(/\\/g, "\\\\").replace(/\./g, "\\.");
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function numberAnnotation(n: number): string | null {
  if (Number.isNaN(n)) return "NaN";
  if (n === Infinity) return "Infinity";
  if (n === -Infinity) return "-Infinity";
  if (n === 0 && 1 / n < 0) return "-0";
  return null;
}

/** The root's own annotation (a Date or bigint sent alone); every other path has at least one segment. */
const ROOT = "\u0000root";

/** The value as JSON, its special values noted in `out` under their escaped dotted path. */
function walk(value: unknown, path: string, out: Annotations, seen: Set<object>): unknown {
  switch (typeof value) {
    case "string":
    case "boolean":
      return value;
    case "number": {
      const special = numberAnnotation(value);
      if (special === null) return value;
      out[path] = ["number"];
      return special;
    }
    case "bigint":
      out[path] = ["bigint"];
      return value.toString();
    case "undefined":
      out[path] = ["undefined"];
      return null;
    case "object":
      break;
    default:
      throw NOT_PLAIN; // symbol, function
  }
  if (value === null) return null;
  if (seen.has(value)) throw NOT_PLAIN; // superjson records shared references: let it
  seen.add(value);
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw NOT_PLAIN;
    out[path] = ["Date"];
    return value.toISOString();
  }
  const prefix = path === ROOT ? "" : `${path}.`;
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) throw NOT_PLAIN;
    const result = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) throw NOT_PLAIN; // a hole: superjson skips it, we would write undefined
      result[i] = walk(value[i], prefix + i, out, seen);
    }
    return result;
  }
  if (!isPlainObject(value)) throw NOT_PLAIN;
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_KEYS.has(key)) throw NOT_PLAIN; // superjson refuses these with its own error
    result[key] = walk((value as Record<string, unknown>)[key], prefix + escapeKey(key), out, seen);
  }
  return result;
}

export interface WireValue {
  json: unknown;
  meta?: { values?: Annotations | Annotation; referentialEqualities?: unknown; v: number };
}

export function serialize(value: unknown): WireValue {
  const annotations: Annotations = {};
  let json: unknown;
  try {
    json = walk(value, ROOT, annotations, new Set());
  } catch (error) {
    if (error === NOT_PLAIN) return superjson.serialize(value) as WireValue;
    throw error;
  }
  const root = annotations[ROOT];
  if (root) return { json, meta: { values: root, v: 1 } };
  for (const _ in annotations) return { json, meta: { values: annotations, v: 1 } };
  return { json };
}

export function deserialize<T = unknown>(payload: WireValue): T {
  return superjson.deserialize<T>(payload as Parameters<typeof superjson.deserialize>[0]);
}

export const wireTransformer = { serialize, deserialize };
