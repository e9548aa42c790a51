import { eq } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { sales } from "~/server/db/schema";
import { countCustomers, listCustomers } from "~/features/customers/server/customers-list.service";
import { countRenewals, countSales, listRenewals, listSales } from "~/features/sales/server/sales-list.service";
import { actorOf, cursorOfPage, PAGE, type BenchCase } from "./case";

/** The portfolio lists (issue 4), as their screens call them. */
export async function portfolioCases(db: Db): Promise<BenchCase[]> {
  const admin = await actorOf(db, "admin@demo.com.br");
  const seller = await actorOf(db, "ana@demo.com.br");
  const deep = await cursorOfPage((cursor) => listCustomers(db, admin, { limit: PAGE, cursor }), 1000);
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
