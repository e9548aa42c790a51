import { and, sql } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import { commissionEntries, commissionReportMonths as R, partners } from "~/server/db/schema";
import { saoPauloDay } from "~/lib/format";
import { addMonths, monthStart } from "~/features/commissions/engine/months";
import { bucketCondition } from "~/features/commissions/server/my-commissions.service";
import { entriesHref, type EntriesFilters } from "~/features/commissions/entries-query";
import type { ReportFilters, ReportRow, ReportSection } from "../../report-contract";
import { partnerEntries, partnerRows, peopleRows, rowBucket, seesPartnerLines } from "./ledger-scope";

/** Days late, as of today: an installment due in month M is late from the 1st of M + 1. */
export const AGING_BUCKETS = [
  { key: "d0_30", min: 0, max: 30 },
  { key: "d31_60", min: 31, max: 60 },
  { key: "d61_90", min: 61, max: 90 },
  { key: "d90", min: 91, max: Infinity },
] as const;
type AgingKey = (typeof AGING_BUCKETS)[number]["key"];

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T12:00:00Z`) / 86_400_000);

/**
 * The due months of each bucket (contiguous, since lateness only depends on the month): from the month
 * before the current one back; the last bucket has no start. A bucket no month falls in is null.
 */
export function agingMonths(today: string): Record<AgingKey, { dueFrom: string | null; dueTo: string } | null> {
  const current = today.slice(0, 7);
  const out = Object.fromEntries(AGING_BUCKETS.map((b) => [b.key, null])) as Record<AgingKey, { dueFrom: string | null; dueTo: string } | null>;
  for (let i = 1; ; i++) {
    const due = addMonths(current, -i);
    const late = dayNumber(today) - dayNumber(monthStart(addMonths(due, 1)));
    const bucket = AGING_BUCKETS.find((b) => late >= b.min && late <= b.max)!;
    const seen = out[bucket.key];
    out[bucket.key] = { dueFrom: bucket.key === "d90" ? null : due, dueTo: seen?.dueTo ?? due };
    if (bucket.key === "d90") return out;
  }
}

/**
 * Receivables aging per partner: installments due before the current month that no partner statement paid
 * (the "a receber" of Minhas comissões), by days late. Finance and admin see the partner lines (what partners
 * owe the office); others their own share of those installments. As of today: the period does not apply.
 */
export async function agingSection(db: Db, actor: Actor, filters: ReportFilters, current: string, t: (s: string) => string): Promise<ReportSection> {
  const partnerSide = seesPartnerLines(actor);
  const months = agingMonths(saoPauloDay(new Date()));
  // The maintained sums answer all but the partner lines of one seller or team (those need each line's sale).
  const fromEntries = partnerSide && Boolean(filters.sellerId || filters.teamId);
  const src = fromEntries
    ? { table: commissionEntries, partnerId: commissionEntries.partnerId, dueMonth: commissionEntries.dueMonth, amount: commissionEntries.amount, where: and(partnerEntries(db, actor, filters), bucketCondition("aReceber", current)) }
    : { table: R, partnerId: R.partnerId, dueMonth: R.dueMonth, amount: R.amount, where: and(partnerSide ? partnerRows(db, actor, filters) : peopleRows(db, actor, filters), rowBucket("aReceber", current)) };
  const lateSince = monthStart(current);
  const bucketOf = sql.join(
    AGING_BUCKETS.flatMap((b) => {
      const m = months[b.key];
      return m ? [sql`when ${src.dueMonth} >= ${m.dueFrom ? monthStart(m.dueFrom) : "0001-01-01"} then ${b.key}`] : [];
    }),
    sql` `,
  );
  const { rows } = (await db.execute(sql`
    with g as (
      select ${src.partnerId} as partner_id, case ${bucketOf} end as bucket, sum(${src.amount})::text as amount
      from ${src.table}
      where ${and(src.where, sql`${src.dueMonth} < ${lateSince}`)}
      group by 1, 2
    )
    select g.*, p.name as partner_name from g left join ${partners} p on p.id = g.partner_id`)) as unknown as {
    rows: { partner_id: string | null; bucket: AgingKey; amount: string; partner_name: string | null }[];
  };

  const link: EntriesFilters = {
    side: partnerSide ? "parceiro" : "pessoas",
    bucket: "aReceber",
    category: filters.category ?? null,
    partnerId: filters.partnerId ?? null,
    ...(partnerSide ? { sellerId: filters.sellerId ?? null } : { userId: filters.sellerId ?? null }),
    teamId: filters.teamId ?? null,
  };
  const cellsOf = (partnerId: string | null, amounts: Map<AgingKey, bigint>): ReportRow["cells"] => {
    const cells: ReportRow["cells"] = {};
    let total = 0n;
    for (const b of AGING_BUCKETS) {
      const m = months[b.key];
      const value = amounts.get(b.key) ?? 0n;
      total += value;
      cells[b.key] = { kind: "money", value, href: m ? entriesHref({ ...link, ...(partnerId ? { partnerId } : {}), dueFrom: m.dueFrom, dueTo: m.dueTo }) : null };
    }
    const last = months.d0_30?.dueTo ?? addMonths(current, -1);
    cells.total = { kind: "money", value: total, href: entriesHref({ ...link, ...(partnerId ? { partnerId } : {}), dueTo: last }) };
    return cells;
  };
  const byPartner = new Map<string, { name: string; amounts: Map<AgingKey, bigint> }>();
  const all = new Map<AgingKey, bigint>();
  for (const r of rows) {
    const key = r.partner_id ?? "";
    const entry = byPartner.get(key) ?? { name: r.partner_name ?? t("Sem parceiro"), amounts: new Map() };
    entry.amounts.set(r.bucket, (entry.amounts.get(r.bucket) ?? 0n) + BigInt(r.amount));
    all.set(r.bucket, (all.get(r.bucket) ?? 0n) + BigInt(r.amount));
    byPartner.set(key, entry);
  }
  return {
    key: "aging",
    title: t("Recebíveis em atraso por parceiro"),
    columns: [
      { key: "label", label: t("Parceiro"), kind: "text" },
      { key: "d0_30", label: t("0–30 dias"), kind: "money" },
      { key: "d31_60", label: t("31–60 dias"), kind: "money" },
      { key: "d61_90", label: t("61–90 dias"), kind: "money" },
      { key: "d90", label: t("Mais de 90 dias"), kind: "money" },
      { key: "total", label: t("Total"), kind: "money" },
    ],
    rows: [...byPartner]
      .sort((a, b) => a[1].name.localeCompare(b[1].name))
      .map(([id, p]) => ({ key: id || "none", cells: { label: { kind: "text", value: p.name }, ...cellsOf(id || null, p.amounts) } })),
    totals: { key: "total", cells: { label: { kind: "text", value: t("Total") }, ...cellsOf(null, all) } },
    chart: { type: "stacked-bar", x: "label", series: ["d0_30", "d31_60", "d61_90", "d90"] },
    note: partnerSide
      ? t("O que os parceiros devem ao escritório: parcelas vencidas antes deste mês que nenhum extrato pagou, pelos dias de atraso contados do 1º dia do mês seguinte ao vencimento; hoje, sem o período.")
      : t("Sua parte das parcelas vencidas antes deste mês que o parceiro ainda não pagou, pelos dias de atraso contados do 1º dia do mês seguinte ao vencimento; hoje, sem o período."),
  };
}
