import { serverEnv } from "../env";

type HeaderBag = Record<string, string | string[] | undefined> | Headers | undefined;

function header(headers: HeaderBag, name: string): string | undefined {
  if (!headers) return undefined;
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined;
  const v = (headers as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(v) ? v[0] : v;
}

/** An IPv4 address as a dual-stack socket reports it ("::ffff:10.0.0.7") back to its usual form ("10.0.0.7"). */
function plainIpv4(ip: string): string {
  return /^::ffff:\d{1,3}(\.\d{1,3}){3}$/i.test(ip) ? ip.slice(7) : ip;
}

/**
 * The caller's IP, as Meu perfil › Sessões shows it and the per-IP throttle counts it (one address, one form). X-Forwarded-For is trusted only behind a proxy we control (TRUST_PROXY),
 * otherwise anyone could dodge the per-IP throttle by forging it.
 */
export function clientIp(headers: HeaderBag, socketAddress?: string | null): string {
  if (serverEnv().TRUST_PROXY) {
    const fwd = header(headers, "x-forwarded-for");
    const first = fwd?.split(",")[0]?.trim();
    if (first) return plainIpv4(first);
  }
  return socketAddress ? plainIpv4(socketAddress) : "unknown";
}
