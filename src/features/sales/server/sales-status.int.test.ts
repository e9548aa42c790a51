import { eq } from "drizzle-orm";
import { ZodError } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import { auditRowsOf, makeCustomer, makePartner, makeProduct, makeSale, saleEventsOf, saleRow } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";
import { saleEvents, sales } from "~/server/db/schema";
import { saoPauloDay } from "~/lib/format";
import type { SaleStatus } from "~/lib/catalog/sale-statuses";
import { onSaleEvent, type SaleDomainEvent } from "./sale-events";

type User = Awaited<ReturnType<typeof makeUser>>;
type Customer = Awaited<ReturnType<typeof makeCustomer>>;
type Product = Awaited<ReturnType<typeof makeProduct>>;

let handle: DbHandle;
let db: Db;
let admin: User;
let finance: User;
let manager: User;
let seller: User;
let otherSeller: User;
let customer: Customer;
let consorcio: Product;
let auto: Product;
let vida: Product;
let saude: Product;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const team = await makeTeam(db, "Equipe A");
  admin = await makeUser(db, { role: "admin" });
  finance = await makeUser(db, { role: "finance" });
  manager = await makeUser(db, { role: "manager", teamId: team.id });
  seller = await makeUser(db, { role: "seller", teamId: team.id });
  otherSeller = await makeUser(db, { role: "seller", teamId: team.id });
  customer = await makeCustomer(db, seller, { name: "Igor Segurado" });
  const partner = await makePartner(db, { categories: ["Consortium", "AutoInsurance", "LifeInsurance", "PlanoSaude"] });
  consorcio = await makeProduct(db, partner, { category: "Consortium" });
  auto = await makeProduct(db, partner, { category: "AutoInsurance" });
  vida = await makeProduct(db, partner, { category: "LifeInsurance" });
  saude = await makeProduct(db, partner, { category: "PlanoSaude" });
});
afterAll(async () => {
  await handle?.close();
});

const today = () => saoPauloDay(new Date());
const newSale = (product: Product, status: SaleStatus = "proposta") => makeSale(db, { customer, product, seller, status, baseAmount: 300_000n });
const disclosure = { disclosureAt: new Date("2026-03-01T14:00:00Z"), disclosureChannel: "email" as const, disclosureText: "Corretagem de 15% sobre o prêmio líquido." };

