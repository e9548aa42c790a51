import type { EntryParty, EntryType } from "~/lib/catalog/commission-catalog";

/** Where one line of a sale's schedule stands, in the DOMAIN vocabulary. */
export const LINE_STATUSES = ["prevista", "aReceber", "recebida", "paga", "estornada", "cancelada"] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

/** The entry fields of `commissions.saleSchedule` the table needs. */
export interface ScheduleEntry {
  party: EntryParty;
  userId: string | null;
  userName: string | null;
  installment: number | null;
  dueMonth: string | null;
  competence: string;
  type: EntryType;
  amount: bigint;
}

export interface ScheduleCell {
  amount: bigint;
  status: LineStatus;
}

/** A column of the table: the partner, one participant (party + person), or the office's own share. */
export interface ScheduleColumn {
  key: string;
  party: EntryParty;
  userName: string | null;
}

export interface ScheduleRow {
  installment: number;
  dueMonth: string;
  cells: Map<string, ScheduleCell>;
}

const PARTY_ORDER: readonly EntryParty[] = ["partner", "seller", "presales", "referrer", "manager", "office"];

export const columnKey = (party: EntryParty, userId: string | null) => `${party}|${userId ?? ""}`;

/**
 * A line's status from its entries: clawed back (wholly or partly, by an estorno) → estornada; never due
 * because the sale stopped before it (cancelamento) → cancelada; then the furthest step of the lifecycle it
 * reached (paga, recebida), else prevista until its month comes and a receber from then on.
 */
export function lineStatus(entries: readonly Pick<ScheduleEntry, "type" | "amount">[], dueMonth: string, currentMonth: string): LineStatus {
  const types = new Set(entries.map((e) => e.type));
  const accrued = entries.filter((e) => e.type !== "recebimento" && e.type !== "repasse").reduce((sum, e) => sum + e.amount, 0n);
  if (types.has("estorno")) return "estornada";
  if (accrued === 0n && types.has("cancelamento")) return "cancelada";
  if (types.has("repasse")) return "paga";
  if (types.has("recebimento")) return "recebida";
  return dueMonth > currentMonth ? "prevista" : "aReceber";
}

/**
 * The schedule as a table: one row per installment (in order) and one column per party the viewer may see
 * (partner first, office last), each cell the line's amount (what its accrual entries add up to) and status.
 */
export function scheduleTable(entries: readonly ScheduleEntry[], currentMonth: string): { columns: ScheduleColumn[]; rows: ScheduleRow[] } {
  const columns = new Map<string, ScheduleColumn>();
  const groups = new Map<number, { dueMonth: string; lines: Map<string, ScheduleEntry[]> }>();
  for (const e of entries) {
    const key = columnKey(e.party, e.userId);
    if (!columns.has(key)) columns.set(key, { key, party: e.party, userName: e.userName });
    const n = e.installment ?? 0;
    let group = groups.get(n);
    if (!group) {
      group = { dueMonth: (e.dueMonth ?? e.competence).slice(0, 7), lines: new Map() };
      groups.set(n, group);
    }
    const line = group.lines.get(key) ?? [];
    line.push(e);
    group.lines.set(key, line);
  }
  const rows = [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([installment, group]) => {
      const cells = new Map<string, ScheduleCell>();
      for (const [key, line] of group.lines) {
        const amount = line.filter((e) => e.type !== "recebimento" && e.type !== "repasse").reduce((sum, e) => sum + e.amount, 0n);
        cells.set(key, { amount, status: lineStatus(line, group.dueMonth, currentMonth) });
      }
      return { installment, dueMonth: group.dueMonth, cells };
    });
  const ordered = [...columns.values()].sort((a, b) => PARTY_ORDER.indexOf(a.party) - PARTY_ORDER.indexOf(b.party));
  return { columns: ordered, rows };
}
