// Applies migrations; on the embedded database only, loads demo data when it is empty.
import { getDbHandle } from "~/server/db/client";
import { seedDemo } from "~/server/db/seed-demo";
import { refreshPlannerStats } from "~/server/db/planner-stats";
import { authSecret } from "~/server/auth/secret";
import { serverEnv } from "~/server/env";

const env = serverEnv();
const handle = await getDbHandle();
console.log(`→ Banco ${handle.kind === "pglite" ? `embutido (PGlite em ${env.pgliteDataDir})` : "PostgreSQL"}: migrações aplicadas.`);
if (handle.kind === "pglite") {
  authSecret(); // generated once into the data directory
  if (await seedDemo(handle.db)) console.log("→ Dados de demonstração carregados.");
  // No autovacuum in PGlite: without statistics the planner ignores the list indexes.
  await refreshPlannerStats(handle.db);
}
await handle.close();
