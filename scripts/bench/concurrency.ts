import autocannon from "autocannon";
import { HttpSession } from "./http";
import { ms } from "./measure";

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
