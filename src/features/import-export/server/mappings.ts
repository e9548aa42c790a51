import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { importMappings } from "~/server/db/schema";
import { normalizeHeader, suggestMapping, type ImportColumn, type ImportMapping } from "../columns";

/** A mapping by header index → the same mapping by normalised header name, to remember across files. */
export function mappingByName(mapping: ImportMapping, headers: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, index] of Object.entries(mapping as Record<string, number | null | undefined>)) {
    if (typeof index !== "number") continue;
    const name = normalizeHeader(headers[index] ?? "");
    if (name !== "") out[key] = name;
  }
  return out;
}

/** A remembered mapping applied to a new file's headers; null when any remembered header is missing there. */
export function mappingFromNames(byName: Record<string, string>, headers: readonly string[], columns: readonly ImportColumn[]): ImportMapping | null {
  const normalized = headers.map(normalizeHeader);
  const mapping: Record<string, number> = {};
  const known = new Set(columns.map((c) => c.key));
  for (const [key, name] of Object.entries(byName)) {
    if (!known.has(key)) continue;
    const index = normalized.indexOf(name);
    if (index === -1) return null;
    mapping[key] = index;
  }
  return Object.keys(mapping).length > 0 ? mapping : null;
}

export async function loadRememberedMapping(db: DbOrTx, userId: string, listKey: string): Promise<Record<string, string> | null> {
  const [row] = await db
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(and(eq(importMappings.userId, userId), eq(importMappings.listKey, listKey)))
    .limit(1);
  return row?.mapping ?? null;
}

export async function saveMapping(db: DbOrTx, userId: string, listKey: string, byName: Record<string, string>): Promise<void> {
  await db
    .insert(importMappings)
    .values({ userId, listKey, mapping: byName })
    .onConflictDoUpdate({ target: [importMappings.userId, importMappings.listKey], set: { mapping: byName, updatedAt: sql`now()` } });
}

export interface InitialMapping {
  readonly mapping: ImportMapping;
  readonly source: "remembered" | "suggested";
}

/**
 * The user's remembered mapping when the new file has all its headers, otherwise a suggestion from the headers.
 * Columns the remembered mapping does not cover (the file gained a column) still get the suggestion, on headers
 * the remembered mapping left free.
 */
export async function initialMapping(db: DbOrTx, userId: string, listKey: string, headers: readonly string[], columns: readonly ImportColumn[]): Promise<InitialMapping> {
  const remembered = await loadRememberedMapping(db, userId, listKey);
  const applied = remembered ? mappingFromNames(remembered, headers, columns) : null;
  const suggested = suggestMapping(headers, columns) as Record<string, number | null | undefined>;
  if (!applied) return { mapping: suggested, source: "suggested" };
  const merged = { ...applied } as Record<string, number | null | undefined>;
  const used = new Set(Object.values(merged));
  for (const [key, index] of Object.entries(suggested)) {
    if (merged[key] === undefined && typeof index === "number" && !used.has(index)) {
      merged[key] = index;
      used.add(index);
    }
  }
  return { mapping: merged, source: "remembered" };
}
