import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { readTogether } from "~/server/db/read-together";
import { users } from "~/server/db/schema";
import { countAudit } from "~/features/audit/server/audit.service";
import { ONE_DAY_MS } from "~/lib/time";
import { saoPauloDay } from "~/lib/format";
import { homeLinks, homePeriod, SYSTEM_DAYS } from "../home-links";
import type { HomeFigure } from "./seller-home.service";

/** The imports the audit log records (one entry per committed file). */
export const IMPORT_ACTIONS = ["lead.import", "customer.import", "partner_statement.import"] as const;
/** Errors people meet that the log keeps: refused sign-ins. */
export const ERROR_ACTIONS = ["auth.signin_failed"] as const;

/**
 * The Administrador's own part of Início: active users, and the imports and errors of the last days, each
 * counted by the audit screen's own count under the filters its link opens it with.
 */
export async function systemHome(db: Db, now: Date = new Date()) {
  const period = homePeriod(now);
  const from = saoPauloDay(new Date(now.getTime() - (SYSTEM_DAYS - 1) * ONE_DAY_MS));
  const to = period.day;
  const audited = async (action: string): Promise<HomeFigure & { action: string }> => ({
    action,
    ...(await countAudit(db, { action, from, to })),
    href: homeLinks.audit({ action, from, to }),
  });
  const [[active], imports, errors] = await readTogether(
    db,
    () => db.select({ n: sql<number>`count(*)::int` }).from(users).where(and(eq(users.active, true))),
    () => readTogether(db, ...IMPORT_ACTIONS.map((a) => () => audited(a))),
    () => readTogether(db, ...ERROR_ACTIONS.map((a) => () => audited(a))),
  );
  return { period, from, to, users: { count: Number(active?.n ?? 0), href: homeLinks.users() }, imports, errors };
}

export type SystemHome = Awaited<ReturnType<typeof systemHome>>;
