import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "~/components/ui/popover";
import { ToggleGroup, ToggleGroupItem } from "~/components/ui/toggle-group";
import { ATTEMPT_CHANNELS, ATTEMPT_OUTCOMES, type AttemptChannel, type AttemptOutcome } from "~/lib/catalog/tasks";

/**
 * The attempt with its channel and how it went (atendeu, não atendeu, caixa postal, número errado, retornar
 * depois): one choice of channel, one click on the outcome logs it. The plain button beside it stays one click.
 */
export function AttemptOutcomePopover({ disabled, onLog }: { disabled: boolean; onLog: (attempt: { channel: AttemptChannel; outcome: AttemptOutcome }) => void }) {
  const t = useTranslations("tasks");
  const [open, setOpen] = useState(false);
  const [channel, setChannel] = useState<AttemptChannel>("call");
  const channelLabel = useId();
  const outcomeLabel = useId();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button size="sm" variant="outline" disabled={disabled} aria-label={t("attempt.more")} data-testid="attempt-outcome">
          <ChevronDown aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="flex w-72 flex-col gap-3">
        <p className="text-sm font-semibold">{t("attempt.title")}</p>
        <div className="flex flex-col gap-1">
          <span id={channelLabel} className="text-xs font-medium text-muted-foreground">
            {t("attempt.channel")}
          </span>
          <ToggleGroup type="single" variant="outline" size="sm" value={channel} onValueChange={(v) => v && setChannel(v as AttemptChannel)} aria-labelledby={channelLabel}>
            {ATTEMPT_CHANNELS.map((c) => (
              <ToggleGroupItem key={c} value={c}>
                {t(`channels.${c}`)}
              </ToggleGroupItem>
            ))}
          </ToggleGroup>
        </div>
        <div role="group" aria-labelledby={outcomeLabel} className="flex flex-col gap-1">
          <span id={outcomeLabel} className="text-xs font-medium text-muted-foreground">
            {t("attempt.outcome")}
          </span>
          <div className="flex flex-wrap gap-1.5">
            {ATTEMPT_OUTCOMES.map((o) => (
              <Button
                key={o}
                size="sm"
                variant="secondary"
                onClick={() => {
                  onLog({ channel, outcome: o });
                  setOpen(false);
                }}
              >
                {t(`outcomes.${o}`)}
              </Button>
            ))}
          </div>
        </div>
      </PopoverContent>
    </Popover>
  );
}
