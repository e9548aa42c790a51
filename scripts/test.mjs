// npm test: install what is missing, then typecheck, lint, unit + integration (PGlite, and a
// real PostgreSQL when TEST_DATABASE_URL is set), HTTP contract tests and Playwright journeys
// against the built app.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
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

// The journeys take most of the suite's time and mostly wait on the browser and on timers (toasts, the clock, the
// jobs): they run in shards side by side, each against its own server over its own copy of the prepared database,
// so none sees another's writes. Three: with two, the two cores were still idle ~40 % of the stage.
const SHARDS = Number(process.env.JOURNEY_SHARDS ?? 3);
const firstPort = Number(process.env.TEST_PORT ?? 3100);
const shards = Array.from({ length: SHARDS }, (_, i) => i).map((i) => {
  const port = firstPort + i;
  const baseUrl = `http://localhost:${port}`;
  const dataDir = path.join(root, i === 0 ? ".data-test" : `.data-test-${i + 1}`);
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
  const testEnv = { ...process.env, APP_URL: baseUrl, BASE_URL: baseUrl, METRICS_TOKEN: serverEnv.METRICS_TOKEN, UPLOAD_TMP_DIR: serverEnv.UPLOAD_TMP_DIR, PW_OUTPUT_DIR: path.join(root, "test-results", `shard-${i + 1}`) };
  return { label: `jornadas ${i + 1}/${SHARDS}`, port, baseUrl, dataDir, serverEnv, testEnv };
});
for (const s of shards) rmSync(s.dataDir, { recursive: true, force: true });
run("npx", ["tsx", "scripts/prepare-db.ts"], { env: shards[0].serverEnv });
for (const s of shards.slice(1)) cpSync(shards[0].dataDir, s.dataDir, { recursive: true });
const servers = shards.map((s) => startServer(s.port, s.serverEnv));
let code = 1;
try {
  await Promise.all(shards.map((s) => waitForServer(`${s.baseUrl}/api/auth/csrf`)));
  const [first, ...others] = shards;
  const parts = journeyParts(SHARDS);
  const journeys = (s, n) => runPrefixed(s.label, "npx", ["playwright", "test", ...parts[n - 1].map((f) => `/\\/${f.replace(/[.+-]/g, "\\$&")}$/`)], s.testEnv);
  console.log(`\n→ Testes de contrato HTTP (/api/auth, /api/trpc), e jornadas no navegador (Playwright + Chromium) em ${SHARDS} partes lado a lado`);
  const codes = await Promise.all([
    (async () => {
      const http = await runPrefixed("HTTP", "npx", ["vitest", "run", "--project", "http"], first.testEnv);
      if (http !== 0) return http;
      return journeys(first, 1);
    })(),
    ...others.map((s, i) => journeys(s, i + 2)),
  ]);
  code = codes.find((c) => c !== 0) ?? 0;
  if (code !== 0) printFailedPages();
} finally {
  for (const server of servers) stopServer(server);
}
process.exit(code);

/**
 * The journey files split into `n` parts of about equal time (the longest first, each to the part with the least
 * time so far), by the seconds each took on a CI run (journey-weights.json); the first part also runs the HTTP
 * contract tests. Playwright's own --shard splits by count of tests, and left one part 4.7 min longer than another.
 */
function journeyParts(n) {
  const { http, files: weights } = JSON.parse(readFileSync(path.join(root, "scripts", "journey-weights.json"), "utf8"));
  const files = readdirSync(path.join(root, "e2e")).filter((f) => f.endsWith(".spec.ts"));
  const weight = (f) => weights[f] ?? 20;
  const parts = Array.from({ length: n }, (_, i) => ({ files: [], time: i === 0 ? http : 0 }));
  for (const f of files.sort((a, b) => weight(b) - weight(a))) {
    const part = parts.reduce((a, b) => (b.time < a.time ? b : a));
    part.files.push(f);
    part.time += weight(f);
  }
  return parts.map((p) => p.files);
}

/**
 * What each failed journey's page showed (the accessibility snapshot Playwright writes next to its trace), at the end
 * of the output: a CI log is often read only from its tail, where the traces themselves are out of reach.
 */
function printFailedPages() {
  const found = [];
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name === "error-context.md") found.push(p);
    }
  };
  if (existsSync(path.join(root, "test-results"))) walk(path.join(root, "test-results"));
  for (const file of found) {
    const text = readFileSync(file, "utf8");
    const start = text.indexOf("```yaml");
    if (start < 0) continue;
    const lines = text.slice(start + 8).split("\n");
    const end = lines.findIndex((l) => l.startsWith("```"));
    const yaml = lines.slice(0, end < 0 ? undefined : end);
    // An open dialog, else the main region: the navigation around them is the same on every screen.
    const focus = [/^\s*- dialog\b/, /^\s*- main\b/].map((re) => yaml.findIndex((l) => re.test(l))).find((i) => i >= 0) ?? 0;
    console.log(`\n→ Página da jornada que falhou: ${path.relative(root, path.dirname(file))}`);
    for (const line of yaml.slice(focus, focus + 50)) console.log(`  ${line.slice(0, 160)}`);
  }
}

/** Runs a command with each line of its output prefixed by the label, so two runs side by side stay readable. */
function runPrefixed(label, cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    for (const stream of [child.stdout, child.stderr]) {
      let pending = "";
      stream.on("data", (chunk) => {
        const lines = (pending + chunk.toString()).split("\n");
        pending = lines.pop() ?? "";
        for (const line of lines) console.log(`[${label}] ${line}`);
      });
      stream.on("end", () => pending && console.log(`[${label}] ${pending}`));
    }
    child.on("error", (err) => console.log(`[${label}] ${String(err)}`));
    child.on("close", (c) => resolve(c ?? 1));
  });
}

function ensureChromium() {
  // The headless shell costs the side-by-side journeys much less CPU than the full browser (playwright.config.ts).
  if (process.env.CHROMIUM_PATH || existsSync("/usr/bin/chromium-headless-shell")) return;
  const fallbacks = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log("→ Instalando o Chromium headless shell do Debian (apt-get install chromium-headless-shell)...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    const install = update.status === 0 && spawnSync("apt-get", ["install", "-y", "-qq", "chromium-headless-shell"], { stdio: "inherit", env });
    if (install && install.status === 0) return;
    if (fallbacks.some((p) => existsSync(p))) return;
    run("apt-get", ["install", "-y", "-qq", "chromium"], { env });
    return;
  }
  if (fallbacks.some((p) => existsSync(p))) return;
  console.log("→ Chromium do sistema não encontrado: instalando o do Playwright...");
  run("npx", ["playwright", "install", "chromium"]);
}
