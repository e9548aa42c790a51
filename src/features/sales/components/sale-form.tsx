import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { useAppLocale } from "~/i18n/use-app-locale";
import { DatePicker } from "~/components/ui/date-picker";
import { Field } from "~/components/ui/field";
import { FormFooter } from "~/components/ui/form-footer";
import { NativeSelect } from "~/components/ui/input";
import { MoneyInput } from "~/components/ui/masked-input";
import { refuseUnreadable } from "~/components/ui/unreadable";
import { UnusualAmountDialog } from "~/features/plausibility/components/unusual-amount-dialog";
import { CATEGORY_FAMILY, productCategoryLabel, type ProductCategory } from "~/lib/catalog/product-categories";
import { api } from "~/utils/api";
import { fieldErrorsOf } from "~/utils/trpc-errors";
import { DisclosureFields } from "./disclosure-fields";
import { mayChangeSeller, PeopleFields, type SaleViewer } from "./people-fields";
import { dayOf, emptySaleValues, saleFieldsInput, valuesOfSale, type EditableSale, type SaleFormValues } from "./sale-form-values";
import { RuleHint } from "./rule-hint";
import { SaleTermsFields } from "./sale-terms-fields";

/** What the carteira knows of the sale being edited (names for what sales.get only has ids of). */
export interface SaleContext {
  status: string;
  category: string;
  productName: string;
  baseAmountLabel: string;
  sellerName: string;
}

const SHOWN_FIELDS = ["productId", "contractNumber", "soldOn", "activatedOn", "vigenciaStart", "vigenciaEnd", "installments", "baseAmount", "presalesId", "referrerId", "referrerName"];
const DISCLOSURE_FIELDS = ["disclosureAt", "disclosureChannel", "disclosureText"];

type Mode = { kind: "create"; customerId: string } | { kind: "edit"; sale: EditableSale; context: SaleContext; onReload: () => void };

/**
 * One form for "Nova venda" and "Editar venda": product (partner → category → product), the
 * sale's facts, the people involved and, for insurance, the CNSP 382 disclosure record.
 */
