import { eq } from "drizzle-orm";
import { ZodError } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import { auditRowsOf, makeCustomer, makePartner, makeProduct, makeSale, saleEventsOf, saleRow } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";
import { sales } from "~/server/db/schema";

type User = Awaited<ReturnType<typeof makeUser>>;
type Caller = ReturnType<typeof callerFor>;
type Customer = Awaited<ReturnType<typeof makeCustomer>>;
type Product = Awaited<ReturnType<typeof makeProduct>>;
type Sale = Awaited<ReturnType<typeof makeSale>>;

let handle: DbHandle;
let db: Db;
let admin: User;
let finance: User;
let managerA: User;
let managerB: User;
let sellerA: User;
let teammateA: User;
let sellerB: User;
let auto: Product;
let consorcio: Product;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const a = await makeTeam(db, "Equipe A");
  const b = await makeTeam(db, "Equipe B");
  admin = await makeUser(db, { role: "admin" });
  finance = await makeUser(db, { role: "finance" });
  managerA = await makeUser(db, { role: "manager", teamId: a.id });
  managerB = await makeUser(db, { role: "manager", teamId: b.id });
  sellerA = await makeUser(db, { role: "seller", teamId: a.id });
  teammateA = await makeUser(db, { role: "seller", teamId: a.id });
  sellerB = await makeUser(db, { role: "seller", teamId: b.id });
  const insurer = await makePartner(db, { name: "Seguradora Sul", categories: ["AutoInsurance"] });
  const admConsorcio = await makePartner(db, { name: "Consórcios Brasil", categories: ["Consortium"] });
  auto = await makeProduct(db, insurer, { name: "Auto Individual" });
  consorcio = await makeProduct(db, admConsorcio, { name: "Consórcio Imóvel" });
});
afterAll(async () => {
  await handle?.close();
});

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const salesOf = (customerId: string) => db.select().from(sales).where(eq(sales.customerId, customerId));
const unrecognizedKeys = (err: unknown) =>
  err instanceof Error && err.cause instanceof ZodError ? err.cause.issues.flatMap((i) => (i.code === "unrecognized_keys" ? i.keys : [])) : [];

describe("sales.* access", () => {
  let customer: Customer;
  let sale: Sale;
  beforeAll(async () => {
    customer = await makeCustomer(db, sellerA);
    sale = await makeSale(db, { customer, product: consorcio, seller: sellerA });
  });
  const calls: Record<string, (c: Caller) => Promise<unknown>> = {
    "sales.get": (c) => c.sales.get({ id: sale.id }),
    "sales.carteira": (c) => c.sales.carteira({ customerId: customer.id }),
    "sales.create": (c) => c.sales.create({ customerId: customer.id, productId: consorcio.id, soldOn: "2026-03-01", baseAmount: 100n }),
    "sales.update": (c) => c.sales.update({ id: sale.id, version: sale.version, baseAmount: 1n }),
    "sales.changeStatus": (c) => c.sales.changeStatus({ id: sale.id, version: sale.version, status: "ativa" }),
  };
  async function untouched() {
    expect(await saleRow(db, sale.id)).toMatchObject({ status: "proposta", baseAmount: sale.baseAmount, version: sale.version });
    expect(await salesOf(customer.id)).toHaveLength(1);
    expect(await saleEventsOf(db, sale.id)).toHaveLength(0);
    expect(await auditRowsOf(db, sale.id)).toHaveLength(0);
  }

  it.each(Object.keys(calls))("%s: signed out → UNAUTHORIZED", async (name) => {
    expect((await failureOf(calls[name]!(callerFor(db, null)))).code).toBe("UNAUTHORIZED");
    await untouched();
  });

  it.each(["sales.create", "sales.update", "sales.changeStatus"])("%s: Financeiro (read-only) → FORBIDDEN", async (name) => {
    expect((await failureOf(calls[name]!(callerFor(db, finance)))).code).toBe("FORBIDDEN");
    await untouched();
  });

  it.each(["sales.get", "sales.carteira", "sales.update", "sales.changeStatus"])(
    "%s: another seller (same team or not) and another team's Gestor → NOT_FOUND",
    async (name) => {
      for (const user of [teammateA, sellerB, managerB]) expect((await failureOf(calls[name]!(callerFor(db, user)))).code).toBe("NOT_FOUND");
      await untouched();
    },
  );

  it("sales.create for a customer out of scope → BAD_REQUEST on customerId, nothing saved", async () => {
    for (const user of [teammateA, sellerB, managerB]) {
      const err = await failureOf(calls["sales.create"]!(callerFor(db, user)));
      expect(err.code).toBe("BAD_REQUEST");
      expect(fieldsOf(err)).toEqual(["customerId"]);
    }
    await untouched();
  });
});

describe("sales.get: who sees a sale", () => {
  it("seller, pre-sales, referrer, their Gestores, the customer's owner, Administrador and Financeiro; nobody else", async () => {
    const presales = await makeUser(db, { role: "seller", teamId: managerB.teamId });
    const referrer = await makeUser(db, { role: "seller" });
    const owner = await makeUser(db, { role: "seller" });
    const customer = await makeCustomer(db, owner);
    const sale = await makeSale(db, { customer, product: consorcio, seller: sellerA, presales, referrer });
    for (const who of [sellerA, presales, referrer, owner, managerA, managerB, admin, finance]) {
      await expect(callerFor(db, who).sales.get({ id: sale.id })).resolves.toMatchObject({ id: sale.id, sellerId: sellerA.id });
    }
    const stranger = await makeUser(db, { role: "seller", teamId: managerA.teamId });
    const loneManager = await makeUser(db, { role: "manager", teamId: null });
    for (const who of [teammateA, sellerB, stranger, loneManager]) expect((await failureOf(callerFor(db, who).sales.get({ id: sale.id }))).code).toBe("NOT_FOUND");
    expect((await failureOf(callerFor(db, admin).sales.get({ id: UNKNOWN_ID }))).code).toBe("NOT_FOUND");
  });
});

