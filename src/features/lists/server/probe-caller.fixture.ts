import { sql, type SQL } from "drizzle-orm";
import { sessionFor } from "../../../../tests/helpers/actors";
import type { Db } from "~/server/db/client";
import { createCallerFactory, createInnerContext, protectedProcedure, router } from "~/server/trpc";
import { listQueryInput, type ListQueryArgs } from "../list.schemas";
import { PROBE_DDL, probeList } from "./list-probe.fixture";
import { countCapped, listInputFor, runListQuery } from "./run-list";

/** Creates the probe tables in a test database. */
export async function createProbeTables(db: Db): Promise<void> {
  for (const statement of PROBE_DDL.split(";").map((s) => s.trim()).filter(Boolean)) await db.execute(sql.raw(statement));
}

/**
 * The probe list behind real tRPC procedures, as a feature would expose it: `checked` validates
 * against the spec in the input schema, `unchecked` leaves it to runListQuery.
 */
export function probeRouter(scope?: SQL) {
  return router({
    checked: protectedProcedure.input(listInputFor(probeList)).query(({ ctx, input }) => runListQuery(ctx.db, probeList, input, { scope })),
    unchecked: protectedProcedure.input(listQueryInput).query(({ ctx, input }) => runListQuery(ctx.db, probeList, input, { scope })),
    count: protectedProcedure.input(listQueryInput).query(({ ctx, input }) => countCapped(ctx.db, probeList, input, scope)),
  });
}

const PROBE_USER = { id: "00000000-0000-4000-8000-000000000001", name: "Probe", email: "probe@teste.com.br", role: "admin" as const, teamId: null };

export function probeCaller(db: Db, opts: { scope?: SQL; signedOut?: boolean } = {}) {
  return createCallerFactory(probeRouter(opts.scope))(createInnerContext({ db, session: opts.signedOut ? null : sessionFor(PROBE_USER), requestId: "test-request" }));
}

export type ProbeCaller = ReturnType<typeof probeCaller>;
export type ProbeItem = Awaited<ReturnType<ProbeCaller["checked"]>>["items"][number];

/** Every page, following nextCursor; fails if a page is oversized or paging never ends. */
export async function allPages(fetch: (cursor: string | null) => Promise<{ items: ProbeItem[]; nextCursor: string | null }>, limit: number) {
  const items: ProbeItem[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await fetch(cursor);
    if (page.items.length > limit) throw new Error(`page of ${page.items.length} > ${limit}`);
    if (page.nextCursor && page.items.length !== limit) throw new Error("short page before the end");
    items.push(...page.items);
    cursor = page.nextCursor;
    if (++pages > 2000) throw new Error("paging does not end");
  } while (cursor);
  return { items, pages };
}

export type { ListQueryArgs };
