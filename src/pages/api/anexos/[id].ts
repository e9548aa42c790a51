import { Readable } from "node:stream";
import { z } from "zod";
import { openAttachment } from "~/features/attachments/server/attachments.service";
import { apiRoute, ApiError } from "~/server/http/api-route";
import { getDb } from "~/server/db/client";
import { streamToResponse } from "~/server/http/stream-to-response";
import { fileStorage } from "~/server/storage/storage";

export const config = { api: { responseLimit: false } };

const query = z.object({ id: z.uuid(), inline: z.enum(["1"]).optional() });

/** RFC 6266: an ASCII fallback and the UTF-8 name, so "Apólice.pdf" keeps its accent. */
function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const ascii = name.normalize("NFD").replace(/[^\x20-\x7e]/g, "").replace(/["\\]/g, "_") || "anexo";
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * GET /api/anexos/<id>[?inline=1]: the file, for whoever sees its record (audited). Served as a download unless
 * it is a PDF or an image asked inline for the preview (types proven by their bytes; no SVG or HTML is ever
 * accepted, and nosniff keeps the browser to the declared type).
 */
export default apiRoute({ name: "attachment download", methods: ["GET"], methodMessage: "Use GET para baixar o arquivo." }, async ({ req, res, actor }) => {
  const parsed = query.safeParse(req.query);
  if (!parsed.success) throw new ApiError(404, "Registro não encontrado.");
  const wantsInline = parsed.data.inline === "1";
  const { row, body, preview } = await openAttachment(await getDb(), fileStorage(), actor, parsed.data.id, wantsInline ? "preview" : "download");
  const inline = wantsInline && preview;
  res.statusCode = 200;
  res.setHeader("content-type", row.contentType);
  res.setHeader("content-length", String(row.sizeBytes));
  res.setHeader("content-disposition", contentDisposition(inline ? "inline" : "attachment", row.fileName));
  await streamToResponse(Readable.from(body), res);
});
