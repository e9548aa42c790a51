import { and, sql, type SQL } from "drizzle-orm";
import { leads } from "~/server/db/schema";
import { SAO_PAULO_TZ } from "~/lib/time";
import type { ReportCell, ReportColumn, ReportResult, ReportRow, ReportSection } from "../../report-contract";
import type { ReportRunner } from "../report-runner";
import { dimensionLabels, sortByLabel } from "./lead-dimensions";
import { baseFilters, dayStart, leadReportCtx, leadWhere, rowsOf, textCell, type LeadReportCtx } from "./lead-report-base";

/**
 * Atividades: the attempts and timeline entries (notes, calls, WhatsApp, e-mails, meetings) recorded in the
 * period on the leads the actor sees, per author and per São Paulo day (per week beyond 31 days). The seller
 * filter picks the author here. These are counts of entries, not of leads, so they have no leads-list link.
 */

export const ACTIVITY_CHANNELS = ["attempt", "call", "whatsapp", "email", "meeting", "note"] as const;
const ONE_DAY = 86_400_000;

function channelColumns(ctx: LeadReportCtx): ReportColumn[] {
  const labels: Record<(typeof ACTIVITY_CHANNELS)[number], string> = {
    attempt: ctx.t("Tentativas"),
    call: ctx.t("Ligações"),
    whatsapp: ctx.t("WhatsApp"),
    email: ctx.t("E-mails"),
    meeting: ctx.t("Reuniões"),
    note: ctx.t("Notas"),
  };
  return [...ACTIVITY_CHANNELS.map((c) => ({ key: c, label: labels[c], kind: "count" as const })), { key: "total", label: ctx.t("Total"), kind: "count" }];
}

type Counts = Map<string, number>;

function countCells(counts: Counts | undefined): Record<string, ReportCell> {
  const cells: Record<string, ReportCell> = {};
  let total = 0;
  for (const c of ACTIVITY_CHANNELS) {
    const n = counts?.get(c) ?? 0;
    total += n;
    cells[c] = { kind: "count", value: n };
  }
  cells.total = { kind: "count", value: total };
  return cells;
}

function group<K>(rows: { k: K; kind: string; n: number }[]): Map<K, Counts> {
  const out = new Map<K, Counts>();
  for (const r of rows) {
    const g = out.get(r.k) ?? new Map<string, number>();
    g.set(r.kind, Number(r.n));
    out.set(r.k, g);
  }
  return out;
}

export const activitiesReport: ReportRunner = async (db, actor, filters, range): Promise<ReportResult> => {
  const ctx = await leadReportCtx(db, actor, filters, range);
  const leadFilters = baseFilters({ ...filters, sellerId: null });
  const from = dayStart(range.from);
  const to = new Date(dayStart(range.to).getTime() + ONE_DAY);
  const where: SQL | undefined = and(
    leadWhere(ctx, leadFilters),
    // Literals, not parameters: the planner matches the partial index lead_activities_channel_at_idx (migration
    // 0035, the same list) only when it can see the values.
    sql.raw(`a.kind in (${ACTIVITY_CHANNELS.map((c) => `'${c}'`).join(", ")})`),
    sql`a.at >= ${from.toISOString()}::timestamptz and a.at < ${to.toISOString()}::timestamptz`,
    filters.sellerId ? sql`a.author_id = ${filters.sellerId}::uuid` : undefined,
  );
  const joined = sql`lead_activities a join ${leads} on ${leads.id} = a.lead_id`;
  const byAuthor = group(await rowsOf<{ k: string | null; kind: string; n: number }>(db, sql`select a.author_id::text as k, a.kind, count(*)::int as n from ${joined} where ${where} group by 1, 2`));
  const weekly = to.getTime() - from.getTime() > 31 * ONE_DAY;
  const localDay = sql`(a.at at time zone ${SAO_PAULO_TZ}::text)::date`;
  const bucket = weekly ? sql`(${localDay} - extract(dow from ${localDay})::int)` : localDay;
  const byDay = group(await rowsOf<{ k: string; kind: string; n: number }>(db, sql`select (${bucket})::text as k, a.kind, count(*)::int as n from ${joined} where ${where} group by 1, 2`));

  const labels = await dimensionLabels(ctx, "seller", [...byAuthor.keys()]);
  const sellerRows: ReportRow[] = sortByLabel(
    [...byAuthor.keys()].map((k) => ({ key: k, label: labels.get(k) ?? "" })),
    ctx.locale,
  ).map(({ key, label }) => ({ key: key ?? "none", cells: { seller: textCell(label), ...countCells(byAuthor.get(key)) } }));
  const dayRows: ReportRow[] = [...byDay.keys()].sort().map((day) => ({ key: day, cells: { day: { kind: "day", value: day }, ...countCells(byDay.get(day)) } }));
  const note = ctx.t("Registros da linha do tempo feitos no período, por quem os fez; são contagens de registros, não de leads.");
  const sections: ReportSection[] = [
    {
      key: "seller",
      title: ctx.t("Por vendedor"),
      note,
      columns: [{ key: "seller", label: ctx.t("Vendedor"), kind: "text" }, ...channelColumns(ctx)],
      rows: sellerRows,
      chart: { type: "stacked-bar", x: "seller", series: ACTIVITY_CHANNELS },
    },
    {
      key: weekly ? "week" : "day",
      title: weekly ? ctx.t("Por semana") : ctx.t("Por dia"),
      note: weekly ? ctx.t("Semanas de domingo a sábado, pelo dia em que começam.") : null,
      columns: [{ key: "day", label: weekly ? ctx.t("Semana") : ctx.t("Dia"), kind: "day" }, ...channelColumns(ctx)],
      rows: dayRows,
      chart: { type: "line", x: "day", series: ["attempt", "total"] },
    },
  ];
  return { key: "atividades", range, sections };
};
