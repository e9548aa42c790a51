import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import type { Db, DbHandle } from "~/server/db/client";
import { DomainError } from "~/server/errors";
import type { ListFilter } from "../list.schemas";
import { probe, probeList, probeOwner } from "./list-probe.fixture";
import { createProbeTables, probeCaller } from "./probe-caller.fixture";
import { runListQuery } from "./run-list";

let handle: DbHandle;
let db: Db;
const O1 = "11111111-1111-4111-8111-111111111111";
const O2 = "22222222-2222-4222-8222-222222222222";
const ts = (text: string) => sql`${text}::timestamptz`;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  await createProbeTables(db);
  await db.insert(probeOwner).values([
    { id: O1, name: "Ana Owner" },
    { id: O2, name: "Bruno Owner" },
  ]);
  const base = { createdAt: sql`now()` };
  await db.insert(probe).values([
    { ...base, name: "João da Silva", city: "São Paulo", qty: 5, score: 1.5, amount: 9007199254740993n, born: "1980-05-10", seenAt: ts("2024-06-01 12:00:00.000001+00"), status: "ativa", active: true, tags: ["vip", "auto"], ownerId: O1 },
    { ...base, name: "Joana Souza", city: "Campinas", qty: 10, score: 2.25, amount: 150000n, born: "1990-01-01", seenAt: ts("2024-06-01 12:00:00.000002+00"), status: "proposta", active: false, tags: ["saude"], ownerId: O2 },
    { ...base, name: "MARIA CONCEIÇÃO", city: "", qty: null, score: null, amount: 0n, born: null, seenAt: null, status: "cancelada", active: true, tags: [], ownerId: null },
    { ...base, name: "Pedro 100% Certo", city: null, qty: 5, score: -3, amount: -500n, born: "2000-02-29", seenAt: ts("2024-06-01 12:00:00.000003+00"), status: "ativa", active: true, tags: ["vip"], ownerId: O1 },
    { ...base, name: "Ana_Lima", city: "Santo André", qty: 0, score: 0, amount: 150000n, born: "1975-12-31", seenAt: ts("2023-01-01 00:00:00+00"), status: "encerrada", active: false, tags: ["auto"], ownerId: null },
  ]);
});
afterAll(async () => {
  await handle?.close();
});

const J = "João da Silva";
const JO = "Joana Souza";
const M = "MARIA CONCEIÇÃO";
const P = "Pedro 100% Certo";
const A = "Ana_Lima";

async function names(filters: ListFilter[], search?: string): Promise<string[]> {
  const { items, nextCursor } = await probeCaller(db).checked({ filters, search, limit: 100 });
  expect(nextCursor).toBeNull();
  return items.map((i) => i.name).sort();
}

