import type { NextApiRequest, NextApiResponse } from "next";

/** GET /api/health: liveness. The process answers; nothing else is checked (the database is /api/ready's). */
export default function health(_req: NextApiRequest, res: NextApiResponse): void {
  res.setHeader("cache-control", "no-store");
  res.status(200).json({ status: "ok" });
}
