// npm run db:seed: the only way demo data reaches a real PostgreSQL (never silently).
import { getDbHandle } from "~/server/db/client";
import { DEMO_PASSWORD, seedDemo } from "~/server/db/seed-demo";

const handle = await getDbHandle();
const seeded = await seedDemo(handle.db);
console.log(seeded ? `Dados de demonstração carregados (senha ${DEMO_PASSWORD}).` : "O banco já tem usuários: nada foi alterado.");
await handle.close();
