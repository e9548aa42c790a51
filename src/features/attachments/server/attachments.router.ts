import { actorFromContext } from "~/server/actor";
import { protectedProcedure, router } from "~/server/trpc";
import { attachmentDeleteInput, attachmentRecordInput, attachmentRestoreInput } from "../attachments.schemas";
import { deleteAttachment, listAttachments, restoreAttachment } from "./attachments.service";

/** Files are read and changed with their record's row scope (the service checks it); upload and download are HTTP routes. */
export const attachmentsRouter = router({
  list: protectedProcedure.input(attachmentRecordInput).query(({ ctx, input }) => listAttachments(ctx.db, actorFromContext(ctx), input)),
  delete: protectedProcedure.input(attachmentDeleteInput).mutation(({ ctx, input }) => deleteAttachment(ctx.db, actorFromContext(ctx), input)),
  restore: protectedProcedure.input(attachmentRestoreInput).mutation(({ ctx, input }) => restoreAttachment(ctx.db, actorFromContext(ctx), input)),
});
