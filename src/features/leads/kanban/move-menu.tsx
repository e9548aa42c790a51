import { ArrowRightLeftIcon } from "lucide-react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { useAppLocale } from "~/i18n/use-app-locale";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "~/components/ui/dropdown-menu";
import { leadStatusLabel } from "~/lib/catalog/lead-statuses";
import { WON_LEAD_STATUS, type LeadStatus } from "../lead-status";
import { KANBAN_STATUSES } from "./kanban-moves";

/** "Mover para…": the same moves as a drag, for the keyboard and for anyone who would rather not drag. */
export function MoveMenu({ name, status, disabled, onMove }: { name: string; status: LeadStatus; disabled: boolean; onMove: (to: LeadStatus) => void }) {
  const t = useTranslations("leadsKanban.card");
  const locale = useAppLocale();
  const targets = KANBAN_STATUSES.filter((s) => s !== status && s !== WON_LEAD_STATUS);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* The card drags from a pointer press anywhere on it: not from this button. */}
        <Button variant="ghost" size="icon" className="size-6 shrink-0 text-muted-foreground" disabled={disabled} aria-label={t("moveMenu", { name })} onPointerDown={(e) => e.stopPropagation()}>
          <ArrowRightLeftIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t("moveTo")}</DropdownMenuLabel>
        {targets.map((s) => (
          <DropdownMenuItem key={s} onSelect={() => onMove(s)}>
            {leadStatusLabel(s, locale)}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onMove(WON_LEAD_STATUS)}>{t("convert")}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
