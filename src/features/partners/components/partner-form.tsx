import { useId, useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { CnpjInput, PhoneInput } from "~/components/ui/masked-input";
import { refuseUnreadable } from "~/components/ui/unreadable";
import { Switch } from "~/components/ui/switch";
import { notify } from "~/components/toast/notify";
import { CATEGORY_FAMILY, PRODUCT_CATEGORIES, PRODUCT_FAMILIES, productCategoryLabel, type ProductCategory } from "~/lib/catalog/product-categories";
import type { Locale } from "~/lib/roles";
import { api } from "~/utils/api";
import { fieldErrorsOf, messageOf } from "~/utils/trpc-errors";
import { FormErrorNotice } from "./conflict-notice";
import { invalidatePartners } from "./invalidate";
import { categoriesOf, type EditablePartner } from "./partner-types";

/** Create (no `partner`) or edit a partner. */
export function PartnerForm({ partner, onDone }: { partner?: EditablePartner; onDone: () => void }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const utils = api.useUtils();
  const ids = useId();
  const [name, setName] = useState(partner?.name ?? "");
  const [cnpj, setCnpj] = useState(partner?.cnpj ?? "");
  const [categories, setCategories] = useState<ProductCategory[]>(partner ? categoriesOf(partner) : []);
  const [contactName, setContactName] = useState(partner?.contactName ?? "");
  const [contactEmail, setContactEmail] = useState(partner?.contactEmail ?? "");
  const [contactPhone, setContactPhone] = useState(partner?.contactPhone ?? "");
  const [active, setActive] = useState(partner?.active ?? true);

  const onSaved = async (saved: { name: string }, key: "partnerCreated" | "partnerUpdated") => {
    await invalidatePartners(utils);
    notify.success(t(`partners.${key}`, { name: saved.name }));
    onDone();
  };
  const create = api.partners.create.useMutation({ onSuccess: (row) => onSaved(row, "partnerCreated") });
  const update = api.partners.update.useMutation({ onSuccess: (row) => onSaved(row, "partnerUpdated") });
  const mutation = partner ? update : create;
  const serverErrors = fieldErrorsOf(mutation.error);
  const errors: Record<string, string | undefined> = serverErrors;
  const known = ["name", "cnpj", "categories", "contactName", "contactEmail", "contactPhone"];
  const showGeneral = Boolean(mutation.error) && (serverErrors.version !== undefined || !known.some((k) => serverErrors[k]));

  function toggle(category: ProductCategory, checked: boolean) {
    setCategories((prev) => (checked ? [...prev.filter((c) => c !== category), category] : prev.filter((c) => c !== category)));
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (mutation.isPending || refuseUnreadable(e.currentTarget)) return;
    const body = {
      name,
      cnpj,
      categories: PRODUCT_CATEGORIES.filter((c) => categories.includes(c)),
      contactName: contactName.trim() || null,
      contactEmail: contactEmail.trim() || null,
      contactPhone: contactPhone || null,
      active,
    };
    if (partner) update.mutate({ id: partner.id, version: partner.version, ...body });
    else create.mutate(body);
  }

  async function reload() {
    await invalidatePartners(utils);
    onDone();
  }

  const categoriesErrorId = `${ids}-categories-err`;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field label={t("partners.fields.name")} name="name" errors={errors}>
        <Input value={name} maxLength={120} onChange={(e) => setName(e.target.value)} autoFocus />
      </Field>
      <Field label={t("partners.fields.cnpj")} name="cnpj" errors={errors} description={t("partners.fields.cnpjHelp")}>
        <CnpjInput value={cnpj} onValueChange={setCnpj} />
      </Field>
      <fieldset className="flex flex-col gap-3" aria-describedby={errors.categories ? categoriesErrorId : undefined}>
        <legend className="mb-1 text-sm font-medium text-foreground">{t("partners.fields.categories")}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {PRODUCT_FAMILIES.map((family) => {
            const inFamily = PRODUCT_CATEGORIES.filter((c) => CATEGORY_FAMILY[c] === family);
            if (!inFamily.length) return null;
            return (
              <fieldset key={family} className="rounded-md border border-border p-3">
                <legend className="px-1 text-xs font-semibold text-muted-foreground">{t(`partners.families.${family}`)}</legend>
                <div className="flex flex-col gap-2">
                  {inFamily.map((category) => {
                    const id = `${ids}-cat-${category}`;
                    return (
                      <div key={category} className="flex items-center gap-2">
                        <Checkbox id={id} checked={categories.includes(category)} onCheckedChange={(v) => toggle(category, v === true)} />
                        <Label htmlFor={id} className="font-normal">
                          {productCategoryLabel(category, locale)}
                        </Label>
                      </div>
                    );
                  })}
                </div>
              </fieldset>
            );
          })}
        </div>
        {errors.categories ? (
          <p id={categoriesErrorId} role="alert" className="text-xs font-medium text-danger">
            {errors.categories}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t("partners.fields.contactName")} name="contactName" errors={errors}>
          <Input value={contactName} maxLength={120} onChange={(e) => setContactName(e.target.value)} />
        </Field>
        <Field label={t("partners.fields.contactEmail")} name="contactEmail" errors={errors}>
          <Input type="email" value={contactEmail} maxLength={254} onChange={(e) => setContactEmail(e.target.value)} />
        </Field>
        <Field label={t("partners.fields.contactPhone")} name="contactPhone" errors={errors}>
          <PhoneInput value={contactPhone} onValueChange={setContactPhone} />
        </Field>
      </div>
      <div className="flex items-center gap-2">
        <Switch id={`${ids}-active`} checked={active} onCheckedChange={setActive} />
        <Label htmlFor={`${ids}-active`}>{t("partners.fields.active")}</Label>
      </div>
      {showGeneral ? (
        <FormErrorNotice message={serverErrors.version ?? messageOf(mutation.error, t("common.error"))} conflict={serverErrors.version !== undefined} onReload={() => void reload()} />
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {mutation.isPending ? t("common.saving") : partner ? t("common.save") : t("common.create")}
        </Button>
      </div>
    </form>
  );
}
