import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "src") };
const integrationInclude = ["src/**/*.int.test.ts", "tests/integration/**/*.test.ts"];
// Files about the embedded database itself (its thread, its folder's lock, its turns): they open PGlite whatever
// TEST_DB says, so the PostgreSQL project would only run them a second time.
const pgliteOnly = ["src/server/db/pglite-worker.int.test.ts", "src/server/db/data-dir-lock.int.test.ts", "src/server/db/pglite-turns.int.test.ts"];
// The session secret the services read (the sealed TOTP secrets' key): given, so the integration suites never
// generate one into the project's .data folder.
const NEXTAUTH_SECRET = "integration-tests-only-secret-0123456789abcdef";

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker per core but one: a single worker on the 2-core machines here, where most
    // of an integration file's time is spent waiting on PostgreSQL or in a PGlite of its own. Two files at a
    // time, with each PGlite loaded from a migrated snapshot (tests/helpers/db.ts), took the unit and
    // integration stage (3 124 tests, PGlite and PostgreSQL) from 15.1 to 9.5 min there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        // 30 s, not Vitest's 5: a unit file may share the two cores with an integration file (a 20 000-row XLSX
        // export timed out at 5 s on a busy CI run here).
        test: { name: "unit", include: ["src/**/*.test.ts", "src/**/*.test.tsx"], exclude: integrationInclude, environment: "node", testTimeout: 30_000 },
      },
      // The integration files share their worker's modules (isolate: false): importing the app's server modules
      // again for each file cost ~1.4 s a file, 609 s of a CI run's 915 s stage. What a file changes in the
      // process (process.env, the configuration's cache, globalThis.__dbHandle) it puts back in its afterAll.
      {
        extends: true,
        test: {
          name: "integration",
          include: integrationInclude,
          isolate: false,
          env: { TEST_DB: "pglite", NEXTAUTH_SECRET },
          globalSetup: ["tests/helpers/pglite-snapshot.setup.ts"],
          // Generous: two files share two slow cores, and the machines here lose up to 70 % of them to steal.
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      // The same integration suite on a real PostgreSQL server when one is given (CI sets it).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: "integration-pg",
                include: integrationInclude,
                exclude: pgliteOnly,
                isolate: false,
                env: { TEST_DB: "postgres", NEXTAUTH_SECRET },
                globalSetup: ["tests/helpers/pg-template.setup.ts"],
                testTimeout: 60_000,
                hookTimeout: 180_000,
              },
            },
          ]
        : []),
      {
        extends: true,
        test: { name: "http", include: ["tests/http/**/*.test.ts"], testTimeout: 30_000, hookTimeout: 180_000, fileParallelism: false },
      },
    ],
  },
});
