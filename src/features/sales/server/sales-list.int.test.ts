import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import { makeCustomer, makePartner, makeProduct, makeSale } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";
import { saoPauloDay } from "~/lib/format";
import { runListQuery } from "~/features/lists/server";
import { salesList, salesListDense } from "./sales.list";

type User = Awaited<ReturnType<typeof makeUser>>;
let handle: DbHandle;
let db: Db;
let admin: User;
let ana: User;
let carla: User;

const inDays = (n: number) => saoPauloDay(new Date(Date.now() + n * 86_400_000));

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const sp = await makeTeam(db, "SP");
  const cps = await makeTeam(db, "Campinas");
  admin = await makeUser(db, { role: "admin" });
  ana = await makeUser(db, { role: "seller", teamId: sp.id });
  carla = await makeUser(db, { role: "seller", teamId: cps.id });
  const partner = await makePartner(db, { name: "Seguradora Teste", categories: ["AutoInsurance"] });
  const auto = await makeProduct(db, partner, { name: "Auto" });
  const anaCustomer = await makeCustomer(db, ana, { name: "Cliente da Ana" });
  const carlaCustomer = await makeCustomer(db, carla, { name: "Cliente da Carla" });
  await makeSale(db, { customer: anaCustomer, product: auto, seller: ana, status: "ativa", contractNumber: "APO-001", vigenciaEnd: inDays(20) });
  await makeSale(db, { customer: anaCustomer, product: auto, seller: ana, status: "ativa", contractNumber: "APO-002", vigenciaEnd: inDays(75) });
  await makeSale(db, { customer: anaCustomer, product: auto, seller: ana, status: "cancelada", contractNumber: "APO-003", vigenciaEnd: inDays(10) });
  await makeSale(db, { customer: carlaCustomer, product: auto, seller: carla, status: "ativa", contractNumber: "APO-004", vigenciaEnd: inDays(5) });
});
afterAll(async () => handle.close());

const contracts = (items: { contractNumber: string | null }[]) => items.map((s) => s.contractNumber);

describe("sales.list and renewals", () => {
  it("a seller lists only the sales they may see; admin sees all", async () => {
    expect(contracts((await callerFor(db, ana).sales.list({ sort: { field: "soldOn", dir: "asc" } })).items).sort()).toEqual(["APO-001", "APO-002", "APO-003"]);
    expect((await callerFor(db, admin).sales.count({})).count).toBe(4);
  });

  it("renewals: active sales ending within 30/60/90 days, soonest first, in scope", async () => {
    expect(contracts((await callerFor(db, ana).sales.renewals({ days: 30 })).items)).toEqual(["APO-001"]);
    expect(contracts((await callerFor(db, ana).sales.renewals({ days: 90 })).items)).toEqual(["APO-001", "APO-002"]);
    expect(contracts((await callerFor(db, admin).sales.renewals({ days: 30 })).items)).toEqual(["APO-004", "APO-001"]);
    expect((await callerFor(db, admin).sales.renewalsCount({ days: 90 })).count).toBe(3);
    expect(fieldsOf(await failureOf(callerFor(db, admin).sales.renewals({ days: 45 as 30 })))).toEqual(["days"]);
  });

  it("the palette finds sales by contract number within scope", async () => {
    expect((await callerFor(db, ana).sales.search({ q: "apo-00" })).map((s) => s.contractNumber).sort()).toEqual(["APO-001", "APO-002", "APO-003"]);
    expect((await callerFor(db, carla).sales.search({ q: "APO-001" })).length).toBe(0);
    // LIKE wildcards typed by the user match themselves, not everything.
    expect(await callerFor(db, admin).sales.search({ q: "%%" })).toEqual([]);
    expect(await callerFor(db, admin).sales.search({ q: "__" })).toEqual([]);
  });

  it("both search forms (by id set for rare terms, by ordered scan for frequent ones) find the same sales in the same order", async () => {
    for (const term of ["apo-00", "APO-004", "cliente da", "CARLA", "nada-disso", "%"]) {
      for (const sort of [{ field: "soldOn", dir: "desc" as const }, { field: "vigenciaEnd", dir: "asc" as const }]) {
        const selective = await runListQuery(db, salesList, { search: term, sort, limit: 2 });
        const dense = await runListQuery(db, salesListDense, { search: term, sort, limit: 2 });
        expect(selective.items.map((s) => s.id), `${term} ${sort.field}`).toEqual(dense.items.map((s) => s.id));
        // The cursor of one form continues in the other: they share sorts and cursors.
        if (selective.nextCursor) {
          const next = await runListQuery(db, salesListDense, { search: term, sort, limit: 10, cursor: selective.nextCursor });
          const whole = await runListQuery(db, salesList, { search: term, sort, limit: 100 });
          expect([...selective.items, ...next.items].map((s) => s.id)).toEqual(whole.items.map((s) => s.id));
        }
      }
    }
    expect((await runListQuery(db, salesList, { search: "cliente da", limit: 100 })).items).toHaveLength(4);
  });
});
