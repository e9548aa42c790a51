import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/server/db/client";
import { appRouter } from "~/server/root";
import { serialize } from "~/lib/wire-transformer";
import { auditLog, commissionEntries, customers, leadActivities, leads, sales, tasks } from "~/server/db/schema";
import { makeUser, sessionFor } from "../helpers/actors";
import { createTestDb } from "../helpers/db";
import { serveRouter } from "../helpers/trpc-http";

/**
 * Random malformed requests to every procedure of the router, over HTTP through tRPC's own handler, signed in as
 * an administrator (who may call them all): never a 5xx, never a parser's or the database's own text, nothing
 * written, and each answered quickly (a superjson `meta` of ["class", …] used to take ~0.5 s of the one thread).
 */
let handle: DbHandle;
let server: Awaited<ReturnType<typeof serveRouter>>;

const PROCEDURES = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>).map(([path, p]) => ({
  path,
  type: p._def.type,
}));

beforeAll(async () => {
  handle = await createTestDb();
  const admin = await makeUser(handle.db, { role: "admin" });
  server = await serveRouter(handle.db, () => sessionFor(admin));
});
afterAll(async () => {
  await server?.close();
  await handle?.close();
});

/** Rows of the tables procedures write (and the audit log, which every write adds to): a malformed request changes none. */
async function rowCounts(): Promise<number[]> {
  return Promise.all(
    [auditLog, leads, leadActivities, customers, sales, tasks, commissionEntries].map(async (table) => {
      const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(table);
      return row!.n;
    }),
  );
}

/** Texts of parsers, the runtime and the database that must never reach a client. */
const INTERNAL =
  /Maximum call stack|Cannot convert|Unexpected (end|token|non-whitespace)|is not iterable|is not a function|is not valid JSON|JSON|superjson|Cannot read|undefined|violates|syntax|out of range|stack|\bat [A-Za-z.]+ \(|Failed query|select |insert |update |delete |No procedure|Unsupported|needs to be|Invalid input/;

const WORDS = ["json", "meta", "values", "v", "id", "version", "name", "cursor", "birthDate", "consentAt", "month", "at", "0", "ids", "a.b", "__proto__"];
const ANNOTATIONS = ["class", "symbol", "custom", "typed-array", "bigint", "Date", "number", "undefined", "set", "map", "regexp", "Error", "URL", "nope"];

function truncatedWire(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(serialize(value));
  } catch {
    text = JSON.stringify({ json: value });
  }
  return text.slice(0, -1);
}

const deep = (depth: number, leaf = "1") => `${"[".repeat(depth)}${leaf}${"]".repeat(depth)}`;

/** One malformed body: not JSON, JSON that is not our wire shape, or our wire shape carrying what no input may. */
const malformedBody: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 60 }).filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  }),
  // Truncated. fast-check's JSON values may carry an own "__proto__" key, which superjson refuses to serialize
  // (a CI run drew one): such a value is truncated as plain JSON.
  fc.jsonValue({ maxDepth: 3 }).map((v) => truncatedWire(v)),
  fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 })).map((v) => JSON.stringify(v)),
  fc
    .record({
      path: fc.constantFrom(...WORDS),
      type: fc.oneof(fc.constantFrom(...ANNOTATIONS).map((t) => [t]), fc.tuple(fc.constantFrom("class", "custom", "symbol"), fc.string({ maxLength: 8 })), fc.integer()),
      value: fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.constant("12x")),
      refs: fc.option(fc.oneof(fc.integer(), fc.constant([1]), fc.dictionary(fc.constantFrom(...WORDS), fc.integer())), { nil: undefined }),
    })
    .map(({ path, type, value, refs }) => JSON.stringify({ json: { [path]: value }, meta: { values: { [path]: type }, ...(refs === undefined ? {} : { referentialEqualities: refs }), v: 1 } })),
  fc.integer({ min: 33, max: 6000 }).map((d) => `{"json":{"id":${deep(d)},"name":${deep(d, '"x"')}}}`),
  fc.record({ key: fc.constantFrom(...WORDS), text: fc.string({ maxLength: 10 }) }).map(({ key, text }) => JSON.stringify({ json: { [key]: `${text}\u0000`, nested: [{ note: "\u0000" }] } })),
  fc
    .record({
      key: fc.constantFrom("version", "id", "cursor", "limit", "installments", "digestHour", "month", "birthDate", "at"),
      value: fc.constantFrom(2_147_483_648, Number.MAX_SAFE_INTEGER, -1, 1e308, "0000-01-01", "9999-12-31", "0000-00-00T00:00:00.000000Z|a0000000000000000001", "not a timestamp"),
    })
    .map(({ key, value }) => JSON.stringify({ json: { [key]: value, unknownField: true } })),
  fc.integer({ min: -8.64e15, max: 8.64e15 }).map((ms) => JSON.stringify({ json: { consentAt: new Date(ms).toISOString(), extra: 1 }, meta: { values: { consentAt: ["Date"] }, v: 1 } })),
);

