import type { NextConfig } from "next";

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native and WASM packages must be loaded by Node at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "argon2", "pg", "pino"],
  // Keep `next build` and `next dev` apart so tests on a build never see dev output.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
};

export default config;
