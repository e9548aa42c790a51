import { useLocale, useTranslations } from "use-intl";
import { Badge } from "~/components/ui/badge";
import type { CommissionTerms } from "~/features/commissions/commission-terms.schemas";
import { formatDate } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { termsRequirements } from "~/features/commissions/engine/requirements";
import { describeClawback, describeSchedule, describeSplit } from "./describe-terms";
import { formatBp } from "./percent";
import { dayToDate } from "./rule-dates";

export interface RuleVersionView {
  id: string;
  effectiveFrom: string;
  terms: CommissionTerms;
  note: string | null;
  inForce: boolean;
}

/** The versions, newest first, each in words; the one in force and the scheduled ones are marked. */
export function VersionHistory({ versions, today }: { versions: RuleVersionView[]; today: string }) {
  const t = useTranslations("commissionRules.page");
  const tDescribe = useTranslations("commissionRules.describe");
  const tTerms = useTranslations("commissionRules.terms");
  const locale = useLocale() as Locale;
  const ctx = { t: tDescribe, locale };
  return (
    <ol className="flex flex-col gap-3" aria-label={t("versions")}>
      {versions.map((v) => {
        const day = dayToDate(v.effectiveFrom);
        const status = v.inForce ? "inForce" : v.effectiveFrom > today ? "scheduled" : "past";
        return (
          <li key={v.id} data-testid="rule-version" data-status={status} className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-medium">{t("from", { date: day ? formatDate(day, locale) : v.effectiveFrom })}</h3>
              <Badge variant={status === "inForce" ? "success" : status === "scheduled" ? "info" : "outline"}>{t(status)}</Badge>
            </div>
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
              <dt className="text-muted-foreground">{t("schedule")}</dt>
              <dd>
                {describeSchedule(v.terms.tranches, ctx)}
                {termsRequirements(v.terms).length > 0 ? (
                  <span className="block text-muted-foreground">{tDescribe("requires", { fields: termsRequirements(v.terms).map((r) => tTerms(`requirement.${r}`)).join(", ") })}</span>
                ) : null}
              </dd>
              <dt className="text-muted-foreground">{t("split")}</dt>
              <dd>{describeSplit(v.terms.split, ctx).join(" · ")}</dd>
              <dt className="text-muted-foreground">{t("clawback")}</dt>
              <dd>
                {describeClawback(v.terms.clawback, ctx)}
                {v.terms.cltPassOnBp !== null && v.terms.cltPassOnBp !== undefined ? (
                  <span className="block text-muted-foreground">{tDescribe("cltPassOn", { rate: formatBp(v.terms.cltPassOnBp, locale) })}</span>
                ) : null}
              </dd>
              {v.note ? (
                <>
                  <dt className="text-muted-foreground">{t("note")}</dt>
                  <dd className="whitespace-pre-line">{v.note}</dd>
                </>
              ) : null}
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
