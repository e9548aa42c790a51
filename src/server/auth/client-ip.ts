import { serverEnv } from "../env";

type HeaderBag = Record<string, string | string[] | undefined> | Headers | undefined;

function header(headers: HeaderBag, name: string): string | undefined {
  if (!headers) return undefined;
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined;
  const v = (headers as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * The caller's IP. X-Forwarded-For is trusted only behind a proxy we control (TRUST_PROXY),
 * otherwise anyone could dodge the per-IP throttle by forging it.
 */
export function clientIp(headers: HeaderBag, socketAddress?: string | null): string {
  if (serverEnv().TRUST_PROXY) {
    const fwd = header(headers, "x-forwarded-for");
    const first = fwd?.split(",")[0]?.trim();
    if (first) return first;
  }
  return socketAddress ?? "unknown";
}
