import type { NextApiRequest, NextApiResponse } from "next";
import { attachmentUploadQuery } from "~/features/attachments/attachments.schemas";
import { beginRequest, fail, failWith, sessionActor } from "~/features/attachments/server/attachments-http";
import { tooLargeMessage, uploadAttachment } from "~/features/attachments/server/attachments.service";
import { limitedBody, PayloadTooLargeError } from "~/features/import-export/server/http-guard";
import { withRequestLocale } from "~/i18n/server/request-locale";
import { getDb } from "~/server/db/client";
import { serverEnv } from "~/server/env";
import { originRefusal } from "~/server/request-origin";
import { fileStorage } from "~/server/storage/storage";

// The body is the file itself, read with a limit: Next must not parse or buffer it.
export const config = { api: { bodyParser: false, responseLimit: false } };

/** POST /api/anexos?record=lead|customer|sale&id=…&kind=…&name=…: the body is the file. Answers the new attachment. */
export default withRequestLocale(async function uploadHandler(req: NextApiRequest, res: NextApiResponse) {
  const requestId = beginRequest(req, res);
  if (req.method !== "POST") {
    res.setHeader("allow", "POST");
    return fail(res, 405, "Use POST para enviar o arquivo.");
  }
  const refused = originRefusal(req);
  if (refused) return fail(res, 403, refused);
  const { actor, refusal } = await sessionActor(req, res, requestId);
  if (refusal) return fail(res, refusal.status, refusal.message);
  const maxBytes = Math.round(serverEnv().ATTACHMENTS_MAX_MB * 1024 * 1024);
  if (Number(req.headers["content-length"] ?? 0) > maxBytes) return fail(res, 413, tooLargeMessage(maxBytes));
  const query = attachmentUploadQuery.safeParse(req.query);
  if (!query.success) return fail(res, 400, query.error.issues[0]?.message ?? "Parâmetros inválidos.");
  try {
    const chunks: Uint8Array[] = [];
    for await (const chunk of limitedBody(req, maxBytes)) chunks.push(chunk);
    const row = await uploadAttachment(await getDb(), fileStorage(), actor, {
      record: { kind: query.data.record, id: query.data.id },
      kind: query.data.kind,
      fileName: query.data.name,
      bytes: Buffer.concat(chunks),
      maxBytes,
    });
    res.status(201).json({ id: row.id, fileName: row.fileName, contentType: row.contentType, sizeBytes: row.sizeBytes });
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return fail(res, 413, tooLargeMessage(maxBytes));
    failWith(res, error, requestId);
  }
});
