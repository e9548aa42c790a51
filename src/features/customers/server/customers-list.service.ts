import { and, inArray, isNull } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import { customers } from "~/server/db/schema";
import { countCapped, runListQuery } from "~/features/lists/server";
import type { ListQueryArgs } from "~/features/lists/list.schemas";
import { hideCpf } from "~/lib/brazil";
import { customerScope } from "./customers.policy";
import { customersList } from "./customers.list";

function scopeOf(db: Db, actor: Actor) {
  return and(isNull(customers.deletedAt), customerScope(db, actor));
}

/**
 * The customers list: CPFs always masked (***.982.247-**), only the detail page shows them whole.
 * `only` narrows it to a selection (exports): ids outside the actor's scope are simply absent.
 */
export async function listCustomers(db: Db, actor: Actor, input: ListQueryArgs, opts: { only?: readonly string[] } = {}) {
  const only = opts.only ? inArray(customers.id, [...opts.only]) : undefined;
  const page = await runListQuery(db, customersList, input, { scope: and(scopeOf(db, actor), only) });
  return { ...page, items: page.items.map((c) => ({ ...c, document: c.kind === "PF" ? hideCpf(c.document) : c.document })) };
}

export function countCustomers(db: Db, actor: Actor, input: ListQueryArgs) {
  return countCapped(db, customersList, input, scopeOf(db, actor));
}

/** For the global search palette: the best few matches on name, document, e-mail or phone. */
export async function searchCustomers(db: Db, actor: Actor, q: string) {
  const page = await listCustomers(db, actor, { search: q, limit: 8 });
  return page.items.map((c) => ({ id: c.id, name: c.name, document: c.document, kind: c.kind, city: c.city, uf: c.uf }));
}
