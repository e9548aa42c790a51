import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import { makeCustomer, makePartner, makeProduct, makeSale } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";
import { sales } from "~/server/db/schema";
import { saoPauloDay } from "~/lib/format";
import { PRODUCT_CATEGORIES, type ProductCategory } from "~/lib/catalog/product-categories";

type User = Awaited<ReturnType<typeof makeUser>>;
type Product = Awaited<ReturnType<typeof makeProduct>>;

let handle: DbHandle;
let db: Db;
let admin: User;
let finance: User;
let managerA: User;
let managerB: User;
let seller: User;
let teammate: User;
let auto: Product;
let vida: Product;
let consorcio: Product;
let credito: Product;
let saude: Product;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const a = await makeTeam(db, "Equipe A");
  const b = await makeTeam(db, "Equipe B");
  admin = await makeUser(db, { role: "admin" });
  finance = await makeUser(db, { role: "finance" });
  managerA = await makeUser(db, { role: "manager", teamId: a.id });
  managerB = await makeUser(db, { role: "manager", teamId: b.id });
  seller = await makeUser(db, { role: "seller", teamId: a.id, name: "Vitória Vendas" });
  teammate = await makeUser(db, { role: "seller", teamId: a.id });
  const insurer = await makePartner(db, { name: "Seguradora Horizonte", categories: ["AutoInsurance", "LifeInsurance"] });
  const adm = await makePartner(db, { name: "Consórcio Nacional", categories: ["Consortium"] });
  const bank = await makePartner(db, { name: "Banco Crédito Fácil", categories: ["Credit"] });
  const operator = await makePartner(db, { name: "Operadora Vida Plena", categories: ["PlanoSaude"] });
  auto = await makeProduct(db, insurer, { name: "Auto Individual" });
  vida = await makeProduct(db, insurer, { name: "Vida Individual", category: "LifeInsurance" });
  consorcio = await makeProduct(db, adm, { name: "Consórcio Imóvel" });
  credito = await makeProduct(db, bank, { name: "Crédito Pessoal" });
  saude = await makeProduct(db, operator, { name: "Saúde Individual" });
});
afterAll(async () => {
  await handle?.close();
});

const NOT_SELLABLE = new Set<ProductCategory>(["Others", "Customer", "Commission"]);
const SELLABLE = PRODUCT_CATEGORIES.filter((c) => !NOT_SELLABLE.has(c));

/** A São Paulo day `n` days from `day`. */
function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

