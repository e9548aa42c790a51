import type { NextApiRequest, NextApiResponse } from "next";
import { readiness } from "~/server/ops/readiness";

/**
 * GET /api/ready: readiness for a load balancer or an orchestrator. 200 when the database answers and every
 * migration is applied; 503 otherwise, and from the moment a shutdown begins.
 */
export default async function ready(_req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const state = await readiness();
  res.setHeader("cache-control", "no-store");
  res.status(state.ready ? 200 : 503).json({ status: state.ready ? "ready" : "not-ready", ...state });
}
