import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../../../../tests/helpers/db";
import { makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { makeLead } from "../../../../tests/helpers/leads";
import { makeCustomer, makePartner, makeProduct, makeSale } from "../../../../tests/helpers/portfolio";
import type { DbHandle } from "~/server/db/client";
import { notifications, teams } from "~/server/db/schema";
import { checkFirstContactSla, checkRenewals, checkReturningLeads } from "./event-scans";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle.close());

const keysOf = async (userId: string, prefix: string) =>
  (await handle.db.select({ k: notifications.dedupeKey }).from(notifications).where(and(eq(notifications.userId, userId), like(notifications.dedupeKey, `${prefix}%`)))).map((r) => r.k).sort();

describe("periodic notification checks, in São Paulo time (UTC−3)", () => {
  it("first contact past the SLA: the seller after 24 h, the Gestor one SLA later; reruns notify nobody twice", async () => {
    const team = await makeTeam(handle.db);
    const manager = await makeUser(handle.db, { role: "manager", teamId: team.id });
    await handle.db.update(teams).set({ managerId: manager.id }).where(eq(teams.id, team.id));
    const seller = await makeUser(handle.db, { role: "seller", teamId: team.id });
    // Created at 22:00 in São Paulo on 9 March (01:00 UTC on the 10th).
    const late = await makeLead(handle.db, seller, { name: "Lead Atrasado", createdAt: new Date("2026-03-10T01:00:00Z") });
    const contacted = await makeLead(handle.db, seller, { createdAt: new Date("2026-03-10T01:00:00Z"), firstContactAt: new Date("2026-03-10T02:00:00Z") });
    const pool = await makeLead(handle.db, null, { teamId: team.id, name: "Lead do Pool", createdAt: new Date("2026-03-10T01:00:00Z") });

    await checkFirstContactSla(handle.db, new Date("2026-03-11T00:30:00Z"));
    expect(await keysOf(seller.id, "sla:")).toEqual([]);
    await checkFirstContactSla(handle.db, new Date("2026-03-11T01:30:00Z"));
    await checkFirstContactSla(handle.db, new Date("2026-03-11T01:40:00Z"));
    expect(await keysOf(seller.id, "sla:")).toEqual([`sla:${late.id}:seller`]);
    // The pool lead has no seller: its Gestor hears of it at once; the assigned one not yet.
    expect(await keysOf(manager.id, "sla:")).toEqual([`sla:${pool.id}:manager`]);
    await checkFirstContactSla(handle.db, new Date("2026-03-12T01:30:00Z"));
    await checkFirstContactSla(handle.db, new Date("2026-03-12T01:40:00Z"));
    expect(await keysOf(manager.id, "sla:")).toEqual([`sla:${late.id}:manager`, `sla:${pool.id}:manager`].sort());
    expect(await keysOf(seller.id, `sla:${contacted.id}`)).toEqual([]);
    const [item] = await handle.db.select().from(notifications).where(eq(notifications.dedupeKey, `sla:${late.id}:manager`));
    expect(item!.params).toMatchObject({ name: "Lead Atrasado", who: "manager", owner: seller.name });
  });

  it("Momento ruim returns on its São Paulo day, across UTC midnight, once per lead and day", async () => {
    const seller = await makeUser(handle.db, { role: "seller" });
    const tenth = await makeLead(handle.db, seller, { status: "Momento ruim", nextContactOn: "2026-03-10" });
    const eleventh = await makeLead(handle.db, seller, { status: "Momento ruim", nextContactOn: "2026-03-11" });
    // 23:30 on the 10th in São Paulo is already the 11th in UTC.
    await checkReturningLeads(handle.db, new Date("2026-03-11T02:30:00Z"));
    await checkReturningLeads(handle.db, new Date("2026-03-11T02:45:00Z"));
    expect(await keysOf(seller.id, "returning:")).toEqual([`returning:${tenth.id}:2026-03-10`]);
    // 00:05 on the 11th in São Paulo.
    await checkReturningLeads(handle.db, new Date("2026-03-11T03:05:00Z"));
    expect(await keysOf(seller.id, "returning:")).toEqual([`returning:${tenth.id}:2026-03-10`, `returning:${eleventh.id}:2026-03-11`].sort());
  });

  it("renewals in 90, 60 and 30 São Paulo days before the vigência ends, once per mark", async () => {
    const seller = await makeUser(handle.db, { role: "seller" });
    const partner = await makePartner(handle.db);
    const product = await makeProduct(handle.db, partner);
    const customer = await makeCustomer(handle.db, seller, { name: "Cliente Renovação" });
    // 23:30 on 9 March in São Paulo (02:30 UTC on the 10th): 30 days on is 8 April, not 9 April.
    const now = new Date("2026-03-10T02:30:00Z");
    const in30 = await makeSale(handle.db, { customer, product, seller, status: "ativa", vigenciaEnd: "2026-04-08" });
    const in31 = await makeSale(handle.db, { customer, product, seller, status: "ativa", vigenciaEnd: "2026-04-09" });
    const in90 = await makeSale(handle.db, { customer, product, seller, status: "ativa", vigenciaEnd: "2026-06-07" });
    await makeSale(handle.db, { customer, product, seller, status: "cancelada", vigenciaEnd: "2026-04-08" });
    await checkRenewals(handle.db, now);
    await checkRenewals(handle.db, now);
    expect(await keysOf(seller.id, "renewal:")).toEqual([`renewal:${in30.id}:30`, `renewal:${in90.id}:90`].sort());
    expect(await keysOf(seller.id, `renewal:${in31.id}`)).toEqual([]);
    const [item] = await handle.db.select().from(notifications).where(eq(notifications.dedupeKey, `renewal:${in30.id}:30`));
    expect(item).toMatchObject({ recordKind: "customer", recordId: customer.id, params: { name: "Cliente Renovação", days: 30 } });
  });
});
