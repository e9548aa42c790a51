import type { Db } from "~/server/db/client";
import { countLeads, kanbanCounts, listLeads } from "~/features/leads/server/leads-list.service";
import type { ListQueryArgs } from "~/features/lists/list.schemas";
import { actorOf, cursorOfPage, PAGE, type BenchCase } from "./case";

/** The leads screens (issue 5), as they call the server: tRPC paths leads.list, leads.count, leads.kanbanCounts. */
export async function leadsCases(db: Db): Promise<BenchCase[]> {
  const admin = await actorOf(db, "admin@demo.com.br");
  const seller = await actorOf(db, "ana@demo.com.br");
  const manager = await actorOf(db, "gestor@demo.com.br");
  const deep = await cursorOfPage((cursor) => listLeads(db, admin, { limit: PAGE, cursor }), 1000);
  const byOwner: ListQueryArgs = {
    filters: [
      { field: "status", operand: "eq", value: "Contatar novamente" },
      { field: "ownerId", operand: "eq", value: seller.id },
    ],
    sort: { field: "nextContactOn", dir: "asc" },
    limit: PAGE,
  };
  const search: ListQueryArgs = { search: "joao silva", limit: PAGE };
  const list = (name: string, who: "admin" | "seller", input: ListQueryArgs): BenchCase => ({
    name,
    who,
    path: "leads.list",
    input,
    run: (d) => listLeads(d, who === "admin" ? admin : seller, input),
  });
  return [
    list("Leads: primeira página (Administrador)", "admin", { limit: PAGE }),
    list("Leads: primeira página (Vendedora)", "seller", { limit: PAGE }),
    list("Leads: Contatar novamente de uma vendedora, por próximo contato", "admin", byOwner),
    list(`Leads: página ${deep.page} por cursor`, "admin", { limit: PAGE, cursor: deep.cursor }),
    list('Leads: busca "joao silva"', "admin", search),
    { name: "Leads: contagem (até 10.000+)", who: "admin", path: "leads.count", input: {}, run: (d) => countLeads(d, admin, {}) },
    { name: "Leads: kanban, contagem por status (Administrador)", who: "admin", path: "leads.kanbanCounts", input: {}, run: (d) => kanbanCounts(d, admin, {}) },
    { name: "Leads: kanban, contagem por status (Gestor)", who: "manager", path: "leads.kanbanCounts", input: {}, run: (d) => kanbanCounts(d, manager, {}) },
    { name: "Leads: kanban, contagem por status (Vendedora)", who: "seller", path: "leads.kanbanCounts", input: {}, run: (d) => kanbanCounts(d, seller, {}) },
  ];
}
