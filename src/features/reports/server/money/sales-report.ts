import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import { readTogether } from "~/server/db/read-together";
import { customers, partners, sales, users } from "~/server/db/schema";
import { salesListScope } from "~/features/sales/server/sales-list.service";
import { RENEWED } from "~/features/sales/server/sales.list";
import type { ListFilter } from "~/features/lists/list.schemas";
import type { DayRange, ReportFilters, ReportResult, ReportRow, ReportSection } from "../../report-contract";
import type { ReportRunner } from "../report-runner";
import { labelsFor } from "./labels";
import { between, monthsOf, monthWithin, salesFilterOf, salesHref } from "./money-links";

type Dim = "month" | "category" | "partner" | "seller";

interface Grouped {
  dim: Dim;
  key: string | null;
  name: string | null;
  n: number;
  amount: bigint;
}

/** The rows the sales list would show for the report's filters (its scope, deleted sales left out). */
function salesWhere(db: Db, actor: Actor, filters: ReportFilters): SQL | undefined {
  // No pre-filter by the person's sales: the demo seller of the bench holds a quarter of them, and the period's
  // sales (sales_activated_on_idx) are the smaller set to read for everyone.
  return and(
    salesListScope(db, actor),
    filters.category ? eq(sales.category, filters.category) : undefined,
    filters.partnerId ? eq(sales.partnerId, filters.partnerId) : undefined,
    filters.sellerId ? eq(sales.sellerId, filters.sellerId) : undefined,
    filters.teamId ? eq(users.teamId, filters.teamId) : undefined,
  );
}

/**
 * Count and base amount of the sales whose `day` falls in the period, by month, category, partner and seller
 * in one pass (grouping sets). The joins are the sales list's (customers for its scope, the seller's user).
 */
async function groupedBy(db: Db, day: SQL, where: SQL | undefined, range: DayRange): Promise<Grouped[]> {
  const month = sql`to_char(${day}, 'YYYY-MM')`;
  const { rows } = (await db.execute(sql`
    with g as (
      select ${month} as month, ${sales.category} as category, ${sales.partnerId} as partner_id, ${sales.sellerId} as seller_id,
        grouping(${month}) as gm, grouping(${sales.category}) as gc, grouping(${sales.partnerId}) as gp,
        count(*)::int as n, coalesce(sum(${sales.baseAmount}), 0)::text as amount
      from ${sales}
      join ${customers} on ${customers.id} = ${sales.customerId}
      join ${users} on ${users.id} = ${sales.sellerId}
      where ${day} between ${range.from} and ${range.to} ${where ? sql`and ${where}` : sql``}
      group by grouping sets ((${month}), (${sales.category}), (${sales.partnerId}), (${sales.sellerId}))
    )
    select g.*, p.name as partner_name, u.name as seller_name
    from g left join ${partners} p on p.id = g.partner_id left join ${users} u on u.id = g.seller_id`)) as unknown as {
    rows: { month: string | null; category: string | null; partner_id: string | null; seller_id: string | null; gm: number; gc: number; gp: number; n: number; amount: string; partner_name: string | null; seller_name: string | null }[];
  };
  return rows.map((r) => {
    const dim: Dim = Number(r.gm) === 0 ? "month" : Number(r.gc) === 0 ? "category" : Number(r.gp) === 0 ? "partner" : "seller";
    const key = dim === "month" ? r.month : dim === "category" ? r.category : dim === "partner" ? r.partner_id : r.seller_id;
    const name = dim === "partner" ? r.partner_name : dim === "seller" ? r.seller_name : null;
    return { dim, key, name, n: Number(r.n), amount: BigInt(r.amount) };
  });
}

const DIM_FIELD: Record<Exclude<Dim, "month">, string> = { category: "category", partner: "partnerId", seller: "sellerId" };

