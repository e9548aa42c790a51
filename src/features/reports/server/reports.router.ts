import { z } from "zod";
import { actorFromContext } from "~/server/actor";
import { notFound } from "~/server/errors";
import { permissionProcedure, router } from "~/server/trpc";
import { REPORT_KEYS, reportFiltersInput, resolvePeriod } from "../report-contract";
import { SCREEN } from "../report-clip";
import { reportRunner } from "./registry";
import { reportOptions } from "./report-options.service";

const read = permissionProcedure("reports.read");

export const reportRunInput = z
  .object({
    key: z.enum(REPORT_KEYS, { error: "Relatório desconhecido." }),
    filters: reportFiltersInput.default({ period: "este-mes" }),
  })
  .strict();

export const REPORT_UNAVAILABLE = "Este relatório ainda não está disponível.";

export const reportsRouter = router({
  /**
   * One report for the actor's rows (scope inside its queries), over the period's São Paulo days, as the page
   * shows it: long sections clipped (the export, report-export-http.ts, writes every row).
   */
  run: read.input(reportRunInput).query(({ ctx, input }) => {
    const runner = reportRunner(input.key);
    if (!runner) throw notFound(REPORT_UNAVAILABLE);
    return runner(ctx.db, actorFromContext(ctx), input.filters, resolvePeriod(input.filters), SCREEN);
  }),
  /** The teams, sellers, partners and sources the actor may filter by. */
  options: read.query(({ ctx }) => reportOptions(ctx.db, actorFromContext(ctx))),
});
