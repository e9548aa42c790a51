import { useLocale, useTranslations } from "use-intl";
import { Field } from "~/components/ui/field";
import { NativeSelect } from "~/components/ui/input";
import { ToggleGroup, ToggleGroupItem } from "~/components/ui/toggle-group";
import { CATEGORY_FAMILY, isProductCategory, PRODUCT_CATEGORIES, PRODUCT_FAMILIES, productCategoryLabel, type ProductCategory } from "~/lib/catalog/product-categories";
import type { Locale } from "~/lib/roles";
import { api } from "~/utils/api";

export type ScopeKind = "product" | "partnerCategory" | "category";
export interface ScopeDraft {
  kind: ScopeKind;
  partnerId: string;
  productId: string;
  category: ProductCategory | "";
}

export const emptyScope: ScopeDraft = { kind: "product", partnerId: "", productId: "", category: "" };
const KINDS: ScopeKind[] = ["product", "partnerCategory", "category"];

/** The server's scope fields for a draft, or null while incomplete. */
export function scopeInput(s: ScopeDraft): { productId?: string; partnerId?: string; category?: ProductCategory } | null {
  if (s.kind === "product") return s.productId ? { productId: s.productId } : null;
  if (s.kind === "partnerCategory") return s.partnerId && s.category ? { partnerId: s.partnerId, category: s.category } : null;
  return s.category ? { category: s.category } : null;
}

/** Product (partner first, then one of its products), partner + one of its categories, or a category. */
export function ScopePicker({ value, errors, onChange }: { value: ScopeDraft; errors: Record<string, string | undefined>; onChange: (scope: ScopeDraft) => void }) {
  const t = useTranslations("commissionRules.scope");
  const tFamily = useTranslations("partners.families");
  const locale = useLocale() as Locale;
  const options = api.partners.options.useQuery({});
  const partners = options.data ?? [];
  const partner = partners.find((p) => p.id === value.partnerId);
  const partnerCategories = (partner?.categories ?? []).filter(isProductCategory);
  const set = (patch: Partial<ScopeDraft>) => onChange({ ...value, ...patch });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <span id="scope-kind-label" className="text-sm font-medium">
          {t("kindLabel")}
        </span>
        <ToggleGroup
          type="single"
          variant="outline"
          aria-labelledby="scope-kind-label"
          value={value.kind}
          onValueChange={(kind) => (kind ? onChange({ ...emptyScope, kind: kind as ScopeKind, partnerId: value.partnerId }) : undefined)}
          className="flex-wrap"
        >
          {KINDS.map((kind) => (
            <ToggleGroupItem key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
        <p className="text-xs text-muted-foreground">{t("kindHelp")}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {value.kind !== "category" ? (
          <Field label={t("partner")} name="partnerId" errors={errors} description={options.isLoading ? t("loadingOptions") : undefined}>
            <NativeSelect value={value.partnerId} onChange={(e) => set({ partnerId: e.target.value, productId: "", category: "" })}>
              <option value="">{t("choosePartner")}</option>
              {partners.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ) : null}
        {value.kind === "product" ? (
          <Field label={t("productLabel")} name="productId" errors={errors} description={partner && partner.products.length === 0 ? t("noProducts") : undefined}>
            <NativeSelect value={value.productId} disabled={!partner} onChange={(e) => set({ productId: e.target.value })}>
              <option value="">{t("chooseProduct")}</option>
              {(partner?.products ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ) : (
          <Field label={t("categoryLabel")} name="category" errors={errors}>
            <NativeSelect value={value.category} disabled={value.kind === "partnerCategory" && !partner} onChange={(e) => set({ category: isProductCategory(e.target.value) ? e.target.value : "" })}>
              <option value="">{t("chooseCategory")}</option>
              {value.kind === "partnerCategory"
                ? partnerCategories.map((c) => (
                    <option key={c} value={c}>
                      {productCategoryLabel(c, locale)}
                    </option>
                  ))
                : PRODUCT_FAMILIES.map((family) => (
                    <optgroup key={family} label={tFamily(family)}>
                      {PRODUCT_CATEGORIES.filter((c) => CATEGORY_FAMILY[c] === family).map((c) => (
                        <option key={c} value={c}>
                          {productCategoryLabel(c, locale)}
                        </option>
                      ))}
                    </optgroup>
                  ))}
            </NativeSelect>
          </Field>
        )}
      </div>
    </div>
  );
}
