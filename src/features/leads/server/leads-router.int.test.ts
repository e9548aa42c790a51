import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import { makeLead } from "../../../../tests/helpers/leads";
import type { Db, DbHandle } from "~/server/db/client";

type User = Awaited<ReturnType<typeof makeUser>>;
let handle: DbHandle;
let db: Db;
let admin: User;
let finance: User;
let ana: User;
let carla: User;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const sp = await makeTeam(db, "SP");
  const cps = await makeTeam(db, "Campinas");
  admin = await makeUser(db, { role: "admin" });
  finance = await makeUser(db, { role: "finance" });
  ana = await makeUser(db, { role: "seller", teamId: sp.id });
  carla = await makeUser(db, { role: "seller", teamId: cps.id });
  await makeLead(db, ana, { name: "João da Silva" });
  await makeLead(db, ana, { name: "Maria Souza", status: "Contatar novamente", nextContactOn: "2030-01-10" });
  await makeLead(db, carla, { name: "Joana Campinas" });
});
afterAll(async () => handle.close());

describe("leads list procedures over the router", () => {
  it("list, count, kanbanCounts, search and today answer within the caller's scope", async () => {
    const asAna = callerFor(db, ana);
    expect((await asAna.leads.list({})).items.map((l) => l.name).sort()).toEqual(["João da Silva", "Maria Souza"]);
    expect((await asAna.leads.count({})).count).toBe(2);
    expect((await asAna.leads.board({})).items.map((l) => l.name).sort()).toEqual(["João da Silva", "Maria Souza"]);
    const kanban = await asAna.leads.kanbanCounts({});
    expect(kanban.find((k) => k.status === "Contatar novamente")?.count).toBe(1);
    expect(kanban.reduce((n, k) => n + k.count, 0)).toBe(2);
    expect((await asAna.leads.search({ q: "joao silva" })).map((l) => l.name)).toEqual(["João da Silva"]);
    expect((await callerFor(db, carla).leads.search({ q: "joao" })).map((l) => l.name)).toEqual([]);
    expect((await callerFor(db, admin).leads.count({})).count).toBe(3);
    expect(await asAna.leads.today()).toHaveProperty("overdue");
    expect((await asAna.leads.listMeta()).fields).toHaveProperty("status");
  });

  it("refuses the signed out and Financeiro, and a bad filter names its field", async () => {
    for (const call of [(c: ReturnType<typeof callerFor>) => c.leads.list({}), (c: ReturnType<typeof callerFor>) => c.leads.board({}), (c: ReturnType<typeof callerFor>) => c.leads.kanbanCounts({})]) {
      expect((await failureOf(call(callerFor(db, null)))).code).toBe("UNAUTHORIZED");
      expect((await failureOf(call(callerFor(db, finance)))).code).toBe("FORBIDDEN");
    }
    expect(fieldsOf(await failureOf(callerFor(db, admin).leads.list({ filters: [{ field: "nope", operand: "eq", value: "x" }] })))).toEqual(["filters.0.field"]);
  });
});
