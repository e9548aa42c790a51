import { ArrowDownIcon, ArrowUpIcon, Columns3Icon } from "lucide-react";
import { useId } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Popover, PopoverContent, PopoverTrigger } from "~/components/ui/popover";
import type { ListColumns } from "~/features/lists/list.schemas";
import { isDefaultColumns, moveColumn, resolveColumns, toggleColumn, type ListColumn } from "./columns";

/**
 * Which columns show and in what order: a checkbox and up/down buttons per column (all reachable
 * with Tab, Space and Enter). The choice goes to the URL (`cols`); "Restaurar padrão" removes it.
 */
export function ColumnPicker<Row>({ columns, state, onChange }: { columns: readonly ListColumn<Row>[]; state: ListColumns | null; onChange: (next: ListColumns | null) => void }) {
  const t = useTranslations("listTools.columns");
  const id = useId();
  const { order, visible } = resolveColumns(columns, state);
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const set = (next: ListColumns) => onChange(isDefaultColumns(columns, next) ? null : next);

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" data-testid="column-picker-trigger">
          <Columns3Icon aria-hidden />
          {t("trigger")}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 max-w-[calc(100vw-2rem)] p-2" aria-labelledby={`${id}-title`}>
        <p id={`${id}-title`} className="px-2 py-1 text-sm font-semibold">
          {t("title")}
        </p>
        <ul className="flex flex-col">
          {order.map((key, index) => {
            const column = byKey.get(key)!;
            const boxId = `${id}-${key}`;
            return (
              <li key={key} className="flex items-center gap-2 rounded-sm px-2 py-1 hover:bg-accent" data-testid="column-option">
                <Checkbox
                  id={boxId}
                  checked={visible.has(key)}
                  disabled={column.required}
                  onCheckedChange={(checked) => set(toggleColumn(columns, state, key, checked === true))}
                />
                <label htmlFor={boxId} className="min-w-0 flex-1 text-sm">
                  {column.label}
                  {column.required ? <span className="ml-1 text-xs text-muted-foreground">({t("required")})</span> : null}
                </label>
                <Button variant="ghost" size="sm" className="size-btn-sm px-0" aria-label={t("moveUp", { label: column.label })} disabled={index === 0} onClick={() => set(moveColumn(columns, state, key, -1))}>
                  <ArrowUpIcon aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="size-btn-sm px-0"
                  aria-label={t("moveDown", { label: column.label })}
                  disabled={index === order.length - 1}
                  onClick={() => set(moveColumn(columns, state, key, 1))}
                >
                  <ArrowDownIcon aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
        <div className="mt-1 border-t border-border pt-1">
          <Button variant="ghost" size="sm" className="w-full justify-start" disabled={isDefaultColumns(columns, state)} onClick={() => onChange(null)}>
            {t("reset")}
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
