import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import { makeCustomer, nextCpf } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";

type User = Awaited<ReturnType<typeof makeUser>>;
let handle: DbHandle;
let db: Db;
let admin: User;
let manager: User;
let ana: User;
let bia: User;
let carla: User;
let joaoCpf: string;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const sp = await makeTeam(db, "Equipe SP");
  const cps = await makeTeam(db, "Equipe Campinas");
  admin = await makeUser(db, { role: "admin" });
  manager = await makeUser(db, { role: "manager", teamId: sp.id });
  ana = await makeUser(db, { role: "seller", teamId: sp.id });
  bia = await makeUser(db, { role: "seller", teamId: sp.id });
  carla = await makeUser(db, { role: "seller", teamId: cps.id });
  joaoCpf = nextCpf();
  await callerFor(db, ana).customers.create({
    kind: "PF",
    document: joaoCpf,
    name: "João Conceição",
    emails: ["joao@exemplo.com.br"],
    phones: ["(11) 91234-5678"],
  });
  await callerFor(db, bia).customers.create({ kind: "PJ", document: "12.ABC.345/01DE-35", name: "Padaria Açúcar Ltda" });
  await callerFor(db, carla).customers.create({ kind: "PF", document: nextCpf(), name: "Joana Campinas" });
  await makeCustomer(db, ana, { name: "Cliente Apagado", deletedAt: new Date() });
});
afterAll(async () => handle.close());

const names = (items: { name: string }[]) => items.map((c) => c.name).sort();

describe("customers.list", () => {
  it("applies the row scope inside the query: own, team, all", async () => {
    expect(names((await callerFor(db, ana).customers.list({})).items)).toEqual(["João Conceição"]);
    expect(names((await callerFor(db, manager).customers.list({})).items)).toEqual(["João Conceição", "Padaria Açúcar Ltda"]);
    expect(names((await callerFor(db, admin).customers.list({})).items)).toEqual(["Joana Campinas", "João Conceição", "Padaria Açúcar Ltda"]);
    expect(await callerFor(db, admin).customers.count({})).toEqual({ count: 3, capped: false });
  });

  it("masks CPFs in the list (the detail page shows them to editors)", async () => {
    const [joao] = (await callerFor(db, ana).customers.list({})).items;
    expect(joao!.document).toBe(`***.${joaoCpf.slice(3, 6)}.${joaoCpf.slice(6, 9)}-**`);
    expect((await callerFor(db, ana).customers.get({ id: joao!.id })).document).toBe(joaoCpf);
  });

  it("searches accent-insensitively by name, and by document, e-mail or phone with or without punctuation", async () => {
    const find = async (q: string) => names((await callerFor(db, admin).customers.list({ search: q })).items);
    expect(await find("joao")).toEqual(["João Conceição"]);
    expect(await find("ACUCAR")).toEqual(["Padaria Açúcar Ltda"]);
    expect(await find(`${joaoCpf.slice(0, 3)}.${joaoCpf.slice(3, 6)}.${joaoCpf.slice(6, 9)}-${joaoCpf.slice(9)}`)).toEqual(["João Conceição"]);
    expect(await find("12.ABC.345/01DE-35")).toEqual(["Padaria Açúcar Ltda"]);
    expect(await find("joao@exemplo")).toEqual(["João Conceição"]);
    expect(await find("91234-5678")).toEqual(["João Conceição"]);
    expect(await find("100%_")).toEqual([]);
  });

  it("filters by field and refuses an unknown field by its path", async () => {
    const pj = await callerFor(db, admin).customers.list({ filters: [{ field: "kind", operand: "eq", value: "PJ" }] });
    expect(names(pj.items)).toEqual(["Padaria Açúcar Ltda"]);
    const err = await failureOf(callerFor(db, admin).customers.list({ filters: [{ field: "salary", operand: "eq", value: 1 }] }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)[0]).toMatch(/^filters\.0/);
  });

  it("the palette search sees only what the list sees", async () => {
    expect((await callerFor(db, carla).customers.search({ q: "joao" })).map((c) => c.name)).toEqual([]);
    expect((await callerFor(db, carla).customers.search({ q: "joana" })).map((c) => c.name)).toEqual(["Joana Campinas"]);
    expect((await failureOf(callerFor(db, null).customers.search({ q: "x" }))).code).toBe("UNAUTHORIZED");
  });

  it("sorts names as people read them: accents and case do not move a name out of its letter", async () => {
    const owner = await makeUser(db, { role: "seller" });
    for (const name of ["Zeca Souza", "Álvaro Lima", "alice Ramos", "Bruno Dias", "Érica Melo", "Eduardo Reis"]) await makeCustomer(db, owner, { name });
    const asc = await callerFor(db, owner).customers.list({ sort: { field: "name", dir: "asc" } });
    expect(asc.items.map((c) => c.name)).toEqual(["alice Ramos", "Álvaro Lima", "Bruno Dias", "Eduardo Reis", "Érica Melo", "Zeca Souza"]);
    const desc = await callerFor(db, owner).customers.list({ sort: { field: "name", dir: "desc" }, limit: 2 });
    const rest = await callerFor(db, owner).customers.list({ sort: { field: "name", dir: "desc" }, cursor: desc.nextCursor });
    expect([...desc.items, ...rest.items].map((c) => c.name)).toEqual(["Zeca Souza", "Érica Melo", "Eduardo Reis", "Bruno Dias", "Álvaro Lima", "alice Ramos"]);
  });
});

