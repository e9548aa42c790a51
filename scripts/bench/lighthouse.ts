// Issue 20: Lighthouse's mobile performance score of a signed-in page (target ≥ 90 for /leads/hoje), with the
// system Chromium. Run through `npm run bench -- --lighthouse` (builds if stale, starts its own server on the demo
// database), or alone against a running build:
// `npx tsx scripts/bench/lighthouse.ts --base http://localhost:3000 [--path /leads/hoje] [--runs 5]`.
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { chromium, request } from "@playwright/test";
import lighthouse from "lighthouse";

const PASSWORD = "Corretora@2026";
/** The browser's DevTools port Lighthouse drives (in the bench's own port range). */
const DEBUGGING_PORT = Number(process.env.LIGHTHOUSE_DEBUGGING_PORT ?? 3149);

const chromiumPath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => p && existsSync(p));

/** The signed-in session's cookies as a Cookie header (csrf + credentials callback, as the page-weight bench signs in). */
async function sessionCookie(base: string, email: string): Promise<string> {
  const api = await request.newContext({ baseURL: base });
  try {
    const csrf = (await (await api.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const res = await api.post("/api/auth/callback/credentials", { form: { csrfToken: csrf.csrfToken, email, password: PASSWORD, json: "true" } });
    if (!res.ok()) throw new Error(`sign-in ${email}: HTTP ${res.status()}`);
    const { cookies } = await api.storageState();
    return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  } finally {
    await api.dispose();
  }
}

/** The metrics the performance score is made of, as Lighthouse names them. */
const METRICS = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
  ["speed-index", "Speed Index"],
] as const;

export interface LighthouseRun {
  score: number;
  metrics: Record<string, string>;
  /** The opportunities and diagnostics Lighthouse ranks first (title and estimated saving). */
  hints: string[];
}

class LighthouseTraceError extends Error {}

async function runOnce(url: string, cookie: string): Promise<LighthouseRun> {
  // Lighthouse's default settings: mobile (emulated phone, simulated slow 4G and 4× slower CPU).
  const result = await lighthouse(url, { port: DEBUGGING_PORT, onlyCategories: ["performance"], logLevel: "error", output: "json", extraHeaders: { Cookie: cookie } });
  const lhr = result?.lhr;
  if (!lhr) throw new Error("Lighthouse returned no report");
  if (lhr.runtimeError) throw new LighthouseTraceError(`Lighthouse: ${lhr.runtimeError.message}`);
  // A lost session lands on the sign-in page, whose score says nothing about the page asked for.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`Lighthouse measured ${lhr.finalDisplayedUrl}, not ${url}`);
  const metrics = Object.fromEntries(METRICS.map(([id, name]) => [name, lhr.audits[id]?.displayValue ?? "?"]));
  const hints = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && (a.details?.type === "opportunity" || a.scoreDisplayMode === "metricSavings" || a.scoreDisplayMode === "numeric"))
    .filter((a) => !METRICS.some(([id]) => id === a.id))
    .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ""}`)
    .slice(0, 8);
  return { score: Math.round((lhr.categories.performance?.score ?? 0) * 100), metrics, hints };
}

/** Lighthouse's own trace sometimes comes back unusable on a loaded machine (NO_NAVSTART, NO_FCP): run again. */
async function runWithRetry(url: string, cookie: string, attempts = 3): Promise<LighthouseRun> {
  for (let i = 1; ; i++) {
    try {
      return await runOnce(url, cookie);
    } catch (error) {
      if (i >= attempts || !(error instanceof LighthouseTraceError)) throw error;
      console.warn(`${error.message}; de novo (${i + 1}/${attempts})`);
    }
  }
}

export async function measureLighthouse(base: string, opts: { path?: string; email?: string; runs?: number } = {}): Promise<string> {
  const path = opts.path ?? "/leads/hoje";
  const email = opts.email ?? "admin@demo.com.br";
  const cookie = await sessionCookie(base, email);
  const browser = await chromium.launch({ ...(chromiumPath ? { executablePath: chromiumPath } : {}), args: [`--remote-debugging-port=${DEBUGGING_PORT}`] });
  try {
    const runs: LighthouseRun[] = [];
    for (let i = 0; i < (opts.runs ?? 5); i++) runs.push(await runWithRetry(new URL(path, base).toString(), cookie));
    // The median run by score: Lighthouse's own advice for a noisy machine.
    const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
    let out = `### Lighthouse, desempenho em celular (${path}, ${email})\n\n`;
    out += `Notas das ${runs.length} execuções: ${runs.map((r) => r.score).join(", ")} — mediana ${median.score}\n\n`;
    out += `| Métrica | Mediana |\n|---|---:|\n${Object.entries(median.metrics).map(([k, v]) => `| ${k} | ${v} |`).join("\n")}\n`;
    if (median.hints.length) out += `\nO que o Lighthouse aponta: ${median.hints.join("; ")}\n`;
    return out;
  } finally {
    await browser.close();
  }
}

// Alone: npx tsx scripts/bench/lighthouse.ts --base http://localhost:3000 [--path /leads/hoje] [--runs 5] [--email …]
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { base: { type: "string", default: "http://localhost:3000" }, path: { type: "string" }, runs: { type: "string", default: "3" }, email: { type: "string" } } });
  console.log(await measureLighthouse(values.base, { path: values.path, runs: Number(values.runs), email: values.email }));
}
