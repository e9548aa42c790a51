import { createNextApiHandler } from "@trpc/server/adapters/next";
import type { NextApiRequest, NextApiResponse } from "next";
import { sendCompressedWhole } from "~/server/compressed-response";
import { appRouter } from "~/server/root";
import { createContext, logServerError } from "~/server/trpc";
import { batchSize, MAX_BATCH_SIZE } from "~/server/trpc-batch";
import { localeFromAcceptLanguage } from "~/i18n/server/request-locale";
import { translateServerMessage } from "~/i18n/server/translate";
import { originRefusal } from "~/server/request-origin";

/**
 * tRPC reads the body itself, bounded: Next's parser would parse it, tRPC would write it back to JSON and parse
 * it again, and writing back a body 6 000 arrays deep overflowed the stack (a 500) before any check ran.
 */
export const config = { api: { bodyParser: false } };
const MAX_BODY_BYTES = 1024 * 1024;

const handler = createNextApiHandler({
  router: appRouter,
  createContext,
  maxBodySize: MAX_BODY_BYTES,
  onError: ({ error, ctx, path }) => logServerError(error, ctx?.requestId, path),
});

export default async function trpc(req: NextApiRequest, res: NextApiResponse) {
  sendCompressedWhole(req, res);
  // Refused before any procedure runs, in the same shape tRPC uses for its own errors.
  const size = batchSize(req.query.trpc, req.query.batch);
  // A mutation (tRPC sends them as POST) carrying the session cookie must come from the application itself:
  // the same check as every other state-changing endpoint (server/request-origin.ts).
  const refused = req.method === "POST" ? originRefusal(req) : null;
  if (refused) {
    const error = {
      error: {
        json: {
          message: translateServerMessage(refused, localeFromAcceptLanguage(req.headers["accept-language"])),
          code: -32003,
          data: { code: "FORBIDDEN", httpStatus: 403 },
        },
      },
    };
    res.status(403).json(req.query.batch ? Array.from({ length: Math.max(1, size) }, () => error) : error);
    return;
  }
  if (size > MAX_BATCH_SIZE) {
    res.status(400).json({
      error: {
        json: {
          // Refused before the session is read: in the browser's language.
          message: translateServerMessage(`Lote com ${size} chamadas recusado: o máximo é ${MAX_BATCH_SIZE} por requisição.`, localeFromAcceptLanguage(req.headers["accept-language"])),
          code: -32600,
          data: { code: "BAD_REQUEST", httpStatus: 400 },
        },
      },
    });
    return;
  }
  return handler(req, res);
}