describe("sales.create", () => {
  let customer: Customer;
  beforeAll(async () => {
    customer = await makeCustomer(db, sellerA, { name: "Helena Compradora" });
  });

  it("creates a proposta in the seller's name, copies partner and category from the product, appends the created event and audits it", async () => {
    const sale = await callerFor(db, sellerA).sales.create({
      customerId: customer.id,
      productId: consorcio.id,
      contractNumber: " GR-1234/55 ",
      soldOn: "2026-03-02",
      vigenciaStart: "2026-03-10",
      vigenciaEnd: "2031-03-10",
      installments: 60,
      baseAmount: 25_000_000n,
      referrerName: "Primo da Helena",
    });
    expect(sale).toMatchObject({
      customerId: customer.id,
      productId: consorcio.id,
      partnerId: consorcio.partnerId,
      category: "Consortium",
      sellerId: sellerA.id,
      status: "proposta",
      contractNumber: "GR-1234/55",
      installments: 60,
      baseAmount: 25_000_000n,
      version: 1,
    });
    expect(await saleEventsOf(db, sale.id)).toEqual([
      expect.objectContaining({ type: "created", fromStatus: null, toStatus: "proposta", fromAmount: null, toAmount: 25_000_000n, effectiveOn: "2026-03-02", actorId: sellerA.id }),
    ]);
    const [audit, ...more] = await auditRowsOf(db, sale.id);
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({ actorId: sellerA.id, action: "sale.create", entity: "sale", entityId: sale.id });
    expect(audit!.after).toMatchObject({ baseAmount: "25000000", status: "proposta", customerId: customer.id });
  });

  it("lets a Gestor sell in a teammate's name but not outside the team; a Vendedor only in their own", async () => {
    const s = await callerFor(db, managerA).sales.create({ customerId: customer.id, productId: auto.id, soldOn: "2026-03-02", baseAmount: 1n, sellerId: teammateA.id });
    expect(s.sellerId).toBe(teammateA.id);
    const before = (await salesOf(customer.id)).length;
    const cases: [User, User][] = [
      [managerA, sellerB],
      [sellerA, teammateA],
    ];
    for (const [actor, seller] of cases) {
      const err = await failureOf(callerFor(db, actor).sales.create({ customerId: customer.id, productId: auto.id, soldOn: "2026-03-02", baseAmount: 1n, sellerId: seller.id }));
      expect(err.code).toBe("FORBIDDEN");
    }
    expect(await salesOf(customer.id)).toHaveLength(before);
  });

  it.each([
    ["baseAmount", { baseAmount: -1n }],
    ["baseAmount", { baseAmount: 100 }],
    ["vigenciaEnd", { vigenciaStart: "2026-05-01", vigenciaEnd: "2026-04-30" }],
    ["soldOn", { soldOn: "2026-02-30" }],
    ["soldOn", { soldOn: "02/03/2026" }],
    ["installments", { installments: 0 }],
    ["installments", { installments: 1.5 }],
    ["disclosureChannel", { disclosureChannel: "telepatia" }],
    ["contractNumber", { contractNumber: "x".repeat(61) }],
    ["customerId", { customerId: "abc" }],
  ])("bad %s → BAD_REQUEST naming it, nothing saved", async (field, change) => {
    const before = (await salesOf(customer.id)).length;
    const input = { customerId: customer.id, productId: consorcio.id, soldOn: "2026-03-02", baseAmount: 1000n, ...change };
    const err = await failureOf(callerFor(db, sellerA).sales.create(input as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toContain(field);
    expect(await salesOf(customer.id)).toHaveLength(before);
  });

  it("refuses an unknown or inactive product with BAD_REQUEST on productId", async () => {
    const inactive = await makeProduct(db, await makePartner(db, { categories: ["Consortium"] }), { active: false });
    for (const productId of [UNKNOWN_ID, inactive.id]) {
      const err = await failureOf(callerFor(db, sellerA).sales.create({ customerId: customer.id, productId, soldOn: "2026-03-02", baseAmount: 1n }));
      expect(err.code).toBe("BAD_REQUEST");
      expect(fieldsOf(err)).toEqual(["productId"]);
    }
  });

  it.each(["presalesId", "referrerId", "sellerId"])("refuses an unknown %s with BAD_REQUEST naming it (not a 500)", async (field) => {
    const before = (await salesOf(customer.id)).length;
    const err = await failureOf(callerFor(db, admin).sales.create({ customerId: customer.id, productId: consorcio.id, soldOn: "2026-03-02", baseAmount: 1n, [field]: UNKNOWN_ID }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toEqual([field]);
    expect(await salesOf(customer.id)).toHaveLength(before);
  });

  it("refuses a status or an extra key on create with BAD_REQUEST", async () => {
    const err = await failureOf(
      callerFor(db, sellerA).sales.create({ customerId: customer.id, productId: consorcio.id, soldOn: "2026-03-02", baseAmount: 1n, status: "ativa", partnerId: UNKNOWN_ID } as never),
    );
    expect(err.code).toBe("BAD_REQUEST");
    expect(unrecognizedKeys(err).sort()).toEqual(["partnerId", "status"]);
  });

  it("refuses a deleted customer with BAD_REQUEST on customerId", async () => {
    const gone = await makeCustomer(db, sellerA, { deletedAt: new Date() });
    const err = await failureOf(callerFor(db, sellerA).sales.create({ customerId: gone.id, productId: consorcio.id, soldOn: "2026-03-02", baseAmount: 1n }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toEqual(["customerId"]);
  });
});
