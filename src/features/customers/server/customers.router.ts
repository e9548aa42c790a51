import { actorFromContext } from "~/server/actor";
import { permissionProcedure, router } from "~/server/trpc";
import { z } from "zod";
import { listInputFor } from "~/features/lists/server";
import { customersList } from "./customers.list";
import { countCustomers, listCustomers, searchCustomers } from "./customers-list.service";
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
  notes: read.input(customerByIdInput).query(({ ctx, input }) => listCustomerNotes(ctx.db, actorFromContext(ctx), input.id)),
  addNote: write.input(customerNoteInput).mutation(({ ctx, input }) => addCustomerNote(ctx.db, actorFromContext(ctx), input.customerId, input.body)),
});
