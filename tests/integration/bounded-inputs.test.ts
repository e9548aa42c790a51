import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/server/db/client";
import { auditLog } from "~/server/db/schema";
import { callerFor, makeUser } from "../helpers/actors";
import { createTestDb } from "../helpers/db";
import { failureOf, fieldsOf } from "../helpers/errors";
import { makeLead } from "../helpers/leads";
import { makeCustomer, makePartner, makeProduct, nextCpf } from "../helpers/portfolio";

/**
 * Inputs an outside probe sent that the schemas let through to the database, which refused them with a 500:
 * each is now a BAD_REQUEST naming the field (bounds in lib/fields.ts and lib/paging.ts, NUL in lib/nul-text.ts),
 * and nothing is written.
 */
let handle: DbHandle;
let admin: Awaited<ReturnType<typeof makeUser>>;
const JS_DATE_MAX = 8.64e15; // ±275760 AD

beforeAll(async () => {
  handle = await createTestDb();
  admin = await makeUser(handle.db, { role: "admin" });
});
afterAll(() => handle?.close());

const auditCount = async () => (await handle.db.select({ id: auditLog.id }).from(auditLog)).length;

/** The call fails as bad input on `field`, with nothing written. */
/** `call` starts after the audit count: a promise made before would reject with no handler attached yet. */
async function refusedOn(field: string, call: () => Promise<unknown>) {
  const before = await auditCount();
  const err = await failureOf(call());
  expect({ code: err.code, fields: fieldsOf(err) }).toMatchObject({ code: "BAD_REQUEST", fields: expect.arrayContaining([field]) as unknown });
  expect(await auditCount()).toBe(before);
}

const customerInput = (extra: Record<string, unknown>) => ({ kind: "PF" as const, document: nextCpf(), name: "Cliente Limite", ...extra });

describe("dates within 1900–2199", () => {
  it.each(["0000-01-01", "9999-12-31", "1899-12-31"])("refuses birthDate %s", async (birthDate) => {
    await refusedOn("birthDate", () => callerFor(handle.db, admin).customers.create(customerInput({ birthDate })));
  });

  it("accepts the edges", async () => {
    const api = callerFor(handle.db, admin);
    await expect(api.customers.create(customerInput({ birthDate: "1900-01-01" }))).resolves.toMatchObject({ birthDate: "1900-01-01" });
    await expect(api.customers.create(customerInput({ birthDate: "2199-12-31" }))).resolves.toMatchObject({ birthDate: "2199-12-31" });
  });

  it.each([JS_DATE_MAX, -JS_DATE_MAX])("refuses consentAt and disclosureAt at %d ms", async (ms) => {
    const api = callerFor(handle.db, admin);
    await refusedOn("consentAt", () => api.customers.create(customerInput({ consentAt: new Date(ms) })));
    await refusedOn("consentAt", () => api.leads.create({ kind: "PF", name: "Lead Limite", source: "Indicação", consentAt: new Date(ms) }));
    const customer = await makeCustomer(handle.db, admin);
    const product = await makeProduct(handle.db, await makePartner(handle.db));
    await refusedOn(
      "disclosureAt",
      () => api.sales.create({ customerId: customer.id, productId: product.id, soldOn: "2026-03-01", baseAmount: 100_000n, disclosureAt: new Date(ms) }),
    );
  });

  it("refuses an audit period from 0001-01-01", async () => {
    await refusedOn("from", () => callerFor(handle.db, admin).audit.list({ from: "0001-01-01" }));
  });

  it("refuses a manual entry for month 0000-01", async () => {
    const api = callerFor(handle.db, admin);
    await refusedOn("month", () => api.commissions.manualEntry({ requestKey: randomUUID(), userId: admin.id, type: "bonus", amount: 1000n, month: "0000-01", reason: "Bônus de teste" }));
  });
});

describe("versions within PostgreSQL's integer", () => {
  it.each([2_147_483_648, Number.MAX_SAFE_INTEGER])("refuses version %d", async (version) => {
    const customer = await makeCustomer(handle.db, admin);
    await refusedOn("version", () => callerFor(handle.db, admin).customers.update({ id: customer.id, version, name: "Outro Nome" }));
  });
});

describe("keyset cursors that are real times", () => {
  it.each(["not a timestamp", "0000-00-00 00:00:00+00", "2026-13-01 00:00:00+00"])("refuses leads.activities cursor.at %s", async (at) => {
    const lead = await makeLead(handle.db, admin);
    await refusedOn("cursor.at", () => callerFor(handle.db, admin).leads.activities({ leadId: lead.id, cursor: { at, id: randomUUID() } }));
  });

  it("still pages leads.activities with the cursor it gave", async () => {
    const lead = await makeLead(handle.db, admin);
    const api = callerFor(handle.db, admin);
    for (let i = 0; i < 31; i++) await api.leads.addActivity({ leadId: lead.id, kind: "note", body: `Nota ${i}` });
    const first = await api.leads.activities({ leadId: lead.id });
    expect(first.nextCursor).not.toBeNull();
    const second = await api.leads.activities({ leadId: lead.id, cursor: first.nextCursor });
    expect(second.items.length).toBeGreaterThan(0);
  });

  it("refuses a customers.timeline cursor on day 0000-00-00", async () => {
    const customer = await makeCustomer(handle.db, admin);
    await refusedOn("cursor", () => callerFor(handle.db, admin).customers.timeline({ customerId: customer.id, cursor: "0000-00-00T00:00:00.000000Z|a0000000000000000001" }));
  });

  it("refuses a commission rules cursor that is not [name, id]", async () => {
    await refusedOn("cursor", () => callerFor(handle.db, admin).commissions.rules.list({ cursor: "{not json" }));
  });
});

describe("NUL characters", () => {
  it("refuses a NUL in any saved text, naming the field", async () => {
    const api = callerFor(handle.db, admin);
    await refusedOn("name", () => api.customers.create(customerInput({ name: "Ana\u0000Maria" })));
    await refusedOn("notes", () => api.leads.create({ kind: "PF", name: "Lead Nulo", source: "Indicação", notes: "a\u0000b" }));
    await refusedOn("tags.1", () => api.leads.create({ kind: "PF", name: "Lead Nulo", source: "Indicação", tags: ["ok", "x\u0000"] }));
    const lead = await makeLead(handle.db, admin);
    await refusedOn("body", () => api.leads.addActivity({ leadId: lead.id, kind: "note", body: "\u0000" }));
  });
});
