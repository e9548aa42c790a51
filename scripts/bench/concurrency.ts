import autocannon from "autocannon";
import { HttpSession } from "./http";
import { ms, stats } from "./measure";
import { nthCpf } from "~/server/db/seed/portfolio-generator";
import { bigCustomersCsv } from "../../tests/helpers/hostile-files";

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
  return { name, connections: 1, seconds, requests: samples.length, perSecond: samples.length / seconds, p50: s.p50, p99: s.p99, max: s.max, failed };
}

/**
 * Is the server still answering while it works on an upload? One client sends the same file again and again for
 * `seconds` (`label` says what the server does with it); meanwhile another asks for /api/auth/csrf every 20 ms, one
 * request at a time. Issue 20's target: that call's p99 at most 100 ms during any upload.
 */
async function whileUploading(base: string, upload: () => Promise<number>, label: string, seconds: number): Promise<LoadResult[]> {
  await upload(); // the first call opens the route's modules
  const until = performance.now() + seconds * 1000;
  const uploads: number[] = [];
  const probes: number[] = [];
  let failed = 0;
  const uploading = (async () => {
    while (performance.now() < until) uploads.push(await upload());
  })();
  while (performance.now() < until) {
    const started = performance.now();
    const res = await fetch(`${base}/api/auth/csrf`);
    await res.arrayBuffer();
    probes.push(performance.now() - started);
    if (!res.ok) failed++;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await uploading;
  return [row(label, uploads, seconds, 0), row("/api/auth/csrf a cada 20 ms enquanto isso", probes, seconds, failed)];
}

/**
 * Two uploads: the analysis of an 11.7 MB CSV of 250 000 rows (the whole file streamed, parsed and counted), and the
 * preview of a 20 000-row customers import (each row validated and looked up in the database).
 */
export async function uploadResponsiveness(base: string, email: string, password: string, seconds: number): Promise<LoadResult[]> {
  const uploader = new HttpSession(base);
  await uploader.signIn(email, password);
  const big = bigCustomersCsv(250_000);
  const rows = 20_000;
  const file = customersCsv(rows);
  const mapping = encodeURIComponent(JSON.stringify({ name: 0, document: 1, city: 2, uf: 3 }));
  return [
    ...(await whileUploading(base, () => uploader.timedPost("/api/import/customers?step=analyse", big, "text/csv"), `importação: análise de um CSV de ${(big.length / 1024 / 1024).toFixed(1).replace(".", ",")} MB (250 000 linhas), repetida`, seconds)),
    ...(await whileUploading(base, () => uploader.timedPost(`/api/import/customers?step=preview&mapping=${mapping}`, file, "text/csv"), `importação: pré-visualização de ${rows.toLocaleString("pt-BR")} clientes, repetida`, seconds)),
  ];
}
