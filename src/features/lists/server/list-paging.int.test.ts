import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import type { Db, DbHandle } from "~/server/db/client";
import type { ListSort } from "../list.schemas";
import { encodeCursor, type CursorPayload } from "./keyset";
import { probeOwner } from "./list-probe.fixture";
import { allPages, createProbeTables, probeCaller } from "./probe-caller.fixture";

let handle: DbHandle;
let db: Db;
const O1 = "11111111-1111-4111-8111-111111111111";
const O2 = "22222222-2222-4222-8222-222222222222";
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Rows marked with a tag, full of ties (same instant, same names, same amounts) and nulls. */
async function insertMarked(marker: string, n: number, start = 1): Promise<void> {
  await db.execute(sql`
    insert into list_probe (name, city, qty, score, amount, born, seen_at, created_at, status, active, tags, owner_id)
    select (array['Ana','ana','Álvaro','Bruno','bruno','Zé'])[g % 6 + 1],
           case when g % 4 = 0 then null else (array['São Paulo','Campinas','Santos'])[g % 3 + 1] end,
           case when g % 5 = 0 then null else g % 7 end,
           case when g % 6 = 0 then null else (g % 4) * 0.5 - 1 end,
           9007199254740990 + g % 4,
           case when g % 7 = 0 then null else date '2000-01-01' + g % 3 end,
           case when g % 8 = 0 then null else timestamptz '2024-06-01 12:00:00.123+00' + make_interval(secs => (g % 5) / 1000000.0) end,
           timestamptz '2024-06-01 12:00:00.5+00',
           (array['proposta','ativa','cancelada','encerrada'])[g % 4 + 1],
           g % 2 = 0,
           array[${marker}]::text[],
           case g % 3 when 0 then null when 1 then ${O1}::uuid else ${O2}::uuid end
    from generate_series(${start}::int, ${start + n - 1}::int) g`);
}

const EXPR: Record<string, string> = {
  name: "p.name",
  city: "p.city",
  qty: "p.qty",
  score: "p.score",
  amount: "p.amount",
  born: "p.born",
  seenAt: "p.seen_at",
  createdAt: "p.created_at",
  status: "p.status",
  active: "p.active",
  ownerId: "p.owner_id",
  ownerName: "o.name",
  nameKey: "f_unaccent(lower(p.name))",
};

/** The whole list in one ORDER BY, straight from the database: what paging must reproduce. */
async function referenceOrder(marker: string, sort: ListSort): Promise<string[]> {
  const dir = sort.dir === "asc" ? "asc nulls last" : "desc nulls first";
  const result = await db.execute(
    sql.raw(
      `select p.id::text as id from list_probe p left join list_probe_owner o on o.id = p.owner_id where '${marker}' = any(p.tags) order by ${EXPR[sort.field]} ${dir}, p.id ${sort.dir}`,
    ),
  );
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

const pagesOf = (marker: string, sort: ListSort, limit: number) =>
  allPages((cursor) => probeCaller(db).checked({ filters: [{ field: "tags", operand: "hasAny", value: [marker] }], sort, limit, cursor }), limit);

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  await createProbeTables(db);
  await db.insert(probeOwner).values([
    { id: O1, name: "Ana Owner" },
    { id: O2, name: "Bruno Owner" },
  ]);
  await insertMarked("sort", 60);
});
afterAll(async () => {
  await handle?.close();
});