export function SaleForm({ mode, customerId, viewer, onDone, onSaved }: { mode: Mode; customerId: string; viewer: SaleViewer; onDone: () => void; onSaved?: () => void }) {
  const t = useTranslations("sales");
  const locale = useAppLocale();
  const utils = api.useUtils();
  const options = api.partners.options.useQuery({});
  const editing = mode.kind === "edit" ? mode : null;
  const [values, setValues] = useState<SaleFormValues>(() => (editing ? valuesOfSale(editing.sale) : emptySaleValues()));
  const set = (patch: Partial<SaleFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const products = (options.data ?? []).flatMap((p) => p.products);
  const product = products.find((p) => p.id === values.productId);
  const category = (product?.category ?? (editing && values.productId === editing.sale.productId ? editing.context.category : null)) as ProductCategory | null;
  const insurance = category ? CATEGORY_FAMILY[category] === "insurance" : false;
  // The server lets the product change only while the sale is a proposta.
  const productLocked = editing !== null && editing.context.status !== "proposta";
  const productKnown = products.some((p) => p.id === values.productId);
  // An active sale's activation day can be corrected (month 1 of its commission moves while nothing is settled).
  const active = editing !== null && editing.context.status === "ativa";
  const soldOn = dayOf(values.soldOn);
  // What the product's rule and category need before activation: asked for here, marked as required.
  const requirements = api.sales.requirements.useQuery({ productId: values.productId, soldOn: soldOn ?? "" }, { enabled: Boolean(values.productId && soldOn), placeholderData: (prev) => prev });

  const onSuccess = async () => {
    await Promise.all([utils.sales.carteira.invalidate({ customerId }), utils.customers.timeline.invalidate({ customerId }), utils.sales.get.invalidate()]);
    onSaved?.();
    onDone();
  };
  const create = api.sales.create.useMutation({ onSuccess });
  const update = api.sales.update.useMutation({ onSuccess });
  const mutation = editing ? update : create;
  const serverErrors = fieldErrorsOf(mutation.error);
  // Someone saved first: say so plainly and keep what was typed; "Recarregar" brings the new version.
  const errors = serverErrors.version ? { ...serverErrors, version: t("form.conflict") } : serverErrors;
  const shownFields = [...SHOWN_FIELDS, ...(mayChangeSeller(viewer) ? ["sellerId"] : []), ...(insurance ? DISCLOSURE_FIELDS : [])];
  // A message for a field the form does not show (e.g. "status" on a sale finished meanwhile) goes to the footer.
  const footerErrors = errors.version || Object.keys(errors).some((k) => shownFields.includes(k)) ? errors : {};

  // The form scrolls inside the dialog: bring the first error (a field's or the conflict notice) into view.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (mutation.error) formRef.current?.querySelector('[role="alert"]')?.scrollIntoView({ block: "nearest" });
  }, [mutation.error]);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (mutation.isPending || refuseUnreadable(e.currentTarget)) return;
    save();
  }

  /** Sends the form; again with confirmUnusualAmount once the user confirmed an amount far outside the usual. */
  function save(confirmUnusualAmount?: true) {
    const fields = { ...saleFieldsInput(values, insurance), ...(confirmUnusualAmount ? { confirmUnusualAmount } : {}) };
    if (editing) {
      const { sale } = editing;
      update.mutate({
        id: sale.id,
        version: sale.version,
        ...fields,
        ...(values.productId !== sale.productId ? { productId: values.productId } : {}),
        ...(mayChangeSeller(viewer) && values.sellerId && values.sellerId !== sale.sellerId ? { sellerId: values.sellerId } : {}),
        ...(active && values.activatedOn && dayOf(values.activatedOn) !== sale.activatedOn ? { activatedOn: dayOf(values.activatedOn)! } : {}),
      });
    } else {
      create.mutate({ customerId, productId: values.productId, ...fields, ...(values.sellerId ? { sellerId: values.sellerId } : {}) });
    }
  }

  function reload() {
    if (!editing) return;
    mutation.reset();
    editing.onReload();
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto pr-1">
      <Field label={t("form.product")} name="productId" errors={errors}>
        <NativeSelect value={values.productId} onChange={(e) => set({ productId: e.target.value })} disabled={productLocked} autoFocus={!editing}>
          {editing ? null : <option value="">{t("form.productNone")}</option>}
          {editing && !productKnown ? <option value={values.productId}>{editing.context.productName}</option> : null}
          {(options.data ?? [])
            .filter((p) => p.products.length > 0)
            .map((partner) => (
              <optgroup key={partner.id} label={partner.name}>
                {[...partner.products]
                  .sort((a, b) => productCategoryLabel(a.category as ProductCategory, locale).localeCompare(productCategoryLabel(b.category as ProductCategory, locale), locale))
                  .map((p) => (
                    <option key={p.id} value={p.id}>
                      {`${productCategoryLabel(p.category as ProductCategory, locale)} · ${p.name}`}
                    </option>
                  ))}
              </optgroup>
            ))}
        </NativeSelect>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("form.soldOn")} name="soldOn" errors={errors}>
          <DatePicker value={values.soldOn} onChange={(soldOn) => set({ soldOn })} />
        </Field>
        {active ? (
          <Field label={t("status.activatedOn")} name="activatedOn" errors={errors} description={t("form.activatedOnHint")}>
            <DatePicker value={values.activatedOn} onChange={(activatedOn) => set({ activatedOn })} />
          </Field>
        ) : null}
        <Field label={product?.baseAmountLabel ?? editing?.context.baseAmountLabel ?? t("form.baseAmount")} name="baseAmount" errors={errors}>
          <MoneyInput value={values.baseAmount} onValueChange={(baseAmount) => set({ baseAmount })} />
        </Field>
      </div>
      <RuleHint requirements={requirements.data} />
      <SaleTermsFields value={values} onChange={set} errors={errors} category={category} required={requirements.data?.requires ?? []} />
      <PeopleFields
        value={values}
        onChange={set}
        errors={errors}
        viewer={viewer}
        currentSeller={editing ? { id: editing.sale.sellerId, name: editing.context.sellerName } : undefined}
      />
      {insurance ? <DisclosureFields value={values.disclosure} onChange={(disclosure) => set({ disclosure })} errors={errors} /> : null}
      <FormFooter
        error={mutation.error}
        fieldErrors={footerErrors}
        pending={mutation.isPending}
        isNew={!editing}
        onCancel={onDone}
        submitLabel={editing ? undefined : t("form.submit")}
        onReload={editing ? reload : undefined}
        reloadLabel={t("form.reload")}
      />
      <UnusualAmountDialog error={mutation.error} onConfirm={() => save(true)} onCorrect={() => formRef.current?.querySelector<HTMLInputElement>('input[name="baseAmount"]')?.focus()} />
    </form>
  );
}
