import { useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { ConfirmBulkDialog } from "~/components/list/confirm-bulk-dialog";
import { ChoiceSelect } from "~/components/ui/choice-select";
import { DatePicker } from "~/components/ui/date-picker";
import { Field } from "~/components/ui/field";
import { NativeSelect } from "~/components/ui/input";
import { LEAD_STATUSES, leadStatusLabel, type LeadStatus } from "~/lib/catalog/lead-statuses";
import { saoPauloDay } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { api, type RouterOutputs } from "~/utils/api";
import { fieldErrorsOf } from "~/utils/trpc-errors";
import { statusNeeds, WON_LEAD_STATUS } from "../lead-status";
import { BulkGeneralError } from "~/components/list/bulk-general-error";

export type BulkStatusResult = RouterOutputs["leads"]["bulkStatus"];

/** The won status runs the conversion (customer + proposals), lead by lead: never in bulk. */
const BULK_STATUSES = LEAD_STATUSES.filter((s) => s !== WON_LEAD_STATUS);

/**
 * "Alterar status" of the selection: asks the next-contact date or the lost reason when the chosen
 * status needs it (the same rules the server applies, lead by lead; the ones it refuses are reported).
 */
export function BulkStatusDialog({
  ids,
  open,
  onOpenChange,
  onDone,
}: {
  ids: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (result: BulkStatusResult) => Promise<void>;
}) {
  const t = useTranslations("leadsList.bulk");
  const locale = useLocale() as Locale;
  const [status, setStatus] = useState<LeadStatus | "">("");
  const [date, setDate] = useState<Date | null>(null);
  const [reason, setReason] = useState("");
  const [openedFor, setOpenedFor] = useState<string[] | null>(null);
  const options = api.leads.options.useQuery(undefined, { enabled: open, staleTime: 60_000 });
  const change = api.leads.bulkStatus.useMutation({ onSuccess: (r) => onDone(r) });
  if (open && openedFor !== ids) {
    setOpenedFor(ids);
    setStatus("");
    setDate(null);
    setReason("");
    change.reset();
  }
  const needs = status ? statusNeeds(status) : { date: false, reason: false };
  const ready = status !== "" && (!needs.date || date !== null) && (!needs.reason || reason !== "");
  const errors = fieldErrorsOf(change.error);

  return (
    <ConfirmBulkDialog
      open={open}
      title={t("statusTitle", { count: ids.length })}
      description={t("statusDescription")}
      ready={ready}
      pending={change.isPending}
      onConfirm={() =>
        status &&
        change.mutate({ ids, status, nextContactOn: needs.date && date ? saoPauloDay(date) : undefined, lostReason: needs.reason ? reason : undefined })
      }
      onOpenChange={onOpenChange}
    >
      <Field label={t("newStatus")} name="status" errors={errors}>
        <NativeSelect value={status} onChange={(e) => setStatus(e.target.value as LeadStatus | "")}>
          <option value="">{t("chooseStatus")}</option>
          {BULK_STATUSES.map((s) => (
            <option key={s} value={s}>
              {leadStatusLabel(s, locale)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {needs.date ? (
        <Field label={t("nextContactOn")} name="nextContactOn" errors={errors} description={t("nextContactHint")}>
          <DatePicker value={date} onChange={setDate} />
        </Field>
      ) : null}
      {needs.reason ? (
        <Field label={t("lostReason")} name="lostReason" errors={errors}>
          <ChoiceSelect choices={options.data?.lostReasons ?? []} labelOf={(r) => options.data?.labels.lostReason[r] ?? r} placeholder={t("chooseReason")} value={reason} onValueChange={setReason} />
        </Field>
      ) : null}
      <BulkGeneralError error={change.error} fields={["status", "nextContactOn", "lostReason"]} />
    </ConfirmBulkDialog>
  );
}
