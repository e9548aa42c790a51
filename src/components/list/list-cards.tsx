import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Checkbox } from "~/components/ui/checkbox";
import { cn } from "~/lib/cn";
import type { ListColumn } from "./columns";
import type { ListSelection } from "./use-list-selection";

interface ListCardsProps<Row extends { id: string }> {
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  selection: ListSelection;
  rowLabel: (row: Row) => string;
  testId: string;
  cardTestId: string;
  busy: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * A list below `md`: one card per row, from the same columns as the table (the title column with its link,
 * the badge column beside it, the other visible columns as labelled fields), the same selection.
 */
export function ListCards<Row extends { id: string }>({ columns, rows, selection, rowLabel, testId, cardTestId, busy, className, children }: ListCardsProps<Row>) {
  const t = useTranslations("listTools.selection");
  const title = columns.find((c) => c.card === "title") ?? columns.find((c) => c.required) ?? columns[0];
  const badge = columns.find((c) => c.card === "badge" && c !== title);
  const fields = columns.filter((c) => c !== title && c !== badge && c.card !== "hidden");
  return (
    <div className={cn("flex flex-col gap-2", className)} data-testid={testId} aria-busy={busy}>
      {rows.length ? (
        <label className="flex items-center gap-3 px-3 text-sm text-muted-foreground">
          <Checkbox checked={selection.header} onCheckedChange={selection.toggleAll} />
          {t("selectAll")}
        </label>
      ) : null}
      <ul className="flex flex-col gap-2">
        {rows.map((row) => {
          const selected = selection.isSelected(row.id);
          return (
            <li
              key={row.id}
              data-testid={cardTestId}
              data-state={selected ? "selected" : undefined}
              className="flex gap-3 rounded-lg border border-border bg-card p-3 data-[state=selected]:border-primary/50 data-[state=selected]:bg-accent"
            >
              <Checkbox className="mt-1" aria-label={t("selectRow", { name: rowLabel(row) })} checked={selected} onCheckedChange={(c) => selection.toggle(row.id, c === true)} />
              {/* A card has room to wrap what a table cell cuts short. */}
              <div className="flex min-w-0 flex-1 flex-col gap-2 [&_[data-slot=truncated]]:max-w-none [&_[data-slot=truncated]]:whitespace-normal">
                <div className="flex min-w-0 flex-wrap items-start justify-between gap-x-3 gap-y-1">
                  {title ? <div className="min-w-0 max-w-full font-medium break-words">{title.cell(row)}</div> : null}
                  {badge ? <div className="shrink-0">{badge.cell(row)}</div> : null}
                </div>
                {fields.length ? (
                  <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm">
                    {fields.map((c) => (
                      <div key={c.key} className="min-w-0">
                        <dt className="text-xs text-muted-foreground">{c.label}</dt>
                        <dd className="min-w-0 break-words">{c.cell(row)}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {children ? <div className="rounded-lg border border-border bg-card empty:hidden">{children}</div> : null}
    </div>
  );
}