const cases: [string, ListFilter, string[]][] = [
  // text
  ["text eq", { field: "name", operand: "eq", value: JO }, [JO]],
  ["text neq keeps rows without a value", { field: "city", operand: "neq", value: "Campinas" }, [A, J, M, P]],
  ["text in", { field: "name", operand: "in", value: [J, A, "ninguém"] }, [A, J]],
  ["contains without accents finds accents", { field: "name", operand: "contains", value: "joao" }, [J]],
  ["contains is case-free", { field: "name", operand: "contains", value: "conceicao" }, [M]],
  ["contains upper-case finds lower-case", { field: "name", operand: "contains", value: "SILVA" }, [J]],
  ["contains: % is a character, not a wildcard", { field: "name", operand: "contains", value: "%" }, [P]],
  ["contains: _ is a character, not a wildcard", { field: "name", operand: "contains", value: "a_l" }, [A]],
  ["startsWith", { field: "name", operand: "startsWith", value: "jo" }, [J, JO]],
  ["startsWith, accent-free", { field: "city", operand: "startsWith", value: "SANTO A" }, [A]],
  ["startsWith matches the start only", { field: "name", operand: "startsWith", value: "silva" }, []],
  ["text isEmpty: null and ''", { field: "city", operand: "isEmpty" }, [M, P]],
  ["text isNotEmpty", { field: "city", operand: "isNotEmpty" }, [A, J, JO]],
  // number
  ["number eq", { field: "qty", operand: "eq", value: 5 }, [J, P]],
  ["number neq keeps nulls", { field: "qty", operand: "neq", value: 5 }, [A, JO, M]],
  ["number in", { field: "qty", operand: "in", value: [0, 10] }, [A, JO]],
  ["number gt", { field: "qty", operand: "gt", value: 4 }, [J, JO, P]],
  ["number gte", { field: "qty", operand: "gte", value: 10 }, [JO]],
  ["number lt (nulls never match)", { field: "qty", operand: "lt", value: 5 }, [A]],
  ["number lte", { field: "qty", operand: "lte", value: 5 }, [A, J, P]],
  ["number between, inclusive", { field: "qty", operand: "between", value: [5, 10] }, [J, JO, P]],
  ["number isEmpty", { field: "qty", operand: "isEmpty" }, [M]],
  ["number isNotEmpty", { field: "qty", operand: "isNotEmpty" }, [A, J, JO, P]],
  ["decimal eq", { field: "score", operand: "eq", value: 2.25 }, [JO]],
  ["decimal from text", { field: "score", operand: "gt", value: "1.6" }, [JO]],
  ["negative decimal", { field: "score", operand: "lt", value: -0.5 }, [P]],
  // money (bigint centavos)
  ["money past 2^53, exact", { field: "amount", operand: "gt", value: "9007199254740992" }, [J]],
  ["money eq past 2^53", { field: "amount", operand: "eq", value: "9007199254740993" }, [J]],
  ["money eq from a number", { field: "amount", operand: "eq", value: 150000 }, [A, JO]],
  ["money lt 0", { field: "amount", operand: "lt", value: 0 }, [P]],
  ["money between", { field: "amount", operand: "between", value: ["0", "150000"] }, [A, JO, M]],
  ["money in", { field: "amount", operand: "in", value: [-500, 0] }, [M, P]],
  // date
  ["date eq", { field: "born", operand: "eq", value: "2000-02-29" }, [P]],
  ["date gt", { field: "born", operand: "gt", value: "1985-01-01" }, [JO, P]],
  ["date between, inclusive", { field: "born", operand: "between", value: ["1975-12-31", "1980-05-10"] }, [A, J]],
  ["date isEmpty", { field: "born", operand: "isEmpty" }, [M]],
  // datetime with microseconds
  ["datetime gt by one microsecond", { field: "seenAt", operand: "gt", value: "2024-06-01T12:00:00.000001Z" }, [JO, P]],
  ["datetime lte by one microsecond", { field: "seenAt", operand: "lte", value: "2024-06-01T12:00:00.000001Z" }, [A, J]],
  ["datetime gte in another offset", { field: "seenAt", operand: "gte", value: "2024-06-01T09:00:00.000002-03:00" }, [JO, P]],
  ["datetime between microseconds", { field: "seenAt", operand: "between", value: ["2024-06-01T12:00:00.000002Z", "2024-06-01T12:00:00.000003Z"] }, [JO, P]],
  ["datetime lt", { field: "seenAt", operand: "lt", value: "2024-01-01T00:00:00Z" }, [A]],
  ["datetime isNotEmpty", { field: "seenAt", operand: "isNotEmpty" }, [A, J, JO, P]],
  // enum, boolean, uuid, tags
  ["enum eq", { field: "status", operand: "eq", value: "ativa" }, [J, P]],
  ["enum neq", { field: "status", operand: "neq", value: "ativa" }, [A, JO, M]],
  ["enum in", { field: "status", operand: "in", value: ["ativa", "cancelada"] }, [J, M, P]],
  ["boolean eq false", { field: "active", operand: "eq", value: false }, [A, JO]],
  ["boolean eq from text", { field: "active", operand: "eq", value: "true" }, [J, M, P]],
  ["boolean neq", { field: "active", operand: "neq", value: true }, [A, JO]],
  ["uuid eq", { field: "ownerId", operand: "eq", value: O1 }, [J, P]],
  ["uuid in", { field: "ownerId", operand: "in", value: [O1, O2] }, [J, JO, P]],
  ["uuid isEmpty", { field: "ownerId", operand: "isEmpty" }, [A, M]],
  ["uuid neq keeps nulls", { field: "ownerId", operand: "neq", value: O1 }, [A, JO, M]],
  ["joined column eq", { field: "ownerName", operand: "eq", value: "Bruno Owner" }, [JO]],
  ["joined column isEmpty (no owner)", { field: "ownerName", operand: "isEmpty" }, [A, M]],
  ["tags hasAny one", { field: "tags", operand: "hasAny", value: ["vip"] }, [J, P]],
  ["tags hasAny several", { field: "tags", operand: "hasAny", value: ["saude", "auto"] }, [A, J, JO]],
  ["tags isEmpty", { field: "tags", operand: "isEmpty" }, [M]],
  ["tags isNotEmpty", { field: "tags", operand: "isNotEmpty" }, [A, J, JO, P]],
];

