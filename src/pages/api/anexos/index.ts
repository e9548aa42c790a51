import { attachmentUploadQuery } from "~/features/attachments/attachments.schemas";
import { tooLargeMessage, uploadAttachment } from "~/features/attachments/server/attachments.service";
import { getDb } from "~/server/db/client";
import { serverEnv } from "~/server/env";
import { apiRoute, ApiError } from "~/server/http/api-route";
import { fileStorage } from "~/server/storage/storage";

// The body is the file itself, streamed to storage under a limit: Next must not parse or buffer it.
export const config = { api: { bodyParser: false, responseLimit: false } };

const maxBytes = () => Math.round(serverEnv().ATTACHMENTS_MAX_MB * 1024 * 1024);

/** POST /api/anexos?record=lead|customer|sale&id=…&kind=…&name=…: the body is the file. Answers the new attachment. */
export default apiRoute(
  { name: "attachment upload", methods: ["POST"], methodMessage: "Use POST para enviar o arquivo.", maxBodyBytes: maxBytes, tooLargeMessage },
  async ({ req, res, actor, body }) => {
    const query = attachmentUploadQuery.safeParse(req.query);
    if (!query.success) throw new ApiError(400, query.error.issues[0]?.message ?? "Parâmetros inválidos.");
    const row = await uploadAttachment(await getDb(), fileStorage(), actor, {
      record: { kind: query.data.record, id: query.data.id },
      kind: query.data.kind,
      fileName: query.data.name,
      body: body(),
      maxBytes: maxBytes(),
    });
    res.status(201).json({ id: row.id, fileName: row.fileName, contentType: row.contentType, sizeBytes: row.sizeBytes });
  },
);
