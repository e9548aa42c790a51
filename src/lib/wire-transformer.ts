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

// Shared, never mutated: the annotations only ever go to JSON.stringify.
const DATE: Annotation = ["Date"];
const BIGINT: Annotation = ["bigint"];
const NUMBER: Annotation = ["number"];
const UNDEFINED: Annotation = ["undefined"];

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const pad3 = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);
const DAY_MS = 86_400_000;

/**
 * Date#toISOString, computed from the epoch milliseconds (days to civil date, H. Hinnant's algorithm): V8's
 * own takes ~1.5 µs a call on the servers here, and a 50-row page carries ~200 instants. Years outside
 * 0–9999 (written ±YYYYYY) are left to toISOString.
 */
export function isoString(date: Date): string {
  const t = date.getTime();
  const ms = ((t % DAY_MS) + DAY_MS) % DAY_MS;
  const z = (t - ms) / DAY_MS + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 0 || year > 9999) return date.toISOString();
  const yyyy = year < 1000 ? `${year}`.padStart(4, "0") : `${year}`;
  return `${yyyy}-${pad2(month)}-${pad2(day)}T${pad2(Math.floor(ms / 3_600_000))}:${pad2(Math.floor(ms / 60_000) % 60)}:${pad2(Math.floor(ms / 1000) % 60)}.${pad3(ms % 1000)}Z`;
}

/** Written as they are, with no annotation: most of a row. The path is then never built. */
function isVerbatim(value: unknown): boolean {
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return numberAnnotation(value) === null;
    default:
      return value === null;
  }
}

/** The value as JSON, its special values noted in `out` under their escaped dotted path. */
function walk(value: unknown, path: string, out: Annotations, seen: Set<object>): unknown {
  switch (typeof value) {
    case "string":
    case "boolean":
      return value;
    case "number": {
      const special = numberAnnotation(value);
      if (special === null) return value;
      out[path] = NUMBER;
      return special;
    }
    case "bigint":
      out[path] = BIGINT;
      return value.toString();
    case "undefined":
      out[path] = UNDEFINED;
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
    out[path] = DATE;
    return isoString(value);
  }
  const prefix = path === ROOT ? "" : `${path}.`;
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) throw NOT_PLAIN;
    const result = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) throw NOT_PLAIN; // a hole: superjson skips it, we would write undefined
      const item: unknown = value[i];
      result[i] = isVerbatim(item) ? item : walk(item, prefix + i, out, seen);
    }
    return result;
  }
  if (!isPlainObject(value)) throw NOT_PLAIN;
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_KEYS.has(key)) throw NOT_PLAIN; // superjson refuses these with its own error
    const item = (value as Record<string, unknown>)[key];
    result[key] = isVerbatim(item) ? item : walk(item, prefix + escapeKey(key), out, seen);
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
