import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf } from "../../../../tests/helpers/errors";
import { leadRow, makeLead } from "../../../../tests/helpers/leads";
import { makeCustomer, nextCpf } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";
import { customerNotes, leadActivities, leads } from "~/server/db/schema";
import { saoPauloDay } from "~/lib/format";
import { TIMELINE_PAGE, type TimelineEntry } from "./customer-timeline.service";

type User = Awaited<ReturnType<typeof makeUser>>;

let handle: DbHandle;
let db: Db;
let seller: User;
let colleague: User;
let manager: User;
let outsider: User;
let finance: User;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const team = await makeTeam(db, "Equipe Histórico");
  const other = await makeTeam(db, "Equipe Longe");
  seller = await makeUser(db, { role: "seller", teamId: team.id, name: "Vera Vendedora" });
  colleague = await makeUser(db, { role: "seller", teamId: team.id, name: "Caio Colega" });
  manager = await makeUser(db, { role: "manager", teamId: team.id, name: "Gil Gestor" });
  outsider = await makeUser(db, { role: "seller", teamId: other.id });
  finance = await makeUser(db, { role: "finance" });
});
afterAll(async () => {
  await handle?.close();
});

const tomorrow = saoPauloDay(new Date(Date.now() + 86_400_000));

async function allPages(user: User, customerId: string) {
  const pages: TimelineEntry[][] = [];
  let cursor: string | null = null;
  do {
    const page: { items: TimelineEntry[]; nextCursor: string | null } = await callerFor(db, user).customers.timeline({ customerId, cursor });
    pages.push(page.items);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 50);
  return pages;
}

/** A lead worked through the real procedures (note, call with outcome, attempt, status change), then converted. */
async function workAndConvert(owner: User, name: string) {
  const lead = await makeLead(db, owner, { name, document: nextCpf(), phones: ["+5511987654321"] });
  const as = callerFor(db, owner).leads;
  await as.addActivity({ leadId: lead.id, kind: "note", body: `Nota de ${name}` });
  await as.addActivity({ leadId: lead.id, kind: "call", body: "Liguei para apresentar", outcome: "Pediu proposta" });
  const attempted = await as.logAttempt({ id: lead.id, version: (await leadRow(db, lead.id)).version });
  const moved = await as.changeStatus({ id: lead.id, version: attempted.version, status: "Contatar novamente", nextContactOn: tomorrow });
  const { customerId } = await as.convert({ id: lead.id, version: moved.version, proposals: [] });
  return { lead, customerId };
}

const leadEntries = (items: TimelineEntry[]) => items.filter((e) => e.kind === "lead");

