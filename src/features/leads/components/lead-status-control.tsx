import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { ChoiceSelect } from "~/components/ui/choice-select";
import { Button } from "~/components/ui/button";
import { useAppLocale } from "~/i18n/use-app-locale";
import { DatePicker } from "~/components/ui/date-picker";
import { Field } from "~/components/ui/field";
import { NativeSelect } from "~/components/ui/input";
import { notify } from "~/components/toast/notify";
import { leadStatusLabel } from "~/lib/catalog/lead-statuses";
import { saoPauloDay } from "~/lib/format";
import { api } from "~/utils/api";
import { fieldErrorsOf, messageOf } from "~/utils/trpc-errors";
import { DATE_REQUIRED_STATUSES, LEAD_STATUSES, planStatusChange, statusNeeds, WON_LEAD_STATUS, type LeadStatus } from "../lead-status";
import { dayToDate } from "~/features/customers/components/customer-form";
import type { LeadDetail } from "./lead-form-values";
import { ConvertedToCustomer } from "./converted-to-customer";
import { PanelCard } from "./panel-card";
import { STATUS_KEY } from "./status-keys";

/**
 * "Mudar status": the next status, and only the fields it needs (date, reason, opt-out) with the rule
 * in a sentence. The won status is not here: it is the "Converter" action.
 */
export function LeadStatusControl({ lead }: { lead: LeadDetail }) {
  const t = useTranslations("leadPage.status");
  const tc = useTranslations("common");
  const locale = useAppLocale();
  const utils = api.useUtils();
  const current = lead.status as LeadStatus;
  const targets = LEAD_STATUSES.filter((s) => s !== WON_LEAD_STATUS && (s !== current || DATE_REQUIRED_STATUSES.includes(s)));
  const [to, setTo] = useState<LeadStatus | "">("");
  const [date, setDate] = useState<Date | null>(null);
  const [reason, setReason] = useState("");
  const [optOut, setOptOut] = useState(false);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const options = api.leads.options.useQuery(undefined, { staleTime: 60_000 });
  const change = api.leads.changeStatus.useMutation({
    onSuccess: async () => {
      await Promise.all([utils.leads.get.invalidate({ id: lead.id }), utils.leads.activities.invalidate({ leadId: lead.id })]);
      notify.success(t("changed", { status: leadStatusLabel(to || current, locale) }));
      setTo("");
      setDate(null);
      setReason("");
      setOptOut(false);
    },
  });
  const errors = clientErrors ?? fieldErrorsOf(change.error);
  const stale = !clientErrors && Boolean(errors.version);

  if (current === WON_LEAD_STATUS) {
    return (
      <PanelCard title={t("title")} testId="status-control">
        <p className="text-sm">{t("current", { status: leadStatusLabel(current, locale) })}</p>
        {lead.convertedCustomerId ? <ConvertedToCustomer customerId={lead.convertedCustomerId} leadName={lead.name} className="self-start" /> : null}
        <p className="text-sm text-muted-foreground">{lead.convertedCustomerId ? t("wonFinal") : t("wonPending")}</p>
      </PanelCard>
    );
  }

  const needs = to ? statusNeeds(to) : null;
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!to || change.isPending) return;
    const req = {
      status: to,
      nextContactOn: needs?.date ? (date ? saoPauloDay(date) : null) : undefined,
      lostReason: needs?.reason ? reason : undefined,
      doNotContact: needs?.mayOptOut ? optOut : undefined,
    };
    const plan = planStatusChange({ ...lead, status: current }, req, { today: saoPauloDay(new Date()), lostReasons: options.data?.lostReasons });
    if (!plan.ok) return setClientErrors(plan.errors as Record<string, string>);
    setClientErrors(null);
    change.mutate({ id: lead.id, version: lead.version, ...req });
  }

  return (
    <PanelCard title={t("title")} testId="status-control">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <p className="text-sm">{t("current", { status: leadStatusLabel(current, locale) })}</p>
        <Field label={t("next")} name="status" errors={errors}>
          <NativeSelect
            value={to}
            onChange={(e) => {
              setTo(e.target.value as LeadStatus | "");
              setClientErrors(null);
              change.reset();
            }}
          >
            <option value="">{t("choose")}</option>
            {targets.map((s) => (
              <option key={s} value={s}>
                {s === current ? t("reschedule", { status: leadStatusLabel(s, locale) }) : leadStatusLabel(s, locale)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {to ? (
          <p data-testid="status-rule" className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
            {t(`rules.${STATUS_KEY[to]}`)}
          </p>
        ) : null}
        {needs?.date ? (
          <Field label={to === "Momento ruim" ? t("returnDate") : t("nextContactDate")} name="nextContactOn" errors={errors}>
            <DatePicker value={date} onChange={setDate} calendarProps={{ disabled: { before: dayToDate(saoPauloDay(new Date())) ?? new Date() } }} />
          </Field>
        ) : null}
        {needs?.reason ? (
          <Field label={t("reason")} name="lostReason" errors={errors}>
            <ChoiceSelect choices={options.data?.lostReasons ?? []} labelOf={(r) => options.data?.labels.lostReason[r] ?? r} placeholder={t("chooseReason")} value={reason} onValueChange={setReason} />
          </Field>
        ) : null}
        {needs?.mayOptOut ? (
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-0.5 size-4 accent-primary" checked={optOut} onChange={(e) => setOptOut(e.target.checked)} />
            <span>
              <span className="font-medium">{t("optOut")}</span>
              <span className="block text-xs text-muted-foreground">{t("optOutHint")}</span>
            </span>
          </label>
        ) : null}
        {change.error && (stale || !Object.keys(errors).length) ? (
          <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger">
            <span>{stale ? t("conflict") : messageOf(change.error, tc("error"))}</span>
            {stale ? (
              <Button type="button" size="sm" variant="outline" onClick={() => void utils.leads.get.invalidate({ id: lead.id }).then(() => change.reset())}>
                {t("reload")}
              </Button>
            ) : null}
          </div>
        ) : null}
        <Button type="submit" className="self-start" disabled={!to || change.isPending}>
          {change.isPending ? tc("saving") : t("submit")}
        </Button>
      </form>
    </PanelCard>
  );
}
