import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Checkbox } from "~/components/ui/checkbox";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import type { ListColumn } from "./columns";
import type { ListSelection } from "./use-list-selection";

interface SelectableTableProps<Row extends { id: string }> {
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  selection: ListSelection;
  /** How a row is named to screen readers on its checkbox ("Selecionar João da Silva"). */
  rowLabel: (row: Row) => string;
  testId: string;
  rowTestId: string;
  /** Refetching (not loading more): the table is marked busy. */
  busy: boolean;
  /** Under the rows, inside the frame: loading, empty and error states. */
  children?: ReactNode;
}

/** A list's table: a selection checkbox per row and in the header, then the visible columns in their order. */
export function SelectableTable<Row extends { id: string }>({ columns, rows, selection, rowLabel, testId, rowTestId, busy, children }: SelectableTableProps<Row>) {
  const t = useTranslations("listTools.selection");
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-card" data-testid={testId} aria-busy={busy}>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">
              <Checkbox aria-label={t("selectAll")} checked={selection.header} disabled={!rows.length} onCheckedChange={selection.toggleAll} />
            </TableHead>
            {columns.map((c) => (
              <TableHead key={c.key} className={c.headClassName}>
                {c.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid={rowTestId} data-state={selection.isSelected(row.id) ? "selected" : undefined}>
              <TableCell className="w-10">
                <Checkbox aria-label={t("selectRow", { name: rowLabel(row) })} checked={selection.isSelected(row.id)} onCheckedChange={(c) => selection.toggle(row.id, c === true)} />
              </TableCell>
              {columns.map((c) => (
                <TableCell key={c.key} className={c.cellClassName}>
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {children}
    </div>
  );
}