describe("customers.timeline carries the converted lead's history", () => {
  it("shows the lead's note, call (with outcome), attempt, status change and conversion, newest first, with author and the lead's link", async () => {
    const { lead, customerId } = await workAndConvert(seller, "Lead Histórico Um");
    const { items, nextCursor } = await callerFor(db, seller).customers.timeline({ customerId });
    expect(nextCursor).toBeNull();
    const fromLead = leadEntries(items);
    expect(fromLead.map((e) => e.lead!.activity)).toEqual(["converted", "status", "attempt", "call", "note"]);
    for (const e of fromLead) {
      expect(e).toMatchObject({ subject: "lead", authorName: "Vera Vendedora", lead: { id: lead.id, name: "Lead Histórico Um", visible: true } });
    }
    const [converted, status, attempt, call, note] = fromLead as [TimelineEntry, TimelineEntry, TimelineEntry, TimelineEntry, TimelineEntry];
    expect(status.lead!.data).toMatchObject({ status: { from: "Novo", to: "Contatar novamente" }, nextContactOn: { from: null, to: tomorrow } });
    expect(attempt.lead!.data).toEqual({ attempt: 1 });
    expect(call).toMatchObject({ body: "Liguei para apresentar", lead: { outcome: "Pediu proposta" } });
    expect(note.body).toBe("Nota de Lead Histórico Um");
    expect(converted.lead!.data).toMatchObject({ customerId, customerCreated: true });
    // Merged in time order with the customer's own entries (the creation, written with the conversion).
    expect(items.map((e) => e.kind)).toContain("created");
    for (let i = 1; i < items.length; i++) expect(items[i - 1]!.at.getTime()).toBeGreaterThanOrEqual(items[i]!.at.getTime());
  });

  it("is read through the link: an entry added to the lead later shows too, nothing is copied", async () => {
    const { lead, customerId } = await workAndConvert(seller, "Lead Histórico Dois");
    const before = leadEntries((await callerFor(db, seller).customers.timeline({ customerId })).items).length;
    await callerFor(db, seller).leads.addActivity({ leadId: lead.id, kind: "whatsapp", body: "Mandei os documentos" });
    const after = leadEntries((await callerFor(db, seller).customers.timeline({ customerId })).items);
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({ body: "Mandei os documentos", lead: { activity: "whatsapp" } });
  });

  it("row scope: who sees the customer sees the history (the lead link only where the lead is visible); another customer and another team see none of it", async () => {
    const { lead, customerId } = await workAndConvert(seller, "Lead Histórico Três");
    const other = await workAndConvert(seller, "Lead Histórico Quatro");

    const mine = leadEntries((await callerFor(db, seller).customers.timeline({ customerId })).items);
    expect(new Set(mine.map((e) => e.lead!.id))).toEqual(new Set([lead.id]));
    const theirs = leadEntries((await callerFor(db, seller).customers.timeline({ customerId: other.customerId })).items);
    expect(theirs.map((e) => e.lead!.id)).not.toContain(lead.id);
    expect(JSON.stringify(theirs)).not.toContain("Lead Histórico Três");

    const asManager = leadEntries((await callerFor(db, manager).customers.timeline({ customerId })).items);
    expect(asManager).toHaveLength(mine.length);
    expect(asManager.every((e) => e.lead!.visible)).toBe(true);
    // Financeiro reads every customer but no lead: the history, without the link.
    const asFinance = leadEntries((await callerFor(db, finance).customers.timeline({ customerId })).items);
    expect(asFinance).toHaveLength(mine.length);
    expect(asFinance.every((e) => !e.lead!.visible)).toBe(true);
    expect((await failureOf(callerFor(db, outsider).customers.timeline({ customerId }))).code).toBe("NOT_FOUND");
    expect((await failureOf(callerFor(db, colleague).customers.timeline({ customerId }))).code).toBe("NOT_FOUND");
  });

  it("a lead converted into a colleague's existing customer: the customer's owner reads its history without seeing the lead", async () => {
    const cpf = nextCpf();
    const existing = await makeCustomer(db, colleague, { document: cpf, name: "Cliente do Caio" });
    const lead = await makeLead(db, seller, { name: "Lead de outra carteira", document: cpf });
    await callerFor(db, seller).leads.addActivity({ leadId: lead.id, kind: "meeting", body: "Reunião na agência", outcome: "Fechou" });
    const { customerId } = await callerFor(db, seller).leads.convert({ id: lead.id, version: lead.version, proposals: [] });
    expect(customerId).toBe(existing.id);
    const entries = leadEntries((await callerFor(db, colleague).customers.timeline({ customerId })).items);
    expect(entries.map((e) => e.lead!.activity)).toEqual(["converted", "meeting"]);
    expect(entries.every((e) => e.lead!.id === lead.id && !e.lead!.visible)).toBe(true);
    expect((await failureOf(callerFor(db, colleague).leads.get({ id: lead.id }))).code).toBe("NOT_FOUND");
  });

  it("pages across the customer's notes and two converted leads' entries: every entry exactly once, newest first, also when many share one instant", async () => {
    const customer = await makeCustomer(db, seller);
    const leadA = await makeLead(db, seller, { name: "Lead Página A" });
    const leadB = await makeLead(db, seller, { name: "Lead Página B" });
    await db.update(leads).set({ status: "Converter em lead", convertedCustomerId: customer.id, convertedAt: new Date() }).where(inArray(leads.id, [leadA.id, leadB.id]));
    const sameInstant = new Date("2026-02-01T12:00:00.654321Z");
    const notes = Array.from({ length: 20 }, (_, i) => ({ customerId: customer.id, authorId: seller.id, body: `Nota ${i}`, createdAt: i < 8 ? sameInstant : new Date(Date.UTC(2026, 0, 1 + i)) }));
    await db.insert(customerNotes).values(notes);
    const activities = Array.from({ length: 50 }, (_, i) => ({
      leadId: i % 2 ? leadA.id : leadB.id,
      kind: (["note", "call", "attempt", "status"] as const)[i % 4]!,
      body: `Atividade ${i}`,
      authorId: seller.id,
      at: i < 30 ? sameInstant : new Date(Date.UTC(2025, 11, 1 + i)),
    }));
    // Kinds that stay on the lead page only.
    const hidden = [
      { leadId: leadA.id, kind: "fields" as const, body: "Campos", authorId: seller.id, at: sameInstant },
      { leadId: leadB.id, kind: "owner" as const, body: "Dono", authorId: seller.id, at: sameInstant },
    ];
    await db.insert(leadActivities).values([...activities, ...hidden]);

    const pages = await allPages(seller, customer.id);
    const total = 20 + 50;
    expect(pages.map((p) => p.length)).toEqual([TIMELINE_PAGE, TIMELINE_PAGE, total - 2 * TIMELINE_PAGE]);
    const all = pages.flat();
    expect(new Set(all.map((e) => e.id)).size).toBe(total);
    expect(leadEntries(all).map((e) => e.body).sort()).toEqual(activities.map((a) => a.body).sort());
    expect(all.filter((e) => e.kind === "note").map((e) => e.body).sort()).toEqual(notes.map((n) => n.body).sort());
    for (let i = 1; i < all.length; i++) expect(all[i - 1]!.at.getTime()).toBeGreaterThanOrEqual(all[i]!.at.getTime());
    // The cursor of a page that ends on a lead entry is accepted as is.
    const endsOnLead = pages.findIndex((p) => p.at(-1)?.kind === "lead");
    expect(endsOnLead).toBeGreaterThanOrEqual(0);
  });
});
