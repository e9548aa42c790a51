import { actorFromContext } from "~/server/actor";
import { permissionProcedure, router } from "~/server/trpc";
import { idSchema } from "~/features/users/users.schemas";
import { z } from "zod";
import { partnerCreateInput, partnerOptionsInput, partnerUpdateInput, productCreateInput, productUpdateInput } from "../partners.schemas";
import { listInputFor } from "~/features/lists/server";
import { partnersList, productsList } from "./partners.list";
import { countPartners, countProducts, listPartners, listProducts } from "./partners-list.service";
import { createPartner, createProduct, getPartner, getProduct, partnerOptions, updatePartner, updateProduct } from "./partners.service";

const read = permissionProcedure("partners.read");
const manage = permissionProcedure("partners.manage");
const byId = z.object({ id: idSchema }).strict();

export const partnersRouter = router({
  list: read.input(listInputFor(partnersList)).query(({ ctx, input }) => listPartners(ctx.db, actorFromContext(ctx), input)),
  count: read.input(listInputFor(partnersList)).query(({ ctx, input }) => countPartners(ctx.db, actorFromContext(ctx), input)),
  listMeta: read.query(() => partnersList.meta),
  options: read.input(partnerOptionsInput).query(({ ctx, input }) => partnerOptions(ctx.db, input.includeInactive)),
  get: read.input(byId).query(({ ctx, input }) => getPartner(ctx.db, input.id)),
  create: manage.input(partnerCreateInput).mutation(({ ctx, input }) => createPartner(ctx.db, actorFromContext(ctx), input)),
  update: manage.input(partnerUpdateInput).mutation(({ ctx, input }) => updatePartner(ctx.db, actorFromContext(ctx), input)),
});

export const productsRouter = router({
  list: read.input(listInputFor(productsList)).query(({ ctx, input }) => listProducts(ctx.db, actorFromContext(ctx), input)),
  count: read.input(listInputFor(productsList)).query(({ ctx, input }) => countProducts(ctx.db, actorFromContext(ctx), input)),
  listMeta: read.query(() => productsList.meta),
  get: read.input(byId).query(({ ctx, input }) => getProduct(ctx.db, input.id)),
  create: manage.input(productCreateInput).mutation(({ ctx, input }) => createProduct(ctx.db, actorFromContext(ctx), input)),
  update: manage.input(productUpdateInput).mutation(({ ctx, input }) => updateProduct(ctx.db, actorFromContext(ctx), input)),
});