async function send(path: string, type: string, body: string): Promise<{ status: number; text: string; ms: number }> {
  const started = performance.now();
  const res =
    type === "query"
      ? await fetch(`${server.url}/${path}?input=${encodeURIComponent(body).slice(0, 6000)}`)
      : await fetch(`${server.url}/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body });
  return { status: res.status, text: await res.text(), ms: performance.now() - started };
}

describe("malformed requests to every procedure", () => {
  it("lists the router's procedures", () => {
    expect(PROCEDURES.length).toBeGreaterThan(100);
    expect(PROCEDURES.map((p) => p.path)).toEqual(expect.arrayContaining(["customers.create", "leads.activities", "audit.list", "commissions.manualEntry"]));
  });

  it("are answered 4xx with our own message, quickly, and write nothing", async () => {
    const before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PROCEDURES), malformedBody, async ({ path, type }, body) => {
        const { status, text, ms } = await send(path, type, body);
        // A query without input ignores what it is sent (tRPC never reads it): then a 200 is fine.
        expect(status, `${path} ${body.slice(0, 120)} → ${text.slice(0, 200)}`).toBeLessThan(500);
        expect(ms, `${path} ${body.slice(0, 120)}`).toBeLessThan(1_000);
        if (status >= 400) {
          const message = (JSON.parse(text) as { error: { json: { message: string } } }).error.json.message;
          expect(message, `${path} ${body.slice(0, 120)}`).not.toMatch(INTERNAL);
          expect(text).not.toContain('"stack"');
        }
      }),
      { numRuns: Number(process.env.MALFORMED_RUNS ?? 600), seed: process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined },
    );
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    ["truncated JSON", "customers.create", '{"json":'],
    ["a class annotation", "customers.create", JSON.stringify({ json: { a: 1 }, meta: { values: { a: ["class", "Foo"] }, v: 1 } })],
    ["a bigint annotation on 12x", "sales.create", JSON.stringify({ json: { baseAmount: "12x" }, meta: { values: { baseAmount: ["bigint"] }, v: 1 } })],
    ["referential equalities of numbers", "leads.create", JSON.stringify({ json: { a: 1 }, meta: { referentialEqualities: { a: 1 }, v: 1 } })],
    ["a root of equalities that is not a list", "leads.create", JSON.stringify({ json: { a: 1 }, meta: { referentialEqualities: [1], v: 1 } })],
    ["a body 6 000 arrays deep", "leads.create", `{"json":${deep(6000)}}`],
  ])("answers %s with 'Requisição malformada' and the request id", async (_, path, body) => {
    const { status, text } = await send(path, "mutation", body);
    expect(status).toBe(400);
    const { message, data } = (JSON.parse(text) as { error: { json: { message: string; data: { requestId: string } } } }).error.json;
    expect(message).toBe(`Requisição malformada. Se o problema persistir, informe ao suporte o código ${data.requestId}.`);
  });
});
