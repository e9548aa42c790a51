import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { nextCpf } from "../../../../tests/helpers/portfolio";
import type { Actor } from "~/server/actor";
import type { Db, DbHandle } from "~/server/db/client";
import { appSettings, leads, leadSearchTextSql, teams } from "~/server/db/schema";
import { DomainError } from "~/server/errors";
import { LEAD_STATUSES } from "~/lib/catalog/lead-statuses";
import { countLeads, kanbanCounts, listLeadCards, listLeads } from "./leads-list.service";
import { conversionRates, countsByOwnerAndStatus, firstContactTimes } from "./leads-reports.service";
import { leadsToday } from "./leads-today.service";

type User = Awaited<ReturnType<typeof makeUser>>;
type LeadValues = Partial<typeof leads.$inferInsert> & { name: string };

let handle: DbHandle;
let db: Db;
let admin: User, manager: User, finance: User, ana: User, bia: User, carla: User;
let sp: { id: string }, cps: { id: string };
let joaoCpf: string;

/** A lead as the service would store it, search_text computed with the schema's own recipe. */
async function insertLead(values: LeadValues) {
  const [row] = await db
    .insert(leads)
    .values({ kind: "PF", source: "Site", ...values })
    .returning({ id: leads.id });
  await db.update(leads).set({ searchText: leadSearchTextSql }).where(eq(leads.id, row!.id));
  return row!.id;
}

const names = (items: { name: string }[]) => items.map((l) => l.name).sort();
const DAY = 86_400_000;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  [sp, cps] = [await makeTeam(db, "Equipe SP"), await makeTeam(db, "Equipe Campinas")];
  await db.update(teams).set({ leadPool: true }).where(eq(teams.id, sp.id));
  admin = await makeUser(db, { role: "admin" });
  manager = await makeUser(db, { role: "manager", teamId: sp.id });
  finance = await makeUser(db, { role: "finance" });
  ana = await makeUser(db, { role: "seller", teamId: sp.id, name: "Ana" });
  bia = await makeUser(db, { role: "seller", teamId: sp.id, name: "Bia" });
  carla = await makeUser(db, { role: "seller", teamId: cps.id, name: "Carla" });
  joaoCpf = nextCpf();
  const old = new Date(Date.now() - 40 * DAY);
  await insertLead({ name: "João da Silva", document: joaoCpf, emails: ["joao@exemplo.com.br"], phones: ["+5511912345678"], ownerId: ana.id, teamId: sp.id, source: "Indicação", categories: ["AutoInsurance"], createdAt: old, lastActivityAt: old });
  await insertLead({ name: "Maria Conceição", ownerId: bia.id, teamId: sp.id, status: "Contatar novamente", nextContactOn: "2030-01-10", categories: ["PlanoSaude"] });
  await insertLead({ name: "Pool Paulista", teamId: sp.id });
  await insertLead({ name: "Carla Lead", ownerId: carla.id, teamId: cps.id, status: "Momento ruim", nextContactOn: "2030-01-05" });
  await insertLead({ name: "Pool Campinas", teamId: cps.id });
  await insertLead({ name: "Lead Apagado", ownerId: ana.id, teamId: sp.id, deletedAt: new Date() });
});
afterAll(async () => handle.close());

