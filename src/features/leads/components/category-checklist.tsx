import { useTranslations } from "use-intl";
import { useAppLocale } from "~/i18n/use-app-locale";
import { PRODUCT_CATEGORIES, productCategoryLabel, type ProductCategory } from "~/lib/catalog/product-categories";

/** Categories of interest (several): a scrollable list of checkboxes, the chosen ones first. */
export function CategoryChecklist({ value, onChange, error }: { value: ProductCategory[]; onChange: (v: ProductCategory[]) => void; error?: string }) {
  const t = useTranslations("leadPage.form");
  const locale = useAppLocale();
  const sorted = [...PRODUCT_CATEGORIES].sort((a, b) => Number(value.includes(b)) - Number(value.includes(a)) || productCategoryLabel(a, locale).localeCompare(productCategoryLabel(b, locale), locale));
  const toggle = (c: ProductCategory, on: boolean) => onChange(on ? [...value, c] : value.filter((v) => v !== c));
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? "categories-error" : undefined}>
      <legend className="text-sm font-medium">{t("categories")}</legend>
      <p className="text-xs text-muted-foreground">{value.length ? t("categoriesChosen", { count: value.length }) : t("categoriesNone")}</p>
      <div className="grid max-h-44 grid-cols-1 gap-x-4 gap-y-1 overflow-y-auto rounded-md border border-input p-2 sm:grid-cols-2">
        {sorted.map((c) => (
          <label key={c} className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" checked={value.includes(c)} onChange={(e) => toggle(c, e.target.checked)} />
            {productCategoryLabel(c, locale)}
          </label>
        ))}
      </div>
      {error ? (
        <p id="categories-error" role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
