import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { serverEnv } from "./env";
import { logger } from "./logger";

/**
 * Where a cookie-authenticated POST outside tRPC (uploads, selection exports) came from. Browsers say so in
 * Origin (else Sec-Fetch-Site, else Referer); the request must come from the application itself: the origin
 * the request was sent to (its own scheme and Host, so http://127.0.0.1:3000 and http://localhost:3000 both
 * work on the same server), NEXTAUTH_URL, or one of TRUSTED_ORIGINS. A request with none of these headers is
 * not a browser carrying someone's cookies unknowingly (a script, a test) and passes.
 */
export type OriginVerdict =
  | { ok: true }
  /** Origin (or Referer) names another origin. */
  | { ok: false; reason: "other-origin"; origin: string }
  /** No Origin, but the browser says another site sent it (Sec-Fetch-Site cross-site or same-site). */
  | { ok: false; reason: "other-site" }
  /** Origin "null": a sandboxed frame, a file, a redirect across sites… the browser hides where it came from. */
  | { ok: false; reason: "opaque" }
  /** An Origin that is not a URL. */
  | { ok: false; reason: "malformed"; origin: string };

export interface OriginConfig {
  /** Behind our own proxy: X-Forwarded-Proto and X-Forwarded-Host say what the browser sent the request to. */
  trustProxy: boolean;
  /** Origins accepted besides the request's own (NEXTAUTH_URL's and TRUSTED_ORIGINS'), normalised. */
  trustedOrigins: readonly string[];
}

function first(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  // A proxy chain lists "a, b": the first is what the client used.
  return v?.split(",")[0]?.trim() || undefined;
}

/** "https://crm.example.com" from any URL, or null when it is not an http(s) URL. */
export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === "http:" || u.protocol === "https:" ? u.origin : null;
  } catch {
    return null;
  }
}

/** The origin this request was sent to, as the browser saw it. */
export function ownOrigin(headers: IncomingHttpHeaders, encrypted: boolean, trustProxy: boolean): string | null {
  const proto = (trustProxy ? first(headers["x-forwarded-proto"]) : undefined) ?? (encrypted ? "https" : "http");
  const host = (trustProxy ? first(headers["x-forwarded-host"]) : undefined) ?? first(headers.host);
  if (!host || !/^https?$/i.test(proto)) return null;
  return originOf(`${proto.toLowerCase()}://${host}`);
}

export function checkRequestOrigin(headers: IncomingHttpHeaders, encrypted: boolean, config: OriginConfig): OriginVerdict {
  const accepted = (origin: string) => origin === ownOrigin(headers, encrypted, config.trustProxy) || config.trustedOrigins.includes(origin);
  const origin = first(headers.origin);
  if (origin !== undefined) {
    if (origin === "null") return { ok: false, reason: "opaque" };
    const normalised = originOf(origin);
    if (!normalised) return { ok: false, reason: "malformed", origin };
    return accepted(normalised) ? { ok: true } : { ok: false, reason: "other-origin", origin: normalised };
  }
  const fetchSite = first(headers["sec-fetch-site"]);
  if (fetchSite === "cross-site" || fetchSite === "same-site") return { ok: false, reason: "other-site" };
  if (fetchSite === "same-origin" || fetchSite === "none") return { ok: true };
  const referer = first(headers.referer);
  const refererOrigin = referer ? originOf(referer) : null;
  if (refererOrigin && !accepted(refererOrigin)) return { ok: false, reason: "other-origin", origin: refererOrigin };
  return { ok: true };
}

/** What the 403 says, in pt-BR, for what actually happened. */
export function originRefusalMessage(verdict: Exclude<OriginVerdict, { ok: true }>): string {
  switch (verdict.reason) {
    case "other-origin":
      return `Requisição recusada: ela veio de outro site (${verdict.origin}), não desta aplicação.`;
    case "other-site":
      return "Requisição recusada: o navegador informou que ela veio de outro site, não desta aplicação.";
    case "opaque":
      return "Requisição recusada: o navegador não informou de onde ela veio (origem “null”). Abra a tela do sistema e tente de novo.";
    case "malformed":
      return `Requisição recusada: a origem informada pelo navegador é inválida (${verdict.origin.slice(0, 100)}).`;
  }
}

/** The configured origins: NEXTAUTH_URL's (the public address) and TRUSTED_ORIGINS. */
export function configuredOrigins(): OriginConfig {
  const env = serverEnv();
  const publicOrigin = env.NEXTAUTH_URL ? originOf(env.NEXTAUTH_URL) : null;
  return { trustProxy: env.TRUST_PROXY, trustedOrigins: [...(publicOrigin ? [publicOrigin] : []), ...env.TRUSTED_ORIGINS] };
}

/**
 * The check every state-changing endpoint outside tRPC runs first: null when the request may go on, else the
 * pt-BR message of the 403 (the refusal is logged with both origins, for whoever configures the server).
 */
export function originRefusal(req: Pick<IncomingMessage, "headers" | "socket">): string | null {
  // A TLS socket (https served by Node itself) says so; behind a proxy, X-Forwarded-Proto does (TRUST_PROXY).
  const encrypted = (req.socket as { encrypted?: boolean } | null)?.encrypted === true;
  const config = configuredOrigins();
  const verdict = checkRequestOrigin(req.headers, encrypted, config);
  if (verdict.ok) return null;
  logger.warn({ verdict, own: ownOrigin(req.headers, encrypted, config.trustProxy), trusted: config.trustedOrigins }, "cross-origin request refused");
  return originRefusalMessage(verdict);
}