/** Vendas: sales activated and cancelled (count and base amount) by month, category, partner and seller; renewals. */
export const salesReport: ReportRunner = async (db, actor, filters, range): Promise<ReportResult> => {
  const { t, category } = labelsFor(actor);
  const where = salesWhere(db, actor, filters);
  const [activated, cancelled, renewals] = await readTogether(
    db,
    () => groupedBy(db, sql`${sales.activatedOn}`, where, range),
    () => groupedBy(db, sql`${sales.cancelledOn}`, where, range),
    () => renewalsByMonth(db, where, range),
  );
  const base = salesFilterOf(filters);
  const href = (field: "activatedOn" | "cancelledOn", days: DayRange, extra: readonly ListFilter[]) => salesHref([...base, between(field, days.from, days.to), ...extra]);

  const cellsOf = (days: DayRange, extra: readonly ListFilter[], a?: Grouped, c?: Grouped): ReportRow["cells"] => ({
    activated: { kind: "count", value: a?.n ?? 0, href: href("activatedOn", days, extra) },
    activatedAmount: { kind: "money", value: a?.amount ?? 0n, href: href("activatedOn", days, extra) },
    cancelled: { kind: "count", value: c?.n ?? 0, href: href("cancelledOn", days, extra) },
    cancelledAmount: { kind: "money", value: c?.amount ?? 0n, href: href("cancelledOn", days, extra) },
  });
  const measures = [
    { key: "activated", label: t("Ativadas"), kind: "count" as const },
    { key: "activatedAmount", label: t("Valor base ativado"), kind: "money" as const },
    { key: "cancelled", label: t("Canceladas"), kind: "count" as const },
    { key: "cancelledAmount", label: t("Valor base cancelado"), kind: "money" as const },
  ];
  const sum = (rows: Grouped[], dim: Dim) => rows.filter((r) => r.dim === dim).reduce((s, r) => ({ n: s.n + r.n, amount: s.amount + r.amount }), { n: 0, amount: 0n });
  const totals: ReportRow = {
    key: "total",
    cells: { label: { kind: "text", value: t("Total") }, ...cellsOf(range, [], { dim: "month", key: null, name: null, ...sum(activated, "month") }, { dim: "month", key: null, name: null, ...sum(cancelled, "month") }) },
  };

  const byMonth: ReportSection = {
    key: "by-month",
    title: t("Vendas por mês"),
    columns: [{ key: "label", label: t("Mês"), kind: "month" }, ...measures],
    rows: monthsOf(range).map((m) => ({
      key: m,
      cells: { label: { kind: "month", value: m }, ...cellsOf(monthWithin(m, range), [], activated.find((r) => r.dim === "month" && r.key === m), cancelled.find((r) => r.dim === "month" && r.key === m)) },
    })),
    totals,
    chart: { type: "bar", x: "label", series: ["activated", "cancelled"] },
    note: t("Ativadas pela data de ativação e canceladas pela data de cancelamento, em dias de São Paulo; valor base atual da venda."),
  };

  const dimSection = (dim: Exclude<Dim, "month">, key: string, title: string, column: string): ReportSection => {
    const keys = new Map<string, string>();
    for (const r of [...activated, ...cancelled]) if (r.dim === dim && r.key) keys.set(r.key, dim === "category" ? category(r.key) : (r.name ?? r.key));
    const rows = [...keys].sort((a, b) => a[1].localeCompare(b[1])).map(([k, name]) => {
      const extra: ListFilter[] = [{ field: DIM_FIELD[dim], operand: "eq", value: k }];
      return { key: k, cells: { label: { kind: "text" as const, value: name }, ...cellsOf(range, extra, activated.find((r) => r.dim === dim && r.key === k), cancelled.find((r) => r.dim === dim && r.key === k)) } };
    });
    return { key, title, columns: [{ key: "label", label: column, kind: "text" }, ...measures], rows, totals, chart: { type: "bar", x: "label", series: ["activatedAmount", "cancelledAmount"] } };
  };

  return {
    key: "vendas",
    range,
    sections: [
      byMonth,
      dimSection("category", "by-category", t("Vendas por categoria"), t("Categoria")),
      dimSection("partner", "by-partner", t("Vendas por parceiro"), t("Parceiro")),
      dimSection("seller", "by-seller", t("Vendas por vendedor"), t("Vendedor")),
      renewalsSection(renewals, range, base, t),
    ],
  };
};

/** Sales whose vigência ends in the period (a renewal is due), and how many were renewed (see RENEWED). */
const DUE_STATUSES = ["ativa", "encerrada"] as const;

async function renewalsByMonth(db: Db, where: SQL | undefined, range: DayRange) {
  const rows = await db
    .select({
      month: sql<string>`to_char(${sales.vigenciaEnd}, 'YYYY-MM')`,
      due: sql<number>`count(*)::int`,
      renewed: sql<number>`(count(*) filter (where ${RENEWED}))::int`,
    })
    .from(sales)
    .innerJoin(customers, eq(customers.id, sales.customerId))
    .innerJoin(users, eq(users.id, sales.sellerId))
    .where(and(where, inArray(sales.status, [...DUE_STATUSES]), sql`${sales.vigenciaEnd} between ${range.from} and ${range.to}`))
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.month, { due: Number(r.due), renewed: Number(r.renewed) }]));
}

function renewalsSection(byMonth: Map<string, { due: number; renewed: number }>, range: DayRange, base: readonly ListFilter[], t: (s: string) => string): ReportSection {
  const link = (days: DayRange, renewed: boolean) =>
    salesHref([...base, { field: "status", operand: "in", value: [...DUE_STATUSES] }, between("vigenciaEnd", days.from, days.to), ...(renewed ? [{ field: "renewed", operand: "eq" as const, value: true }] : [])]);
  const cells = (days: DayRange, v: { due: number; renewed: number }): ReportRow["cells"] => ({
    due: { kind: "count", value: v.due, href: link(days, false) },
    renewed: { kind: "count", value: v.renewed, href: link(days, true) },
    rate: { kind: "rate", value: v.due ? Math.round((v.renewed * 10_000) / v.due) : null },
  });
  const total = [...byMonth.values()].reduce((s, v) => ({ due: s.due + v.due, renewed: s.renewed + v.renewed }), { due: 0, renewed: 0 });
  return {
    key: "renewals",
    title: t("Renovações"),
    columns: [
      { key: "label", label: t("Mês"), kind: "month" },
      { key: "due", label: t("A renovar"), kind: "count" },
      { key: "renewed", label: t("Renovadas"), kind: "count" },
      { key: "rate", label: t("Taxa de renovação"), kind: "rate" },
    ],
    rows: monthsOf(range).map((m) => ({ key: m, cells: { label: { kind: "month", value: m }, ...cells(monthWithin(m, range), byMonth.get(m) ?? { due: 0, renewed: 0 }) } })),
    totals: { key: "total", cells: { label: { kind: "text", value: t("Total") }, ...cells(range, total) } },
    chart: { type: "bar", x: "label", series: ["due", "renewed"] },
    note: t("Vendas ativas ou encerradas cuja vigência termina no período; renovada quando o mesmo cliente comprou o mesmo produto depois e essa venda foi ativada."),
  };
}