describe("sorting and keyset paging", () => {
  const sorts = Object.keys(EXPR).flatMap((field) => (["asc", "desc"] as const).map((dir) => [field, dir] as const));

  it.each(sorts)("%s %s: every row exactly once, in the database's order, at any page size", async (field, dir) => {
    const sort = { field, dir };
    const expected = await referenceOrder("sort", sort);
    expect(expected).toHaveLength(60);
    for (const limit of [1, 7, 25, 100]) {
      const { items, pages } = await pagesOf("sort", sort, limit);
      expect(items.map((i) => i.id)).toEqual(expected);
      expect(pages).toBe(Math.max(1, Math.ceil(60 / limit)));
    }
  });

  it("nulls come last ascending and first descending", async () => {
    const asc = (await pagesOf("sort", { field: "qty", dir: "asc" }, 9)).items.map((i) => i.qty);
    const desc = (await pagesOf("sort", { field: "qty", dir: "desc" }, 9)).items.map((i) => i.qty);
    const nulls = asc.filter((q) => q === null).length;
    expect(nulls).toBe(12);
    expect(asc.slice(-nulls).every((q) => q === null)).toBe(true);
    expect(desc.slice(0, nulls).every((q) => q === null)).toBe(true);
    const values = asc.slice(0, -nulls) as number[];
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(desc.slice(nulls)).toEqual([...values].reverse());
  });

  it("bigints past 2^53 sort and page exactly", async () => {
    const { items } = await pagesOf("sort", { field: "amount", dir: "desc" }, 4);
    const amounts = items.map((i) => i.amount);
    expect(new Set(amounts.map(String))).toEqual(new Set(["9007199254740990", "9007199254740991", "9007199254740992", "9007199254740993"]));
    for (let i = 1; i < amounts.length; i++) expect(amounts[i - 1]! >= amounts[i]!).toBe(true);
  });

  it("timestamps a microsecond apart inside one millisecond page without loss or repetition", async () => {
    const { items } = await pagesOf("sort", { field: "seenAt", dir: "asc" }, 1);
    const micro = await db.execute(sql`select count(distinct seen_at)::int as n, count(distinct date_trunc('milliseconds', seen_at))::int as ms from list_probe where 'sort' = any(tags)`);
    expect(rowsOf(micro)[0]).toEqual({ n: 5, ms: 1 });
    expect(new Set(items.map((i) => i.id)).size).toBe(60);
  });

  it("the default sort is used when none is given", async () => {
    const expected = await referenceOrder("sort", { field: "createdAt", dir: "desc" });
    const { items } = await allPages((cursor) => probeCaller(db).checked({ filters: [{ field: "tags", operand: "hasAny", value: ["sort"] }], limit: 8, cursor }), 8);
    expect(items.map((i) => i.id)).toEqual(expected);
  });

  it("a cursor keeps working after the row it was taken from is deleted", async () => {
    await insertMarked("gone", 10);
    const sort: ListSort = { field: "name", dir: "asc" };
    const before = await referenceOrder("gone", sort);
    const filters = [{ field: "tags", operand: "hasAny" as const, value: ["gone"] }];
    const first = await probeCaller(db).checked({ filters, sort, limit: 4 });
    await db.execute(sql`delete from list_probe where id = ${first.items[3]!.id}`);
    const rest = await allPages((cursor) => probeCaller(db).checked({ filters, sort, limit: 4, cursor: cursor ?? first.nextCursor }), 4);
    expect([...first.items, ...rest.items].map((i) => i.id)).toEqual(before);
  });
});

