import { z } from "zod";
import { isCalendarDay } from "./field-bounds";

/** tRPC's infinite queries add `direction` to the input: accepted (and ignored) by every list. */
export const pagingDirection = z.enum(["forward", "backward"]).optional();

export const pageLimit = (fallback = 50) => z.number().int().min(1).max(100, { error: "No máximo 100 por página." }).default(fallback);

/**
 * A timestamp as PostgreSQL writes it (`at::text`: "2026-03-01 14:30:00.123456-03") or as our cursors do
 * ("2026-03-01T17:30:00.123456Z"): a real time on a day within the accepted years. A keyset cursor carries
 * the last row's time as such text (microseconds a JS Date would lose) and the database casts it back; a
 * text it cannot cast ("not a timestamp", "0000-00-00T…") was a 500.
 */
const TIMESTAMP_TEXT = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2})(?::?(\d{2}))?(?::\d{2})?)$/;

export function isTimestampText(text: string): boolean {
  const m = TIMESTAMP_TEXT.exec(text);
  if (!m || !isCalendarDay(m[1]!)) return false;
  const [h, min, s, oh, om] = [m[2], m[3], m[4], m[5] ?? "0", m[6] ?? "0"].map(Number) as [number, number, number, number, number];
  return h < 24 && min < 60 && s < 60 && oh < 16 && om < 60;
}

export const timestampCursorText = z.string().max(40, { error: "Cursor inválido." }).refine(isTimestampText, { error: "Cursor inválido." });

/** A keyset cursor written as JSON.stringify([sort text, uuid]) (commission rules by name). */
export function isTextIdCursor(cursor: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(cursor);
  } catch {
    return false;
  }
  return (
    Array.isArray(parsed) &&
    parsed.length === 2 &&
    typeof parsed[0] === "string" &&
    parsed[0].length <= 160 &&
    z.uuid().safeParse(parsed[1]).success
  );
}