describe("every operand against the database", () => {
  it.each(cases)("%s", async (_name, filter, expected) => {
    expect(await names([filter])).toEqual([...expected].sort());
  });

  it("filters combine with AND", async () => {
    expect(await names([{ field: "status", operand: "eq", value: "ativa" }, { field: "name", operand: "contains", value: "pedro" }])).toEqual([P]);
    expect(await names([{ field: "qty", operand: "eq", value: 5 }, { field: "tags", operand: "hasAny", value: ["auto"] }])).toEqual([J]);
  });
});

describe("search", () => {
  it.each([
    ["joao", [J]],
    ["JOÃO", [J]],
    ["sao paulo", [J]],
    ["andre", [A]],
    ["jo", [J, JO]],
    ["100%", [P]],
    ["ninguém", []],
  ])("%s", async (term, expected) => {
    expect(await names([], term)).toEqual([...expected].sort());
  });

  it("combines with filters", async () => {
    expect(await names([{ field: "active", operand: "eq", value: false }], "jo")).toEqual([JO]);
  });
});

describe("row scope", () => {
  it("the caller's scope is applied inside the query, on top of the filters", async () => {
    const scoped = probeCaller(db, { scope: eq(probe.ownerId, O1) });
    const { items } = await scoped.checked({ limit: 100 });
    expect(items.map((i) => i.name).sort()).toEqual([J, P]);
    const filtered = await scoped.checked({ filters: [{ field: "name", operand: "contains", value: "joana" }] });
    expect(filtered.items).toEqual([]);
    expect(await scoped.count({})).toEqual({ count: 2, capped: false });
  });

  it("items carry exactly the selected columns, with bigints intact", async () => {
    const { items } = await probeCaller(db).checked({ filters: [{ field: "name", operand: "eq", value: J }] });
    expect(items).toEqual([
      { id: expect.any(String), name: J, city: "São Paulo", qty: 5, amount: 9007199254740993n, seenAt: expect.any(Date), status: "ativa", ownerName: "Ana Owner" },
    ]);
  });
});

describe("bad input → BAD_REQUEST naming the field", () => {
  const bad: [string, Record<string, unknown>][] = [
    ["filters.0.field", { filters: [{ field: "nope", operand: "eq", value: "x" }] }],
    ["filters.0.operand", { filters: [{ field: "qty", operand: "contains", value: "1" }] }],
    ["filters.0.operand", { filters: [{ field: "name", operand: "like", value: "1" }] }],
    ["filters.0.value", { filters: [{ field: "qty", operand: "eq", value: "cinco" }] }],
    ["filters.1.value", { filters: [{ field: "qty", operand: "eq", value: 1 }, { field: "born", operand: "eq", value: "2024-02-30" }] }],
    ["filters.0.value", { filters: [{ field: "status", operand: "eq", value: "inventada" }] }],
    ["filters.0.value", { filters: [{ field: "ownerId", operand: "eq", value: "1 or 1=1" }] }],
    ["filters.0.value", { filters: [{ field: "amount", operand: "between", value: [1] }] }],
    ["filters.0.value", { filters: [{ field: "seenAt", operand: "gt", value: "ontem" }] }],
    ["sort.field", { sort: { field: "tags", dir: "asc" } }],
    ["sort.field", { sort: { field: "nope", dir: "asc" } }],
    ["search", { search: "x".repeat(101) }],
    ["limit", { limit: 101 }],
    ["limit", { limit: 0 }],
  ];
  it.each(bad)("%s (checked in the input schema)", async (field, input) => {
    const err = await failureOf(probeCaller(db).checked(input as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toContain(field);
  });
  it.each(bad)("%s (checked by runListQuery)", async (field, input) => {
    const err = await failureOf(probeCaller(db).unchecked(input as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toContain(field);
  });

  it("a value the database refuses for the column is BAD_REQUEST, not a 500", async () => {
    const err = await failureOf(probeCaller(db).unchecked({ filters: [{ field: "qtyPlus", operand: "eq", value: 1.5 }] }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toEqual(["filters"]);
    // and the database is still usable afterwards
    expect((await probeCaller(db).unchecked({ filters: [{ field: "qtyPlus", operand: "eq", value: 5 }] })).items).toHaveLength(2);
  });

  it("services calling runListQuery directly get a DomainError with the field", async () => {
    await expect(runListQuery(db, probeList, { filters: [{ field: "qty", operand: "eq", value: "x" }] })).rejects.toMatchObject({
      constructor: DomainError,
      code: "BAD_REQUEST",
      field: "filters.0.value",
    });
  });

  it("signed out → UNAUTHORIZED before anything runs", async () => {
    expect((await failureOf(probeCaller(db, { signedOut: true }).checked({}))).code).toBe("UNAUTHORIZED");
  });
});
