import type { Actor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import type { DayRange, ReportFilters, ReportKey, ReportResult } from "../report-contract";
import type { ReportView } from "../report-clip";

/**
 * One report: figures for the actor's rows only (scope applied inside its queries), over São Paulo days.
 * Each report module exports a map of its keys to runners; the registry joins them. The view says whether long
 * sections are clipped (the page: report-clip.ts) or whole (export, tests); without it, every row.
 */
export type ReportRunner = (db: Db, actor: Actor, filters: ReportFilters, range: DayRange, view?: ReportView) => Promise<ReportResult>;
export type ReportRunners = Partial<Record<ReportKey, ReportRunner>>;
