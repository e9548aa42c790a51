import { useId } from "react";
import { useTranslations } from "use-intl";
import { DatePicker } from "~/components/ui/date-picker";
import { NativeSelect } from "~/components/ui/input";
import { MoneyInput } from "~/components/ui/masked-input";
import { dayToDate } from "~/features/customers/components/customer-form";
import { saoPauloDay } from "~/lib/format";

export interface ProposalDraft {
  chosen: boolean;
  productId: string;
  baseAmount: bigint | null;
  soldOn: string;
}

/** One category of interest in the conversion: tick it to open a proposal with a product, value and date. */
export function ProposalRow({
  category,
  label,
  draft,
  products,
  loading,
  error,
  onChange,
}: {
  category: string;
  label: string;
  draft: ProposalDraft;
  products: { id: string; name: string; partnerName: string }[];
  loading: boolean;
  error?: string;
  onChange: (patch: Partial<ProposalDraft>) => void;
}) {
  const t = useTranslations("leadPage.convert");
  const id = useId();
  return (
    <li data-testid="proposal-row" data-category={category} className="flex flex-col gap-2 rounded-md border border-border p-3">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4 accent-primary" checked={draft.chosen} onChange={(e) => onChange({ chosen: e.target.checked })} />
        {t("proposalFor", { category: label })}
      </label>
      {draft.chosen ? (
        <div className="grid gap-2 sm:grid-cols-[2fr_1fr_1fr]">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-product`} className="text-xs font-medium">
              {t("product")}
            </label>
            <NativeSelect id={`${id}-product`} value={draft.productId} disabled={loading} onChange={(e) => onChange({ productId: e.target.value })} aria-invalid={error ? true : undefined}>
              <option value="">{products.length || loading ? t("chooseProduct") : t("noProducts")}</option>
              {products.map((p) => (
                <option key={p.id} value={p.id}>
                  {t("productOption", { product: p.name, partner: p.partnerName })}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-amount`} className="text-xs font-medium">
              {t("amount")}
            </label>
            <MoneyInput id={`${id}-amount`} value={draft.baseAmount} onValueChange={(baseAmount) => onChange({ baseAmount })} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-date`} className="text-xs font-medium">
              {t("soldOn")}
            </label>
            <DatePicker id={`${id}-date`} value={dayToDate(draft.soldOn)} onChange={(d) => onChange({ soldOn: d ? saoPauloDay(d) : "" })} />
          </div>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </li>
  );
}
