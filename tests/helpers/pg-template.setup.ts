import { ensurePostgresTemplate } from "./db";

/** Makes the migrated template database once, before the workers start; removes it when the run ends. */
export default async function setup(): Promise<() => Promise<void>> {
  await ensurePostgresTemplate();
  return async () => {
    await ensurePostgresTemplate({ drop: true });
  };
}
