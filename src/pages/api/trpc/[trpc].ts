import { createNextApiHandler } from "@trpc/server/adapters/next";
import type { NextApiRequest, NextApiResponse } from "next";
import { sendCompressedWhole } from "~/server/compressed-response";
import { appRouter } from "~/server/root";
import { createContext, logServerError } from "~/server/trpc";
import { batchSize, MAX_BATCH_SIZE } from "~/server/trpc-batch";
import { localeFromAcceptLanguage } from "~/i18n/server/request-locale";
import { translateServerMessage } from "~/i18n/server/translate";

const handler = createNextApiHandler({
  router: appRouter,
  createContext,
  onError: ({ error, ctx, path }) => logServerError(error, ctx?.requestId, path),
});

export default async function trpc(req: NextApiRequest, res: NextApiResponse) {
  sendCompressedWhole(req, res);
  // Refused before any procedure runs, in the same shape tRPC uses for its own errors.
  const size = batchSize(req.query.trpc, req.query.batch);
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