describe("sales.changeStatus: the status machine", () => {
  it("proposta → ativa: saves, bumps the version, appends status_changed (from, to, today in São Paulo, actor) and audits", async () => {
    const sale = await newSale(consorcio);
    const updated = await callerFor(db, seller).sales.changeStatus({ id: sale.id, version: sale.version, status: "ativa" });
    expect(updated).toMatchObject({ status: "ativa", version: sale.version + 1, cancelledOn: null, cancelReason: null });
    expect(await saleEventsOf(db, sale.id)).toEqual([
      expect.objectContaining({ type: "status_changed", fromStatus: "proposta", toStatus: "ativa", fromAmount: null, toAmount: null, effectiveOn: today(), actorId: seller.id }),
    ]);
    const [audit, ...more] = await auditRowsOf(db, sale.id);
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({ actorId: seller.id, action: "sale.status", entity: "sale", entityId: sale.id, before: { status: "proposta" }, after: { status: "ativa" } });
  });

  it("ativa → encerrada, then nothing else: encerrada is final", async () => {
    const sale = await newSale(consorcio, "ativa");
    const closed = await callerFor(db, manager).sales.changeStatus({ id: sale.id, version: sale.version, status: "encerrada" });
    expect(closed.status).toBe("encerrada");
    for (const status of ["proposta", "ativa", "cancelada"] as const) {
      const err = await failureOf(callerFor(db, admin).sales.changeStatus({ id: sale.id, version: closed.version, status, cancelledOn: "2026-04-01", cancelReason: "Teste" }));
      expect(err.code).toBe("BAD_REQUEST");
      expect(fieldsOf(err)).toEqual(["status"]);
    }
    expect(await saleRow(db, sale.id)).toMatchObject({ status: "encerrada", version: closed.version, cancelledOn: null });
    expect((await saleEventsOf(db, sale.id)).map((e) => [e.fromStatus, e.toStatus, e.effectiveOn, e.actorId])).toEqual([["ativa", "encerrada", today(), manager.id]]);
  });

  it.each([
    ["proposta", "encerrada"],
    ["ativa", "proposta"],
    ["proposta", "proposta"],
    ["ativa", "ativa"],
  ] as const)("%s → %s is refused with BAD_REQUEST on status", async (from, to) => {
    const sale = await newSale(consorcio, from);
    const err = await failureOf(callerFor(db, seller).sales.changeStatus({ id: sale.id, version: sale.version, status: to }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toEqual(["status"]);
    expect(await saleRow(db, sale.id)).toMatchObject({ status: from, version: sale.version });
    expect(await saleEventsOf(db, sale.id)).toHaveLength(0);
    expect(await auditRowsOf(db, sale.id)).toHaveLength(0);
  });

  it("refuses an unknown status and an extra key with BAD_REQUEST", async () => {
    const sale = await newSale(consorcio);
    const bad = await failureOf(callerFor(db, seller).sales.changeStatus({ id: sale.id, version: sale.version, status: "emitida" } as never));
    expect(bad.code).toBe("BAD_REQUEST");
    expect(fieldsOf(bad)).toContain("status");
    const extra = await failureOf(callerFor(db, seller).sales.changeStatus({ id: sale.id, version: sale.version, status: "ativa", baseAmount: 1n } as never));
    expect(extra.code).toBe("BAD_REQUEST");
    expect(extra.cause instanceof ZodError && extra.cause.issues.flatMap((i) => (i.code === "unrecognized_keys" ? i.keys : []))).toEqual(["baseAmount"]);
    expect((await saleRow(db, sale.id))!.status).toBe("proposta");
  });

  it("refuses a stale version with CONFLICT: the first change stays, one event only", async () => {
    const sale = await newSale(consorcio);
    await callerFor(db, seller).sales.changeStatus({ id: sale.id, version: sale.version, status: "ativa" });
    const err = await failureOf(callerFor(db, manager).sales.changeStatus({ id: sale.id, version: sale.version, status: "cancelada", cancelledOn: "2026-03-05", cancelReason: "Duplicada" }));
    expect(err.code).toBe("CONFLICT");
    expect(fieldsOf(err)).toContain("version");
    expect(await saleRow(db, sale.id)).toMatchObject({ status: "ativa", version: sale.version + 1, cancelledOn: null });
    expect(await saleEventsOf(db, sale.id)).toHaveLength(1);
  });

  it("lets exactly one of two simultaneous changes of the same version win", async () => {
    const sale = await newSale(consorcio);
    const results = await Promise.allSettled([
      callerFor(db, seller).sales.changeStatus({ id: sale.id, version: sale.version, status: "ativa" }),
      callerFor(db, manager).sales.changeStatus({ id: sale.id, version: sale.version, status: "cancelada", cancelledOn: "2026-03-05", cancelReason: "Desistiu" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.flatMap((r) => (r.status === "rejected" ? [(r.reason as { code?: string }).code] : []))).toEqual(["CONFLICT"]);
    expect(await saleEventsOf(db, sale.id)).toHaveLength(1);
  });

  it("another seller → NOT_FOUND, Financeiro → FORBIDDEN, unknown sale → NOT_FOUND", async () => {
    const sale = await newSale(consorcio);
    expect((await failureOf(callerFor(db, otherSeller).sales.changeStatus({ id: sale.id, version: sale.version, status: "ativa" }))).code).toBe("NOT_FOUND");
    expect((await failureOf(callerFor(db, finance).sales.changeStatus({ id: sale.id, version: sale.version, status: "ativa" }))).code).toBe("FORBIDDEN");
    expect((await failureOf(callerFor(db, admin).sales.changeStatus({ id: "00000000-0000-4000-8000-000000000000", version: 1, status: "ativa" }))).code).toBe("NOT_FOUND");
    expect(await saleRow(db, sale.id)).toMatchObject({ status: "proposta", version: sale.version });
  });
});

describe("sales.changeStatus: cancellation", () => {
  it.each([
    ["cancelledOn", { cancelReason: "Desistência" }],
    ["cancelReason", { cancelledOn: "2026-03-20" }],
    ["cancelReason", { cancelledOn: "2026-03-20", cancelReason: "   " }],
  ])("without %s is refused with BAD_REQUEST naming it", async (field, extra) => {
    const sale = await newSale(consorcio, "ativa");
    const err = await failureOf(callerFor(db, seller).sales.changeStatus({ id: sale.id, version: sale.version, status: "cancelada", ...extra }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toEqual([field]);
    expect(await saleRow(db, sale.id)).toMatchObject({ status: "ativa", version: sale.version });
    expect(await saleEventsOf(db, sale.id)).toHaveLength(0);
  });

  it("refuses a cancellation date that is not a day with BAD_REQUEST on cancelledOn", async () => {
    const sale = await newSale(consorcio, "ativa");
    const err = await failureOf(callerFor(db, seller).sales.changeStatus({ id: sale.id, version: sale.version, status: "cancelada", cancelledOn: "31/03/2026", cancelReason: "Inadimplência" }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toContain("cancelledOn");
  });

  it.each(["proposta", "ativa"] as const)("%s → cancelada keeps date and reason; the event takes the cancellation date; cancelada is final", async (from) => {
    const sale = await newSale(consorcio, from);
    const cancelled = await callerFor(db, seller).sales.changeStatus({ id: sale.id, version: sale.version, status: "cancelada", cancelledOn: "2026-03-20", cancelReason: " Inadimplência " });
    expect(cancelled).toMatchObject({ status: "cancelada", cancelledOn: "2026-03-20", cancelReason: "Inadimplência", version: sale.version + 1 });
    expect((await saleEventsOf(db, sale.id)).map((e) => [e.type, e.fromStatus, e.toStatus, e.effectiveOn, e.actorId])).toEqual([
      ["status_changed", from, "cancelada", "2026-03-20", seller.id],
    ]);
    const [audit] = await auditRowsOf(db, sale.id, "sale.status");
    expect(audit!.after).toEqual({ status: "cancelada", cancelledOn: "2026-03-20", cancelReason: "Inadimplência" });

    for (const status of ["proposta", "ativa", "encerrada"] as const) {
      const err = await failureOf(callerFor(db, admin).sales.changeStatus({ id: sale.id, version: cancelled.version, status }));
      expect(err.code).toBe("BAD_REQUEST");
      expect(fieldsOf(err)).toEqual(["status"]);
    }
    expect(await saleRow(db, sale.id)).toMatchObject({ status: "cancelada", version: cancelled.version });
  });
});

describe("sales.changeStatus: insurance needs the remuneration disclosure (Res. CNSP 382) before ativa", () => {
  it.each([
    ["AutoInsurance", () => auto],
    ["LifeInsurance", () => vida],
  ])("%s without a complete disclosure is refused with BAD_REQUEST on disclosureText; with it, it activates", async (_category, product) => {
    // The policy and its vigência are there (insurance needs them too): only the disclosure is missing.
    const sale = await makeSale(db, { customer, product: product(), seller, baseAmount: 300_000n, contractNumber: "APL-1", vigenciaStart: "2026-01-15", vigenciaEnd: "2027-01-14" });
    const refused = await failureOf(callerFor(db, seller).sales.changeStatus({ id: sale.id, version: sale.version, status: "ativa" }));
    expect(refused.code).toBe("BAD_REQUEST");
    expect(fieldsOf(refused)).toEqual(["disclosureText"]);

    // Only part of the record (the text, not when nor how) is not enough.
    const partial = await callerFor(db, seller).sales.update({ id: sale.id, version: sale.version, disclosureText: disclosure.disclosureText });
    expect(fieldsOf(await failureOf(callerFor(db, seller).sales.changeStatus({ id: sale.id, version: partial.version, status: "ativa" })))).toEqual(["disclosureText"]);
    expect(await saleRow(db, sale.id)).toMatchObject({ status: "proposta", version: partial.version });

    const disclosed = await callerFor(db, seller).sales.update({ id: sale.id, version: partial.version, ...disclosure });
    expect(disclosed).toMatchObject(disclosure);
    const active = await callerFor(db, seller).sales.changeStatus({ id: sale.id, version: disclosed.version, status: "ativa" });
    expect(active.status).toBe("ativa");
    expect((await saleEventsOf(db, sale.id)).map((e) => [e.type, e.toStatus])).toEqual([["status_changed", "ativa"]]);
  });

  it("a health plan (not insurance) activates without it", async () => {
    const sale = await newSale(saude);
    await expect(callerFor(db, seller).sales.changeStatus({ id: sale.id, version: sale.version, status: "ativa" })).resolves.toMatchObject({ status: "ativa" });
  });

  it("an insurance proposta may be cancelled without it", async () => {
    const sale = await newSale(auto);
    await expect(
      callerFor(db, seller).sales.changeStatus({ id: sale.id, version: sale.version, status: "cancelada", cancelledOn: "2026-03-02", cancelReason: "Cliente desistiu" }),
    ).resolves.toMatchObject({ status: "cancelada" });
  });
});

describe("onSaleEvent: domain events inside the transaction", () => {
  it("a subscriber receives created, status_changed and amount_changed inside the change's transaction, and nothing after unsubscribing", async () => {
    const seen: { event: SaleDomainEvent; statusInTx: string | undefined; eventsInTx: number }[] = [];
    const unsubscribe = onSaleEvent(async (tx, event) => {
      const [row] = await tx.select({ status: sales.status }).from(sales).where(eq(sales.id, event.saleId));
      const rows = await tx.select({ id: saleEvents.id }).from(saleEvents).where(eq(saleEvents.saleId, event.saleId));
      seen.push({ event, statusInTx: row?.status, eventsInTx: rows.length });
    });
    let saleId: string;
    try {
      const sale = await callerFor(db, seller).sales.create({ customerId: customer.id, productId: consorcio.id, soldOn: "2026-03-03", baseAmount: 9_900n });
      saleId = sale.id;
      const active = await callerFor(db, seller).sales.changeStatus({ id: sale.id, version: sale.version, status: "ativa" });
      await callerFor(db, manager).sales.update({ id: sale.id, version: active.version, baseAmount: 10_100n });
    } finally {
      unsubscribe();
    }
    expect(seen).toEqual([
      { event: { type: "created", saleId, status: "proposta", amount: 9_900n, effectiveOn: "2026-03-03", actorId: seller.id }, statusInTx: "proposta", eventsInTx: 1 },
      { event: { type: "status_changed", saleId, from: "proposta", to: "ativa", effectiveOn: today(), actorId: seller.id }, statusInTx: "ativa", eventsInTx: 2 },
      { event: { type: "amount_changed", saleId, from: 9_900n, to: 10_100n, effectiveOn: today(), actorId: manager.id }, statusInTx: "ativa", eventsInTx: 3 },
    ]);

    const after = await saleRow(db, saleId);
    await callerFor(db, seller).sales.changeStatus({ id: saleId, version: after!.version, status: "encerrada" });
    expect(seen).toHaveLength(3);
    expect(await saleEventsOf(db, saleId)).toHaveLength(4);
  });

  it("a subscriber that throws rolls the whole status change back: no status, no version bump, no event, no audit", async () => {
    const sale = await newSale(consorcio);
    const unsubscribe = onSaleEvent(async (_tx, event) => {
      if (event.saleId === sale.id) throw new Error("ledger unavailable");
    });
    try {
      const err = await failureOf(callerFor(db, seller).sales.changeStatus({ id: sale.id, version: sale.version, status: "ativa" }));
      expect(err.code).toBe("INTERNAL_SERVER_ERROR");
    } finally {
      unsubscribe();
    }
    expect(await saleRow(db, sale.id)).toMatchObject({ status: "proposta", version: sale.version });
    expect(await saleEventsOf(db, sale.id)).toHaveLength(0);
    expect(await auditRowsOf(db, sale.id)).toHaveLength(0);
    // Once the subscriber is gone the same change goes through.
    await expect(callerFor(db, seller).sales.changeStatus({ id: sale.id, version: sale.version, status: "ativa" })).resolves.toMatchObject({ status: "ativa" });
  });

  it("a subscriber that throws rolls back an amount change and a creation too", async () => {
    const sale = await newSale(consorcio);
    const unsubscribe = onSaleEvent(async (_tx, event) => {
      if (event.type === "amount_changed" || (event.type === "created" && event.amount === 424_242n)) throw new Error("ledger unavailable");
    });
    try {
      expect((await failureOf(callerFor(db, seller).sales.update({ id: sale.id, version: sale.version, baseAmount: 1n, contractNumber: "X-1" }))).code).toBe("INTERNAL_SERVER_ERROR");
      const create = callerFor(db, seller).sales.create({ customerId: customer.id, productId: consorcio.id, soldOn: "2026-03-03", baseAmount: 424_242n });
      expect((await failureOf(create)).code).toBe("INTERNAL_SERVER_ERROR");
    } finally {
      unsubscribe();
    }
    expect(await saleRow(db, sale.id)).toMatchObject({ baseAmount: sale.baseAmount, contractNumber: null, version: sale.version });
    expect(await saleEventsOf(db, sale.id)).toHaveLength(0);
    expect(await auditRowsOf(db, sale.id)).toHaveLength(0);
    expect((await db.select().from(sales).where(eq(sales.customerId, customer.id))).filter((s) => s.baseAmount === 424_242n)).toHaveLength(0);
  });
});
