import { z } from "zod";
import { addMonths } from "~/features/commissions/engine/months";
import { PRODUCT_CATEGORIES } from "~/lib/catalog/product-categories";
import { isoDaySchema } from "~/lib/fields";
import { saoPauloDay } from "~/lib/format";
import { idSchema } from "~/features/users/users.schemas";

/**
 * The contract between the Relatórios page and every report: one filter input (resolved to São Paulo days on
 * the server, scope applied there from the actor), and one result shape — a table whose cells carry their
 * kind (so the page formats, exports and charts them the same way) and, for figures, the list they drill into.
 * The page renders any ReportResult: chart beside its accessible table, CSV/XLSX export, print layout.
 */

export const REPORT_KEYS = ["funil", "conversao", "atividades", "perdas", "vendas", "comissoes", "cohort"] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];

/** Period presets (URL values, pt-BR like the app's URLs); "personalizado" takes from/to. */
export const REPORT_PERIODS = ["este-mes", "mes-passado", "ultimos-90-dias", "este-ano", "personalizado"] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const reportFiltersInput = z
  .object({
    period: z.enum(REPORT_PERIODS, { error: "Período inválido." }).default("este-mes"),
    /** Only with "personalizado": São Paulo days, both included. */
    from: isoDaySchema.nullish(),
    to: isoDaySchema.nullish(),
    teamId: idSchema.nullish(),
    sellerId: idSchema.nullish(),
    category: z.enum(PRODUCT_CATEGORIES, { error: "Categoria inválida." }).nullish(),
    partnerId: idSchema.nullish(),
    source: z.string().trim().max(120).nullish(),
  })
  .strict()
  .superRefine((f, ctx) => {
    if (f.period !== "personalizado") return;
    if (!f.from) ctx.addIssue({ code: "custom", path: ["from"], message: "Informe o início do período." });
    if (!f.to) ctx.addIssue({ code: "custom", path: ["to"], message: "Informe o fim do período." });
    if (f.from && f.to && f.from > f.to) ctx.addIssue({ code: "custom", path: ["to"], message: "O fim do período vem antes do início." });
  });
export type ReportFiltersInput = z.input<typeof reportFiltersInput>;
export type ReportFilters = z.output<typeof reportFiltersInput>;

/** A period as São Paulo calendar days, both ends included ("yyyy-MM-dd"). */
export interface DayRange {
  from: string;
  to: string;
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The days a period covers, as of `now` in São Paulo: "este-mes" is the 1st to today. */
export function resolvePeriod(filters: Pick<ReportFilters, "period" | "from" | "to">, now: Date = new Date()): DayRange {
  const today = saoPauloDay(now);
  const month = today.slice(0, 7);
  switch (filters.period) {
    case "este-mes":
      return { from: `${month}-01`, to: today };
    case "mes-passado": {
      const last = addMonths(month, -1);
      return { from: `${last}-01`, to: addDays(`${month}-01`, -1) };
    }
    case "ultimos-90-dias":
      return { from: addDays(today, -89), to: today };
    case "este-ano":
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case "personalizado":
      return { from: filters.from ?? today, to: filters.to ?? today };
  }
}

/** How a cell is shown, exported and charted. Money in centavos; rates in basis points (1 % = 100). */
export type ReportCell =
  | { kind: "text"; value: string; href?: string | null }
  | { kind: "count"; value: number; href?: string | null }
  | { kind: "money"; value: bigint; href?: string | null }
  | { kind: "rate"; value: number | null }
  | { kind: "days"; value: number | null }
  | { kind: "month"; value: string }
  | { kind: "day"; value: string };

export interface ReportColumn {
  key: string;
  /** The column's label, already in the user's language (server-side i18n) or a catalog key the page translates. */
  label: string;
  kind: ReportCell["kind"];
}

export interface ReportRow {
  key: string;
  cells: Record<string, ReportCell>;
}

/** What the page draws next to the table: a chart type and which columns it plots (x, then series). */
export interface ReportChart {
  type: "bar" | "stacked-bar" | "line" | "funnel";
  x: string;
  series: readonly string[];
}

export interface ReportSection {
  key: string;
  title: string;
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  totals?: ReportRow | null;
  chart?: ReportChart | null;
  /** A sentence under the title saying which definition the figures follow (DOMAIN.md §5). */
  note?: string | null;
}

/** A report: one or more sections (e.g. the funnel and the stage conversion), each a table with an optional chart. */
export interface ReportResult {
  key: ReportKey;
  range: DayRange;
  sections: readonly ReportSection[];
}
