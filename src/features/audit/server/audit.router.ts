import { permissionProcedure, router } from "~/server/trpc";
import { auditListInput } from "../audit.schemas";
import { listAudit, listAuditEntities } from "./audit.service";

export const auditRouter = router({
  list: permissionProcedure("audit.read")
    .input(auditListInput)
    .query(({ ctx, input }) => listAudit(ctx.db, input)),
  entities: permissionProcedure("audit.read").query(({ ctx }) => listAuditEntities(ctx.db)),
});
