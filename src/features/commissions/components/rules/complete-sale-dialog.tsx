import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import { notify } from "~/components/toast/notify";
import { dateOfDay, dayOf } from "~/features/sales/components/sale-form-values";
import { SaleTermsFields, type SaleTermsValues } from "~/features/sales/components/sale-terms-fields";
import type { SaleRequirement } from "~/lib/catalog/sale-requirements";
import { api } from "~/utils/api";
import { fieldErrorsOf, messageOf } from "~/utils/trpc-errors";

export interface SaleToComplete {
  saleId: string;
  customerName: string;
  category: string;
  missing: SaleRequirement[];
}

/** Finance fills in what an active sale lacks (sales.complete); its commission schedule is recomputed on save. */
export function CompleteSaleDialog({ target, onClose }: { target: SaleToComplete | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-xl">{target ? <CompleteSaleForm key={target.saleId} target={target} onClose={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

function CompleteSaleForm({ target, onClose }: { target: SaleToComplete; onClose: () => void }) {
  const t = useTranslations("commissionRules.check");
  const tc = useTranslations("common");
  const utils = api.useUtils();
  const sale = api.sales.get.useQuery({ id: target.saleId }, { staleTime: 0 });
  const [typed, setTyped] = useState<SaleTermsValues | null>(null);
  const value: SaleTermsValues = typed ?? {
    contractNumber: sale.data?.contractNumber ?? "",
    vigenciaStart: dateOfDay(sale.data?.vigenciaStart),
    vigenciaEnd: dateOfDay(sale.data?.vigenciaEnd),
    installments: sale.data?.installments ? String(sale.data.installments) : "",
  };
  const complete = api.sales.complete.useMutation({
    onSuccess: async () => {
      notify.success(t("completed"));
      await Promise.all([utils.commissions.invalidate(), utils.sales.get.invalidate({ id: target.saleId })]);
      onClose();
    },
  });
  const errors = fieldErrorsOf(complete.error);
  const fieldNames = ["installments", "vigenciaStart", "vigenciaEnd", "contractNumber"];
  const general = complete.error && !Object.keys(errors).some((k) => fieldNames.includes(k));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!sale.data || complete.isPending) return;
    const installments = value.installments.trim() === "" ? null : Number(value.installments);
    complete.mutate({
      id: target.saleId,
      version: sale.data.version,
      ...(target.missing.includes("installments") ? { installments } : {}),
      ...(target.missing.includes("vigencia") ? { vigenciaStart: dayOf(value.vigenciaStart), vigenciaEnd: dayOf(value.vigenciaEnd) } : {}),
      ...(target.missing.includes("contractNumber") ? { contractNumber: value.contractNumber } : {}),
    });
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("completeTitle", { customer: target.customerName })}</DialogTitle>
        <DialogDescription>{t("completeHelp")}</DialogDescription>
      </DialogHeader>
      {sale.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <SaleTermsFields value={value} onChange={(patch) => setTyped({ ...value, ...patch })} errors={errors} category={target.category} required={target.missing} only={target.missing} />
          {general ? (
            <p role="alert" className="text-sm text-danger">
              {messageOf(complete.error, tc("error"))}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose}>
              {tc("cancel")}
            </Button>
            <Button type="submit" disabled={complete.isPending || !sale.data}>
              {complete.isPending ? tc("saving") : tc("save")}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
