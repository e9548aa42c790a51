import { Info } from "lucide-react";
import { useTranslations } from "use-intl";
import type { SaleRequirement } from "~/lib/catalog/sale-requirements";

/** Which commission rule a product's sale falls under and what it needs to be activated (or that none covers it). */
export function RuleHint({ requirements }: { requirements: { rule: { name: string } | null; requires: SaleRequirement[] } | undefined }) {
  const t = useTranslations("sales.form");
  if (!requirements) return null;
  const fields = requirements.requires.map((r) => t(`requirementNames.${r}`)).join(", ");
  return (
    <p data-testid="sale-rule-hint" className="flex items-start gap-2 rounded-md bg-muted px-3 py-2 text-xs text-muted-foreground">
      <Info aria-hidden className="mt-0.5 size-3.5 shrink-0" />
      <span>
        {requirements.rule ? t("rule", { rule: requirements.rule.name }) : t("noRule")}
        {fields ? ` ${t("ruleRequires", { fields })}` : null}
      </span>
    </p>
  );
}
