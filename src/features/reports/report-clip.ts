import type { ReportCell, ReportRow, ReportSection } from "./report-contract";

/**
 * A long section shown clipped on screen: its first `rows` rows by the figure column `by` (largest first, ties
 * by label), and the rest folded into one row of their sums. The totals row is untouched, so the rows shown
 * still add up to it. The export is never clipped: it writes every row.
 */
export interface ReportClip {
  rows: number;
  by: string;
  /** The folded row's label for `n` rows, in the user's language ("Outras 970 pessoas"). */
  rest: (n: number) => string;
  /** The sentence added to the section's note when rows are folded. */
  note: (shown: number, n: number) => string;
}

/** Whether the page asked for the screen's view (clipped) or every row (export, tests). */
export interface ReportView {
  clip: boolean;
}

export const ALL_ROWS: ReportView = { clip: false };
export const SCREEN: ReportView = { clip: true };

/** The key of the folded row (never a real row's key: those are ids, months and codes). */
export const FOLDED_ROW_KEY = "report-clip-rest";

type Figure = Extract<ReportCell, { kind: "count" | "money" }>;
const isFigure = (cell: ReportCell | undefined): cell is Figure => cell?.kind === "count" || cell?.kind === "money";
const figure = (row: ReportRow, column: string): bigint => {
  const cell = row.cells[column];
  return isFigure(cell) ? BigInt(cell.value) : 0n;
};
const labelOf = (row: ReportRow, column: string | undefined): string => {
  const cell = column ? row.cells[column] : undefined;
  return cell && typeof cell.value === "string" ? cell.value : "";
};

/**
 * The section as the view shows it. `link` adds a row's links (hrefs); it runs on the rows kept only, so a clipped
 * section of 1 000 people builds the links of 30 (building them was most of the answer's cost). The folded row
 * has no links: no list filter means "everyone else".
 */
export function clipSection(section: ReportSection, clip: ReportClip | null, view: ReportView, link: (row: ReportRow) => ReportRow = (row) => row): ReportSection {
  if (!clip || !view.clip || section.rows.length <= clip.rows) return { ...section, rows: section.rows.map(link) };
  const label = section.columns[0]?.key;
  const ranked = [...section.rows].sort((a, b) => {
    const fa = figure(a, clip.by);
    const fb = figure(b, clip.by);
    if (fa !== fb) return fa > fb ? -1 : 1;
    return labelOf(a, label).localeCompare(labelOf(b, label)) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  });
  const kept = ranked.slice(0, clip.rows);
  const rest = ranked.slice(clip.rows);
  return {
    ...section,
    rows: [...kept.map(link), foldedRow(section, rest, clip.rest(rest.length))],
    note: [section.note, clip.note(kept.length, rest.length)].filter(Boolean).join(" "),
  };
}

/** One row whose count and money cells are the sums of `rows`; other kinds (rates, days) do not add up and are left blank. */
function foldedRow(section: ReportSection, rows: readonly ReportRow[], label: string): ReportRow {
  const cells: ReportRow["cells"] = {};
  for (const [i, column] of section.columns.entries()) {
    if (i === 0) cells[column.key] = { kind: "text", value: label };
    else if (column.kind === "money") cells[column.key] = { kind: "money", value: rows.reduce((s, r) => s + figure(r, column.key), 0n) };
    else if (column.kind === "count") cells[column.key] = { kind: "count", value: Number(rows.reduce((s, r) => s + figure(r, column.key), 0n)) };
  }
  return { key: FOLDED_ROW_KEY, cells };
}
