import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { DatePicker } from "~/components/ui/date-picker";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { saoPauloDay } from "~/lib/format";
import type { SaleStatus } from "~/features/sales/sale-status";
import { api } from "~/utils/api";
import { fieldErrorsOf, messageOf } from "~/utils/trpc-errors";
import { useActivationNeeds } from "./activation-needs";
import { DisclosureFields } from "./disclosure-fields";
import { dateOfDay, dayOf, disclosureInput } from "./sale-form-values";
import { SaleTermsFields } from "./sale-terms-fields";

/**
 * Confirms one status change of a sale. A cancellation asks for its date and reason. An activation asks for
 * the day the sale took effect (month 1 of its commission) and for whatever it still lacks: the fields its
 * commission rule and category need, and an insurance sale's CNSP 382 disclosure; it saves them (sales.update)
 * and then activates, in the same click.
 */
export function SaleStatusForm({
  sale,
  to,
  customerId,
  onDone,
}: {
  sale: { id: string; version: number; category: string };
  to: SaleStatus;
  customerId: string;
  onDone: (changed: boolean) => void;
}) {
  const t = useTranslations("sales");
  const tc = useTranslations("common");
  const utils = api.useUtils();
  const today = saoPauloDay(new Date());
  const [cancelledOn, setCancelledOn] = useState<Date | null>(() => dateOfDay(today));
  const [activatedOn, setActivatedOn] = useState<Date | null>(() => dateOfDay(today));
  const [cancelReason, setCancelReason] = useState("");
  const needs = useActivationNeeds(sale, to === "ativa");

  const done = async () => {
    await Promise.all([utils.sales.carteira.invalidate({ customerId }), utils.customers.timeline.invalidate({ customerId }), utils.sales.get.invalidate({ id: sale.id })]);
    onDone(true);
  };
  const update = api.sales.update.useMutation();
  const change = api.sales.changeStatus.useMutation({ onSuccess: done });
  const errors = { ...needs.lackingErrors, ...fieldErrorsOf(update.error), ...fieldErrorsOf(change.error) };
  const shown = [...(to === "cancelada" ? ["cancelledOn", "cancelReason"] : []), ...(to === "ativa" ? ["activatedOn"] : []), ...needs.shownFields];
  const error = update.error ?? change.error;
  const generalError = error && !Object.keys(errors).some((k) => shown.includes(k));
  const pending = update.isPending || change.isPending;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (pending || needs.loading) return;
    let version = needs.savedVersion ?? needs.sale?.version ?? sale.version;
    if (needs.mustSave) {
      if (!needs.validate()) return;
      change.reset();
      const saved = await update.mutateAsync({ id: sale.id, version, ...needs.changes(), ...(needs.needsDisclosure ? disclosureInput(needs.disclosure) : {}) }).catch(() => null);
      if (!saved) return;
      version = saved.version;
      needs.markSaved(saved.version);
    }
    change.mutate({
      id: sale.id,
      version,
      status: to,
      ...(to === "cancelada" ? { cancelledOn: cancelledOn ? saoPauloDay(cancelledOn) : null, cancelReason } : {}),
      ...(to === "ativa" ? { activatedOn: dayOf(activatedOn) } : {}),
    });
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto pr-1">
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
      {to === "ativa" ? (
        <Field label={t("status.activatedOn")} name="activatedOn" errors={errors} description={t("status.activatedOnHint")}>
          <DatePicker value={activatedOn} onChange={setActivatedOn} />
        </Field>
      ) : null}
      {needs.loading ? <Skeleton className="h-24 w-full" /> : null}
      {needs.missing.length > 0 ? (
        <section aria-label={t("status.missingIntro")} className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">{t("status.missingIntro")}</p>
          <SaleTermsFields value={needs.terms} onChange={needs.setTerms} errors={errors} category={sale.category} required={needs.missing} only={needs.missing} />
        </section>
      ) : null}
      {needs.needsDisclosure ? <DisclosureFields value={needs.disclosure} onChange={needs.setDisclosure} errors={errors} intro={t("status.disclosureIntro")} /> : null}
      {generalError ? (
        <p role="alert" className="text-sm text-danger">
          {Object.values(errors)[0] ?? messageOf(error, tc("error"))}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={() => onDone(false)}>
          {tc("cancel")}
        </Button>
        <Button type="submit" variant={to === "cancelada" ? "danger" : "primary"} disabled={pending || needs.loading}>
          {pending ? tc("saving") : needs.missing.length > 0 ? t("status.saveFieldsAndActivate") : needs.needsDisclosure ? t("status.saveAndActivate") : t("actions.confirm")}
        </Button>
      </div>
    </form>
  );
}
