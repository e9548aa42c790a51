import { and, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { readTogether } from "~/server/db/read-together";
import { commissionProfiles, commissionReportMonths as R, partners, users } from "~/server/db/schema";
import { saoPauloMonth } from "~/lib/format";
import { entriesHref, type EntriesFilters } from "~/features/commissions/entries-query";
import type { Bucket } from "~/features/commissions/commissions.schemas";
import { monthStart } from "~/features/commissions/engine/months";
import type { ReportResult, ReportRow, ReportSection } from "../../report-contract";
import { ALL_ROWS, clipSection, type ReportClip } from "../../report-clip";
import type { ReportRunner } from "../report-runner";
import { agingSection } from "./commissions-aging";
import { labelsFor } from "./labels";
import { monthsOf } from "./money-links";
import { peopleRows, rowBucket } from "./ledger-scope";

type Dim = "month" | "category" | "partner" | "person";
/** The report's columns: the buckets of "Minhas comissões" (my-commissions.service), same definitions. */
const COLUMNS = ["previsto", "aReceber", "recebido", "estornos", "aRepassar", "pago"] as const satisfies readonly Bucket[];
type Totals = Record<(typeof COLUMNS)[number], bigint>;

interface Grouped {
  dim: Dim;
  key: string | null;
  name: string | null;
  totals: Totals;
}

const zero = (): Totals => ({ previsto: 0n, aReceber: 0n, recebido: 0n, estornos: 0n, aRepassar: 0n, pago: 0n });

/**
 * Each bucket's sum by competence month, category, partner and person in one pass (grouping sets), over the
 * maintained sums of the ledger (commission_report_months) rather than its millions of entries.
 */
async function grouped(db: Db, where: SQL | undefined, current: string): Promise<Grouped[]> {
  const month = sql`to_char(${R.competence}, 'YYYY-MM')`;
  const category = sql`${R.category}`;
  const sums = COLUMNS.map((b) => {
    // "pago" is shown positive, as on "Minhas comissões" (repasses are negative lines).
    const sign = b === "pago" ? sql`-` : sql``;
    return sql`coalesce(${sign}sum(${R.amount}) filter (where ${rowBucket(b, current, sql`cp.pay_on = 'accrual'`)}), 0)::text as ${sql.identifier(b)}`;
  });
  const { rows } = (await db.execute(sql`
    with g as (
      select ${month} as month, ${category} as category, ${R.partnerId} as partner_id, ${R.userId} as user_id,
        grouping(${month}) as gm, grouping(${category}) as gc, grouping(${R.partnerId}) as gp,
        ${sql.join(sums, sql`, `)}
      from ${R} left join ${commissionProfiles} cp on cp.user_id = ${R.userId}
      where ${where}
      group by grouping sets ((${month}), (${category}), (${R.partnerId}), (${R.userId}))
    )
    select g.*, p.name as partner_name, u.name as user_name
    from g left join ${partners} p on p.id = g.partner_id left join ${users} u on u.id = g.user_id`)) as unknown as {
    rows: (Record<(typeof COLUMNS)[number], string> & { month: string | null; category: string | null; partner_id: string | null; user_id: string | null; gm: number; gc: number; gp: number; partner_name: string | null; user_name: string | null })[];
  };
  return rows.map((r) => {
    const dim: Dim = Number(r.gm) === 0 ? "month" : Number(r.gc) === 0 ? "category" : Number(r.gp) === 0 ? "partner" : "person";
    const key = dim === "month" ? r.month : dim === "category" ? r.category || "none" : dim === "partner" ? r.partner_id : r.user_id;
    const totals = zero();
    for (const c of COLUMNS) totals[c] = BigInt(r[c]);
    return { dim, key, name: dim === "partner" ? r.partner_name : dim === "person" ? r.user_name : null, totals };
  });
}

/**
 * Comissões: the people's commissions (sellers, pré-vendas, indicadores, gestores; manual entries included) in
 * the actor's scope, by competence month, category, partner and person — previsto, a receber, recebido,
 * estornos, a repassar and pago exactly as "Minhas comissões" computes them — and the receivables aging.
 */
export const commissionsReport: ReportRunner = async (db, actor, filters, range, view = ALL_ROWS): Promise<ReportResult> => {
  const { t, category } = labelsFor(actor);
  const current = saoPauloMonth(new Date());
  const months = monthsOf(range);
  const from = months[0]!;
  const to = months[months.length - 1]!;
  const where = and(peopleRows(db, actor, filters), sql`${R.competence} between ${monthStart(from)} and ${monthStart(to)}`);
  const [rows, aging] = await readTogether(
    db,
    () => grouped(db, where, current),
    () => agingSection(db, actor, filters, current, t),
  );

  const link: EntriesFilters = {
    side: "pessoas",
    from,
    to,
    category: filters.category ?? null,
    partnerId: filters.partnerId ?? null,
    userId: filters.sellerId ?? null,
    teamId: filters.teamId ?? null,
  };
  const cellsOf = (narrow: Partial<EntriesFilters>, totals: Totals): ReportRow["cells"] =>
    Object.fromEntries(COLUMNS.map((c) => [c, { kind: "money", value: totals[c], href: entriesHref({ ...link, ...narrow, bucket: c }) }]));
  // A dimension's rows get their links after clipping (clipSection): only the rows shown need them.
  const figuresOf = (totals: Totals): ReportRow["cells"] => Object.fromEntries(COLUMNS.map((c) => [c, { kind: "money", value: totals[c] }]));
  const linked = (narrow: (key: string) => Partial<EntriesFilters>) => (row: ReportRow): ReportRow => ({
    key: row.key,
    cells: { ...row.cells, ...Object.fromEntries(COLUMNS.map((c) => [c, { ...row.cells[c]!, href: entriesHref({ ...link, ...narrow(row.key), bucket: c }) }])) },
  });
  const columns = [
    { key: "previsto", label: t("Previsto"), kind: "money" as const },
    { key: "aReceber", label: t("A receber"), kind: "money" as const },
    { key: "recebido", label: t("Recebido"), kind: "money" as const },
    { key: "estornos", label: t("Estornos"), kind: "money" as const },
    { key: "aRepassar", label: t("A repassar"), kind: "money" as const },
    { key: "pago", label: t("Pago"), kind: "money" as const },
  ];
  const grand = rows.filter((r) => r.dim === "month").reduce((s, r) => {
    for (const c of COLUMNS) s[c] += r.totals[c];
    return s;
  }, zero());
  const totals: ReportRow = { key: "total", cells: { label: { kind: "text", value: t("Total") }, ...cellsOf({}, grand) } };
  const note = t("Comissões das pessoas (vendedores, pré-vendas, indicadores e gestores, com lançamentos manuais) pelo mês de competência, nas definições de Minhas comissões; pago são os repasses feitos.");

  const byMonth: ReportSection = {
    key: "by-month",
    title: t("Comissões por mês de competência"),
    columns: [{ key: "label", label: t("Mês"), kind: "month" }, ...columns],
    rows: months.map((m) => ({ key: m, cells: { label: { kind: "month", value: m }, ...cellsOf({ from: m, to: m }, rows.find((r) => r.dim === "month" && r.key === m)?.totals ?? zero()) } })),
    totals,
    chart: { type: "stacked-bar", x: "label", series: ["previsto", "aReceber", "recebido"] },
    note,
  };

  const dimSection = (dim: Exclude<Dim, "month">, key: string, title: string, column: string, narrow: (k: string) => Partial<EntriesFilters>, clip: ReportClip | null = null): ReportSection => {
    const items = rows
      .filter((r) => r.dim === dim && r.key)
      .map((r) => ({ key: r.key!, name: dim === "category" ? category(r.key === "none" ? null : r.key) : (r.name ?? r.key!), totals: r.totals }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const section: ReportSection = {
      key,
      title,
      columns: [{ key: "label", label: column, kind: "text" }, ...columns],
      rows: items.map((i) => ({ key: i.key, cells: { label: { kind: "text", value: i.name }, ...figuresOf(i.totals) } })),
      totals,
      chart: { type: "bar", x: "label", series: ["recebido", "aRepassar", "pago"] },
    };
    return clipSection(section, clip, view, linked(narrow));
  };
  const count = (n: number) => n.toLocaleString("pt-BR");
  // 1 000 people are no chart or table to read (nor a quick answer): the 30 with most previsto, the rest summed.
  const people: ReportClip = {
    rows: 30,
    by: "previsto",
    rest: (n) => t(`Outras ${count(n)} pessoas`),
    note: (shown, n) => t(`As ${count(shown)} pessoas com maior previsto; as outras ${count(n)} estão somadas na última linha. A exportação traz todas.`),
  };

  return {
    key: "comissoes",
    range,
    sections: [
      byMonth,
      dimSection("category", "by-category", t("Comissões por categoria"), t("Categoria"), (k) => ({ category: k as EntriesFilters["category"] })),
      dimSection("partner", "by-partner", t("Comissões por parceiro"), t("Parceiro"), (k) => ({ partnerId: k })),
      dimSection("person", "by-person", t("Comissões por pessoa"), t("Pessoa"), (k) => ({ userId: k }), people),
      aging,
    ],
  };
};
