import type { useTranslations } from "use-intl";
import type { ClawbackStep, Split, Tranche } from "~/features/commissions/commission-terms.schemas";
import { formatBRL } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { formatBp } from "./percent";

/** The "commissionRules.describe" messages: the words come from the catalog, the numbers from here. */
export type DescribeT = ReturnType<typeof useTranslations<"commissionRules.describe">>;

interface Ctx {
  t: DescribeT;
  locale: Locale;
}

/** One tranche in words: "1,0 % no mês 1", "0,5 % nos meses 2–4", "20 % de cada parcela do prêmio ao mês, enquanto a venda durar". */
export function describeTranche(tranche: Tranche, { t, locale }: Ctx): string {
  const value =
    tranche.kind === "fixed"
      ? t("fixed", { amount: formatBRL(tranche.fixedCents ?? 0, locale) })
      : t(tranche.base === "installment" ? "rateInstallment" : "rate", { rate: formatBp(tranche.rateBp ?? 0, locale) });
  const from = tranche.fromMonth;
  if (tranche.months === null) return from === 1 ? t("open", { value }) : t("openFrom", { value, from });
  if (tranche.months === 1) return t("once", { value, from });
  return t("range", { value, from, to: from + tranche.months - 1 });
}

/** The whole schedule, tranches in month order, joined by "; ". */
export function describeSchedule(tranches: readonly Tranche[], ctx: Ctx): string {
  return [...tranches]
    .sort((a, b) => a.fromMonth - b.fromMonth)
    .map((tranche) => describeTranche(tranche, ctx))
    .join("; ");
}

/** Each share of the split, the office's last ("o restante" when the seller's share comes from their profile). */
export function describeSplit(split: Split, { t, locale }: Ctx): string[] {
  const parts = [
    split.sellerBp === null ? t("sellerProfile") : t("seller", { rate: formatBp(split.sellerBp, locale) }),
    t("presales", { rate: formatBp(split.presalesBp, locale) }),
    t("referrer", { rate: formatBp(split.referrerBp, locale) }),
    t("manager", { rate: formatBp(split.managerBp, locale) }),
  ];
  const others = split.presalesBp + split.referrerBp + split.managerBp;
  parts.push(split.sellerBp === null ? t("officeRest") : t("office", { rate: formatBp(Math.max(0, 10_000 - others - split.sellerBp), locale) }));
  return parts;
}

/** The estorno table in words, ending with what happens after its last row. */
export function describeClawback(steps: readonly ClawbackStep[], { t, locale }: Ctx): string {
  const last = steps[steps.length - 1];
  if (!last) return t("noClawback");
  const rows = steps.map((s) => t("step", { month: s.upToMonth, rate: formatBp(s.recoverBp, locale) }));
  return [...rows, t("after", { month: last.upToMonth })].join("; ");
}