/** A tiny seeded PRNG so that a failure can be replayed. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

async function insertRandom(marker: string, rnd: () => number, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let k = 0; k < n; k++) {
    const micro = Math.floor(rnd() * 12) - 3;
    const seen = rnd() < 0.2 ? null : `2024-06-01 12:00:00.123${String(Math.max(0, micro)).padStart(3, "0")}+00`;
    const owner = [O1, O2, null][Math.floor(rnd() * 3)]!;
    const r = await db.execute(sql`
      insert into list_probe (name, amount, seen_at, created_at, status, active, tags, owner_id)
      values ('Novo', ${String(9007199254740989n + BigInt(Math.floor(rnd() * 6)))}, ${seen}::timestamptz, now(), 'ativa', true, array[${marker}]::text[], ${owner}::uuid)
      returning id::text as id`);
    ids.push(rowsOf<{ id: string }>(r)[0]!.id);
  }
  return ids;
}

describe("keyset paging while rows are being inserted", () => {
  const sorts: ListSort[] = [
    { field: "seenAt", dir: "asc" },
    { field: "seenAt", dir: "desc" },
    { field: "amount", dir: "desc" },
    { field: "amount", dir: "asc" },
    { field: "ownerName", dir: "asc" },
  ];

  it.each(sorts)("between page fetches, sort %j: originals once, order kept, new rows after the cursor seen", async (sort) => {
    const marker = `conc-${sort.field}-${sort.dir}`;
    await insertMarked(marker, 40);
    const originals = await referenceOrder(marker, sort);
    const rnd = prng(originals.length + sort.field.length);
    const filters = [{ field: "tags", operand: "hasAny" as const, value: [marker] }];
    const seen: string[] = [];
    const inserted: { id: string; afterPage: string }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { items: { id: string }[]; nextCursor: string | null } = await probeCaller(db).checked({ filters, sort, limit: 6, cursor });
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
      if (cursor) for (const id of await insertRandom(marker, rnd, 4)) inserted.push({ id, afterPage: seen[seen.length - 1]! });
      expect(++pages).toBeLessThan(100);
    } while (cursor);

    const final = await referenceOrder(marker, sort);
    const position = new Map(final.map((id, i) => [id, i]));
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of originals) expect(seen.filter((s) => s === id)).toHaveLength(1);
    const positions = seen.map((id) => position.get(id)!);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const row of inserted) {
      expect(seen.includes(row.id)).toBe(position.get(row.id)! > position.get(row.afterPage)!);
    }
    // The test means something: some new rows landed after the cursor, some before it.
    expect(inserted.some((r) => seen.includes(r.id))).toBe(true);
    expect(inserted.some((r) => !seen.includes(r.id))).toBe(true);
  });

  it("with inserts racing the page fetches: no row twice, every original row once, order kept", async () => {
    const marker = "race";
    const sort: ListSort = { field: "seenAt", dir: "asc" };
    await insertMarked(marker, 50);
    const originals = await referenceOrder(marker, sort);
    const rnd = prng(7);
    const filters = [{ field: "tags", operand: "hasAny" as const, value: [marker] }];
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const [page]: [{ items: { id: string }[]; nextCursor: string | null }, unknown] = await Promise.all([probeCaller(db).checked({ filters, sort, limit: 5, cursor }), insertRandom(marker, rnd, 3)]);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    const final = await referenceOrder(marker, sort);
    const position = new Map(final.map((id, i) => [id, i]));
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of originals) expect(seen).toContain(id);
    const positions = seen.map((id) => position.get(id)!);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

describe("bad cursors → BAD_REQUEST on cursor, never a 500", () => {
  const filters = [{ field: "tags", operand: "hasAny" as const, value: ["sort"] }];
  it("garbage, edits and cursors of another sort", async () => {
    const page = await probeCaller(db).checked({ filters, sort: { field: "amount", dir: "asc" }, limit: 5 });
    const payload = JSON.parse(Buffer.from(page.nextCursor!, "base64url").toString()) as CursorPayload;
    const cursors = [
      "garbage!",
      "eyJub3QiOiJhIGN1cnNvciJ9",
      encodeCursor({ ...payload, v: "99999999999999999999" }),
      encodeCursor({ ...payload, i: "not-a-uuid" }),
      encodeCursor({ ...payload, s: "amount:desc" }),
    ];
    for (const cursor of cursors) {
      const err = await failureOf(probeCaller(db).checked({ filters, sort: { field: "amount", dir: "asc" }, limit: 5, cursor }));
      expect(err.code).toBe("BAD_REQUEST");
      expect(fieldsOf(err)).toEqual(["cursor"]);
    }
    const otherSort = await failureOf(probeCaller(db).checked({ filters, sort: { field: "name", dir: "asc" }, cursor: page.nextCursor }));
    expect(fieldsOf(otherSort)).toEqual(["cursor"]);
  });
});

describe("countCapped", () => {
  beforeAll(async () => {
    await db.execute(sql`
      insert into list_probe (name, qty, amount, created_at, status, active, tags)
      select 'Lote ' || g, g, g, now(), 'ativa', true, array['bulk']::text[] from generate_series(1, 10050) g`);
  });
  const bulk = { field: "tags", operand: "hasAny" as const, value: ["bulk"] };

  it.each([
    ["all 10 050 rows", [], { count: 10000, capped: true }],
    ["exactly 10 000", [{ field: "qty", operand: "lte" as const, value: 10000 }], { count: 10000, capped: false }],
    ["10 001", [{ field: "qty", operand: "lte" as const, value: 10001 }], { count: 10000, capped: true }],
    ["9 999", [{ field: "qty", operand: "lte" as const, value: 9999 }], { count: 9999, capped: false }],
    ["a few", [{ field: "qty", operand: "between" as const, value: [10, 14] }], { count: 5, capped: false }],
    ["none", [{ field: "qty", operand: "gt" as const, value: 20000 }], { count: 0, capped: false }],
  ])("%s", async (_name, filters, expected) => {
    expect(await probeCaller(db).count({ filters: [bulk, ...filters] })).toEqual(expected);
  });

  it("counts with the search and ignores cursor and sort", async () => {
    expect(await probeCaller(db).count({ filters: [bulk], search: "lote 1005", sort: { field: "name", dir: "desc" } })).toEqual({ count: 2, capped: false }); // "Lote 1005" and "Lote 10050"
  });

  it("a large list still pages quickly from the first page", async () => {
    const page = await probeCaller(db).checked({ filters: [bulk], sort: { field: "qty", dir: "desc" }, limit: 100 });
    expect(page.items.map((i) => i.qty).slice(0, 3)).toEqual([10050, 10049, 10048]);
    expect(page.nextCursor).not.toBeNull();
  });

  it("bad filters are BAD_REQUEST here too", async () => {
    const err = await failureOf(probeCaller(db).count({ filters: [{ field: "qty", operand: "eq", value: "x" }] }));
    expect(fieldsOf(err)).toEqual(["filters.0.value"]);
  });
});
