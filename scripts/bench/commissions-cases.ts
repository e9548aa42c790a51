import type { Db } from "~/server/db/client";
import { saoPauloMonth } from "~/lib/format";
import { addMonths } from "~/features/commissions/engine/months";
import { commissionEntriesOf, commissionSummary } from "~/features/commissions/server/my-commissions.service";
import { overdueInstallments, payablesByPerson, receivablesOverview } from "~/features/commissions/server/reconciliation/workbench.service";
import { actorOf, PAGE, type BenchCase } from "./case";

/** The commission screens (issue 6), as they call the API. */
export async function commissionsCases(db: Db): Promise<BenchCase[]> {
  const seller = await actorOf(db, "ana@demo.com.br");
  const now = saoPauloMonth(new Date());
  const year = { from: addMonths(now, -11), to: now };
  const window = { from: addMonths(now, -5), to: addMonths(now, 6) };
  return [
    { name: "Comissões: minhas comissões, 12 meses (Vendedora)", who: "seller", path: "commissions.summary", input: window, run: (d) => commissionSummary(d, seller, window) },
    { name: "Comissões: lançamentos do mês (Vendedora)", who: "seller", path: "commissions.entries", input: { month: now, limit: PAGE }, run: (d) => commissionEntriesOf(d, seller, { month: now, limit: PAGE }) },
    { name: "Comissões: visão financeira, recebíveis 12 meses", who: "admin", path: "commissions.overview.receivables", input: year, run: (d) => receivablesOverview(d, year) },
    { name: "Comissões: repasses por pessoa, 1 mês", who: "admin", path: "commissions.overview.payables", input: { from: now, to: now }, run: (d) => payablesByPerson(d, { from: now, to: now }) },
    { name: "Comissões: parcelas em atraso", who: "admin", path: "commissions.reconciliation.overdue", input: { limit: PAGE }, run: (d) => overdueInstallments(d, { limit: PAGE }) },
  ];
}
