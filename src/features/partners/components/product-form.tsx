import { useId, useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { notify } from "~/components/toast/notify";
import { defaultBaseAmountLabel } from "~/lib/catalog/base-amount-labels";
import { isProductCategory, productCategoryLabel, type ProductCategory } from "~/lib/catalog/product-categories";
import type { Locale } from "~/lib/roles";
import { api } from "~/utils/api";
import { fieldErrorsOf, messageOf } from "~/utils/trpc-errors";
import { FormErrorNotice } from "./conflict-notice";
import { invalidatePartners } from "./invalidate";
import { categoriesOf, type EditableProduct, type ProductPartner } from "./partner-types";

/** Create (no `product`) or edit a product of `partner`; the partner is fixed. */
export function ProductForm({ partner, product, onDone }: { partner: ProductPartner; product?: EditableProduct; onDone: () => void }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const utils = api.useUtils();
  const ids = useId();
  const served = categoriesOf(partner);
  const initialCategory: ProductCategory | "" = product && isProductCategory(product.category) ? product.category : (served[0] ?? "");
  const [category, setCategory] = useState<ProductCategory | "">(initialCategory);
  const [name, setName] = useState(product?.name ?? "");
  const [baseAmountLabel, setBaseAmountLabel] = useState(product?.baseAmountLabel ?? (initialCategory ? defaultBaseAmountLabel(initialCategory) : ""));
  const [active, setActive] = useState(product?.active ?? true);
  // While the user has not edited the label, choosing another category brings that category's default.
  const [labelEdited, setLabelEdited] = useState(Boolean(product));

  // A product's category may be one the partner no longer lists; keep it selectable when editing.
  const choices: ProductCategory[] = initialCategory && !served.includes(initialCategory) ? [initialCategory, ...served] : served;

  const onSaved = async (saved: { name: string }, key: "productCreated" | "productUpdated") => {
    await invalidatePartners(utils);
    notify.success(t(`partners.${key}`, { name: saved.name }));
    onDone();
  };
  const create = api.products.create.useMutation({ onSuccess: (row) => onSaved(row, "productCreated") });
  const update = api.products.update.useMutation({ onSuccess: (row) => onSaved(row, "productUpdated") });
  const mutation = product ? update : create;
  const errors = fieldErrorsOf(mutation.error);
  const known = ["name", "category", "baseAmountLabel"];
  const showGeneral = Boolean(mutation.error) && (errors.version !== undefined || !known.some((k) => errors[k]));

  function onCategoryChange(value: string) {
    if (!isProductCategory(value)) return;
    setCategory(value);
    if (!labelEdited) setBaseAmountLabel(defaultBaseAmountLabel(value));
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (mutation.isPending || !category) return;
    if (product) update.mutate({ id: product.id, version: product.version, category, name, baseAmountLabel, active });
    else create.mutate({ partnerId: partner.id, category, name, baseAmountLabel, active });
  }

  async function reload() {
    await invalidatePartners(utils);
    onDone();
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field label={t("partners.fields.partner")} name="partnerId" errors={errors}>
        <Input value={partner.name} readOnly disabled />
      </Field>
      <Field label={t("partners.fields.category")} name="category" errors={errors}>
        <NativeSelect value={category} onChange={(e) => onCategoryChange(e.target.value)}>
          {choices.map((c) => (
            <option key={c} value={c}>
              {productCategoryLabel(c, locale)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t("partners.fields.productName")} name="name" errors={errors}>
        <Input value={name} maxLength={120} onChange={(e) => setName(e.target.value)} autoFocus />
      </Field>
      <Field label={t("partners.fields.baseAmountLabel")} name="baseAmountLabel" errors={errors} description={t("partners.fields.baseAmountLabelHelp")}>
        <Input
          value={baseAmountLabel}
          maxLength={60}
          onChange={(e) => {
            setBaseAmountLabel(e.target.value);
            setLabelEdited(true);
          }}
        />
      </Field>
      <div className="flex items-center gap-2">
        <Switch id={`${ids}-active`} checked={active} onCheckedChange={setActive} />
        <Label htmlFor={`${ids}-active`}>{t("partners.fields.active")}</Label>
      </div>
      {showGeneral ? (
        <FormErrorNotice message={errors.version ?? messageOf(mutation.error, t("common.error"))} conflict={errors.version !== undefined} onReload={() => void reload()} />
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" loading={mutation.isPending} disabled={!category}>
          {mutation.isPending ? t("common.saving") : product ? t("common.save") : t("common.create")}
        </Button>
      </div>
    </form>
  );
}
