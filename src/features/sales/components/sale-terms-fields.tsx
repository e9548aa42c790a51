import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { useTranslations } from "use-intl";
import { DatePicker } from "~/components/ui/date-picker";
import { Field, type FieldErrors } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { CATEGORY_FAMILY, type ProductCategory } from "~/lib/catalog/product-categories";
import type { SaleRequirement } from "~/lib/catalog/sale-requirements";

/** The facts of a sale its commission rule and category may need: contract number, vigência, installments. */
export interface SaleTermsValues {
  contractNumber: string;
  vigenciaStart: Date | null;
  vigenciaEnd: Date | null;
  installments: string;
}

type ContractKind = "insurance" | "consortium" | "health" | "other";

export function contractKind(category: string | null): ContractKind {
  const family = category ? CATEGORY_FAMILY[category as ProductCategory] : null;
  return family === "insurance" || family === "consortium" || family === "health" ? family : "other";
}

const hasValue = {
  contractNumber: (v: SaleTermsValues) => v.contractNumber.trim() !== "",
  vigencia: (v: SaleTermsValues) => v.vigenciaStart !== null || v.vigenciaEnd !== null,
  installments: (v: SaleTermsValues) => v.installments.trim() !== "",
} satisfies Record<SaleRequirement, (v: SaleTermsValues) => boolean>;

/**
 * The fields a product's rule and category ask for, marked "obrigatório para ativar"; the others (optional for
 * this product) stay behind "Outros dados da venda" unless they already hold a value. `only` shows just those
 * (the activation dialog asks for what is missing and nothing else).
 */
export function SaleTermsFields({
  value,
  onChange,
  errors,
  category,
  required,
  only,
}: {
  value: SaleTermsValues;
  onChange: (patch: Partial<SaleTermsValues>) => void;
  errors: FieldErrors;
  category: string | null;
  required: readonly SaleRequirement[];
  only?: readonly SaleRequirement[];
}) {
  const t = useTranslations("sales.form");
  const toggleId = useId();
  const [expanded, setExpanded] = useState(false);
  const isRequired = (r: SaleRequirement) => required.includes(r);
  const shown = (r: SaleRequirement) => (only ? only.includes(r) : expanded || isRequired(r) || hasValue[r](value));
  const hidden = only ? [] : (["contractNumber", "vigencia", "installments"] as const).filter((r) => !shown(r));
  const label = (text: string, r: SaleRequirement) =>
    isRequired(r) ? (
      <>
        {text} <span className="font-normal text-muted-foreground">({t("requiredToActivate")})</span>
      </>
    ) : (
      text
    );

  return (
    <div className="flex flex-col gap-4" data-testid="sale-terms-fields">
      {shown("contractNumber") ? (
        <Field label={label(t(`contractNumberBy.${contractKind(category)}`), "contractNumber")} name="contractNumber" errors={errors}>
          <Input value={value.contractNumber} maxLength={60} onChange={(e) => onChange({ contractNumber: e.target.value })} aria-required={isRequired("contractNumber") || undefined} />
        </Field>
      ) : null}
      {shown("vigencia") ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={label(t("vigenciaStart"), "vigencia")} name="vigenciaStart" errors={errors}>
            <DatePicker value={value.vigenciaStart} onChange={(vigenciaStart) => onChange({ vigenciaStart })} />
          </Field>
          <Field label={label(t("vigenciaEnd"), "vigencia")} name="vigenciaEnd" errors={errors}>
            <DatePicker value={value.vigenciaEnd} onChange={(vigenciaEnd) => onChange({ vigenciaEnd })} />
          </Field>
        </div>
      ) : null}
      {shown("installments") ? (
        <Field label={label(t("installments"), "installments")} name="installments" errors={errors}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={600}
            value={value.installments}
            onChange={(e) => onChange({ installments: e.target.value })}
            aria-required={isRequired("installments") || undefined}
          />
        </Field>
      ) : null}
      {hidden.length > 0 ? (
        <button
          type="button"
          id={toggleId}
          aria-expanded={false}
          className="flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          onClick={() => setExpanded(true)}
        >
          <ChevronDown aria-hidden className="size-4" />
          {t("moreFields")}
        </button>
      ) : null}
    </div>
  );
}
