import type { Actor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import type { DayRange, ReportFilters, ReportKey, ReportResult } from "../report-contract";

/**
 * One report: figures for the actor's rows only (scope applied inside its queries), over São Paulo days.
 * Each report module exports a map of its keys to runners; the registry joins them.
 */
export type ReportRunner = (db: Db, actor: Actor, filters: ReportFilters, range: DayRange) => Promise<ReportResult>;
export type ReportRunners = Partial<Record<ReportKey, ReportRunner>>;
