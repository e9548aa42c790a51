import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { DatePicker } from "~/components/ui/date-picker";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { saoPauloDay } from "~/lib/format";
import type { SaleStatus } from "~/features/sales/sale-status";
import { api } from "~/utils/api";
import { fieldErrorsOf, messageOf } from "~/utils/trpc-errors";

/** Confirms one status change of a sale; a cancellation asks for its date and reason. */
export function SaleStatusForm({
  sale,
  to,
  customerId,
  onDone,
}: {
  sale: { id: string; version: number };
  to: SaleStatus;
  customerId: string;
  onDone: (changed: boolean) => void;
}) {
  const t = useTranslations("sales");
  const tc = useTranslations("common");
  const utils = api.useUtils();
  const [cancelledOn, setCancelledOn] = useState<Date | null>(() => new Date(`${saoPauloDay(new Date())}T00:00:00-03:00`));
  const [cancelReason, setCancelReason] = useState("");
  const change = api.sales.changeStatus.useMutation({
    onSuccess: async () => {
      await utils.sales.carteira.invalidate({ customerId });
      onDone(true);
    },
  });
  const errors = fieldErrorsOf(change.error);
  const shown = to === "cancelada" ? ["cancelledOn", "cancelReason"] : [];
  const generalError = change.error && !Object.keys(errors).some((k) => shown.includes(k));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (change.isPending) return;
    change.mutate({
      id: sale.id,
      version: sale.version,
      status: to,
      ...(to === "cancelada" ? { cancelledOn: cancelledOn ? saoPauloDay(cancelledOn) : null, cancelReason } : {}),
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {to === "cancelada" ? (
        <>
          <Field label={t("actions.cancelledOn")} name="cancelledOn" errors={errors}>
            <DatePicker value={cancelledOn} onChange={setCancelledOn} />
          </Field>
          <Field label={t("actions.cancelReason")} name="cancelReason" errors={errors}>
            <Input value={cancelReason} maxLength={500} onChange={(e) => setCancelReason(e.target.value)} autoFocus />
          </Field>
        </>
      ) : null}
      {generalError ? (
        <p role="alert" className="text-sm text-danger">
          {Object.values(errors)[0] ?? messageOf(change.error, tc("error"))}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={() => onDone(false)}>
          {tc("cancel")}
        </Button>
        <Button type="submit" variant={to === "cancelada" ? "danger" : "primary"} disabled={change.isPending}>
          {change.isPending ? tc("saving") : t("actions.confirm")}
        </Button>
      </div>
    </form>
  );
}
