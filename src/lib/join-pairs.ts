/**
 * SPEC §3: "A helper joins the key:value pairs of an object with a separator".
 * joinPairs({ a: 1, b: "x" }) → "a:1, b:x".
 *
 * Rendering of values, in the object's own key order:
 * - undefined and functions are skipped (as JSON does);
 * - null → "null"; strings as they are; numbers, booleans, bigints and symbols via String();
 * - a valid Date → its ISO string, an invalid one → "Invalid Date";
 * - arrays and other objects → JSON (bigints inside as strings); a value JSON cannot encode
 *   (a circular object) → String(value).
 */
export function joinPairs(obj: Record<string, unknown>, separator = ", ", pairSeparator = ":"): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(obj)) {
    if (value === undefined || typeof value === "function") continue;
    pairs.push(`${key}${pairSeparator}${renderValue(value)}`);
  }
  return pairs.join(separator);
}

function renderValue(value: unknown): string {
  if (value === null) return "null";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "Invalid Date" : value.toISOString();
  if (typeof value !== "object") return String(value);
  try {
    return JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? v.toString() : v)) ?? String(value);
  } catch {
    return String(value);
  }
}
