import type { useTranslations } from "use-intl";
import { isProductCategory, productCategoryLabel } from "~/lib/catalog/product-categories";
import type { Locale } from "~/lib/roles";

type ScopeT = ReturnType<typeof useTranslations<"commissionRules.scope">>;

export interface RuleScope {
  scope: "product" | "partnerCategory" | "category";
  productName: string | null;
  partnerName: string | null;
  category: string | null;
}

/** "Produto: Consórcio Auto (Consórcio Caminho Certo)", "Parceiro + categoria: X · Seguro Auto", "Categoria: Consórcio". */
export function scopeText(rule: RuleScope, t: ScopeT, locale: Locale): string {
  const category = rule.category && isProductCategory(rule.category) ? productCategoryLabel(rule.category, locale) : (rule.category ?? "");
  if (rule.scope === "product") return t("product", { product: rule.productName ?? "", partner: rule.partnerName ?? "" });
  if (rule.scope === "partnerCategory") return t("partnerCategory", { partner: rule.partnerName ?? "", category });
  return t("category", { category });
}
