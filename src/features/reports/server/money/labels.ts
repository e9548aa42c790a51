import type { Actor } from "~/server/actor";
import { serverTranslator } from "~/i18n/server/translate";
import { productCategoryLabel, PRODUCT_CATEGORIES, type ProductCategory } from "~/lib/catalog/product-categories";

/** Column titles and notes are written in pt-BR and rendered in the actor's language (server catalog). */
export function labelsFor(actor: Actor) {
  const locale = actor.locale ?? "pt-BR";
  const t = serverTranslator(locale);
  const category = (code: string | null) =>
    code && (PRODUCT_CATEGORIES as readonly string[]).includes(code) ? productCategoryLabel(code as ProductCategory, locale) : t("Sem categoria");
  return { t, category };
}
