/** A signed-in tRPC client over real HTTP (next-auth credentials, then GET /api/trpc/<path>?input=…). */
export class HttpSession {
  private cookies = new Map<string, string>();
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

  /** One tRPC query; throws on any error so a broken case never reports a fast time. */
  async query(path: string, input: unknown): Promise<unknown> {
    const res = await this.fetch(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`);
    const body = (await res.json()) as { result?: { data?: { json?: unknown } }; error?: unknown };
    if (!res.ok || !body.result) throw new Error(`${path}: HTTP ${res.status} ${JSON.stringify(body.error ?? body).slice(0, 300)}`);
    return body.result.data?.json;
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
