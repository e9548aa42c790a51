import { getDbHandle } from "~/server/db/client";

const handle = await getDbHandle();
console.log(`Migrações aplicadas (${handle.kind}).`);
await handle.close();
