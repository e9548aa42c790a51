import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { FormFooter } from "~/components/ui/form-footer";
import { Input, NativeSelect } from "~/components/ui/input";
import { MoneyInput } from "~/components/ui/masked-input";
import { refuseUnreadable } from "~/components/ui/unreadable";
import { notify } from "~/components/toast/notify";
import { saoPauloMonth } from "~/lib/format";
import { api } from "~/utils/api";
import { fieldErrorsOf } from "~/utils/trpc-errors";
import { MANUAL_ENTRY_TYPES } from "../../commissions.schemas";

type EntryType = (typeof MANUAL_ENTRY_TYPES)[number];

/** "Lançamento manual": bônus, premiação, ajuste or adiantamento for one person, with a reason. */
export function ManualEntryButton() {
  const t = useTranslations("commissionFinance.manual");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t("open")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? (
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{t("title")}</DialogTitle>
              <DialogDescription>{t("description")}</DialogDescription>
            </DialogHeader>
            <ManualEntryForm onDone={() => setOpen(false)} />
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}

function ManualEntryForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations("commissionFinance");
  const utils = api.useUtils();
  const people = api.commissions.profiles.list.useQuery();
  // One key per opened form: a double click or a retry after a lost answer records the entry once.
  const [requestKey] = useState(() => crypto.randomUUID());
  const [userId, setUserId] = useState("");
  const [type, setType] = useState<EntryType>("bonus");
  const [amount, setAmount] = useState<bigint | null>(null);
  const [month, setMonth] = useState(() => saoPauloMonth(new Date()));
  const [reason, setReason] = useState("");
  const [localErrors, setLocalErrors] = useState<Record<string, string | undefined>>({});
  const mutation = api.commissions.manualEntry.useMutation({
    onSuccess: async () => {
      const name = people.data?.find((p) => p.userId === userId)?.name ?? "";
      notify.success(t("manual.done", { name }));
      await utils.commissions.invalidate();
      onDone();
    },
  });
  const errors = { ...fieldErrorsOf(mutation.error), ...localErrors };

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (mutation.isPending || refuseUnreadable(e.currentTarget)) return;
    const problems: Record<string, string | undefined> = {};
    if (!userId) problems.userId = t("manual.choosePerson");
    if (amount === null) problems.amount = t("manual.amount");
    setLocalErrors(problems);
    if (Object.keys(problems).length > 0 || amount === null) return;
    mutation.mutate({ requestKey, userId, type, amount, month, reason });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field label={t("manual.person")} name="userId" errors={errors}>
        <NativeSelect value={userId} onChange={(e) => setUserId(e.target.value)} autoFocus>
          <option value="">{t("manual.choosePerson")}</option>
          {people.data?.map((p) => (
            <option key={p.userId} value={p.userId}>
              {p.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t("manual.type")} name="type" errors={errors}>
        <NativeSelect value={type} onChange={(e) => setType(e.target.value as EntryType)}>
          {MANUAL_ENTRY_TYPES.map((k) => (
            <option key={k} value={k}>
              {t(`entryTypes.${k}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        label={t("manual.amount")}
        name="amount"
        errors={errors}
        description={type === "ajuste_manual" ? t("manual.amountHelpAdjust") : type === "adiantamento" ? t("manual.amountHelpAdvance") : undefined}
      >
        <MoneyInput allowNegative value={amount} onValueChange={setAmount} />
      </Field>
      <Field label={t("manual.month")} name="month" errors={errors}>
        <Input type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
      </Field>
      <Field label={t("manual.reason")} name="reason" errors={errors}>
        <Input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </Field>
      <FormFooter error={mutation.error} fieldErrors={errors} pending={mutation.isPending} isNew onCancel={onDone} submitLabel={t("manual.submit")} />
    </form>
  );
}
