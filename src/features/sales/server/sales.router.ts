import { actorFromContext } from "~/server/actor";
import { permissionProcedure, router } from "~/server/trpc";
import { z } from "zod";
import { listInputFor } from "~/features/lists/server";
import { checkListInput } from "~/features/lists/filter-values";
import { listQueryInput } from "~/features/lists/list.schemas";
import { countRenewals, countSales, listRenewals, listSales, searchSales } from "./sales-list.service";
import { salesList } from "./sales.list";
import { saleByIdInput, saleCompletionInput, saleCreateInput, saleRequirementsInput, salesOfCustomerInput, saleStatusInput, saleUpdateInput } from "../sales.schemas";
import { productRequirements } from "~/features/commissions/server/requirements.service";
import { getCarteira } from "./carteira.service";
import { changeSaleStatus, createSale, getSale, updateSale } from "./sales.service";

const read = permissionProcedure("sales.read");
const write = permissionProcedure("sales.write");

const listInput = listInputFor(salesList);
/** Flat (cursor at the top level) so the client can page it as an infinite query. */
const renewalsInput = listQueryInput
  .extend({ days: z.union([z.literal(30), z.literal(60), z.literal(90)], { error: "Escolha 30, 60 ou 90 dias." }) })
  .superRefine(({ days: _days, ...input }, ctx) => {
    for (const issue of checkListInput(salesList.meta, input).issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  });

export const salesRouter = router({
  list: read.input(listInput).query(({ ctx, input }) => listSales(ctx.db, actorFromContext(ctx), input)),
  count: read.input(listInput).query(({ ctx, input }) => countSales(ctx.db, actorFromContext(ctx), input)),
  renewals: read.input(renewalsInput).query(({ ctx, input: { days, ...list } }) => listRenewals(ctx.db, actorFromContext(ctx), days, list)),
  renewalsCount: read.input(renewalsInput).query(({ ctx, input: { days, ...list } }) => countRenewals(ctx.db, actorFromContext(ctx), days, list)),
  search: read
    .input(z.object({ q: z.string().trim().min(1).max(100) }).strict())
    .query(({ ctx, input }) => searchSales(ctx.db, actorFromContext(ctx), input.q)),
  listMeta: read.query(() => salesList.meta),
  get: read.input(saleByIdInput).query(({ ctx, input }) => getSale(ctx.db, actorFromContext(ctx), input.id)),
  carteira: permissionProcedure("customers.read")
    .input(salesOfCustomerInput)
    .query(({ ctx, input }) => getCarteira(ctx.db, actorFromContext(ctx), input.customerId)),
  create: write.input(saleCreateInput).mutation(({ ctx, input }) => createSale(ctx.db, actorFromContext(ctx), input)),
  update: write.input(saleUpdateInput).mutation(({ ctx, input }) => updateSale(ctx.db, actorFromContext(ctx), input)),
  changeStatus: write.input(saleStatusInput).mutation(({ ctx, input }) => changeSaleStatus(ctx.db, actorFromContext(ctx), input)),
  complete: permissionProcedure("commissions.manage").input(saleCompletionInput).mutation(({ ctx, input }) => updateSale(ctx.db, actorFromContext(ctx), input)),
  /** What a sale of the product needs before activation (its category's and its commission rule's), for the form. */
  requirements: read.input(saleRequirementsInput).query(({ ctx, input }) => productRequirements(ctx.db, input)),
});
