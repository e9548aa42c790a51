import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "use-intl";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { FormFooter } from "~/components/ui/form-footer";
import { Input } from "~/components/ui/input";
import { notify } from "~/components/toast/notify";
import { formatBRL, saoPauloDay } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { api } from "~/utils/api";
import { fieldErrorsOf } from "~/utils/trpc-errors";

export interface PayableStatement {
  id: string;
  version: number;
  userName: string;
  payable: bigint;
}

/** Records a statement's repasse: the payment date and its reference. */
export function MarkPaidDialog({ statement, onClose }: { statement: PayableStatement | null; onClose: () => void }) {
  const t = useTranslations("commissionFinance.paid");
  const locale = useLocale() as Locale;
  const utils = api.useUtils();
  const [paidOn, setPaidOn] = useState(() => saoPauloDay(new Date()));
  const [reference, setReference] = useState("");
  const mutation = api.commissions.statements.markPaid.useMutation({
    onSuccess: async () => {
      notify.success(t("done", { name: statement?.userName ?? "" }));
      await utils.commissions.statements.invalidate();
      onClose();
    },
  });
  const errors = fieldErrorsOf(mutation.error);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!statement || mutation.isPending) return;
    mutation.mutate({ id: statement.id, version: statement.version, paidOn, reference });
  }

  return (
    <Dialog open={statement !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {statement ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("title")}</DialogTitle>
            <DialogDescription>{t("description", { name: statement.userName, amount: formatBRL(statement.payable, locale) })}</DialogDescription>
          </DialogHeader>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            <Field label={t("date")} name="paidOn" errors={errors}>
              <Input type="date" value={paidOn} max={saoPauloDay(new Date())} onChange={(e) => setPaidOn(e.target.value)} required />
            </Field>
            <Field label={t("reference")} name="reference" errors={errors} description={t("referenceHelp")}>
              <Input value={reference} maxLength={120} onChange={(e) => setReference(e.target.value)} autoFocus />
            </Field>
            <FormFooter error={mutation.error} fieldErrors={errors} pending={mutation.isPending} isNew onCancel={onClose} submitLabel={t("submit")} />
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
