import type { Db } from "~/server/db/client";
import { financeHome } from "~/features/dashboard/server/finance-home.service";
import { sellerHome } from "~/features/dashboard/server/seller-home.service";
import { systemHome } from "~/features/dashboard/server/system-home.service";
import { teamHome } from "~/features/dashboard/server/team-home.service";
import { actorOf, type BenchCase } from "./case";

/** Início (issue 18): each part of each role's home, as the page loads it (tRPC dashboard.*, no input). */
export async function homeCases(db: Db): Promise<BenchCase[]> {
  const admin = await actorOf(db, "admin@demo.com.br");
  const manager = await actorOf(db, "gestor@demo.com.br");
  const seller = await actorOf(db, "ana@demo.com.br");
  return [
    { name: "Início: Vendedora (agenda, funil, mês, comissões)", who: "seller", path: "dashboard.own", input: undefined, run: (d) => sellerHome(d, seller) },
    { name: "Início: Gestor (equipe)", who: "manager", path: "dashboard.team", input: undefined, run: (d) => teamHome(d, manager) },
    { name: "Início: Administrador, equipe (todos)", who: "admin", path: "dashboard.team", input: undefined, run: (d) => teamHome(d, admin) },
    { name: "Início: Administrador, financeiro", who: "admin", path: "dashboard.finance", input: undefined, run: (d) => financeHome(d) },
    { name: "Início: Administrador, sistema", who: "admin", path: "dashboard.system", input: undefined, run: (d) => systemHome(d) },
  ];
}
