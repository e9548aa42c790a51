import { actorFromContext } from "~/server/actor";
import { permissionProcedure, router } from "~/server/trpc";
import { saleByIdInput, saleCreateInput, salesOfCustomerInput, saleStatusInput, saleUpdateInput } from "../sales.schemas";
import { getCarteira } from "./carteira.service";
import { changeSaleStatus, createSale, getSale, updateSale } from "./sales.service";

const read = permissionProcedure("sales.read");
const write = permissionProcedure("sales.write");

export const salesRouter = router({
  get: read.input(saleByIdInput).query(({ ctx, input }) => getSale(ctx.db, actorFromContext(ctx), input.id)),
  carteira: permissionProcedure("customers.read")
    .input(salesOfCustomerInput)
    .query(({ ctx, input }) => getCarteira(ctx.db, actorFromContext(ctx), input.customerId)),
  create: write.input(saleCreateInput).mutation(({ ctx, input }) => createSale(ctx.db, actorFromContext(ctx), input)),
  update: write.input(saleUpdateInput).mutation(({ ctx, input }) => updateSale(ctx.db, actorFromContext(ctx), input)),
  changeStatus: write.input(saleStatusInput).mutation(({ ctx, input }) => changeSaleStatus(ctx.db, actorFromContext(ctx), input)),
});
