import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { DatePicker } from "~/components/ui/date-picker";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { CATEGORY_FAMILY, type ProductCategory } from "~/lib/catalog/product-categories";
import { saoPauloDay } from "~/lib/format";
import type { SaleStatus } from "~/features/sales/sale-status";
import { api } from "~/utils/api";
import { fieldErrorsOf, messageOf } from "~/utils/trpc-errors";
import { DisclosureFields } from "./disclosure-fields";
import { disclosureComplete, disclosureInput, disclosureOf, type DisclosureValues } from "./sale-form-values";

const DISCLOSURE_FIELDS = ["disclosureAt", "disclosureChannel", "disclosureText"];

/**
 * Confirms one status change of a sale. A cancellation asks for its date and reason; activating
 * an insurance sale whose CNSP 382 disclosure is incomplete asks for it here, saves it
 * (sales.update) and then activates, in the same click.
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
  const [cancelledOn, setCancelledOn] = useState<Date | null>(() => new Date(`${saoPauloDay(new Date())}T00:00:00-03:00`));
  const [cancelReason, setCancelReason] = useState("");
  const insuranceActivation = to === "ativa" && CATEGORY_FAMILY[sale.category as ProductCategory] === "insurance";
  // The carteira row does not carry the disclosure: read the saved sale to know whether it is complete.
  const full = api.sales.get.useQuery({ id: sale.id }, { enabled: insuranceActivation, staleTime: 0, refetchOnWindowFocus: false });
  const [disclosure, setDisclosure] = useState<DisclosureValues | null>(null);
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const shownDisclosure = disclosure ?? disclosureOf(full.data);
  const needsDisclosure = insuranceActivation && full.data !== undefined && savedVersion === null && !disclosureComplete(disclosureOf(full.data));

  const done = async () => {
    await Promise.all([utils.sales.carteira.invalidate({ customerId }), utils.customers.timeline.invalidate({ customerId }), utils.sales.get.invalidate({ id: sale.id })]);
    onDone(true);
  };
  const update = api.sales.update.useMutation();
  const change = api.sales.changeStatus.useMutation({ onSuccess: done });
  const errors = { ...missing, ...fieldErrorsOf(update.error), ...fieldErrorsOf(change.error) };
  const shown = [...(to === "cancelada" ? ["cancelledOn", "cancelReason"] : []), ...(needsDisclosure ? DISCLOSURE_FIELDS : [])];
  const error = update.error ?? change.error;
  const generalError = error && !Object.keys(errors).some((k) => shown.includes(k));
  const pending = update.isPending || change.isPending;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (pending || (insuranceActivation && full.isPending)) return;
    let version = savedVersion ?? full.data?.version ?? sale.version;
    if (needsDisclosure) {
      const lacking = {
        ...(shownDisclosure.at ? {} : { disclosureAt: t("status.disclosureRequired") }),
        ...(shownDisclosure.channel ? {} : { disclosureChannel: t("status.disclosureRequired") }),
        ...(shownDisclosure.text.trim() ? {} : { disclosureText: t("status.disclosureRequired") }),
      };
      setMissing(lacking);
      if (Object.keys(lacking).length) return;
      change.reset();
      const saved = await update.mutateAsync({ id: sale.id, version, ...disclosureInput(shownDisclosure) }).catch(() => null);
      if (!saved) return;
      version = saved.version;
      setSavedVersion(saved.version);
    }
    change.mutate({
      id: sale.id,
      version,
      status: to,
      ...(to === "cancelada" ? { cancelledOn: cancelledOn ? saoPauloDay(cancelledOn) : null, cancelReason } : {}),
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
      {insuranceActivation && full.isPending ? <Skeleton className="h-24 w-full" /> : null}
      {needsDisclosure ? (
        <DisclosureFields value={shownDisclosure} onChange={setDisclosure} errors={errors} intro={t("status.disclosureIntro")} />
      ) : null}
      {generalError ? (
        <p role="alert" className="text-sm text-danger">
          {Object.values(errors)[0] ?? messageOf(error, tc("error"))}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={() => onDone(false)}>
          {tc("cancel")}
        </Button>
        <Button type="submit" variant={to === "cancelada" ? "danger" : "primary"} disabled={pending || (insuranceActivation && full.isPending)}>
          {pending ? tc("saving") : needsDisclosure ? t("status.saveAndActivate") : t("actions.confirm")}
        </Button>
      </div>
    </form>
  );
}
