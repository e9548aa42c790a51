import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { ChoiceSelect } from "~/components/ui/choice-select";
import { Button } from "~/components/ui/button";
import { useAppLocale } from "~/i18n/use-app-locale";
import { Checkbox } from "~/components/ui/checkbox";
import { DatePicker } from "~/components/ui/date-picker";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Label } from "~/components/ui/label";
import { leadStatusLabel } from "~/lib/catalog/lead-statuses";
import { planStatusChange, type LeadStatus, type LeadStatusRequest } from "../lead-status";
import type { KanbanLead } from "./kanban-card";
import { dateAsDay, dayAsDate } from "./kanban-days";
import { ruleMessageKey } from "./kanban-messages";

export interface MoveAsk {
  lead: KanbanLead;
  from: LeadStatus;
  to: LeadStatus;
  date: boolean;
  reason: boolean;
  mayOptOut: boolean;
}

interface Props {
  ask: MoveAsk | null;
  today: string;
  lostReasons: readonly string[];
  /** pt-BR label → the label the user reads, where they differ. */
  lostReasonLabels: Readonly<Record<string, string>>;
  saving: boolean;
  /** Field errors of a refused save (kept in the dialog, with what was typed). */
  serverErrors: Record<string, string>;
  onConfirm: (req: LeadStatusRequest) => void;
  onCancel: () => void;
}

/** A drop into a status that needs a date or a reason asks for it here; Cancel puts the card back. */
export function MoveDialog({ ask, ...rest }: Props) {
  return (
    <Dialog open={ask !== null} onOpenChange={(open) => !open && !rest.saving && rest.onCancel()}>
      {ask ? <MoveDialogBody key={`${ask.lead.id}:${ask.to}`} ask={ask} {...rest} /> : null}
    </Dialog>
  );
}

function MoveDialogBody({ ask, today, lostReasons, lostReasonLabels, saving, serverErrors, onConfirm, onCancel }: Props & { ask: MoveAsk }) {
  const t = useTranslations("leadsKanban");
  const tc = useTranslations("common");
  const locale = useAppLocale();
  const { lead } = ask;
  const kept = lead.nextContactOn && lead.nextContactOn >= today ? lead.nextContactOn : null;
  const [date, setDate] = useState<Date | null>(kept ? dayAsDate(kept) : null);
  const [reason, setReason] = useState(lead.lostReason && lostReasons.includes(lead.lostReason) ? lead.lostReason : "");
  const [optOut, setOptOut] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...errors, ...serverErrors };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const req: LeadStatusRequest = { status: ask.to };
    if (ask.date) req.nextContactOn = date ? dateAsDay(date) : null;
    if (ask.reason) req.lostReason = reason || null;
    if (ask.mayOptOut && optOut) req.doNotContact = true;
    // The shared rules answer first (date required, not in the past, reason from the list) in the user's language.
    const plan = planStatusChange({ status: ask.from, nextContactOn: lead.nextContactOn, lostReason: lead.lostReason, doNotContact: lead.doNotContact }, req, { today, lostReasons });
    if (!plan.ok) {
      setErrors(Object.fromEntries(Object.entries(plan.errors).map(([field, message]) => [field, t(`rules.${ruleMessageKey(message)}`)])));
      return;
    }
    setErrors({});
    onConfirm(req);
  }

  const status = leadStatusLabel(ask.to, locale);
  const general = shown.status ?? shown.version;
  return (
    <DialogContent className="max-w-md" data-testid="kanban-move-dialog">
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <DialogHeader>
          <DialogTitle>{t("dialog.title", { status })}</DialogTitle>
          <DialogDescription>{t(ask.date ? "dialog.describeDate" : "dialog.describeReason", { name: lead.name, status })}</DialogDescription>
        </DialogHeader>
        {ask.date ? (
          <Field label={t("dialog.date")} name="nextContactOn" errors={shown}>
            <DatePicker value={date} onChange={setDate} disabled={saving} calendarProps={{ disabled: { before: dayAsDate(today) } }} />
          </Field>
        ) : null}
        {ask.reason ? (
          <Field label={t("dialog.reason")} name="lostReason" errors={shown}>
            <ChoiceSelect choices={lostReasons} labelOf={(r) => lostReasonLabels[r] ?? r} placeholder={t("dialog.chooseReason")} value={reason} onValueChange={setReason} disabled={saving} />
          </Field>
        ) : null}
        {ask.mayOptOut ? (
          <div className="flex items-start gap-2">
            <Checkbox id="kanban-opt-out" checked={optOut} onCheckedChange={(v) => setOptOut(v === true)} disabled={saving} aria-describedby="kanban-opt-out-hint" className="mt-0.5" />
            <div className="grid gap-1">
              <Label htmlFor="kanban-opt-out">{t("dialog.doNotContact")}</Label>
              <p id="kanban-opt-out-hint" className="text-xs text-muted-foreground">
                {t("dialog.doNotContactHint")}
              </p>
            </div>
          </div>
        ) : null}
        {general ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {general}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={onCancel} disabled={saving}>
            {tc("cancel")}
          </Button>
          <Button type="submit" loading={saving}>
            {t("dialog.confirm")}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
