// npm run seed:scale -- --customers 200000 --sales 500000 [--leads 1000000] [--commissions]
// Adds a large, realistic data set to the configured database (embedded or DATABASE_URL).
import { parseArgs } from "node:util";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDbHandle } from "~/server/db/client";
import { customers, users } from "~/server/db/schema";
import { seedPortfolio } from "~/server/db/seed/seed-portfolio";
import { seedScaleLeads, seedScaleStatusChanges } from "~/server/db/seed/seed-leads";
import { foldAllCohortCounts } from "~/features/reports/server/leads/lead-rollup";
import { seedCommissionsScale } from "~/server/db/seed/seed-commissions-scale";
import { refreshPlannerStats } from "~/server/db/planner-stats";

const { values } = parseArgs({
  options: {
    customers: { type: "string", default: "200000" },
    sales: { type: "string", default: "500000" },
    leads: { type: "string", default: "0" },
    seed: { type: "string", default: "7" },
    // Issue 6: the commission ledger of every activated sale (about 13 entries each) and 1 000 participants.
    commissions: { type: "boolean", default: false },
  },
});
const count = { customers: Number(values.customers), sales: Number(values.sales) };
const leadCount = Number(values.leads);
const leadsOnly = (leadCount > 0 || values.commissions) && count.customers === 0 && count.sales === 0;
if (!Number.isInteger(count.customers) || !Number.isInteger(count.sales) || (count.customers < 1 && !leadsOnly) || count.sales < 0 || !Number.isInteger(leadCount) || leadCount < 0) {
  console.error("Use: npm run seed:scale -- --customers N --sales M [--leads L]");
  process.exit(1);
}

const handle = await getDbHandle();
const owners = await handle.db
  .select({ id: users.id })
  .from(users)
  .where(and(eq(users.active, true), inArray(users.role, ["seller", "manager"])));
if (!owners.length) {
  console.error("Nenhum vendedor ativo: rode npm run db:seed (ou crie usuários) antes.");
  process.exit(1);
}
const [{ n } = { n: 0 }] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(customers);
const started = Date.now();
let last = 0;
// --customers 0 --sales 0 --leads N: only leads (npm run bench -- --leads N tops them up this way).
if (count.customers > 0) await seedPortfolio(handle.db, {
  ...count,
  ownerIds: owners.map((o) => o.id),
  seed: Number(values.seed),
  offset: 1_000_000 + n,
  onProgress: ({ customers: c, sales: s }) => {
    if (Date.now() - last < 2000) return;
    last = Date.now();
    console.log(`  ${c} clientes, ${s} vendas (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  },
});
if (leadCount > 0) {
  await seedScaleLeads(handle.db, leadCount, Number(values.seed));
  const changes = await seedScaleStatusChanges(handle.db, (n) => {
    if (Date.now() - last < 5000) return;
    last = Date.now();
    console.log(`  ${n} mudanças de status (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  });
  console.log(`✔ ${changes} mudanças de status nas linhas do tempo.`);
  // The rollup's triggers wrote one delta row per lead; fold them as the nightly job would, so reads (and the
  // bench) see the table an office has after its first night rather than a million unfolded deltas.
  console.log(`  ${await foldAllCohortCounts(handle.db)} meses do resumo de leads consolidados (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
if (values.commissions) {
  const written = await seedCommissionsScale(handle.db, (entries) => console.log(`  ${entries} lançamentos de comissão (${((Date.now() - started) / 1000).toFixed(0)} s)`));
  console.log(`✔ ${written} lançamentos de comissão.`);
}
await refreshPlannerStats(handle.db);
const seconds = (Date.now() - started) / 1000;
console.log(`✔ ${count.customers} clientes e ${count.sales} vendas em ${seconds.toFixed(1)} s (${handle.kind}).`);
await handle.close();