describe("sales.carteira", () => {
  it("groups every sale by family with partner, product, label, amount and vigência; lists the gaps and the next renewal", async () => {
    const today = saoPauloDay(new Date());
    const customer = await makeCustomer(db, seller, { name: "Paulo Carteira" });
    const autoAtiva = await makeSale(db, { customer, product: auto, seller, status: "ativa", soldOn: "2025-01-10", baseAmount: 350_000n, vigenciaStart: "2025-01-10", vigenciaEnd: addDays(today, 200), contractNumber: "APL-1" });
    const autoVencida = await makeSale(db, { customer, product: auto, seller, status: "ativa", soldOn: "2024-01-10", vigenciaEnd: addDays(today, -10) });
    const vidaAtiva = await makeSale(db, { customer, product: vida, seller: teammate, status: "ativa", soldOn: "2025-06-01", vigenciaEnd: addDays(today, 40) });
    const consorcioProposta = await makeSale(db, { customer, product: consorcio, seller, status: "proposta", soldOn: "2025-07-01", vigenciaEnd: addDays(today, 5) });
    const creditoCancelado = await makeSale(db, { customer, product: credito, seller, status: "cancelada", soldOn: "2025-02-01" });
    const saudeEncerrada = await makeSale(db, { customer, product: saude, seller, status: "encerrada", soldOn: "2023-05-01", vigenciaEnd: addDays(today, 1) });
    const removed = await makeSale(db, { customer, product: auto, seller, status: "ativa", soldOn: "2025-03-01", vigenciaEnd: addDays(today, 2) });
    await db.update(sales).set({ deletedAt: new Date() }).where(eq(sales.id, removed.id));
    // Another customer's sales never show up here.
    await makeSale(db, { customer: await makeCustomer(db, seller), product: credito, seller, status: "ativa" });

    const carteira = await callerFor(db, seller).sales.carteira({ customerId: customer.id });

    const byFamily = Object.fromEntries(carteira.groups.map((g) => [g.family, g.items.map((i) => i.id)]));
    expect(byFamily).toEqual({
      insurance: [autoVencida.id, autoAtiva.id, vidaAtiva.id],
      consortium: [consorcioProposta.id],
      credit: [creditoCancelado.id],
      health: [saudeEncerrada.id],
    });
    const item = carteira.groups.flatMap((g) => g.items).find((i) => i.id === autoAtiva.id);
    expect(item).toMatchObject({
      status: "ativa",
      category: "AutoInsurance",
      partnerName: "Seguradora Horizonte",
      productName: "Auto Individual",
      baseAmountLabel: "Prêmio líquido",
      baseAmount: 350_000n,
      contractNumber: "APL-1",
      soldOn: "2025-01-10",
      vigenciaStart: "2025-01-10",
      vigenciaEnd: addDays(today, 200),
      sellerName: "Vitória Vendas",
    });

    // Held = a proposta or an active sale; cancelled and closed ones leave the category open to cross-sell.
    expect(carteira.gaps).toEqual(SELLABLE.filter((c) => !["AutoInsurance", "LifeInsurance", "Consortium"].includes(c)));
    expect(carteira.gaps).toEqual(expect.arrayContaining(["Credit", "PlanoSaude", "HomeInsurance"]));
    expect(carteira.gaps).not.toEqual(expect.arrayContaining(["Others"]));
    // The next renewal is the nearest future end of an active sale (not a proposta's, a closed one's or a past one).
    expect(carteira.nextRenewal).toBe(addDays(today, 40));
  });

  it("an empty carteira has no groups, every sellable category as a gap and no renewal", async () => {
    const customer = await makeCustomer(db, seller);
    expect(await callerFor(db, seller).sales.carteira({ customerId: customer.id })).toEqual({ groups: [], gaps: SELLABLE, nextRenewal: null });
  });

  it("a sale ending today in São Paulo is still the next renewal late in the evening (after 21:00, already tomorrow in UTC)", async () => {
    const customer = await makeCustomer(db, seller);
    await makeSale(db, { customer, product: auto, seller, status: "ativa", vigenciaEnd: "2026-03-09" });
    await makeSale(db, { customer, product: vida, seller, status: "ativa", vigenciaEnd: "2026-04-01" });
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2026-03-10T01:30:00Z")); // 22:30 on 9 March in São Paulo
      expect((await callerFor(db, seller).sales.carteira({ customerId: customer.id })).nextRenewal).toBe("2026-03-09");
      vi.setSystemTime(new Date("2026-03-10T03:30:00Z")); // 00:30 on 10 March in São Paulo
      expect((await callerFor(db, seller).sales.carteira({ customerId: customer.id })).nextRenewal).toBe("2026-04-01");
    } finally {
      vi.useRealTimers();
    }
  });

  it("is seen by the owner, the team's Gestor, Administrador and Financeiro; NOT_FOUND for anyone else", async () => {
    const customer = await makeCustomer(db, seller);
    await makeSale(db, { customer, product: consorcio, seller, status: "ativa" });
    for (const who of [seller, managerA, admin, finance]) {
      expect((await callerFor(db, who).sales.carteira({ customerId: customer.id })).groups).toHaveLength(1);
    }
    for (const who of [teammate, managerB]) expect((await failureOf(callerFor(db, who).sales.carteira({ customerId: customer.id }))).code).toBe("NOT_FOUND");
  });

  it("NOT_FOUND for a deleted or unknown customer, BAD_REQUEST for a malformed id", async () => {
    const gone = await makeCustomer(db, seller, { deletedAt: new Date() });
    expect((await failureOf(callerFor(db, admin).sales.carteira({ customerId: gone.id }))).code).toBe("NOT_FOUND");
    expect((await failureOf(callerFor(db, admin).sales.carteira({ customerId: "00000000-0000-4000-8000-000000000000" }))).code).toBe("NOT_FOUND");
    const err = await failureOf(callerFor(db, admin).sales.carteira({ customerId: "abc" }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toContain("customerId");
  });
});
