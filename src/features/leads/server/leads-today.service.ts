import { and, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import { readTogether } from "~/server/db/read-together";
import { leads } from "~/server/db/schema";
import { countCapped, runListQuery, type ListRow } from "~/features/lists/server";
import { saoPauloDay } from "~/lib/format";
import { ONE_HOUR_MS } from "~/lib/time";
import { firstContactSlaHours } from "./lead-access";
import { liveLeadScope, maskLeadRow } from "./leads-list.service";
import { ownLeadScope } from "./leads.policy";
import { leadsList } from "./leads.list";

const DEFAULT_BUCKET_LIMIT = 50;

type LeadRow = ListRow<typeof leadsList>;

export interface TodayBucket {
  items: LeadRow[];
  /** Exact up to COUNT_CAP, like every list count. */
  count: number;
  capped: boolean;
}

/** Each lead in one bucket only, the most urgent (order and reasons in ../today/today-buckets.ts). */
export interface TodayBuckets {
  /** Today in São Paulo ("yyyy-MM-dd"): the day the buckets were computed for. */
  day: string;
  slaHours: number;
  /** Novo leads with no first contact, created longer ago than the SLA. */
  slaBreached: TodayBucket;
  /** Open leads whose next contact day has passed (Momento ruim included: it came back and waits), SLA ones apart. */
  overdue: TodayBucket;
  /** Novo and Contatar novamente leads to contact today, SLA ones apart. */
  due: TodayBucket;
  /** Momento ruim leads whose return date is today: they reopen by themselves. */
  returning: TodayBucket;
}

async function bucket(db: Db, scope: SQL | undefined, sort: { field: "nextContactOn" | "createdAt"; dir: "asc" }, limit: number): Promise<TodayBucket> {
  const [page, count] = await readTogether(
    db,
    () => runListQuery(db, leadsList, { sort, limit }, { scope }),
    () => countCapped(db, leadsList, {}, scope),
  );
  return { items: page.items.map(maskLeadRow), ...count };
}

/**
 * The "Hoje" screen (my day), in São Paulo calendar days. By default the actor's own leads; `all` widens it
 * to everything they may see (a Gestor's team, the Administrador's office). `now` is injectable for tests.
 */
export async function leadsToday(db: Db, actor: Actor, opts: { now?: Date; limit?: number; all?: boolean } = {}): Promise<TodayBuckets> {
  const now = opts.now ?? new Date();
  const day = saoPauloDay(now);
  const limit = opts.limit ?? DEFAULT_BUCKET_LIMIT;
  const slaHours = await firstContactSlaHours(db);
  const base = opts.all ? liveLeadScope(db, actor) : and(isNull(leads.deletedAt), ownLeadScope(actor));
  const byNext = { field: "nextContactOn", dir: "asc" } as const;
  const slaLimit = sql`${new Date(now.getTime() - slaHours * ONE_HOUR_MS).toISOString()}::timestamptz`;
  const slaScope = and(base, eq(leads.status, "Novo"), isNull(leads.firstContactAt), sql`${leads.createdAt} < ${slaLimit}`);
  // The negation of the SLA bucket's condition, checked on the rows the (owner, status, day) index finds.
  const notSla = or(ne(leads.status, "Novo"), isNotNull(leads.firstContactAt), gte(leads.createdAt, slaLimit));
  const [slaBreached, overdue, due, returning] = await readTogether(
    db,
    () => bucket(db, slaScope, { field: "createdAt", dir: "asc" }, limit),
    () => bucket(db, and(base, inArray(leads.status, ["Novo", "Contatar novamente", "Momento ruim"]), lt(leads.nextContactOn, day), notSla), byNext, limit),
    () => bucket(db, and(base, inArray(leads.status, ["Novo", "Contatar novamente"]), eq(leads.nextContactOn, day), notSla), byNext, limit),
    () => bucket(db, and(base, eq(leads.status, "Momento ruim"), eq(leads.nextContactOn, day)), byNext, limit),
  );
  return { day, slaHours, slaBreached, overdue, due, returning };
}
