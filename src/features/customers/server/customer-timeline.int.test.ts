import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf } from "../../../../tests/helpers/errors";
import { makeCustomer, makePartner, makeProduct, nextCpf } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";
import { auditLog, customerNotes } from "~/server/db/schema";
import { hideCpf } from "~/lib/brazil";
import { TIMELINE_PAGE, type TimelineEntry } from "./customer-timeline.service";

type User = Awaited<ReturnType<typeof makeUser>>;
type Product = Awaited<ReturnType<typeof makeProduct>>;

let handle: DbHandle;
let db: Db;
let admin: User;
let finance: User;
let managerA: User;
let managerB: User;
let sellerA: User;
let sellerB: User;
let referrer: User;
let consorcio: Product;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const a = await makeTeam(db, "Equipe A");
  const b = await makeTeam(db, "Equipe B");
  admin = await makeUser(db, { role: "admin" });
  finance = await makeUser(db, { role: "finance", name: "Fernanda Financeiro" });
  managerA = await makeUser(db, { role: "manager", teamId: a.id, name: "Gestora A" });
  managerB = await makeUser(db, { role: "manager", teamId: b.id });
  sellerA = await makeUser(db, { role: "seller", teamId: a.id, name: "Vendedor A" });
  sellerB = await makeUser(db, { role: "seller", teamId: b.id });
  referrer = await makeUser(db, { role: "seller", teamId: a.id, name: "Indicadora Irene" });
  const admConsorcio = await makePartner(db, { name: "Consórcios Brasil", categories: ["Consortium"] });
  consorcio = await makeProduct(db, admConsorcio, { name: "Consórcio Imóvel" });
});
afterAll(async () => {
  await handle?.close();
});

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** Every page, following nextCursor to the end. */
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

describe("customers.timeline access", () => {
  it("is refused signed out, NOT_FOUND for a seller or manager of another carteira and for an unknown customer; Financeiro reads", async () => {
    const customer = await makeCustomer(db, sellerA);
    await callerFor(db, sellerA).customers.addNote({ customerId: customer.id, body: "Primeiro contato" });

    expect((await failureOf(callerFor(db, null).customers.timeline({ customerId: customer.id }))).code).toBe("UNAUTHORIZED");
    expect((await failureOf(callerFor(db, sellerB).customers.timeline({ customerId: customer.id }))).code).toBe("NOT_FOUND");
    expect((await failureOf(callerFor(db, managerB).customers.timeline({ customerId: customer.id }))).code).toBe("NOT_FOUND");
    expect((await failureOf(callerFor(db, admin).customers.timeline({ customerId: UNKNOWN_ID }))).code).toBe("NOT_FOUND");

    for (const reader of [finance, managerA, sellerA, admin]) {
      const page = await callerFor(db, reader).customers.timeline({ customerId: customer.id });
      expect(page.items.map((e) => e.body)).toContain("Primeiro contato");
    }
  });

  it("refuses a malformed cursor (BAD_REQUEST)", async () => {
    const customer = await makeCustomer(db, sellerA);
    const err = await failureOf(callerFor(db, sellerA).customers.timeline({ customerId: customer.id, cursor: "2026-01-01|' or 1=1" }));
    expect(err.code).toBe("BAD_REQUEST");
  });
});

