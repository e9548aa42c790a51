// Issue 20: the JavaScript each page's first load fetches (gzipped kB) and the client route-change time.
// Run through `npm run bench -- --page-weight` (builds if stale, starts its own server on a demo database), or
// alone against a running build: `npx tsx scripts/bench/page-weight.ts --base http://localhost:3000`.
import { gzipSync } from "node:zlib";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { stats } from "./measure";

const PASSWORD = "Corretora@2026";

/** The pages measured, each signed in as whoever may open it (the administrator opens every one). */
export const WEIGHT_PAGES = [
  "/login",
  "/",
  "/leads",
  "/leads/hoje",
  "/leads/kanban",
  "/leads/novo",
  "/clientes",
  "/clientes/novo",
  "/vendas",
  "/agenda",
  "/comissoes",
  "/comissoes/lancamentos",
  "/relatorios",
  "/perfil",
  "/configuracoes/usuarios",
  "/configuracoes/auditoria",
] as const;

export interface PageWeight {
  page: string;
  scripts: number;
  /** Sum of the scripts' bodies gzipped here (level 6, as `next start` serves them), in bytes. */
  gzipBytes: number;
  rawBytes: number;
  /** The page's HTML (with __NEXT_DATA__: its data and its catalog's namespaces), gzipped here, in bytes. */
  htmlGzipBytes: number;
}

const chromiumPath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => p && existsSync(p));

async function signedInContext(browser: Browser, base: string, email: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base });
  // Through the API (csrf + credentials callback): the session cookie, without loading /login's scripts.
  const csrf = (await (await context.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const res = await context.request.post("/api/auth/callback/credentials", { form: { csrfToken: csrf.csrfToken, email, password: PASSWORD, json: "true" } });
  if (!res.ok()) throw new Error(`sign-in ${email}: HTTP ${res.status()}`);
  return context;
}

/** Loads `path` in a fresh context (empty cache) and sums the script responses up to the load event. */
async function weighPage(browser: Browser, base: string, path: string, email: string): Promise<PageWeight> {
  const context = path === "/login" ? await browser.newContext({ baseURL: base }) : await signedInContext(browser, base, email);
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.set(response.url(), response.body().catch(() => null));
  });
  // Up to the load event: the page's own scripts. After it, Next prefetches the chunks of the pages its links
  // lead to (idle, low priority): not the first load's weight. Which scripts started before the load event is
  // the browser's own record: response events still arriving when goto returns once let a prefetch in.
  const document = await page.goto(path, { waitUntil: "load" });
  const html = (await document?.body().catch(() => null)) ?? Buffer.alloc(0);
  const firstLoad = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    return (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((e) => e.initiatorType === "script" && e.startTime < nav.loadEventStart).map((e) => e.name);
  });
  const got = (await Promise.all(firstLoad.map((url) => bodies.get(url) ?? Promise.resolve(null)))).filter((b): b is Buffer => b !== null);
  await context.close();
  return {
    page: path,
    scripts: got.length,
    rawBytes: got.reduce((s, b) => s + b.length, 0),
    gzipBytes: got.reduce((s, b) => s + gzipSync(b).length, 0),
    htmlGzipBytes: gzipSync(html).length,
  };
}

/** Início → Leads → Hoje → Clientes through the sidebar's links, `rounds` times: each click to the next page's heading. */
async function routeChanges(browser: Browser, base: string, email: string, rounds: number): Promise<number[]> {
  const context = await signedInContext(browser, base, email);
  const page: Page = await context.newPage();
  // The sidebar's links, and Hoje in the leads' own tabs.
  const steps: [string, string][] = [
    ["Leads", "/leads"],
    ["Hoje", "/leads/hoje"],
    ["Clientes", "/clientes"],
    ["Início", "/"],
  ];
  await page.goto("/", { waitUntil: "networkidle" });
  const samples: number[] = [];
  for (let round = 0; round < rounds + 1; round++) {
    for (const [name, path] of steps) {
      const link = page.getByRole("link", { name, exact: true }).first();
      // The previous change's "Carregando..." overlay stays 500 ms after it completed (SPEC §2) and covers the
      // links: the click would wait for it, timing that delay instead of this change (server data + render).
      await page.getByTestId("route-overlay").waitFor({ state: "detached" });
      const t = performance.now();
      await link.click();
      await page.waitForURL((url) => url.pathname === path);
      await page.locator("main h1, h1").first().waitFor();
      // The page has painted its data when no skeleton or busy region is left.
      await page.waitForFunction(() => !document.querySelector("[aria-busy='true']"));
      if (round > 0) samples.push(performance.now() - t); // the first round fetches the chunks
    }
  }
  await context.close();
  return samples;
}

export async function measurePageWeight(base: string, opts: { email?: string; rounds?: number } = {}): Promise<string> {
  const email = opts.email ?? "admin@demo.com.br";
  const browser = await chromium.launch(chromiumPath ? { executablePath: chromiumPath } : {});
  try {
    const rows: PageWeight[] = [];
    for (const path of WEIGHT_PAGES) rows.push(await weighPage(browser, base, path, email));
    const kb = (b: number) => (b / 1024).toFixed(1);
    let out = `### JavaScript da primeira carga por página (${email})\n\n| Página | Scripts | JS kB (gzip) | JS kB (sem gzip) | HTML kB (gzip) |\n|---|---:|---:|---:|---:|\n`;
    out += rows.map((r) => `| ${r.page} | ${r.scripts} | ${kb(r.gzipBytes)} | ${kb(r.rawBytes)} | ${kb(r.htmlGzipBytes)} |`).join("\n") + "\n";
    const rounds = opts.rounds ?? 5;
    if (rounds > 0) {
      const s = stats(await routeChanges(browser, base, email, rounds));
      out += `\nTroca de rota no cliente (Início → Leads → Hoje → Clientes → Início, ${s.n} cliques): p50 ${s.p50.toFixed(0)} ms, p95 ${s.p95.toFixed(0)} ms\n`;
    }
    return out;
  } finally {
    await browser.close();
  }
}

// Alone: npx tsx scripts/bench/page-weight.ts --base http://localhost:3000 [--rounds 5] [--email …]
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { base: { type: "string", default: "http://localhost:3000" }, rounds: { type: "string", default: "5" }, email: { type: "string" } } });
  console.log(await measurePageWeight(values.base, { rounds: Number(values.rounds), email: values.email }));
}
