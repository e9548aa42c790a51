import { eq } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import { users } from "~/server/db/schema";
import { countLeads, kanbanCounts, listLeads } from "~/features/leads/server/leads-list.service";
import type { ListQueryArgs } from "~/features/lists/list.schemas";
import type { BenchCase } from "./case";

const PAGE = 50;

async function actorOf(db: Db, email: string): Promise<Actor> {
  const [u] = await db.select({ id: users.id, role: users.role, teamId: users.teamId }).from(users).where(eq(users.email, email)).limit(1);
  if (!u) throw new Error(`Usuário ${email} não existe: rode o seed de demonstração.`);
  return u;
}

/** The cursor of page `n` (1-based) of the default leads list, walked as a user would. */
async function cursorOfPage(db: Db, actor: Actor, n: number): Promise<{ cursor: string | null; page: number }> {
  let cursor: string | null = null;
  let page = 1;
  while (page < n) {
    const next: string | null = (await listLeads(db, actor, { limit: PAGE, cursor })).nextCursor;
    if (!next) break;
    cursor = next;
    page += 1;
  }
  return { cursor, page };
}

/** The leads screens (issue 5), as they call the server: tRPC paths leads.list, leads.count, leads.kanbanCounts. */
export async function leadsCases(db: Db): Promise<BenchCase[]> {
  const admin = await actorOf(db, "admin@demo.com.br");
  const seller = await actorOf(db, "ana@demo.com.br");
  const deep = await cursorOfPage(db, admin, 1000);
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
    { name: "Leads: kanban, contagem por status (Vendedora)", who: "seller", path: "leads.kanbanCounts", input: {}, run: (d) => kanbanCounts(d, seller, {}) },
  ];
}
