// npm test: install what is missing, then typecheck, lint, unit + integration (PGlite, and a
// real PostgreSQL when TEST_DATABASE_URL is set), HTTP contract tests and Playwright journeys
// against the built app.
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { buildIfStale, ensureInstall, root, run, runTogether, startServer, stopServer, waitForServer } from "./lib.mjs";

const only = process.argv[2]; // optional: "fast" skips the browser and HTTP stages

ensureInstall();
// Both are single-threaded: side by side they use the two cores of the machines here.
console.log("\n→ Verificação de tipos (tsc) e lint (eslint), lado a lado");
await runTogether([
  ["Verificação de tipos (tsc)", "npx", ["tsc", "--noEmit"]],
  ["Lint (eslint)", "npx", ["eslint", "--max-warnings=0", "."]],
]);

const projects = ["--project", "unit", "--project", "integration"];
if (process.env.TEST_DATABASE_URL) projects.push("--project", "integration-pg");
else console.log("\n(TEST_DATABASE_URL não definido: a suíte de integração roda só no PGlite.)");
console.log("\n→ Testes unitários e de integração (vitest)");
run("npx", ["vitest", "run", ...projects]);
if (only === "fast") process.exit(0);

ensureChromium();
buildIfStale();

const port = Number(process.env.TEST_PORT ?? 3100);
const baseUrl = `http://localhost:${port}`;
const dataDir = path.join(root, ".data-test");
rmSync(dataDir, { recursive: true, force: true });
const serverEnv = {
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  NEXTAUTH_URL: baseUrl,
  // Lets the throttle tests present distinct client IPs through X-Forwarded-For.
  TRUST_PROXY: "1",
  LOG_LEVEL: "warn",
  // The HTTP tests read the metrics with this token, and check that uploads leave nothing in this folder.
  METRICS_TOKEN: "metrics-token-for-the-http-tests",
  UPLOAD_TMP_DIR: path.join(dataDir, "tmp"),
};
run("npx", ["tsx", "scripts/prepare-db.ts"], { env: serverEnv });
const server = startServer(port, serverEnv);
let code = 1;
try {
  await waitForServer(`${baseUrl}/api/auth/csrf`);
  const env = { ...process.env, APP_URL: baseUrl, BASE_URL: baseUrl, METRICS_TOKEN: serverEnv.METRICS_TOKEN, UPLOAD_TMP_DIR: serverEnv.UPLOAD_TMP_DIR };
  console.log("\n→ Testes de contrato HTTP (/api/auth, /api/trpc)");
  code = spawnSync("npx", ["vitest", "run", "--project", "http"], { stdio: "inherit", cwd: root, env }).status ?? 1;
  if (code === 0) {
    console.log("\n→ Jornadas no navegador (Playwright + Chromium)");
    code = spawnSync("npx", ["playwright", "test"], { stdio: "inherit", cwd: root, env }).status ?? 1;
  }
} finally {
  stopServer(server);
}
process.exit(code);

function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].filter(Boolean);
  if (candidates.some((p) => existsSync(p))) return;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log("→ Instalando Chromium (apt-get install chromium)...");
    run("apt-get", ["update", "-qq"]);
    run("apt-get", ["install", "-y", "-qq", "chromium"], { env: { DEBIAN_FRONTEND: "noninteractive" } });
    return;
  }
  console.log("→ Chromium do sistema não encontrado: instalando o do Playwright...");
  run("npx", ["playwright", "install", "chromium"]);
}
