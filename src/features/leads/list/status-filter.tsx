import { ChevronDownIcon } from "lucide-react";
import { useLocale, useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuContent, DropdownMenuSeparator, DropdownMenuItem, DropdownMenuTrigger } from "~/components/ui/dropdown-menu";
import { Label } from "~/components/ui/label";
import { LEAD_STATUSES, leadStatusLabel, type LeadStatus } from "~/lib/catalog/lead-statuses";
import type { Locale } from "~/lib/roles";

/** Several statuses at once (f.status.in): a menu of checkboxes that stays open while ticking. */
export function StatusFilter({ value, onChange }: { value: readonly LeadStatus[]; onChange: (next: LeadStatus[]) => void }) {
  const t = useTranslations("leadsList.filters");
  const locale = useLocale() as Locale;
  const label =
    value.length === 0 ? t("allStatuses") : value.length === 1 ? leadStatusLabel(value[0]!, locale) : t("statusesCount", { count: value.length });
  const toggle = (s: LeadStatus, on: boolean) => onChange(LEAD_STATUSES.filter((x) => (x === s ? on : value.includes(x))));
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor="leads-status">{t("status")}</Label>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button id="leads-status" variant="outline" className="w-full justify-between font-normal" data-testid="leads-status-filter">
            <span className="truncate">{label}</span>
            <ChevronDownIcon aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-60" aria-label={t("status")}>
          {LEAD_STATUSES.map((s) => (
            <DropdownMenuCheckboxItem key={s} checked={value.includes(s)} onCheckedChange={(on) => toggle(s, on === true)} onSelect={(e) => e.preventDefault()}>
              {leadStatusLabel(s, locale)}
            </DropdownMenuCheckboxItem>
          ))}
          {value.length ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => onChange([])}>{t("allStatuses")}</DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
