import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import { makePartner, makeProduct, nextCnpj, punctuatedCnpj } from "../../../../tests/helpers/portfolio";
import { COUNT_CAP } from "~/features/lists/operands";
import { PARTNERS_DEFAULT_SORT, PRODUCTS_DEFAULT_SORT } from "~/features/partners/components/partners-view";
import type { Db, DbHandle } from "~/server/db/client";
import { partners, products } from "~/server/db/schema";

type User = Awaited<ReturnType<typeof makeUser>>;
type Partner = Awaited<ReturnType<typeof makePartner>>;

let handle: DbHandle;
let db: Db;
let admin: User;
let finance: User;
let manager: User;
let seller: User;
let saoPaulo: Partner;
let bravo: Partner;
let charlie: Partner;
let atacado: Partner;
const saoCnpj = nextCnpj();
const LOTE = 135;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  admin = await makeUser(db, { role: "admin" });
  finance = await makeUser(db, { role: "finance" });
  manager = await makeUser(db, { role: "manager" });
  seller = await makeUser(db, { role: "seller" });
  saoPaulo = await makePartner(db, { name: "São Paulo Seguros", cnpj: saoCnpj, categories: ["AutoInsurance", "Exchange"] });
  bravo = await makePartner(db, { name: "Bravo Banco", categories: ["Credit", "Exchange"] });
  charlie = await makePartner(db, { name: "Charlie Saúde", categories: ["PlanoSaude", "Exchange"], active: false });
  atacado = await makePartner(db, { name: "Atacado Consórcios", categories: ["Consortium", "AutoInsurance"] });
  // Many partners sharing few names, so that paging has to break ties on the id.
  await db.insert(partners).values(Array.from({ length: LOTE }, (_, i) => ({ name: `Lote ${i % 40}`, cnpj: nextCnpj(), categories: ["Others"] })));
  await makeProduct(db, saoPaulo, { name: "Auto Clássico", category: "AutoInsurance" });
  await makeProduct(db, saoPaulo, { name: "Câmbio Turismo", category: "Exchange", active: false });
  await makeProduct(db, bravo, { name: "Empréstimo Pessoal", category: "Credit" });
  await makeProduct(db, charlie, { name: "Saúde Família", category: "PlanoSaude" });
  await db.insert(products).values(
    Array.from({ length: LOTE }, (_, i) => ({
      partnerId: atacado.id,
      name: `Cota ${String(i).padStart(3, "0")}`,
      category: i % 3 === 0 ? "AutoInsurance" : "Consortium",
      baseAmountLabel: "Valor da carta de crédito",
    })),
  );
});
afterAll(async () => {
  await handle?.close();
});

const names = (items: { name: string }[]) => items.map((p) => p.name);
const notLote = [{ field: "categories", operand: "hasAny" as const, value: ["AutoInsurance", "Credit", "PlanoSaude", "Consortium"] }];

