// Plain Node (no TypeScript, no dependencies): these run before `npm install` has.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: "inherit", cwd: root, ...opts, env: { ...process.env, ...opts.env } });
  if (res.status !== 0) exitFailed(cmd, args, res.status ?? res.signal);
}

function exitFailed(cmd, args, code) {
  console.error(`\n✖ ${cmd} ${args.join(" ")} falhou (código ${code}).`);
  process.exit(typeof code === "number" ? code : 1);
}

/** Runs the commands at once, each one's output shown whole when it ends; exits if any failed. */
export async function runTogether(commands) {
  const results = await Promise.all(
    commands.map(
      ([label, cmd, args]) =>
        new Promise((resolve) => {
          const child = spawn(cmd, args, { cwd: root, env: process.env, stdio: ["ignore", "pipe", "pipe"] });
          const output = [];
          child.stdout.on("data", (d) => output.push(d));
          child.stderr.on("data", (d) => output.push(d));
          child.on("error", (err) => output.push(Buffer.from(`${String(err)}\n`)));
          child.on("close", (code, signal) => resolve({ label, cmd, args, code: code ?? signal, output: Buffer.concat(output).toString() }));
        }),
    ),
  );
  for (const r of results) {
    console.log(`\n→ ${r.label}: ${r.code === 0 ? "ok" : "falhou"}`);
    if (r.output.trim()) process.stdout.write(r.output);
  }
  const failed = results.find((r) => r.code !== 0);
  if (failed) exitFailed(failed.cmd, failed.args, failed.code);
}

function mtime(p) {
  try {
    return statSync(p).mtimeMs;
  } catch {
    return 0;
  }
}

/** Newest modification time under the given paths (files or folders). */
export function newest(paths) {
  let max = 0;
  const walk = (p) => {
    let st;
    try {
      st = statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const e of readdirSync(p)) if (e !== "node_modules" && !e.startsWith(".")) walk(path.join(p, e));
    } else max = Math.max(max, st.mtimeMs);
  };
  for (const p of paths) walk(path.join(root, p));
  return max;
}

/** `npm install` (never `npm ci`) when node_modules is missing or older than the manifests. */
export function ensureInstall() {
  const marker = path.join(root, "node_modules", ".package-lock.json");
  const manifests = Math.max(mtime(path.join(root, "package.json")), mtime(path.join(root, "package-lock.json")));
  if (existsSync(marker) && mtime(marker) >= manifests) return;
  console.log("→ Instalando dependências (npm install)...");
  run("npm", ["install", "--no-audit", "--no-fund"]);
}

const BUILD_INPUTS = ["src", "public", "next.config.ts", "postcss.config.mjs", "tsconfig.json", "package-lock.json", "package.json"];

/** `next build` only when a source is newer than the last build. */
export function buildIfStale() {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (existsSync(buildId) && mtime(buildId) >= newest(BUILD_INPUTS)) {
    console.log("→ Build atualizado; reaproveitando .next/");
    return;
  }
  console.log("→ Compilando a aplicação (next build)...");
  run("npx", ["next", "build"], { env: { NEXT_TELEMETRY_DISABLED: "1" } });
}

/** The built app on `port` (scripts/serve.mjs: as many processes as WEB_CONCURRENCY says, on the one port). */
export function startServer(port, env = {}) {
  const child = spawn(process.execPath, [path.join(root, "scripts", "serve.mjs"), "-p", String(port)], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    detached: process.platform !== "win32",
  });
  return child;
}

export function stopServer(child) {
  if (!child || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    child.kill("SIGTERM");
  }
}

export async function waitForServer(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`O servidor não respondeu em ${url} após ${timeoutMs / 1000}s.`);
}

export const DEMO_PASSWORD = "Corretora@2026";
export const DEMO_LOGINS = [
  ["admin@demo.com.br", "Administrador"],
  ["gestor@demo.com.br", "Gestor · Equipe São Paulo"],
  ["financeiro@demo.com.br", "Financeiro"],
  ["ana@demo.com.br", "Vendedora · Equipe São Paulo"],
  ["bruno@demo.com.br", "Vendedor · Equipe São Paulo"],
  ["carla@demo.com.br", "Vendedora · Equipe Campinas"],
];
