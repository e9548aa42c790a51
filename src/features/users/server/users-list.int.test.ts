import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import type { Db, DbHandle } from "~/server/db/client";
import { users } from "~/server/db/schema";

type User = Awaited<ReturnType<typeof makeUser>>;
type ListInput = Parameters<ReturnType<typeof callerFor>["users"]["list"]>[0];
type Listed = Awaited<ReturnType<ReturnType<typeof callerFor>["users"]["list"]>>["items"][number];

let handle: DbHandle;
let db: Db;
let admin: User;
let team: { id: string; name: string };
let joao: User;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  admin = await makeUser(db, { role: "admin", name: "Zélia Administradora" });
  team = await makeTeam(db, "Equipe Norte");
  joao = await makeUser(db, { role: "seller", name: "João Araújo", email: "joao.araujo@teste.com.br", teamId: team.id });
  await makeUser(db, { role: "manager", name: "Joana Souza", teamId: team.id });
  await makeUser(db, { role: "finance", name: "Márcia Lopes", email: "marcia@financeiro.com.br" });
  await makeUser(db, { role: "seller", name: "Pedro Inativo", active: false, teamId: team.id });
  await makeUser(db, { role: "seller", name: "Sofia 100%_Real" });
  // Same names on purpose: pages must break ties by id, not lose or repeat rows.
  for (let i = 0; i < 5; i++) await makeUser(db, { role: "seller", name: "Ana Lima" });
  for (let i = 0; i < 12; i++) await makeUser(db, { role: i % 2 ? "seller" : "finance", name: `Vendedor ${String.fromCharCode(65 + i)}` });
});
afterAll(async () => {
  await handle?.close();
});

/** Walks every page; returns the rows in order and the number of pages. */
async function listAll(input: Omit<NonNullable<ListInput>, "cursor">) {
  const rows: Listed[] = [];
  let cursor: { name: string; id: string } | null = null;
  let pages = 0;
  do {
    const page: { items: Listed[]; nextCursor: { name: string; id: string } | null } = await callerFor(db, admin).users.list({ ...input, cursor });
    expect(page.items.length).toBeLessThanOrEqual(input.limit ?? 50);
    rows.push(...page.items);
    cursor = page.nextCursor;
    if (++pages > 100) throw new Error("pagination does not end");
  } while (cursor);
  return { rows, pages };
}

const names = (rows: Listed[]) => rows.map((r) => r.name);

describe("users.list", () => {
  it("returns every user exactly once across pages, in one stable order (name, then id)", async () => {
    const all = await db.select({ id: users.id }).from(users);
    const { rows: onePage } = await listAll({ limit: 100 });
    expect(onePage).toHaveLength(all.length);
    const anas = onePage.filter((r) => r.name === "Ana Lima").map((r) => r.id);
    expect(anas).toHaveLength(5);
    expect(anas).toEqual([...anas].sort());
    for (const limit of [1, 2, 3, 7]) {
      const { rows, pages } = await listAll({ limit });
      const ids = rows.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort()).toEqual(all.map((r) => r.id).sort());
      expect(ids).toEqual(onePage.map((r) => r.id));
      expect(pages).toBe(Math.ceil(all.length / limit));
    }
  });

  it("says there is no next page when the last page is full", async () => {
    const total = (await db.select({ id: users.id }).from(users)).length;
    const page = await callerFor(db, admin).users.list({ limit: total });
    expect(page.items).toHaveLength(total);
    expect(page.nextCursor).toBeNull();
  });

  it("never returns secrets", async () => {
    const { items } = await callerFor(db, admin).users.list({ limit: 100 });
    expect(items[0]).not.toHaveProperty("passwordHash");
    expect(items[0]).not.toHaveProperty("tokenVersion");
    expect(JSON.stringify(items)).not.toContain("argon2");
  });

  it.each(["joao", "JOAO", "João", "araujo", "ARAÚJO", "joão araujo"])("search %j finds João Araújo (accent- and case-insensitive)", async (search) => {
    const { items } = await callerFor(db, admin).users.list({ search });
    expect(items.map((u) => u.id)).toEqual([joao.id]);
  });

  it("searches e-mails too", async () => {
    const { items } = await callerFor(db, admin).users.list({ search: "@FINANCEIRO.com" });
    expect(names(items)).toEqual(["Márcia Lopes"]);
  });

  it("treats % and _ in the search as plain characters", async () => {
    expect(names((await callerFor(db, admin).users.list({ search: "%" })).items)).toEqual(["Sofia 100%_Real"]);
    expect(names((await callerFor(db, admin).users.list({ search: "_" })).items)).toEqual(["Sofia 100%_Real"]);
  });

  it("finds nothing for a name nobody has", async () => {
    const page = await callerFor(db, admin).users.list({ search: "Xerxes" });
    expect(page).toEqual({ items: [], nextCursor: null });
  });

  it("paginates a search, every match once", async () => {
    const { rows, pages } = await listAll({ search: "vendedor", limit: 5 });
    expect(pages).toBe(3);
    expect(names(rows)).toEqual(Array.from({ length: 12 }, (_, i) => `Vendedor ${String.fromCharCode(65 + i)}`));
  });

  it("filters by role, team and active status", async () => {
    const finance = await listAll({ role: "finance", limit: 4 });
    expect(finance.rows.every((u) => u.role === "finance")).toBe(true);
    expect(finance.rows).toHaveLength(7);

    const inTeam = await callerFor(db, admin).users.list({ teamId: team.id });
    expect(names(inTeam.items)).toEqual(["Joana Souza", "João Araújo", "Pedro Inativo"]);
    expect(inTeam.items.every((u) => u.teamName === "Equipe Norte")).toBe(true);

    const inactive = await callerFor(db, admin).users.list({ active: false });
    expect(names(inactive.items)).toEqual(["Pedro Inativo"]);

    const activeInTeam = await callerFor(db, admin).users.list({ teamId: team.id, active: true, role: "seller" });
    expect(names(activeInTeam.items)).toEqual(["João Araújo"]);
  });

  it.each([
    ["limit", { limit: 101 }],
    ["limit", { limit: 0 }],
    ["role", { role: "chefe" }],
    ["teamId", { teamId: "equipe-1" }],
    ["search", { search: "x".repeat(101) }],
    ["cursor.id", { cursor: { name: "Ana", id: "nope" } }],
  ])("bad %s → BAD_REQUEST naming it", async (field, input) => {
    const err = await failureOf(callerFor(db, admin).users.list(input as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toContain(field);
  });

  it("refuses an unknown filter", async () => {
    const err = await failureOf(callerFor(db, admin).users.list({ orderBy: "email" } as never));
    expect(err.code).toBe("BAD_REQUEST");
  });
});
