import { timingSafeEqual } from "node:crypto";
import type { ServerEnv } from "../env";

export type MetricsAccess = { ok: true } | { ok: false; status: 401 | 403; message: string };

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read /api/metrics: with METRICS_TOKEN set, only a caller sending it as a bearer token; without it,
 * anyone in development and test, and no one in production (the metrics tell the routes and the load).
 */
export function metricsAccess(env: Pick<ServerEnv, "NODE_ENV" | "METRICS_TOKEN">, authorization: string | undefined): MetricsAccess {
  if (!env.METRICS_TOKEN) {
    if (env.NODE_ENV === "production") return { ok: false, status: 403, message: "Métricas desativadas: defina METRICS_TOKEN para lê-las em produção." };
    return { ok: true };
  }
  const token = /^Bearer\s+(.+)$/i.exec(authorization ?? "")?.[1]?.trim();
  if (!token || !sameSecret(token, env.METRICS_TOKEN)) return { ok: false, status: 401, message: "Token de métricas ausente ou inválido." };
  return { ok: true };
}
