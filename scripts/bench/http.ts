import http from "node:http";
import { gunzipSync } from "node:zlib";

/**
 * A signed-in tRPC client over real HTTP (next-auth credentials, then GET /api/trpc/<path>?input=…).
 * Timed calls go through node:http on one kept-alive connection, as a browser tab reuses its connection, and
 * ask for gzip as a browser does; the clock stops at the response's last byte, and the body is unzipped,
 * parsed and checked after that. Timing fetch() instead measured undici and JSON.parse as well: ~5 ms a
 * call on a slow 2-core machine, where the client and the server share the cores.
 */
export class HttpSession {
  private cookies = new Map<string, string>();
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  constructor(private readonly base: string) {}

  private async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await fetch(`${this.base}${path}`, { redirect: "manual", ...init, headers: { ...(init.headers as Record<string, string>), cookie } });
    for (const raw of res.headers.getSetCookie()) {
      const [pair = ""] = raw.split(";");
      const eq = pair.indexOf("=");
      this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return res;
  }

  /** The session's cookies as a Cookie header, for another client (the concurrency case's autocannon). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async signIn(email: string, password: string): Promise<void> {
    const csrf = (await (await this.fetch("/api/auth/csrf")).json()) as { csrfToken: string };
    await this.fetch("/api/auth/callback/credentials", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken: csrf.csrfToken, email, password, json: "true" }).toString(),
    });
    const session = (await (await this.fetch("/api/auth/session")).json()) as { user?: unknown };
    if (!session.user) throw new Error(`Falha ao entrar como ${email}`);
  }

  /** A POST of a file body from the app's own origin (the same-origin check), timed to its last byte; throws unless 2xx. */
  async timedPost(path: string, body: Buffer, contentType: string): Promise<number> {
    const started = performance.now();
    const res = await this.fetch(path, { method: "POST", body: Uint8Array.from(body), headers: { "content-type": contentType, origin: this.base } });
    const text = await res.text();
    const elapsed = performance.now() - started;
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${text.slice(0, 300)}`);
    return elapsed;
  }

  /** One tRPC query, timed to its last byte; throws on any error so a broken case never reports a fast time. */
  async timedQuery(path: string, input: unknown): Promise<number> {
    const url = new URL(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`, this.base);
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const started = performance.now();
    const { status, encoding, body } = await new Promise<{ status: number; encoding: string; body: Buffer }>((resolve, reject) => {
      http
        .get(url, { agent: this.agent, headers: { cookie, "accept-encoding": "gzip" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, encoding: String(res.headers["content-encoding"] ?? ""), body: Buffer.concat(chunks) }));
          res.on("error", reject);
        })
        .on("error", reject);
    });
    const elapsed = performance.now() - started;
    const text = (encoding === "gzip" ? gunzipSync(body) : body).toString("utf8");
    const parsed = JSON.parse(text) as { result?: { data?: unknown }; error?: unknown };
    if (status !== 200 || !parsed.result) throw new Error(`${path}: HTTP ${status} ${JSON.stringify(parsed.error ?? parsed).slice(0, 300)}`);
    return elapsed;
  }
}

export async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`Servidor não respondeu em ${url}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
