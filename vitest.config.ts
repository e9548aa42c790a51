import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "src") };
const integrationInclude = ["src/**/*.int.test.ts", "tests/integration/**/*.test.ts"];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["src/**/*.test.ts", "src/**/*.test.tsx"], exclude: integrationInclude, environment: "node" },
      },
      {
        extends: true,
        test: { name: "integration", include: integrationInclude, env: { TEST_DB: "pglite" }, testTimeout: 30_000, hookTimeout: 60_000 },
      },
      // The same integration suite on a real PostgreSQL server when one is given (CI sets it).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: { name: "integration-pg", include: integrationInclude, env: { TEST_DB: "postgres" }, testTimeout: 30_000, hookTimeout: 60_000 },
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
