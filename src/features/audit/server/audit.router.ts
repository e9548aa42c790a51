import { permissionProcedure, router } from "~/server/trpc";
import { auditFilters, auditListInput, auditSubjectInput } from "../audit.schemas";
import { auditSubject, countAudit, listAudit, listAuditActors } from "./audit.service";

/** The audit log is read by whoever holds audit.read (the Administrador), and by no one else. */
const read = permissionProcedure("audit.read");

export const auditRouter = router({
  list: read.input(auditListInput).query(({ ctx, input }) => listAudit(ctx.db, input)),
  count: read.input(auditFilters).query(({ ctx, input }) => countAudit(ctx.db, input)),
  subject: read.input(auditSubjectInput).query(({ ctx, input }) => auditSubject(ctx.db, input)),
  actors: read.query(({ ctx }) => listAuditActors(ctx.db)),
});
