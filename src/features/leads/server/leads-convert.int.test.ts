import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import { activitiesOf, leadRow, makeLead } from "../../../../tests/helpers/leads";
import { auditRowsOf, customerRow, makeCustomer, makePartner, makeProduct, nextCnpj, nextCpf, saleRow } from "../../../../tests/helpers/portfolio";
import { customers, leads, leadSales } from "~/server/db/schema";
import type { Db, DbHandle } from "~/server/db/client";
import { saoPauloDay } from "~/lib/format";

type User = Awaited<ReturnType<typeof makeUser>>;
type Product = Awaited<ReturnType<typeof makeProduct>>;

let handle: DbHandle;
let db: Db;
let manager: User;
let seller: User;
let outsider: User;
let finance: User;
let auto: Product;
let life: Product;
let autoToo: Product;
const today = saoPauloDay(new Date());

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const team = await makeTeam(db, "Equipe Conversão");
  const other = await makeTeam(db, "Equipe Outra");
  manager = await makeUser(db, { role: "manager", teamId: team.id });
  seller = await makeUser(db, { role: "seller", teamId: team.id });
  outsider = await makeUser(db, { role: "seller", teamId: other.id });
  finance = await makeUser(db, { role: "finance" });
  const partner = await makePartner(db);
  auto = await makeProduct(db, partner, { category: "AutoInsurance" });
  autoToo = await makeProduct(db, partner, { category: "AutoInsurance" });
  life = await makeProduct(db, partner, { category: "LifeInsurance" });
});
afterAll(async () => {
  await handle?.close();
});

const customersWith = (document: string) => db.select().from(customers).where(and(eq(customers.document, document), isNull(customers.deletedAt)));