describe("customers.timeline content", () => {
  it("shows creation, notes, an amount change (old → new) and a cancellation with its reason, each with its author, newest first", async () => {
    const created = await callerFor(db, sellerA).customers.create({ kind: "PF", document: "529.982.247-25", name: "Cliente Linha do Tempo", emails: [], phones: [], tags: [], doNotContact: false });
    const sale = await callerFor(db, sellerA).sales.create({ customerId: created.id, productId: consorcio.id, soldOn: "2026-03-02", baseAmount: 10_000_000n });
    await callerFor(db, sellerA).customers.addNote({ customerId: created.id, body: "Cliente pediu proposta" });
    const edited = await callerFor(db, managerA).sales.update({ id: sale.id, version: sale.version, baseAmount: 12_500_000n, referrerId: referrer.id });
    await callerFor(db, sellerA).sales.changeStatus({ id: sale.id, version: edited.version, status: "cancelada", cancelledOn: "2026-03-10", cancelReason: "Cliente desistiu" });
    // Someone else's customer and sale must not leak in.
    const other = await makeCustomer(db, sellerA);
    await callerFor(db, sellerA).customers.addNote({ customerId: other.id, body: "Nota de outro cliente" });

    const { items, nextCursor } = await callerFor(db, sellerA).customers.timeline({ customerId: created.id });
    expect(nextCursor).toBeNull();
    expect(items.map((e) => [e.kind, e.subject])).toEqual([
      ["status", "sale"],
      ["update", "sale"],
      ["note", "customer"],
      ["created", "sale"],
      ["created", "customer"],
    ]);
    const [status, update, note, saleCreated] = items as [TimelineEntry, TimelineEntry, TimelineEntry, TimelineEntry];
    expect(status).toMatchObject({
      authorName: "Vendedor A",
      saleLabel: "Consórcio Imóvel",
      status: { from: "proposta", to: "cancelada", cancelledOn: "2026-03-10", cancelReason: "Cliente desistiu" },
    });
    expect(update.authorName).toBe("Gestora A");
    expect(update.changes).toEqual(
      expect.arrayContaining([
        { field: "baseAmount", before: "10000000", after: "12500000" },
        { field: "referrerId", before: null, after: "Indicadora Irene" },
      ]),
    );
    expect(update.changes.map((c) => c.field)).not.toContain("version");
    expect(note).toMatchObject({ body: "Cliente pediu proposta", authorName: "Vendedor A" });
    expect(saleCreated.changes).toEqual([{ field: "baseAmount", before: null, after: "10000000" }]);
    expect(items.map((e) => e.body)).not.toContain("Nota de outro cliente");
    for (let i = 1; i < items.length; i++) expect(items[i - 1]!.at.getTime()).toBeGreaterThanOrEqual(items[i]!.at.getTime());
  });

  it("names the new owner, masks the CPF for viewers who may not edit, and never shows secrets or search text", async () => {
    const [oldCpf, newCpf] = [nextCpf(), nextCpf()];
    const customer = await makeCustomer(db, sellerA, { document: newCpf });
    const updated = await callerFor(db, managerA).customers.update({ id: customer.id, version: customer.version, ownerId: referrer.id, name: "Nome Novo" });
    expect(updated.ownerId).toBe(referrer.id);
    // An entry written before the audit learned to drop secrets (or by a careless writer).
    await db.insert(auditLog).values({
      actorId: admin.id,
      action: "customer.update",
      entity: "customer",
      entityId: customer.id,
      before: { document: oldCpf, searchText: "antigo", passwordHash: "x" },
      after: { document: newCpf, searchText: "novo", passwordHash: "y" },
    });

    const asManager = await callerFor(db, managerA).customers.timeline({ customerId: customer.id });
    const ownerChange = asManager.items.find((e) => e.changes.some((c) => c.field === "ownerId"));
    expect(ownerChange?.changes).toEqual(expect.arrayContaining([{ field: "ownerId", before: "Vendedor A", after: "Indicadora Irene" }]));
    expect(asManager.items[0]!.changes).toEqual([{ field: "document", before: oldCpf, after: newCpf }]);

    const asFinance = await callerFor(db, finance).customers.timeline({ customerId: customer.id });
    expect(asFinance.items[0]!.changes).toEqual([{ field: "document", before: hideCpf(oldCpf), after: hideCpf(newCpf) }]);
    expect(hideCpf(newCpf)).toContain("***");
    const text = JSON.stringify([asManager, asFinance]);
    expect(text).not.toContain("searchText");
    expect(text).not.toContain("passwordHash");
  });
});

describe("customers.timeline paging", () => {
  it("pages newest first, every entry exactly once, even when many share the same instant", async () => {
    const customer = await makeCustomer(db, sellerA);
    const sameInstant = new Date("2026-02-01T12:00:00.123456Z");
    const notes = Array.from({ length: 40 }, (_, i) => ({ customerId: customer.id, authorId: sellerA.id, body: `Nota ${i}`, createdAt: i < 25 ? sameInstant : new Date(Date.UTC(2026, 0, 1 + i)) }));
    await db.insert(customerNotes).values(notes);
    const audits = Array.from({ length: 35 }, (_, i) => ({
      actorId: managerA.id,
      action: "customer.update",
      entity: "customer",
      entityId: customer.id,
      before: { city: `Cidade ${i}` },
      after: { city: `Cidade ${i + 1}` },
      at: i < 20 ? sameInstant : new Date(Date.UTC(2025, 11, 1 + i)),
    }));
    await db.insert(auditLog).values(audits);

    const pages = await allPages(sellerA, customer.id);
    expect(pages.map((p) => p.length)).toEqual([TIMELINE_PAGE, TIMELINE_PAGE, 75 - 2 * TIMELINE_PAGE]);
    const all = pages.flat();
    expect(new Set(all.map((e) => e.id)).size).toBe(75);
    expect(all.filter((e) => e.kind === "note").map((e) => e.body).sort()).toEqual(notes.map((n) => n.body).sort());
    expect(all.filter((e) => e.kind === "update")).toHaveLength(35);
    for (let i = 1; i < all.length; i++) expect(all[i - 1]!.at.getTime()).toBeGreaterThanOrEqual(all[i]!.at.getTime());
  });
});
