import type { Db } from "~/server/db/client";
import { REPORT_KEYS, resolvePeriod, type ReportFilters, type ReportKey } from "~/features/reports/report-contract";
import { reportRunner } from "~/features/reports/server/registry";
import { actorOf, type BenchCase } from "./case";

/** Relatórios (issue 18): each report with a runner, this month, for the Administrador (all rows) and a Vendedora. */
export async function reportCases(db: Db): Promise<BenchCase[]> {
  const admin = await actorOf(db, "admin@demo.com.br");
  const seller = await actorOf(db, "ana@demo.com.br");
  const filters: ReportFilters = { period: "este-mes" };
  const cases: BenchCase[] = [];
  for (const key of REPORT_KEYS as readonly ReportKey[]) {
    const runner = reportRunner(key);
    if (!runner) continue;
    for (const [who, actor] of [["admin", admin], ["seller", seller]] as const) {
      cases.push({
        name: `Relatórios: ${key} (${who === "admin" ? "Administrador" : "Vendedora"})`,
        who,
        path: "reports.run",
        input: { key, filters },
        run: (d) => runner(d, actor, filters, resolvePeriod(filters)),
      });
    }
  }
  return cases;
}
