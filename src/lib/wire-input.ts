import { deserialize, type WireValue } from "./wire-transformer";

/**
 * The server's reading of a request's `{ json, meta }`: its shape is checked before superjson sees it.
 *
 * superjson trusts its `meta` as its own output: an annotation `["class", "Foo"]` recursed until the stack
 * overflowed (~0.55 s of the server's one thread per request, measured by an outside probe), `["bigint"]` on
 * "12x" or a `referentialEqualities` of the wrong type threw parser texts that reached the client. Our client
 * only ever sends plain values with Dates, bigints, undefined and special numbers (wire-transformer.ts), so
 * anything else is refused here, in one cheap iterative pass, with bounded depth and size.
 */

/** A request superjson must not read: the reason is for the log, never for the client. */
export class MalformedInputError extends Error {
  constructor(readonly detail: string) {
    super(`malformed input: ${detail}`);
    this.name = "MalformedInputError";
  }
}

/** Deeper than any input of ours (commission terms are the deepest, at 5); JSON 6 000 levels deep is refused. */
export const MAX_INPUT_DEPTH = 32;
const MAX_ANNOTATIONS = 10_000;
const MAX_PATH_LENGTH = 1_000;
/** The annotations wire-transformer.ts writes for inputs; Map, Set, classes, symbols and custom types are never sent. */
const ANNOTATION_TYPES = new Set(["Date", "bigint", "undefined", "number"]);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Depth of a JSON value, counted without recursion; stops once past `max`. */
function depthExceeds(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== "object" || node === null) continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (typeof child === "object" && child !== null) stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** superjson's annotation tree: `[type, children?]` leaves, objects of path → subtree. Null when it is well formed. */
function annotationProblem(values: unknown): string | null {
  const stack: [unknown, number][] = [[values, 0]];
  let count = 0;
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (++count > MAX_ANNOTATIONS) return "too many annotations";
    if (depth > MAX_INPUT_DEPTH) return "annotations too deep";
    if (Array.isArray(node)) {
      const [type, children, ...rest] = node as unknown[];
      if (typeof type !== "string" || !ANNOTATION_TYPES.has(type) || rest.length > 0) return `annotation ${String(type).slice(0, 40)} not accepted`;
      if (children === undefined) continue;
      if (!isRecord(children)) return "annotation children not an object";
      for (const [key, child] of Object.entries(children)) {
        if (key.length > MAX_PATH_LENGTH) return "annotation path too long";
        stack.push([child, depth + 1]);
      }
      continue;
    }
    if (!isRecord(node)) return "annotation node not an object or array";
    for (const [key, child] of Object.entries(node)) {
      if (key.length > MAX_PATH_LENGTH) return "annotation path too long";
      stack.push([child, depth + 1]);
    }
  }
  return null;
}

const isPathList = (v: unknown): boolean =>
  Array.isArray(v) && v.length <= MAX_ANNOTATIONS && v.every((p) => typeof p === "string" && p.length <= MAX_PATH_LENGTH);
const isPathTable = (v: unknown): boolean => isRecord(v) && Object.keys(v).length <= MAX_ANNOTATIONS && Object.values(v).every(isPathList);

/** What is wrong with a transported input, or null when superjson may read it. */
export function wireInputProblem(payload: unknown): string | null {
  if (!isRecord(payload)) return "not an object";
  for (const key of Object.keys(payload)) if (key !== "json" && key !== "meta") return "unknown key";
  if (depthExceeds(payload.json, MAX_INPUT_DEPTH)) return `json deeper than ${MAX_INPUT_DEPTH}`;
  const meta = payload.meta;
  if (meta === undefined) return null;
  if (!isRecord(meta)) return "meta not an object";
  for (const key of Object.keys(meta)) if (key !== "values" && key !== "referentialEqualities" && key !== "v") return "meta: unknown key";
  if (meta.v !== undefined && typeof meta.v !== "number") return "meta.v not a number";
  if (meta.values !== undefined) {
    const problem = annotationProblem(meta.values);
    if (problem) return `meta.values: ${problem}`;
  }
  const refs = meta.referentialEqualities;
  if (refs !== undefined) {
    const ok = Array.isArray(refs) ? refs.length <= 2 && isPathList(refs[0]) && (refs[1] === undefined || isPathTable(refs[1])) : isPathTable(refs);
    if (!ok) return "meta.referentialEqualities malformed";
  }
  return null;
}

/** An input as the procedure receives it; MalformedInputError when it is not what our client sends. */
export function deserializeInput<T = unknown>(payload: unknown): T {
  const problem = wireInputProblem(payload);
  if (problem) throw new MalformedInputError(problem);
  try {
    return deserialize<T>(payload as WireValue);
  } catch (error) {
    // Still possible on a well-formed shape: a bigint annotation on "12x", an annotation path that names nothing.
    throw new MalformedInputError(error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 200) : "unreadable");
  }
}
