import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import Link from "next/link";
import { useState, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Table, TableBody, TableHead, TableHeader, TableRow, TableCell } from "~/components/ui/table";
import type { RouterOutputs } from "~/utils/api";
import { useFormatCount } from "./figure-card";

type SellerRow = RouterOutputs["dashboard"]["team"]["sellers"][number];
const NUMERIC = ["worked", "attempts", "conversions", "sales"] as const;
type NumericKey = (typeof NUMERIC)[number];
type SortKey = "name" | NumericKey | "goal";

/**
 * The slot for the goals feature's "Meta %" column: its header, its cell for a person and the value it sorts
 * by (null: no goal set). Left out, the table has no goal column.
 */
export interface GoalColumn {
  header: string;
  cell: (userId: string) => ReactNode;
  value: (userId: string) => number | null;
}

const valueOf = (row: SellerRow, key: NumericKey) => (key === "attempts" ? row.attempts : row[key].count);

/** The Gestor's per-seller table: sortable by every column (header buttons, aria-sort), each count a link. */
export function SellersTable({ rows, goalColumn }: { rows: readonly SellerRow[]; goalColumn?: GoalColumn }) {
  const t = useTranslations("dashboard.team");
  const format = useFormatCount();
  const [sort, setSort] = useState<{ key: SortKey; dir: "asc" | "desc" }>({ key: "worked", dir: "desc" });
  const sorted = [...rows].sort((a, b) => {
    let diff: number;
    if (sort.key === "name") diff = a.name.localeCompare(b.name);
    else if (sort.key === "goal") diff = (goalColumn?.value(a.userId) ?? -1) - (goalColumn?.value(b.userId) ?? -1);
    else diff = valueOf(a, sort.key) - valueOf(b, sort.key);
    return (sort.dir === "asc" ? diff : -diff) || a.name.localeCompare(b.name);
  });
  const toggle = (key: SortKey) => setSort((s) => (s.key === key ? { key, dir: s.dir === "asc" ? "desc" : "asc" } : { key, dir: key === "name" ? "asc" : "desc" }));
  const header = (key: SortKey, label: string, numeric: boolean) => {
    const active = sort.key === key;
    const Icon = !active ? ArrowUpDownIcon : sort.dir === "asc" ? ArrowUpIcon : ArrowDownIcon;
    return (
      <TableHead key={key} aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : "none"} className={numeric ? "text-right" : undefined}>
        <button
          type="button"
          onClick={() => toggle(key)}
          aria-label={t("sortBy", { column: label })}
          className="inline-flex items-center gap-1 rounded font-medium hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          {label}
          <Icon aria-hidden className="size-3.5 opacity-70" />
        </button>
      </TableHead>
    );
  };
  const cell = (row: SellerRow, key: NumericKey) =>
    key === "attempts" ? (
      format({ count: row.attempts })
    ) : (
      <Link className="text-primary underline-offset-2 hover:underline" href={row[key].href} aria-label={`${t(`columns.${key}`)} · ${row.name}: ${format(row[key])}`}>
        {format(row[key])}
      </Link>
    );
  const columns: [SortKey, string][] = [["name", t("columns.name")], ...NUMERIC.map((k): [SortKey, string] => [k, t(`columns.${k}`)]), ...(goalColumn ? [["goal", goalColumn.header] as [SortKey, string]] : [])];
  return (
    <>
      {/* Phones: one card per person, the same sort as buttons above them. */}
      <div className="flex flex-col gap-3 p-3 md:hidden" data-testid="home-sellers-cards">
        <div className="flex flex-wrap gap-2" role="group" aria-label={t("sortLabel")}>
          {columns.map(([key, label]) => (
            <button
              key={key}
              type="button"
              aria-pressed={sort.key === key}
              onClick={() => toggle(key)}
              className="inline-flex items-center gap-1 rounded-md border border-border px-2 py-1 text-xs aria-pressed:border-primary aria-pressed:text-primary"
            >
              {label}
              {sort.key === key ? sort.dir === "asc" ? <ArrowUpIcon aria-hidden className="size-3" /> : <ArrowDownIcon aria-hidden className="size-3" /> : null}
            </button>
          ))}
        </div>
        <ul className="flex flex-col gap-2">
          {sorted.map((row) => (
            <li key={row.userId} className="rounded-md border border-border p-3" data-testid="home-seller-card">
              <p className="truncate font-medium">
                {row.name}
                {row.active ? null : <span className="ml-1 text-xs text-muted-foreground">({t("inactive")})</span>}
              </p>
              <dl className="mt-2 grid grid-cols-4 gap-2 text-center">
                {NUMERIC.map((key) => (
                  <div key={key} className="flex flex-col">
                    <dt className="truncate text-[11px] text-muted-foreground">{t(`columns.${key}`)}</dt>
                    <dd className="font-heading text-lg font-semibold tabular-nums">{cell(row, key)}</dd>
                  </div>
                ))}
              </dl>
              {goalColumn ? <div className="mt-2 text-sm">{goalColumn.cell(row.userId)}</div> : null}
            </li>
          ))}
        </ul>
      </div>
      <Table data-testid="home-sellers-table" aria-label={t("sellersTitle")} className="text-sm" containerClassName="hidden md:block">
        <caption className="sr-only">{t("sellersCaption")}</caption>
        <TableHeader>
          <TableRow>
            {columns.map(([key, label]) => header(key, label, key !== "name"))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {sorted.map((row) => (
            <TableRow key={row.userId} data-testid="home-seller-row">
              <TableCell className="max-w-48 truncate font-medium">
                {row.name}
                {row.active ? null : <span className="ml-1 text-xs text-muted-foreground">({t("inactive")})</span>}
              </TableCell>
              {NUMERIC.map((key) => (
                <TableCell key={key} className="text-right tabular-nums">
                  {cell(row, key)}
                </TableCell>
              ))}
              {goalColumn ? <TableCell className="text-right tabular-nums">{goalColumn.cell(row.userId)}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
