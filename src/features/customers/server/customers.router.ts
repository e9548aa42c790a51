import { actorFromContext } from "~/server/actor";
import { permissionProcedure, router } from "~/server/trpc";
import { z } from "zod";
import { listInputFor } from "~/features/lists/server";
import { customersList } from "./customers.list";
import { customerTimeline } from "./customer-timeline.service";
import { customerTimelineInput } from "../customer-timeline.schemas";
import { countCustomers, listCustomers, searchCustomers } from "./customers-list.service";
import { customerBulkAddTagInput, customerBulkSetOwnerInput } from "../customers.schemas";
import { bulkAddTag, bulkSetOwner } from "./customers-bulk.service";
import { customerByIdInput, customerCreateInput, customerDeleteInput, customerNoteInput, customerUpdateInput } from "../customers.schemas";
import {
  addCustomerNote,
  createCustomer,
  deleteCustomers,
  getCustomer,
  listCustomerNotes,
  restoreCustomers,
  updateCustomer,
} from "./customers.service";

const read = permissionProcedure("customers.read");
const write = permissionProcedure("customers.write");

const searchInput = z.object({ q: z.string().trim().min(1).max(100) }).strict();

export const customersRouter = router({
  list: read.input(listInputFor(customersList)).query(({ ctx, input }) => listCustomers(ctx.db, actorFromContext(ctx), input)),
  count: read.input(listInputFor(customersList)).query(({ ctx, input }) => countCustomers(ctx.db, actorFromContext(ctx), input)),
  search: read.input(searchInput).query(({ ctx, input }) => searchCustomers(ctx.db, actorFromContext(ctx), input.q)),
  listMeta: read.query(() => customersList.meta),
  get: read.input(customerByIdInput).query(({ ctx, input }) => getCustomer(ctx.db, actorFromContext(ctx), input.id)),
  create: write.input(customerCreateInput).mutation(({ ctx, input }) => createCustomer(ctx.db, actorFromContext(ctx), input)),
  update: write.input(customerUpdateInput).mutation(({ ctx, input }) => updateCustomer(ctx.db, actorFromContext(ctx), input)),
  delete: write.input(customerDeleteInput).mutation(({ ctx, input }) => deleteCustomers(ctx.db, actorFromContext(ctx), input.ids)),
  restore: write.input(customerDeleteInput).mutation(({ ctx, input }) => restoreCustomers(ctx.db, actorFromContext(ctx), input.ids)),
  bulkSetOwner: write.input(customerBulkSetOwnerInput).mutation(({ ctx, input }) => bulkSetOwner(ctx.db, actorFromContext(ctx), input)),
  bulkAddTag: write.input(customerBulkAddTagInput).mutation(({ ctx, input }) => bulkAddTag(ctx.db, actorFromContext(ctx), input)),
  notes: read.input(customerByIdInput).query(({ ctx, input }) => listCustomerNotes(ctx.db, actorFromContext(ctx), input.id)),
  timeline: read.input(customerTimelineInput).query(({ ctx, input }) => customerTimeline(ctx.db, actorFromContext(ctx), input)),
  addNote: write.input(customerNoteInput).mutation(({ ctx, input }) => addCustomerNote(ctx.db, actorFromContext(ctx), input.customerId, input.body)),
});
