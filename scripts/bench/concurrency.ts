import autocannon from "autocannon";
import { HttpSession } from "./http";
import { ms, stats } from "./measure";
import { nthCpf } from "~/server/db/seed/portfolio-generator";

/** One endpoint loaded by many clients at once: a tRPC query (signed in) or a plain GET (anonymous). */
export interface LoadCase {
  name: string;
  /** Path and query, e.g. /api/auth/csrf or /api/trpc/leads.list?input=… (see trpcQueryPath). */
  path: string;
  /** Sent as the Cookie header: the signed-in user's session (HttpSession.cookieHeader()). */
  cookie?: string;
}

export interface LoadResult {
  name: string;
  connections: number;
  seconds: number;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Non-2xx answers, connection errors and timeouts together: any of them makes the row worthless. */
  failed: number;
}

export function trpcQueryPath(procedure: string, input: unknown): string {
  return `/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
}

/**
 * `connections` clients, each sending its next request as soon as the previous answer arrived, for `seconds`
 * (autocannon, as a browser would: gzip accepted, one kept-alive connection each). Latencies are to the last byte.
 */
export async function loadTest(base: string, c: LoadCase, connections: number, seconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url: `${base}${c.path}`,
    connections,
    duration: seconds,
    timeout: 60,
    headers: { "accept-encoding": "gzip", ...(c.cookie ? { cookie: c.cookie } : {}) },
  });
  return {
    name: c.name,
    connections,
    seconds,
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

export function loadTable(title: string, rows: LoadResult[]): string {
  const head = `### ${title}\n\n| Chamada | Conexões | req/s | p50 | p99 | máx | falhas |\n|---|---:|---:|---:|---:|---:|---:|\n`;
  return head + rows.map((r) => `| ${r.name} | ${r.connections} | ${Math.round(r.perSecond)} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.failed} |`).join("\n") + "\n";
}

/**
 * The cases of the concurrency run: the floor (/api/auth/csrf, no session, no database), a signed-in call with one
 * small read (me.get), and the leads screen's first page (leads.list, 50 rows) as the Administrador.
 */
export async function concurrencyCases(base: string, email: string, password: string): Promise<LoadCase[]> {
  const session = new HttpSession(base);
  await session.signIn(email, password);
  const cookie = session.cookieHeader();
  return [
    { name: "/api/auth/csrf (sem sessão)", path: "/api/auth/csrf" },
    { name: "me.get", path: trpcQueryPath("me.get", undefined), cookie },
    { name: "leads.list (50 linhas)", path: trpcQueryPath("leads.list", { limit: 50 }), cookie },
  ];
}

/** A customers CSV of `rows` valid, distinct people: the import's preview validates each and looks for duplicates. */
export function customersCsv(rows: number): Buffer {
  const lines = ["Nome;CPF;Cidade;UF"];
  for (let i = 0; i < rows; i++) lines.push(`Cliente Carga ${i};${nthCpf(900_000 + i)};São Paulo;SP`);
  return Buffer.from(lines.join("\r\n"), "utf8");
}

function row(name: string, samples: number[], seconds: number, failed: number): LoadResult {
  const s = stats(samples);
  const sorted = [...samples].sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)] ?? NaN;
  return { name, connections: 1, seconds, requests: samples.length, perSecond: samples.length / seconds, p50: s.p50, p99, max: s.max, failed };
}

/**
 * Is the server still answering while it works on an upload? One client previews a customers import of `rows`
 * rows again and again for `seconds` (parse, validate, look for duplicates in the database); meanwhile another asks
 * for /api/auth/csrf every 20 ms, one request at a time. Issue 20's target: that call's p99 at most 100 ms.
 */
export async function uploadResponsiveness(base: string, email: string, password: string, rows: number, seconds: number): Promise<LoadResult[]> {
  const uploader = new HttpSession(base);
  await uploader.signIn(email, password);
  const file = customersCsv(rows);
  const mapping = encodeURIComponent(JSON.stringify({ name: 0, document: 1, city: 2, uf: 3 }));
  const preview = () => uploader.timedPost(`/api/import/customers?step=preview&mapping=${mapping}`, file, "text/csv");
  await preview(); // the first call compiles the import's code paths
  const until = performance.now() + seconds * 1000;
  const previews: number[] = [];
  const probes: number[] = [];
  let failed = 0;
  const previewing = (async () => {
    while (performance.now() < until) previews.push(await preview());
  })();
  while (performance.now() < until) {
    const started = performance.now();
    const res = await fetch(`${base}/api/auth/csrf`);
    await res.arrayBuffer();
    probes.push(performance.now() - started);
    if (!res.ok) failed++;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await previewing;
  return [
    row(`importação de clientes: pré-visualização de ${rows.toLocaleString("pt-BR")} linhas, repetida`, previews, seconds, 0),
    row("/api/auth/csrf a cada 20 ms durante as pré-visualizações", probes, seconds, failed),
  ];
}