describe("leads list", () => {
  it("applies the row scope inside the query: own + open pool, team, all, none", async () => {
    expect(names((await listLeads(db, ana, {})).items)).toEqual(["João da Silva", "Pool Paulista"]);
    expect(names((await listLeads(db, carla, {})).items)).toEqual(["Carla Lead"]);
    expect(names((await listLeads(db, manager, {})).items)).toEqual(["João da Silva", "Maria Conceição", "Pool Paulista"]);
    expect(names((await listLeads(db, admin, {})).items)).toEqual(["Carla Lead", "João da Silva", "Maria Conceição", "Pool Campinas", "Pool Paulista"]);
    expect((await listLeads(db, finance, {})).items).toEqual([]);
    expect(await countLeads(db, admin, {})).toEqual({ count: 5, capped: false });
    expect(await countLeads(db, finance, {})).toEqual({ count: 0, capped: false });
  });

  it("masks the CPF and names the owner", async () => {
    const [joao] = (await listLeads(db, ana, { search: "joao" })).items;
    expect(joao!.document).toBe(`***.${joaoCpf.slice(3, 6)}.${joaoCpf.slice(6, 9)}-**`);
    expect(joao!.ownerName).toBe("Ana");
  });

  it("searches accent-insensitively, word by word, and by document or phone with or without punctuation", async () => {
    const find = async (q: string) => names((await listLeads(db, admin, { search: q })).items);
    expect(await find("joao silva")).toEqual(["João da Silva"]);
    expect(await find("CONCEICAO")).toEqual(["Maria Conceição"]);
    expect(await find(`${joaoCpf.slice(0, 3)}.${joaoCpf.slice(3, 6)}.${joaoCpf.slice(6, 9)}-${joaoCpf.slice(9)}`)).toEqual(["João da Silva"]);
    expect(await find("(11) 91234-5678")).toEqual(["João da Silva"]);
    expect(await find("joao@exemplo")).toEqual(["João da Silva"]);
    expect(await find("silva maria")).toEqual([]);
    expect(await find("100%_")).toEqual([]);
  });

  it("filters by status, owner, team, source, category, created range and next contact", async () => {
    const f = async (filters: NonNullable<Parameters<typeof listLeads>[2]["filters"]>) => names((await listLeads(db, admin, { filters })).items);
    expect(await f([{ field: "status", operand: "in", value: ["Contatar novamente", "Momento ruim"] }])).toEqual(["Carla Lead", "Maria Conceição"]);
    expect(await f([{ field: "ownerId", operand: "isEmpty" }])).toEqual(["Pool Campinas", "Pool Paulista"]);
    expect(await f([{ field: "teamId", operand: "eq", value: cps.id }])).toEqual(["Carla Lead", "Pool Campinas"]);
    expect(await f([{ field: "source", operand: "eq", value: "Indicação" }])).toEqual(["João da Silva"]);
    expect(await f([{ field: "categories", operand: "hasAny", value: ["PlanoSaude", "Credit"] }])).toEqual(["Maria Conceição"]);
    const since = new Date(Date.now() - 10 * DAY).toISOString();
    expect(await f([{ field: "createdAt", operand: "lt", value: since }])).toEqual(["João da Silva"]);
    expect(await f([{ field: "lastActivityAt", operand: "lt", value: new Date(Date.now() - 15 * DAY).toISOString() }])).toEqual(["João da Silva"]);
    expect(await f([{ field: "nextContactOn", operand: "between", value: ["2030-01-01", "2030-01-07"] }])).toEqual(["Carla Lead"]);
    const sorted = await listLeads(db, admin, { filters: [{ field: "nextContactOn", operand: "isNotEmpty" }], sort: { field: "nextContactOn", dir: "asc" } });
    expect(sorted.items.map((l) => l.name)).toEqual(["Carla Lead", "Maria Conceição"]);
    await expect(listLeads(db, admin, { filters: [{ field: "salary", operand: "eq", value: 1 }] })).rejects.toBeInstanceOf(DomainError);
  });

  it("pages by cursor through every row exactly once, on every sort", async () => {
    const owner = await makeUser(db, { role: "seller" });
    const same = new Date("2026-01-01T12:00:00Z");
    for (let i = 0; i < 23; i++) {
      await insertLead({ name: `${i % 2 ? "Álvaro" : "alice"} ${i}`, ownerId: owner.id, createdAt: same, nextContactOn: i % 3 ? `2030-02-0${(i % 9) + 1}` : null });
    }
    const sorts = [undefined, { field: "name", dir: "asc" }, { field: "nextContactOn", dir: "asc" }, { field: "nextContactOn", dir: "desc" }, { field: "lastActivityAt", dir: "desc" }] as const;
    for (const sort of sorts) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Awaited<ReturnType<typeof listLeads>> = await listLeads(db, owner, { sort, limit: 5, cursor });
        seen.push(...page.items.map((l) => l.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toHaveLength(23);
      expect(new Set(seen).size).toBe(23);
    }
    expect(await countLeads(db, owner, {})).toEqual({ count: 23, capped: false });
  });

  it("kanban counts equal the per-status list counts, for the current filters and scope", async () => {
    for (const actor of [admin, manager, ana, carla, finance] as Actor[]) {
      for (const filters of [[], [{ field: "teamId", operand: "eq" as const, value: sp.id }]]) {
        const kanban = await kanbanCounts(db, actor, { filters });
        expect(kanban.map((k) => k.status)).toEqual([...LEAD_STATUSES]);
        for (const k of kanban) {
          const count = await countLeads(db, actor, { filters: [...filters, { field: "status", operand: "eq", value: k.status }] });
          expect({ status: k.status, ...count }).toEqual(k);
        }
      }
    }
    const all = await kanbanCounts(db, admin, { search: "joao silva" });
    expect(all.find((k) => k.status === "Novo")!.count).toBe(1);
  });

  it("the board's cards are the list's rows, in its order, scope and pages, with only what a card shows", async () => {
    for (const actor of [admin, manager, ana, carla, finance] as Actor[]) {
      for (const status of LEAD_STATUSES) {
        const input = { filters: [{ field: "status", operand: "eq" as const, value: status }], sort: { field: "nextContactOn", dir: "asc" } as const, limit: 2 };
        let cursor: string | null = null;
        do {
          const [rows, cards]: [Awaited<ReturnType<typeof listLeads>>, Awaited<ReturnType<typeof listLeadCards>>] = await Promise.all([listLeads(db, actor, { ...input, cursor }), listLeadCards(db, actor, { ...input, cursor })]);
          expect(cards.items.map((c) => c.id)).toEqual(rows.items.map((r) => r.id));
          expect(cards.nextCursor).toBe(rows.nextCursor);
          cursor = rows.nextCursor;
        } while (cursor);
      }
    }
    const [joao] = (await listLeadCards(db, ana, { search: "joao" })).items;
    expect(Object.keys(joao!).sort()).toEqual(["categories", "contactAttempts", "convertedCustomerId", "doNotContact", "id", "lostReason", "name", "nextContactOn", "ownerName", "status", "version"]);
    expect(joao).toMatchObject({ name: "João da Silva", ownerName: "Ana", status: "Novo", categories: ["AutoInsurance"], doNotContact: false });
    // No CPF, e-mail or phone rides along in the board's page data.
    expect(JSON.stringify(joao)).not.toContain(joaoCpf.slice(3, 9));
    expect(JSON.stringify(joao)).not.toContain("joao@exemplo");
  });
});

describe("Hoje", () => {
  let dani: User;
  beforeAll(async () => {
    dani = await makeUser(db, { role: "seller", teamId: sp.id, name: "Dani" });
    const at = (iso: string) => new Date(iso);
    await insertLead({ name: "Retorno 09", ownerId: dani.id, teamId: dani.teamId, status: "Contatar novamente", nextContactOn: "2026-03-09" });
    await insertLead({ name: "Retorno 08", ownerId: dani.id, teamId: dani.teamId, status: "Contatar novamente", nextContactOn: "2026-03-08" });
    await insertLead({ name: "Retorno 10", ownerId: dani.id, teamId: dani.teamId, status: "Contatar novamente", nextContactOn: "2026-03-10" });
    await insertLead({ name: "Momento 09", ownerId: dani.id, teamId: dani.teamId, status: "Momento ruim", nextContactOn: "2026-03-09" });
    await insertLead({ name: "Perdido 08", ownerId: dani.id, teamId: dani.teamId, status: "Sem interesse", lostReason: "Outro", nextContactOn: "2026-03-08" });
    await insertLead({ name: "Novo 25h", ownerId: dani.id, teamId: dani.teamId, createdAt: at("2026-03-09T01:30:00Z") });
    await insertLead({ name: "Novo recente", ownerId: dani.id, teamId: dani.teamId, createdAt: at("2026-03-09T03:00:00Z") });
    await insertLead({ name: "Novo contatado", ownerId: dani.id, teamId: dani.teamId, createdAt: at("2026-03-01T03:30:00Z"), firstContactAt: at("2026-03-01T04:00:00Z") });
  });
  const bucketNames = (b: { items: { name: string }[] }) => names(b.items);

  it("buckets by the São Paulo day: 02:30 UTC is still the day before", async () => {
    const t = await leadsToday(db, dani, { now: new Date("2026-03-10T02:30:00Z") });
    expect(t.day).toBe("2026-03-09");
    expect(bucketNames(t.overdue)).toEqual(["Retorno 08"]);
    expect(bucketNames(t.due)).toEqual(["Retorno 09"]);
    expect(bucketNames(t.returning)).toEqual(["Momento 09"]);
    expect(bucketNames(t.slaBreached)).toEqual(["Novo 25h"]);
    expect(t.overdue.count).toBe(1);
  });

  it("after São Paulo midnight, yesterday's follow-ups are overdue", async () => {
    const t = await leadsToday(db, dani, { now: new Date("2026-03-10T03:30:00Z") });
    expect(t.day).toBe("2026-03-10");
    expect(bucketNames(t.overdue)).toEqual(["Momento 09", "Retorno 08", "Retorno 09"]);
    expect(bucketNames(t.due)).toEqual(["Retorno 10"]);
    expect(bucketNames(t.returning)).toEqual([]);
    expect(bucketNames(t.slaBreached)).toEqual(["Novo 25h", "Novo recente"]);
  });

  it("reads the SLA from app_settings, and a Gestor sees the team with `all`", async () => {
    await db.update(appSettings).set({ value: 12 }).where(eq(appSettings.key, "leads.firstContactSlaHours"));
    // 14:00 UTC: "Novo 25h" is 12.5 h old, "Novo recente" 11 h.
    const t = await leadsToday(db, dani, { now: new Date("2026-03-09T14:00:00Z") });
    expect(t.slaHours).toBe(12);
    expect(bucketNames(t.slaBreached)).toEqual(["Novo 25h"]);
    await db.update(appSettings).set({ value: 24 }).where(eq(appSettings.key, "leads.firstContactSlaHours"));
    expect((await leadsToday(db, manager, { now: new Date("2026-03-10T03:30:00Z") })).due.count).toBe(0);
    expect(bucketNames((await leadsToday(db, manager, { now: new Date("2026-03-10T03:30:00Z"), all: true })).due)).toEqual(["Retorno 10"]);
    expect((await leadsToday(db, carla, { now: new Date("2026-03-10T03:30:00Z"), all: true })).due.count).toBe(0);
  });
});

describe("reports hooks", () => {
  it("counts per owner and status, first-contact times and conversion rates over a range", async () => {
    const eva = await makeUser(db, { role: "seller", teamId: cps.id, name: "Eva" });
    const day = (d: string, h: number) => new Date(`${d}T${String(h).padStart(2, "0")}:00:00Z`);
    for (const [h, status, source] of [[1, "Converter em lead", "Site"], [3, "Contatar novamente", "Site"], [5, "Converter em lead", "Evento"], [10, "Não responde", "Evento"]] as const) {
      await insertLead({ name: `Eva ${h}`, ownerId: eva.id, teamId: cps.id, status, source, nextContactOn: status === "Contatar novamente" ? "2030-01-01" : null, createdAt: day("2025-06-10", 12), firstContactAt: new Date(day("2025-06-10", 12).getTime() + h * 3_600_000) });
    }
    // Created 2025-06-11 00:00 in São Paulo (03:00 UTC): outside a range ending on the 10th.
    await insertLead({ name: "Eva fora", ownerId: eva.id, teamId: cps.id, createdAt: day("2025-06-11", 3) });
    const range = { from: "2025-06-10", to: "2025-06-10" };
    const counts = (await countsByOwnerAndStatus(db, eva, range)).map((r) => [r.ownerName, r.status, r.count]);
    expect(counts).toEqual([["Eva", "Contatar novamente", 1], ["Eva", "Converter em lead", 2], ["Eva", "Não responde", 1]]);
    const [times] = await firstContactTimes(db, eva, range);
    expect(times).toMatchObject({ ownerName: "Eva", leads: 4, medianHours: 4 });
    expect(times!.p90Hours).toBeCloseTo(8.5, 5);
    const rates = await conversionRates(db, eva, range);
    expect(rates.byOwner).toEqual([{ ownerId: eva.id, ownerName: "Eva", total: 4, converted: 2, rate: 0.5 }]);
    expect(rates.bySource).toEqual([
      { source: "Evento", label: "Evento", total: 2, converted: 1, rate: 0.5 },
      { source: "Site", label: "Site", total: 2, converted: 1, rate: 0.5 },
    ]);
    expect((await conversionRates(db, eva, { from: "2025-06-11" })).byOwner[0]).toMatchObject({ total: 1, converted: 0 });
    expect(await countsByOwnerAndStatus(db, finance, {})).toEqual([]);
    expect((await countsByOwnerAndStatus(db, eva)).map((r) => [r.ownerName, r.status, r.count])).toEqual(expect.arrayContaining([...counts, ["Eva", "Novo", 1]]));
    expect(await countsByOwnerAndStatus(db, eva)).toHaveLength(4);
    // Without a range the totals table answers; with one that holds every lead, a GROUP BY over leads: the same.
    for (const actor of [admin, manager, ana, carla, eva, finance]) {
      expect(await countsByOwnerAndStatus(db, actor)).toEqual(await countsByOwnerAndStatus(db, actor, { from: "2000-01-01" }));
    }
    await expect(conversionRates(db, eva, { from: "2025-02-30" })).rejects.toBeInstanceOf(DomainError);
  });
});
