import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf } from "../../../../tests/helpers/errors";
import { makeLead } from "../../../../tests/helpers/leads";
import { makeCustomer, makePartner, makeProduct, makeSale } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";
import { leadActivities, leads, sales } from "~/server/db/schema";
import { eq } from "drizzle-orm";
import { homePeriod } from "../home-links";

type User = Awaited<ReturnType<typeof makeUser>>;

let handle: DbHandle;
let db: Db;
let teamA: { id: string };
let sellerA: User;
let sellerA2: User;
let managerA: User;
let sellerB: User;
let finance: User;
let admin: User;

const now = new Date();
const period = homePeriod(now);
const inMonth = new Date(Math.max(new Date(period.monthStart).getTime() + 60_000, now.getTime() - 3_600_000));
const lastMonth = new Date(new Date(period.monthStart).getTime() - 5 * 86_400_000);

async function worked(leadId: string, authorId: string, at: Date, kind: "attempt" | "note" | "created" = "attempt") {
  await db.insert(leadActivities).values({ leadId, authorId, kind, at });
}

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  teamA = await makeTeam(db, "Equipe Início A");
  const teamB = await makeTeam(db, "Equipe Início B");
  sellerA = await makeUser(db, { role: "seller", teamId: teamA.id, name: "Ana Início" });
  sellerA2 = await makeUser(db, { role: "seller", teamId: teamA.id, name: "Bruno Início" });
  managerA = await makeUser(db, { role: "manager", teamId: teamA.id, name: "Gestora A" });
  sellerB = await makeUser(db, { role: "seller", teamId: teamB.id, name: "Carla Outra Equipe" });
  finance = await makeUser(db, { role: "finance" });
  admin = await makeUser(db, { role: "admin" });

  // Ana: two open leads with values, one worked this month by her, one converted this month; one worked only last month.
  const a1 = await makeLead(db, sellerA, { name: "A1", createdAt: inMonth });
  await db.update(leads).set({ estimatedValue: 100_000n }).where(eq(leads.id, a1.id));
  const a2 = await makeLead(db, sellerA, { name: "A2", status: "Contatar novamente", nextContactOn: period.day, firstContactAt: lastMonth, createdAt: lastMonth });
  await db.update(leads).set({ estimatedValue: 50_000n }).where(eq(leads.id, a2.id));
  await worked(a1.id, sellerA.id, inMonth);
  await worked(a1.id, sellerA.id, inMonth, "note");
  await worked(a2.id, sellerA.id, lastMonth);
  // Someone else's entry on Ana's lead is not Ana working it; a "created" entry is not work.
  await worked(a2.id, managerA.id, inMonth);
  await worked(a2.id, sellerA.id, inMonth, "created");
  const a3 = await makeLead(db, sellerA, { name: "A3", status: "Converter em lead", createdAt: lastMonth, firstContactAt: lastMonth });
  await db.update(leads).set({ convertedAt: inMonth }).where(eq(leads.id, a3.id));
  // Deleted leads count nowhere.
  const gone = await makeLead(db, sellerA, { name: "Apagado", deletedAt: inMonth, createdAt: inMonth });
  await worked(gone.id, sellerA.id, inMonth);
  // Bruno: an SLA breach; Carla (other team): leads the Gestora must not see.
  await makeLead(db, sellerA2, { name: "B1", createdAt: new Date(now.getTime() - 3 * 86_400_000) });
  await makeLead(db, sellerB, { name: "C1", createdAt: inMonth });
  await makeLead(db, sellerB, { name: "C2", createdAt: new Date(now.getTime() - 40 * 86_400_000), lastActivityAt: new Date(now.getTime() - 40 * 86_400_000) });

  const partner = await makePartner(db);
  const product = await makeProduct(db, partner);
  const customer = await makeCustomer(db, sellerA);
  const active = await makeSale(db, { customer, product, seller: sellerA, status: "ativa" });
  await db.update(sales).set({ activatedOn: period.day }).where(eq(sales.id, active.id));
  const old = await makeSale(db, { customer, product, seller: sellerA, status: "ativa" });
  await db.update(sales).set({ activatedOn: "2020-01-10" }).where(eq(sales.id, old.id));
  const other = await makeSale(db, { customer: await makeCustomer(db, sellerB), product, seller: sellerB, status: "ativa" });
  await db.update(sales).set({ activatedOn: period.day }).where(eq(sales.id, other.id));
});
afterAll(async () => {
  await handle?.close();
});

describe("Início: who sees which part", () => {
  it("signed out → UNAUTHORIZED; each role only its parts → FORBIDDEN otherwise", async () => {
    expect((await failureOf(callerFor(db, null).dashboard.own())).code).toBe("UNAUTHORIZED");
    const parts = ["own", "team", "finance", "system"] as const;
    const allowed: [User, (typeof parts)[number][]][] = [
      [sellerA, ["own"]],
      [managerA, ["own", "team"]],
      [finance, ["finance"]],
      [admin, ["own", "team", "finance", "system"]],
    ];
    for (const [user, mine] of allowed) {
      const caller = callerFor(db, user);
      for (const part of parts) {
        if (mine.includes(part)) await expect(caller.dashboard[part]()).resolves.toBeTruthy();
        else expect((await failureOf(caller.dashboard[part]())).code, `${user.role} ${part}`).toBe("FORBIDDEN");
      }
    }
  });
});

describe("Início of a Vendedor", () => {
  it("counts own leads only: pipeline with values, the month's work, conversions and activations", async () => {
    const home = await callerFor(db, sellerA).dashboard.own();
    const byStatus = Object.fromEntries(home.pipeline.map((p) => [p.status, { count: p.count, value: p.value }]));
    expect(byStatus).toEqual({ Novo: { count: 1, value: 100_000n }, "Contatar novamente": { count: 1, value: 50_000n }, "Momento ruim": { count: 0, value: 0n } });
    expect(home.month.worked.count).toBe(1);
    expect(home.month.conversions.count).toBe(1);
    expect(home.month.salesActivated.count).toBe(1);
    expect(home.agenda.due.count).toBe(1);
    expect(home.commissions.href).toBe(`/comissoes?de=${period.month}&ate=${period.month}`);
  });
});

describe("Início of a Gestor", () => {
  it("shows the team's people and leads only; the Administrador everyone's", async () => {
    const home = await callerFor(db, managerA).dashboard.team();
    expect(home.sellers.map((s) => s.name)).toEqual(["Ana Início", "Bruno Início", "Gestora A"]);
    const ana = home.sellers.find((s) => s.userId === sellerA.id)!;
    expect([ana.worked.count, ana.attempts, ana.conversions.count, ana.sales.count]).toEqual([1, 1, 1, 1]);
    // The Gestora's own attempt on Ana's lead is hers, though the lead is not.
    expect(home.sellers.find((s) => s.userId === managerA.id)!.attempts).toBe(1);
    const created = home.funnel.reduce((n, f) => n + f.count, 0);
    // A1, and B1 when three days ago is still this month.
    const b1InMonth = now.getTime() - 3 * 86_400_000 >= new Date(period.monthStart).getTime() ? 1 : 0;
    expect(created).toBe(1 + b1InMonth);
    expect(home.slaBreached.count).toBe(1);
    expect(home.stale.count).toBe(0);

    const all = await callerFor(db, admin).dashboard.team();
    expect(all.sellers.map((s) => s.name)).toContain("Carla Outra Equipe");
    expect(all.funnel.reduce((n, f) => n + f.count, 0)).toBe(created + 1);
    expect(all.stale.count).toBe(1);
  });
});
