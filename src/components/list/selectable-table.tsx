import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Checkbox } from "~/components/ui/checkbox";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { cn } from "~/lib/cn";
import type { ListColumn } from "./columns";
import { ListCards } from "./list-cards";
import type { ListSelection } from "./use-list-selection";
import { useWideScreen } from "./use-wide-screen";

interface SelectableTableProps<Row extends { id: string }> {
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  selection: ListSelection;
  /** How a row is named to screen readers on its checkbox ("Selecionar João da Silva"). */
  rowLabel: (row: Row) => string;
  testId: string;
  rowTestId: string;
  /** The card each row becomes below `md` (default: rowTestId's "-row" read as "-card"). */
  cardTestId?: string;
  /** Refetching (not loading more): the table is marked busy. */
  busy: boolean;
  /** Under the rows, inside the frame: loading, empty and error states. */
  children?: ReactNode;
}

/**
 * A list's rows: from `md` up a table (a selection checkbox per row and in the header, then the visible
 * columns in their order), below it cards (ListCards) instead of a clipped table. The server renders both
 * and CSS shows one; once hydrated only the one that fits the screen stays in the page.
 */
export function SelectableTable<Row extends { id: string }>(props: SelectableTableProps<Row>) {
  const { columns, rows, selection, rowLabel, testId, rowTestId, cardTestId, busy, children } = props;
  const wide = useWideScreen();
  return (
    <>
      {wide !== false ? <RowsTable {...props} className={wide === null ? "hidden md:block" : undefined} /> : null}
      {wide !== true ? (
        <ListCards
          columns={columns}
          rows={rows}
          selection={selection}
          rowLabel={rowLabel}
          testId={`${testId}-cards`}
          cardTestId={cardTestId ?? rowTestId.replace(/-row$/, "-card")}
          busy={busy}
          className={wide === null ? "md:hidden" : undefined}
        >
          {children}
        </ListCards>
      ) : null}
    </>
  );
}

/** A little less side padding than the design system's table: ten columns fit a 1440 px screen. */
const CELL_X = "px-1.5";

function RowsTable<Row extends { id: string }>({ columns, rows, selection, rowLabel, testId, rowTestId, busy, children, className }: SelectableTableProps<Row> & { className?: string }) {
  const t = useTranslations("listTools.selection");
  return (
    <div className={cn("overflow-x-auto rounded-lg border border-border bg-card", className)} data-testid={testId} aria-busy={busy}>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">
              <Checkbox aria-label={t("selectAll")} checked={selection.header} disabled={!rows.length} onCheckedChange={selection.toggleAll} />
            </TableHead>
            {columns.map((c) => (
              <TableHead key={c.key} className={cn(CELL_X, c.headClassName)}>
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
                <TableCell key={c.key} className={cn(CELL_X, c.cellClassName)}>
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
