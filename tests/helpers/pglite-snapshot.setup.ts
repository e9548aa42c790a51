import { ensurePgliteSnapshot } from "./db";

/** Makes the migrated PGlite snapshot once, before the workers start, so no test file's hook pays for it. */
export default async function setup(): Promise<void> {
  await ensurePgliteSnapshot();
}
