/** A tiny cookie-keeping HTTP client for contract tests against the running app. */
// Not BASE_URL: Vite (and so Vitest) reserves that name and sets it to "/".
export const BASE_URL = process.env.APP_URL ?? "http://localhost:3100";
export const DEMO_PASSWORD = "Corretora@2026";

export class Browserless {
  cookies = new Map<string, string>();
  /** `base`: another address of the same server (e.g. http://127.0.0.1:<port>), with cookies of its own. */
  constructor(
    private readonly headers: Record<string, string> = {},
    readonly base: string = BASE_URL,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const res = await fetch(`${this.base}${path}`, {
      redirect: "manual",
      ...init,
      headers: { ...this.headers, ...(init.headers as Record<string, string>), cookie: this.cookieHeader() },
    });
    for (const raw of res.headers.getSetCookie()) {
      const [pair] = raw.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(raw) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  async csrf(): Promise<string> {
    const res = await this.fetch("/api/auth/csrf");
    return ((await res.json()) as { csrfToken: string }).csrfToken;
  }

  form(path: string, body: Record<string, string>): Promise<Response> {
    return this.fetch(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(body).toString(),
    });
  }

  async signIn(email: string, password: string, callbackUrl = "/"): Promise<Response> {
    const csrfToken = await this.csrf();
    return this.form("/api/auth/callback/credentials", { csrfToken, email, password, callbackUrl, json: "true" });
  }

  async session(): Promise<Record<string, unknown>> {
    return (await (await this.fetch("/api/auth/session")).json()) as Record<string, unknown>;
  }
}

/** tRPC wire helpers (superjson: inputs and outputs are wrapped in { json }). */
export function trpcGetUrl(paths: string[], inputs?: unknown[]): string {
  if (paths.length === 1 && !inputs) return `/api/trpc/${paths[0]}`;
  const input: Record<string, { json: unknown }> = {};
  paths.forEach((_, i) => (input[i] = { json: inputs?.[i] ?? null }));
  return `/api/trpc/${paths.join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}
