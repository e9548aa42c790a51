import { CircleCheck, TriangleAlert } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { productCategoryLabel, type ProductCategory } from "~/lib/catalog/product-categories";
import { formatBRL } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { api } from "~/utils/api";
import { CompleteSaleDialog, type SaleToComplete } from "./complete-sale-dialog";
import { formatBp } from "./percent";

/**
 * The rules screen's check (commissions.rules.check): rules that pay more than the whole base over their
 * schedule, and active sales lacking what their rule or category needs, each with a way to fix it.
 */
export function RulesCheckPanel() {
  const t = useTranslations("commissionRules.check");
  const tTerms = useTranslations("commissionRules.terms");
  const locale = useLocale() as Locale;
  const check = api.commissions.rules.check.useQuery(undefined, { staleTime: 30_000 });
  const [completing, setCompleting] = useState<SaleToComplete | null>(null);

  if (check.isPending) {
    return (
      <section aria-label={t("loading")} className="flex flex-col gap-2 rounded-lg border border-border p-4">
        <Skeleton className="h-5 w-64" />
        <Skeleton className="h-4 w-full" />
      </section>
    );
  }
  if (check.error) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-danger/40 p-4 text-sm text-danger">
        {t("error")}
        <Button size="sm" variant="secondary" onClick={() => void check.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  }
  const { rules, sales } = check.data;
  if (rules.length === 0 && sales.total === 0) {
    return (
      <p data-testid="rules-check" className="flex items-center gap-2 text-sm text-muted-foreground">
        <CircleCheck aria-hidden className="size-4 text-success" />
        {t("allGood")}
      </p>
    );
  }
  const rate = (part: bigint, whole: bigint) => (whole > 0n ? formatBp(Number((part * 10_000n) / whole), locale) : "—");
  return (
    <section data-testid="rules-check" aria-labelledby="rules-check-title" className="flex flex-col gap-4 rounded-lg border border-warning/40 bg-warning/10 p-4">
      <h2 id="rules-check-title" className="flex items-center gap-2 font-heading text-base font-semibold">
        <TriangleAlert aria-hidden className="size-4 text-warning" />
        {t("title")}
      </h2>
      {rules.length > 0 ? (
        <div className="flex flex-col gap-1.5">
          <h3 className="text-sm font-medium">{t("rulesTitle", { count: rules.length })}</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {rules.map((r) => (
              <li key={r.ruleId}>
                <Link href={`/comissoes/regras/${r.ruleId}`} className="text-primary underline-offset-4 hover:underline">
                  {t("ruleLine", { name: r.name, rate: formatBp(r.payoutBp, locale) })}
                </Link>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">{t("ruleHint")}</p>
        </div>
      ) : null}
      {sales.total > 0 ? (
        <div className="flex flex-col gap-1.5">
          <h3 className="text-sm font-medium">{t("salesTitle", { count: sales.total })}</h3>
          {sales.total > sales.items.length ? <p className="text-xs text-muted-foreground">{t("salesShown", { shown: sales.items.length })}</p> : null}
          <ul className="flex flex-col divide-y divide-warning/20 text-sm">
            {sales.items.map((s) => (
              <li key={s.saleId} data-testid="rules-check-sale" className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="flex min-w-0 flex-col">
                  <Link href={`/clientes/${s.customerId}`} aria-label={t("openCustomer", { customer: s.customerName })} className="truncate font-medium text-primary underline-offset-4 hover:underline">
                    {s.customerName}
                  </Link>
                  <span className="text-xs text-muted-foreground">
                    {productCategoryLabel(s.category as ProductCategory, locale)} · {s.productName}
                  </span>
                  <span className="text-xs">{t("saleMissing", { fields: s.missing.map((r) => tTerms(`requirement.${r}`)).join(", ") })}</span>
                  <span className="text-xs text-muted-foreground">
                    {s.expected === null
                      ? t("saleNoRule")
                      : t("saleExpected", { expected: formatBRL(s.expected, locale), base: formatBRL(s.baseAmount, locale), rate: rate(s.expected, s.baseAmount) })}
                  </span>
                </div>
                <Button size="sm" variant="secondary" onClick={() => setCompleting({ saleId: s.saleId, customerName: s.customerName, category: s.category, missing: s.missing })}>
                  {t("complete")}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <CompleteSaleDialog target={completing} onClose={() => setCompleting(null)} />
    </section>
  );
}