describe("partners.list", () => {
  it("filters by category served and by active flag, with matching counts", async () => {
    const caller = callerFor(db, admin);
    const exchange = [{ field: "categories", operand: "hasAny" as const, value: ["Exchange"] }];
    expect(names((await caller.partners.list({ filters: exchange })).items)).toEqual(["Bravo Banco", "Charlie Saúde", "São Paulo Seguros"]);
    expect(await caller.partners.count({ filters: exchange })).toEqual({ count: 3, capped: false });
    const inactive = [{ field: "active", operand: "eq" as const, value: false }];
    expect(names((await caller.partners.list({ filters: inactive })).items)).toEqual(["Charlie Saúde"]);
    const activeExchange = [...exchange, { field: "active", operand: "eq" as const, value: true }];
    expect(await caller.partners.count({ filters: activeExchange })).toEqual({ count: 2, capped: false });
    expect(await caller.partners.count({})).toEqual({ count: 4 + LOTE, capped: false });
    expect(COUNT_CAP).toBe(10_000);
  });

  it("carries each partner's product count", async () => {
    const { items } = await callerFor(db, admin).partners.list({ filters: notLote });
    const counts = Object.fromEntries(items.map((p) => [p.name, p.productCount]));
    expect(counts).toEqual({ "Atacado Consórcios": LOTE, "Bravo Banco": 1, "Charlie Saúde": 1, "São Paulo Seguros": 2 });
  });

  it("searches the name without accents and the CNPJ with or without punctuation", async () => {
    const find = async (q: string) => names((await callerFor(db, admin).partners.list({ search: q })).items);
    expect(await find("sao")).toEqual(["São Paulo Seguros"]);
    expect(await find("SAUDE")).toEqual(["Charlie Saúde"]);
    expect(await find(punctuatedCnpj(saoCnpj))).toEqual(["São Paulo Seguros"]);
    expect(await find(saoCnpj)).toEqual(["São Paulo Seguros"]);
    expect(await find(punctuatedCnpj(saoCnpj).slice(0, 10))).toContain("São Paulo Seguros");
    expect(await find("100%_")).toEqual([]);
  });

  it("sorts by name both ways (accents included), refusing unsortable fields", async () => {
    const caller = callerFor(db, admin);
    const asc = names((await caller.partners.list({ filters: notLote, sort: { field: "name", dir: "asc" } })).items);
    const desc = names((await caller.partners.list({ filters: notLote, sort: { field: "name", dir: "desc" } })).items);
    expect(asc).toEqual(["Atacado Consórcios", "Bravo Banco", "Charlie Saúde", "São Paulo Seguros"]);
    expect(desc).toEqual([...asc].reverse());
    const err = await failureOf(caller.partners.list({ sort: { field: "cnpj", dir: "asc" } }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toContain("sort.field");
  });

  it("keyset paging returns every row exactly once, in order, both ways", async () => {
    for (const dir of ["asc", "desc"] as const) {
      const seen: { id: string; name: string }[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: { items: { id: string; name: string }[]; nextCursor: string | null } = await callerFor(db, finance).partners.list({
          search: "lote",
          sort: { field: "name", dir },
          limit: 17,
          cursor,
        });
        seen.push(...page.items);
        cursor = page.nextCursor;
        pages++;
      } while (cursor && pages < 50);
      expect(seen).toHaveLength(LOTE);
      expect(new Set(seen.map((p) => p.id)).size).toBe(LOTE);
      const expected = names(seen).sort(cmp);
      expect(names(seen)).toEqual(dir === "asc" ? expected : expected.reverse());
    }
  });

  it("refuses a bad filter naming the field", async () => {
    const caller = callerFor(db, admin);
    const unknown = await failureOf(caller.partners.list({ filters: [{ field: "salary", operand: "eq", value: 1 }] }));
    expect(unknown.code).toBe("BAD_REQUEST");
    expect(fieldsOf(unknown)[0]).toMatch(/^filters\.0/);
    const wrongValue = await failureOf(caller.partners.count({ filters: [{ field: "active", operand: "eq", value: "talvez" }] }));
    expect(wrongValue.code).toBe("BAD_REQUEST");
    expect(fieldsOf(wrongValue)[0]).toMatch(/^filters\.0/);
    const tooMany = await failureOf(caller.partners.list({ limit: 101 }));
    expect(tooMany.code).toBe("BAD_REQUEST");
  });
});

/** Plain code-point order of the lower-cased names, as the database's lower(name) sorts these ASCII names. */
function cmp(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

describe("products.list", () => {
  it("filters by partner, category, family and active flag, with the partner's name joined", async () => {
    const caller = callerFor(db, admin);
    const ofSao = await caller.products.list({ filters: [{ field: "partner", operand: "eq", value: saoPaulo.id }] });
    expect(ofSao.items.map((p) => [p.name, p.partnerName, p.active])).toEqual([
      ["Auto Clássico", "São Paulo Seguros", true],
      ["Câmbio Turismo", "São Paulo Seguros", false],
    ]);
    const auto = [{ field: "category", operand: "eq" as const, value: "AutoInsurance" }];
    expect(await caller.products.count({ filters: auto })).toEqual({ count: 1 + LOTE / 3, capped: false });
    const health = await caller.products.list({ filters: [{ field: "family", operand: "eq", value: "health" }] });
    expect(names(health.items)).toEqual(["Saúde Família"]);
    const credit = await caller.products.list({ filters: [{ field: "family", operand: "eq", value: "credit" }] });
    expect(names(credit.items)).toEqual(["Empréstimo Pessoal"]);
    const inactive = await caller.products.list({ filters: [{ field: "active", operand: "eq", value: false }] });
    expect(names(inactive.items)).toEqual(["Câmbio Turismo"]);
    expect(await caller.products.count({})).toEqual({ count: 4 + LOTE, capped: false });
  });

  it("searches product and partner names without accents", async () => {
    const find = async (q: string) => names((await callerFor(db, seller).products.list({ search: q })).items);
    expect(await find("cambio")).toEqual(["Câmbio Turismo"]);
    expect(await find("sao paulo")).toEqual(["Auto Clássico", "Câmbio Turismo"]);
    expect(await find("EMPRESTIMO")).toEqual(["Empréstimo Pessoal"]);
  });

  it("sorts by category both ways and pages through ties exactly once", async () => {
    for (const dir of ["asc", "desc"] as const) {
      const seen: { id: string; category: string }[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: { items: { id: string; category: string }[]; nextCursor: string | null } = await callerFor(db, manager).products.list({
          filters: [{ field: "partner", operand: "eq", value: atacado.id }],
          sort: { field: "category", dir },
          limit: 20,
          cursor,
        });
        seen.push(...page.items);
        cursor = page.nextCursor;
        pages++;
      } while (cursor && pages < 50);
      expect(pages).toBe(Math.ceil(LOTE / 20));
      expect(new Set(seen.map((p) => p.id)).size).toBe(LOTE);
      const categories = seen.map((p) => p.category);
      const expected = [...categories].sort();
      expect(categories).toEqual(dir === "asc" ? expected : expected.reverse());
    }
  });

  it("sorts by name both ways", async () => {
    const caller = callerFor(db, admin);
    const filters = [{ field: "partner", operand: "in" as const, value: [saoPaulo.id, bravo.id, charlie.id] }];
    const asc = names((await caller.products.list({ filters, sort: { field: "name", dir: "asc" } })).items);
    expect(asc).toEqual(["Auto Clássico", "Câmbio Turismo", "Empréstimo Pessoal", "Saúde Família"]);
    expect(names((await caller.products.list({ filters, sort: { field: "name", dir: "desc" } })).items)).toEqual([...asc].reverse());
  });

  it("refuses a category outside SPEC §3 and a malformed partner id, naming the field", async () => {
    const caller = callerFor(db, admin);
    const category = await failureOf(caller.products.list({ filters: [{ field: "category", operand: "eq", value: "Bogus" }] }));
    expect(category.code).toBe("BAD_REQUEST");
    expect(fieldsOf(category)[0]).toMatch(/^filters\.0/);
    const partner = await failureOf(caller.products.count({ filters: [{ field: "partner", operand: "eq", value: "not-a-uuid" }] }));
    expect(partner.code).toBe("BAD_REQUEST");
    expect(fieldsOf(partner)[0]).toMatch(/^filters\.0/);
  });
});

describe("authorization", () => {
  it("signed out: every list, count and meta procedure is refused", async () => {
    const anon = callerFor(db, null);
    for (const call of [
      anon.partners.list({}),
      anon.partners.count({}),
      anon.partners.listMeta(),
      anon.products.list({}),
      anon.products.count({}),
      anon.products.listMeta(),
    ]) {
      expect((await failureOf(call)).code).toBe("UNAUTHORIZED");
    }
  });

  it("every role holding partners.read sees the whole catalogue (no row scope)", async () => {
    for (const user of [admin, finance, manager, seller]) {
      const caller = callerFor(db, user);
      expect(await caller.partners.count({})).toEqual({ count: 4 + LOTE, capped: false });
      expect(await caller.products.count({})).toEqual({ count: 4 + LOTE, capped: false });
      expect((await caller.partners.listMeta()).fields.categories.operands).toContain("hasAny");
      expect((await caller.products.listMeta()).fields.category.values).toContain("AutoInsurance");
    }
  });

  it("the page's headers know the lists' default sorts", async () => {
    expect((await callerFor(db, seller).partners.listMeta()).defaultSort).toEqual(PARTNERS_DEFAULT_SORT);
    expect((await callerFor(db, seller).products.listMeta()).defaultSort).toEqual(PRODUCTS_DEFAULT_SORT);
  });

  it("reading the list does not grant editing: only admin and finance may create", async () => {
    for (const user of [manager, seller]) {
      const err = await failureOf(callerFor(db, user).partners.create({ name: "Sem Permissão", cnpj: nextCnpj(), categories: ["Credit"] }));
      expect(err.code).toBe("FORBIDDEN");
    }
  });
});
