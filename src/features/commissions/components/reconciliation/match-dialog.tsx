import { Check } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from "~/components/ui/command";
import { NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { formatBRL } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { api } from "~/utils/api";
import { DecisionDialog } from "./decision-dialog";
import { partnerInstallments, suggestedInstallment } from "./helpers";
import { formatMonth } from "../format";

const SEARCH_DELAY_MS = 300;

/** The partner's sales matching a contract number or customer name, for the manual match. */
function usePartnerSales(partnerId: string, text: string) {
  const [search, setSearch] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return api.sales.list.useQuery({ filters: [{ field: "partnerId", operand: "eq", value: partnerId }], search: search || null, limit: 20 }, { placeholderData: (previous) => previous });
}

/** "Conciliar manualmente": one of this partner's sales (by contract or customer), then the installment it pays. */
export function MatchDialog(props: { open: boolean; partnerId: string; amount: bigint; title: string; body: string; pending: boolean; serverError: string | null; onCancel: () => void; onConfirm: (saleId: string, installment: number) => void }) {
  const t = useTranslations("commissionReconciliation.actions");
  const id = useId();
  const [text, setText] = useState("");
  const [sale, setSale] = useState<{ id: string; label: string } | null>(null);
  const locale = useLocale() as Locale;
  // null: follow the suggestion for the chosen sale; a number once the user picked one.
  const [picked, setPicked] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);
  const sales = usePartnerSales(props.partnerId, text);
  const schedule = api.commissions.saleSchedule.useQuery({ saleId: sale?.id ?? "" }, { enabled: sale !== null });
  const installments = schedule.data ? partnerInstallments(schedule.data.entries) : [];
  const number = picked ?? suggestedInstallment(installments, props.amount);
  const label = (s: { contractNumber: string | null; customerName: string; productName: string }) => t("saleOption", { contract: s.contractNumber ?? "—", customer: s.customerName, product: s.productName });

  const submit = () => {
    setTouched(true);
    if (!sale || number === null) return false;
    props.onConfirm(sale.id, number);
    return true;
  };

  return (
    <DecisionDialog open={props.open} title={props.title} body={props.body} pending={props.pending} className="sm:max-w-xl" onCancel={props.onCancel} onSubmit={submit}>
      <div className="flex flex-col gap-1">
        {/* cmdk names its input from `label` (and sets its own id): this text is the visible twin. */}
        <span aria-hidden className="text-sm font-medium">
          {t("sale")}
        </span>
        <Command shouldFilter={false} label={t("sale")} className="rounded-md border border-border">
          <CommandInput value={text} onValueChange={setText} placeholder={t("saleSearch")} />
          <CommandList aria-label={t("sale")} className="max-h-48">
            <CommandEmpty>{sales.isFetching ? t("saleLoading") : t("saleNone")}</CommandEmpty>
            {(sales.data?.items ?? []).map((s) => (
              <CommandItem
                key={s.id}
                value={s.id}
                data-testid="match-sale-option"
                onSelect={() => {
                  setSale({ id: s.id, label: label(s) });
                  setPicked(null);
                }}
              >
                <Check aria-hidden className={sale?.id === s.id ? "opacity-100" : "opacity-0"} />
                <span className="truncate">{label(s)}</span>
              </CommandItem>
            ))}
          </CommandList>
        </Command>
        <p className="text-sm" role="status">
          {sale ? t("salePicked", { label: sale.label }) : touched ? <span className="text-danger">{t("pickSale")}</span> : null}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-installment`}>{t("installment")}</Label>
        <NativeSelect
          id={`${id}-installment`}
          value={number === null ? "" : String(number)}
          disabled={!sale || schedule.isLoading}
          aria-invalid={touched && number === null ? true : undefined}
          aria-describedby={`${id}-installment-error`}
          onChange={(e) => setPicked(e.target.value === "" ? null : Number(e.target.value))}
        >
          <option value="">{sale && schedule.isLoading ? t("installmentLoading") : t("installmentPick")}</option>
          {installments.map((i) => (
            <option key={i.installment} value={i.installment} disabled={i.received}>
              {t(i.received ? "installmentReceived" : "installmentOption", { n: i.installment, month: i.dueMonth ? formatMonth(i.dueMonth, locale) : "—", amount: formatBRL(i.expected, locale) })}
            </option>
          ))}
        </NativeSelect>
        <p id={`${id}-installment-error`} className="text-sm text-danger">
          {sale && schedule.isSuccess && installments.length === 0 ? t("installmentNone") : touched && number === null ? t("installmentInvalid") : null}
        </p>
      </div>
      {props.serverError ? (
        <p role="alert" className="text-sm text-danger">
          {props.serverError}
        </p>
      ) : null}
    </DecisionDialog>
  );
}
