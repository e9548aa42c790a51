import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import drizzle from "eslint-plugin-drizzle";
import tseslint from "typescript-eslint";

const config = [
  { ignores: [".next/**", ".next-*/**", ".data/**", ".data-*/**", "node_modules/**", "drizzle/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
  ...nextVitals,
  ...nextTs,
  {
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { drizzle, "@typescript-eslint": tseslint.plugin },
    rules: {
      // No UPDATE/DELETE without WHERE, ever.
      "drizzle/enforce-delete-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "drizzle/enforce-update-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // UI code never reaches into the database layer.
    files: ["src/components/**", "src/features/*/components/**", "src/features/*/hooks/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["~/server/db/*", "~/server/db"], message: "UI code must not import the database layer." }] }],
    },
  },
];

export default config;
