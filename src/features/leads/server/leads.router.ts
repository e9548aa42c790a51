import { actorFromContext } from "~/server/actor";
import { permissionProcedure, router } from "~/server/trpc";
import { z } from "zod";
import { listInputFor } from "~/features/lists/server";
import { leadsList } from "./leads.list";
import { countLeads, kanbanCounts, listLeadCards, listLeads, searchLeads } from "./leads-list.service";
import { leadsToday } from "./leads-today.service";
import {
  leadActivitiesInput,
  leadAddActivityInput,
  leadAssignInput,
  leadBulkStatusInput,
  leadByIdInput,
  leadChangeStatusInput,
  leadConvertInput,
  leadMergeInput,
  leadCreateInput,
  leadDuplicatesInput,
  leadIdsInput,
  leadLogAttemptInput,
  leadUpdateInput,
} from "../leads.schemas";
import { addLeadActivity, bulkLeadStatus, changeLeadStatus, listLeadActivities, logLeadAttempt } from "./lead-activity.service";
import { assignLeads } from "./leads-assign.service";
import { convertLead } from "./leads-convert.service";
import { mergeLeads } from "./leads-merge.service";
import { findLeadDuplicates } from "./leads-duplicates.service";
import { createLead, deleteLeads, getLead, leadOptionsFor, restoreLeads, updateLead } from "./leads.service";
import { leadOptionLabelEnInput } from "../lead-options.schemas";
import { listLeadOptions, setLeadOptionLabelEn } from "./lead-options.service";

const read = permissionProcedure("leads.read");
const write = permissionProcedure("leads.write");

const listInput = listInputFor(leadsList);
const searchInput = z.object({ q: z.string().trim().min(1).max(100) }).strict();
const todayInput = z.object({ all: z.boolean().optional() }).strict().optional();

export const leadsRouter = router({
  list: read.input(listInput).query(({ ctx, input }) => listLeads(ctx.db, actorFromContext(ctx), input)),
  /** The kanban's columns: the same list, each row as a card. */
  board: read.input(listInput).query(({ ctx, input }) => listLeadCards(ctx.db, actorFromContext(ctx), input)),
  count: read.input(listInput).query(({ ctx, input }) => countLeads(ctx.db, actorFromContext(ctx), input)),
  kanbanCounts: read.input(listInput).query(({ ctx, input }) => kanbanCounts(ctx.db, actorFromContext(ctx), { filters: input.filters, search: input.search })),
  listMeta: read.query(() => leadsList.meta),
  search: read.input(searchInput).query(({ ctx, input }) => searchLeads(ctx.db, actorFromContext(ctx), input.q)),
  today: read.input(todayInput).query(({ ctx, input }) => leadsToday(ctx.db, actorFromContext(ctx), { all: input?.all })),
  options: read.query(({ ctx }) => leadOptionsFor(ctx.db, actorFromContext(ctx))),
  /** The settings screen: every option with its English label, and setting one. */
  optionsAll: permissionProcedure("leadOptions.manage").query(({ ctx }) => listLeadOptions(ctx.db)),
  setOptionLabelEn: permissionProcedure("leadOptions.manage")
    .input(leadOptionLabelEnInput)
    .mutation(({ ctx, input }) => setLeadOptionLabelEn(ctx.db, actorFromContext(ctx), input)),
  get: read.input(leadByIdInput).query(({ ctx, input }) => getLead(ctx.db, actorFromContext(ctx), input.id)),
  activities: read.input(leadActivitiesInput).query(({ ctx, input }) => listLeadActivities(ctx.db, actorFromContext(ctx), input)),
  duplicates: read.input(leadDuplicatesInput).query(({ ctx, input }) => findLeadDuplicates(ctx.db, actorFromContext(ctx), input)),
  create: write.input(leadCreateInput).mutation(({ ctx, input }) => createLead(ctx.db, actorFromContext(ctx), input)),
  update: write.input(leadUpdateInput).mutation(({ ctx, input }) => updateLead(ctx.db, actorFromContext(ctx), input)),
  changeStatus: write.input(leadChangeStatusInput).mutation(({ ctx, input }) => changeLeadStatus(ctx.db, actorFromContext(ctx), input)),
  bulkStatus: write.input(leadBulkStatusInput).mutation(({ ctx, input }) => bulkLeadStatus(ctx.db, actorFromContext(ctx), input)),
  addActivity: write.input(leadAddActivityInput).mutation(({ ctx, input }) => addLeadActivity(ctx.db, actorFromContext(ctx), input)),
  logAttempt: write.input(leadLogAttemptInput).mutation(({ ctx, input }) => logLeadAttempt(ctx.db, actorFromContext(ctx), input)),
  assign: write.input(leadAssignInput).mutation(({ ctx, input }) => assignLeads(ctx.db, actorFromContext(ctx), input)),
  delete: write.input(leadIdsInput).mutation(({ ctx, input }) => deleteLeads(ctx.db, actorFromContext(ctx), input.ids)),
  convert: write.input(leadConvertInput).mutation(({ ctx, input }) => convertLead(ctx.db, actorFromContext(ctx), input)),
  merge: write.input(leadMergeInput).mutation(({ ctx, input }) => mergeLeads(ctx.db, actorFromContext(ctx), input)),
  restore: write.input(leadIdsInput).mutation(({ ctx, input }) => restoreLeads(ctx.db, actorFromContext(ctx), input.ids)),
});
