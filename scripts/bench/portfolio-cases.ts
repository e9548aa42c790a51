import { eq } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import { sales, users } from "~/server/db/schema";
import { countCustomers, listCustomers } from "~/features/customers/server/customers-list.service";
import { countRenewals, countSales, listRenewals, listSales } from "~/features/sales/server/sales-list.service";
import type { BenchCase } from "./case";

const PAGE = 50;

async function actorOf(db: Db, email: string): Promise<Actor> {
  const [u] = await db.select({ id: users.id, role: users.role, teamId: users.teamId }).from(users).where(eq(users.email, email)).limit(1);
  if (!u) throw new Error(`Usuário ${email} não existe: rode o seed de demonstração.`);
  return u;
}

/** The cursor of page `n` (1-based), walked as a user would, one page after the other. */
async function cursorOfPage(db: Db, actor: Actor, n: number): Promise<{ cursor: string | null; page: number }> {
  let cursor: string | null = null;
  let page = 1;
  while (page < n) {
    const next: string | null = (await listCustomers(db, actor, { limit: PAGE, cursor })).nextCursor;
    if (!next) break;
    cursor = next;
    page += 1;
  }
  return { cursor, page };
}

/** The portfolio lists (issue 4), as their screens call them. */
export async function portfolioCases(db: Db): Promise<BenchCase[]> {
  const admin = await actorOf(db, "admin@demo.com.br");
  const seller = await actorOf(db, "ana@demo.com.br");
  const deep = await cursorOfPage(db, admin, 1000);
  const [someSale] = await db.select({ number: sales.contractNumber }).from(sales).where(eq(sales.status, "ativa")).limit(1).offset(5000);
  const saleNumber = someSale?.number ?? "000";
  const filtered = { filters: [{ field: "kind", operand: "eq" as const, value: "PF" }, { field: "uf", operand: "eq" as const, value: "SP" }], sort: { field: "createdAt", dir: "desc" as const }, limit: PAGE };
  return [
    { name: "Clientes: primeira página (Administrador)", who: "admin", path: "customers.list", input: { limit: PAGE }, run: (d) => listCustomers(d, admin, { limit: PAGE }) },
    { name: "Clientes: primeira página (Vendedora)", who: "seller", path: "customers.list", input: { limit: PAGE }, run: (d) => listCustomers(d, seller, { limit: PAGE }) },
    { name: "Clientes: PF + SP, mais recentes", who: "admin", path: "customers.list", input: filtered, run: (d) => listCustomers(d, admin, filtered) },
    {
      name: `Clientes: página ${deep.page} por cursor`,
      who: "admin",
      path: "customers.list",
      input: { limit: PAGE, cursor: deep.cursor },
      run: (d) => listCustomers(d, admin, { limit: PAGE, cursor: deep.cursor }),
    },
    { name: 'Clientes: busca "joao silva"', who: "admin", path: "customers.list", input: { search: "joao silva", limit: PAGE }, run: (d) => listCustomers(d, admin, { search: "joao silva", limit: PAGE }) },
    { name: "Clientes: contagem (até 10.000+)", who: "admin", path: "customers.count", input: {}, run: (d) => countCustomers(d, admin, {}) },
    { name: "Vendas: primeira página (Administrador)", who: "admin", path: "sales.list", input: { limit: PAGE }, run: (d) => listSales(d, admin, { limit: PAGE }) },
    { name: "Vendas: primeira página (Vendedora)", who: "seller", path: "sales.list", input: { limit: PAGE }, run: (d) => listSales(d, seller, { limit: PAGE }) },
    { name: "Vendas: busca por nº do contrato", who: "admin", path: "sales.list", input: { search: saleNumber, limit: PAGE }, run: (d) => listSales(d, admin, { search: saleNumber, limit: PAGE }) },
    { name: "Vendas: contagem", who: "admin", path: "sales.count", input: {}, run: (d) => countSales(d, admin, {}) },
    { name: "Renovações 30 dias", who: "admin", path: "sales.renewals", input: { days: 30, limit: PAGE }, run: (d) => listRenewals(d, admin, 30, { limit: PAGE }) },
    { name: "Renovações 90 dias: contagem", who: "admin", path: "sales.renewalsCount", input: { days: 90 }, run: (d) => countRenewals(d, admin, 90, {}) },
  ];
}
