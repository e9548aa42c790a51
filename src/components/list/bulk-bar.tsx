import { XIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";

/**
 * Shown while rows are selected: "N selecionados", a way to clear, and the actions the list
 * passes in (each one confirms with the count before it runs). It sticks under the top bar (h-16)
 * while the user scrolls down the rows, so the actions stay in reach.
 */
export function BulkBar({ count, onClear, children }: { count: number; onClear: () => void; children?: ReactNode }) {
  const t = useTranslations("listTools.selection");
  if (count === 0) return null;
  return (
    <div role="region" aria-label={t("actions")} data-testid="bulk-bar" className="sticky top-16 z-20 flex flex-wrap items-center gap-2 rounded-lg border border-primary/40 bg-accent px-3 py-2 shadow-md">
      <span className="text-sm font-medium" aria-live="polite" data-testid="bulk-count">
        {t("count", { count })}
      </span>
      <Button variant="ghost" size="sm" onClick={onClear}>
        <XIcon aria-hidden />
        {t("clear")}
      </Button>
      <div className="flex flex-wrap items-center gap-2 sm:ml-auto">{children}</div>
    </div>
  );
}