describe("leads.convert", () => {
  it("creates the customer from the lead (contacts, consent, owner), one proposal per product, links them and wins the lead", async () => {
    const cpf = nextCpf();
    const consentAt = new Date("2026-11-02T13:00:00Z");
    const lead = await makeLead(db, seller, { document: cpf, name: "Márcia Conversão", emails: ["marcia@example.com.br"], phones: ["+5511988887777"], categories: ["AutoInsurance", "LifeInsurance"] });
    await db.update(leads).set({ lgpdLegalBasis: "consentimento", consentAt, consentChannel: "whatsapp", consentTextVersion: "v3" }).where(eq(leads.id, lead.id));

    const result = await callerFor(db, seller).leads.convert({
      id: lead.id,
      version: lead.version,
      proposals: [
        { productId: auto.id, baseAmount: 250_000n, soldOn: today },
        { productId: life.id, baseAmount: 90_000n, soldOn: today },
      ],
    });

    expect(result.customerCreated).toBe(true);
    expect(result.saleIds).toHaveLength(2);
    const customer = await customerRow(db, result.customerId);
    expect(customer).toMatchObject({ kind: "PF", document: cpf, name: "Márcia Conversão", emails: ["marcia@example.com.br"], phones: ["+5511988887777"], ownerId: seller.id, lgpdLegalBasis: "consentimento", consentChannel: "whatsapp", consentTextVersion: "v3" });
    expect(customer!.consentAt).toEqual(consentAt);
    for (const saleId of result.saleIds) expect(await saleRow(db, saleId)).toMatchObject({ customerId: customer!.id, status: "proposta", sellerId: seller.id });
    expect((await db.select().from(leadSales).where(eq(leadSales.leadId, lead.id))).map((r) => r.saleId).sort()).toEqual([...result.saleIds].sort());
    const after = await leadRow(db, lead.id);
    expect(after).toMatchObject({ status: "Converter em lead", convertedCustomerId: customer!.id, version: lead.version + 1 });
    expect(after.convertedAt).toBeInstanceOf(Date);
    const entries = await activitiesOf(db, lead.id);
    expect(entries.at(-1)).toMatchObject({ kind: "converted", authorId: seller.id, data: { customerId: customer!.id, customerCreated: true } });
    expect(await auditRowsOf(db, lead.id, "lead.convert")).toHaveLength(1);
    // The customer page shows where the customer came from.
    const page = await callerFor(db, seller).customers.get({ id: customer!.id });
    expect(page.origins).toEqual([{ leadId: lead.id, name: "Márcia Conversão", source: lead.source, convertedAt: after.convertedAt }]);
  });

  it("links the existing customer with the same document instead of creating a second one", async () => {
    const existing = await makeCustomer(db, seller, { document: nextCnpj(), kind: "PJ" });
    const lead = await makeLead(db, seller, { kind: "PJ", document: existing.document });
    const result = await callerFor(db, seller).leads.convert({ id: lead.id, version: lead.version, proposals: [{ productId: auto.id, baseAmount: 1n, soldOn: today }] });
    expect(result).toMatchObject({ customerId: existing.id, customerCreated: false });
    expect(await customersWith(existing.document)).toHaveLength(1);
    expect(await saleRow(db, result.saleIds[0]!)).toMatchObject({ customerId: existing.id });
  });

  it("never duplicates the customer when two users convert leads with the same CPF at the same time", async () => {
    const cpf = nextCpf();
    const mine = await makeLead(db, seller, { document: cpf });
    const managers = await makeLead(db, manager, { document: cpf });
    const results = await Promise.allSettled([
      callerFor(db, seller).leads.convert({ id: mine.id, version: mine.version }),
      callerFor(db, manager).leads.convert({ id: managers.id, version: managers.version }),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
    const ids = results.map((r) => (r.status === "fulfilled" ? r.value.customerId : null));
    expect(ids[0]).toBe(ids[1]);
    expect(results.filter((r) => r.status === "fulfilled" && r.value.customerCreated)).toHaveLength(1);
    expect(await customersWith(cpf)).toHaveLength(1);
  });

  // PGlite has one connection, so calls never overlap there; on PostgreSQL a side transaction holds
  // inserts into customers until both conversions have looked the document up, the race that would
  // insert it twice without the advisory lock.
  it.runIf(process.env.TEST_DB === "postgres")("forced race on PostgreSQL: both look the document up before either inserts, still one customer", async () => {
    const cpf = nextCpf();
    const a = await makeLead(db, seller, { document: cpf });
    const b = await makeLead(db, manager, { document: cpf });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const gate = db.transaction(async (tx) => {
      await tx.execute(sql`lock table customers in share row exclusive mode`);
      await held;
    });
    await new Promise((r) => setTimeout(r, 100));
    const conversions = Promise.allSettled([
      callerFor(db, seller).leads.convert({ id: a.id, version: a.version }),
      callerFor(db, manager).leads.convert({ id: b.id, version: b.version }),
    ]);
    await new Promise((r) => setTimeout(r, 700));
    release();
    await gate;
    const results = await conversions;
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
    expect(await customersWith(cpf)).toHaveLength(1);
  });

  it("asks for the document when the lead has none, and takes the one typed in the dialog", async () => {
    const lead = await makeLead(db, seller, { document: null });
    const err = await failureOf(callerFor(db, seller).leads.convert({ id: lead.id, version: lead.version }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toEqual(["document"]);
    const cpf = nextCpf();
    const result = await callerFor(db, seller).leads.convert({ id: lead.id, version: lead.version, document: cpf });
    expect(await customerRow(db, result.customerId)).toMatchObject({ document: cpf });
    expect(await leadRow(db, lead.id)).toMatchObject({ document: cpf });
  });

  it("refuses two proposals of the same category, a converted lead, a stale version, and leaves nothing half-done", async () => {
    const cpf = nextCpf();
    const lead = await makeLead(db, seller, { document: cpf });
    const twice = await failureOf(
      callerFor(db, seller).leads.convert({ id: lead.id, version: lead.version, proposals: [{ productId: auto.id, baseAmount: 1n, soldOn: today }, { productId: autoToo.id, baseAmount: 1n, soldOn: today }] }),
    );
    expect(twice.code).toBe("BAD_REQUEST");
    expect(fieldsOf(twice)).toEqual(["proposals"]);
    expect(await customersWith(cpf)).toHaveLength(0);

    const stale = await failureOf(callerFor(db, seller).leads.convert({ id: lead.id, version: lead.version + 5 }));
    expect(stale.code).toBe("CONFLICT");

    await callerFor(db, seller).leads.convert({ id: lead.id, version: lead.version });
    const again = await failureOf(callerFor(db, seller).leads.convert({ id: lead.id, version: lead.version + 1 }));
    expect(again.code).toBe("CONFLICT");
    expect(await customersWith(cpf)).toHaveLength(1);
  });

  it("a failing proposal (inactive product) rolls the whole conversion back", async () => {
    const cpf = nextCpf();
    const inactive = await makeProduct(db, await makePartner(db), { category: "LifeInsurance", active: false });
    const lead = await makeLead(db, seller, { document: cpf });
    const err = await failureOf(callerFor(db, seller).leads.convert({ id: lead.id, version: lead.version, proposals: [{ productId: inactive.id, baseAmount: 1n, soldOn: today }] }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(await customersWith(cpf)).toHaveLength(0);
    expect(await leadRow(db, lead.id)).toMatchObject({ status: "Novo", version: lead.version, convertedCustomerId: null });
  });

  it("scope: another seller's lead is NOT_FOUND, Financeiro is FORBIDDEN, a customer in another carteira takes no proposals", async () => {
    const lead = await makeLead(db, seller, { document: nextCpf() });
    expect((await failureOf(callerFor(db, outsider).leads.convert({ id: lead.id, version: lead.version }))).code).toBe("NOT_FOUND");
    expect((await failureOf(callerFor(db, finance).leads.convert({ id: lead.id, version: lead.version }))).code).toBe("FORBIDDEN");
    expect((await failureOf(callerFor(db, null).leads.convert({ id: lead.id, version: lead.version }))).code).toBe("UNAUTHORIZED");

    const foreign = await makeCustomer(db, outsider);
    const mine = await makeLead(db, seller, { document: foreign.document });
    const err = await failureOf(callerFor(db, seller).leads.convert({ id: mine.id, version: mine.version, proposals: [{ productId: auto.id, baseAmount: 1n, soldOn: today }] }));
    expect(fieldsOf(err)).toEqual(["proposals"]);
    const linked = await callerFor(db, seller).leads.convert({ id: mine.id, version: mine.version });
    expect(linked).toMatchObject({ customerId: foreign.id, customerCreated: false, saleIds: [] });
  });

  it("a lead in “Converter em lead” without a customer (imported so) is still to convert; the list tells converted leads by their customer", async () => {
    const cpf = nextCpf();
    const pending = await makeLead(db, seller, { document: cpf, name: "Lead Só Status", status: "Converter em lead" });
    const listed = async () => (await callerFor(db, seller).leads.list({ search: "Lead Só Status" })).items[0];
    expect(await listed()).toMatchObject({ status: "Converter em lead", convertedCustomerId: null });

    const { customerId } = await callerFor(db, seller).leads.convert({ id: pending.id, version: pending.version });
    expect(await leadRow(db, pending.id)).toMatchObject({ status: "Converter em lead", convertedCustomerId: customerId });
    expect(await customersWith(cpf)).toHaveLength(1);
    expect(await listed()).toMatchObject({ status: "Converter em lead", convertedCustomerId: customerId });
    const again = await failureOf(callerFor(db, seller).leads.convert({ id: pending.id, version: (await leadRow(db, pending.id)).version }));
    expect(again.code).toBe("CONFLICT");
  });
});
