import type { NextApiRequest, NextApiResponse } from "next";
import { getDbHandle } from "~/server/db/client";
import { serverEnv } from "~/server/env";
import { logger } from "~/server/logger";
import { metricsAccess } from "~/server/ops/metrics-access";
import { metrics, metricsText, watchDatabase } from "~/server/ops/metrics";

/** GET /api/metrics: Prometheus text format, behind METRICS_TOKEN (see metricsAccess). */
export default async function metricsRoute(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  res.setHeader("cache-control", "no-store");
  if (req.method !== "GET") {
    res.setHeader("allow", "GET");
    return void res.status(405).json({ error: { message: "Use GET para ler as métricas." } });
  }
  const access = metricsAccess(serverEnv(), req.headers.authorization);
  if (!access.ok) {
    if (access.status === 401) res.setHeader("www-authenticate", 'Bearer realm="metrics"');
    return void res.status(access.status).json({ error: { message: access.message } });
  }
  try {
    watchDatabase(await getDbHandle());
  } catch (err) {
    // The process metrics still answer; the pool and queue gauges wait for the database.
    logger.warn({ err }, "métricas sem o banco de dados");
  }
  let text: string;
  try {
    text = await metricsText();
  } catch (err) {
    logger.error({ err }, "métricas indisponíveis");
    return void res.status(503).json({ error: { message: "Métricas indisponíveis no momento; tente de novo." } });
  }
  res.setHeader("content-type", metrics().registry.contentType);
  res.status(200).send(text);
}
