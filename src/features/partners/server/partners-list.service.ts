import { countCapped, runListQuery } from "~/features/lists/server";
import type { ListQueryArgs } from "~/features/lists/list.schemas";
import { can } from "~/lib/permissions";
import type { Actor } from "~/server/actor";
import type { DbOrTx } from "~/server/db/client";
import { forbidden } from "~/server/errors";
import { partnersList, productsList } from "./partners.list";

/**
 * Partners and products are the brokerage's catalogue: whoever may read them sees every row (no
 * own/team scope). The permission is checked here too, so that callers other than the router
 * (exports, reports) cannot skip it.
 */
function assertReader(actor: Actor): void {
  if (!can(actor.role, "partners.read")) throw forbidden("Você não tem permissão para ver parceiros e produtos.");
}

export function listPartners(db: DbOrTx, actor: Actor, input: ListQueryArgs) {
  assertReader(actor);
  return runListQuery(db, partnersList, input);
}

export function countPartners(db: DbOrTx, actor: Actor, input: ListQueryArgs) {
  assertReader(actor);
  return countCapped(db, partnersList, input);
}

export function listProducts(db: DbOrTx, actor: Actor, input: ListQueryArgs) {
  assertReader(actor);
  return runListQuery(db, productsList, input);
}

export function countProducts(db: DbOrTx, actor: Actor, input: ListQueryArgs) {
  assertReader(actor);
  return countCapped(db, productsList, input);
}

export { partnersList, productsList };
