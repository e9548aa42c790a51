import { TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { notify } from "~/components/toast/notify";
import { SaleStatusBadge } from "~/features/sales/components/sale-status-badge";
import { formatDate } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { api } from "~/utils/api";
import { messageOf } from "~/utils/trpc-errors";
import { dayToDate } from "./rule-dates";

/**
 * Sales activated before any rule covered them have no commission; when this rule would now cover some, it
 * says so and offers to write their commissions (behind a confirmation: ledger entries cannot be undone).
 * `ruleState` changes whenever the rule is (de)activated or gets a version, which changes what it covers.
 */
export function UncoveredSalesNotice({ ruleId, ruleState }: { ruleId: string; ruleState: string }) {
  const t = useTranslations("commissionRules.backfill");
  const tc = useTranslations("common");
  const locale = useLocale() as Locale;
  const utils = api.useUtils();
  const uncovered = api.commissions.rules.uncovered.useQuery({ id: ruleId });
  const [confirming, setConfirming] = useState(false);
  const apply = api.commissions.rules.applyToUncovered.useMutation({
    onSuccess: async (result) => {
      notify.success(result.sales > 0 ? t("done", { sales: result.sales, entries: result.entries }) : t("nothing"));
      setConfirming(false);
      // New entries change every commission view (summaries, schedules, receivables), not just this rule.
      await utils.commissions.invalidate();
    },
    onError: (error) => notify.error(messageOf(error, t("error"))),
  });

  // The rule's other actions refresh only the rule itself; what it covers must follow.
  const seenState = useRef(ruleState);
  useEffect(() => {
    if (seenState.current === ruleState) return;
    seenState.current = ruleState;
    void utils.commissions.rules.uncovered.invalidate({ id: ruleId });
  }, [ruleState, ruleId, utils]);

  if (uncovered.error) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger">
        {t("loadError")}
        <Button size="sm" variant="secondary" onClick={() => void uncovered.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  }
  const data = uncovered.data;
  if (!data || data.count === 0) return null;
  const more = data.count - data.sample.length;
  return (
    <section role="status" aria-labelledby="uncovered-title" data-testid="uncovered-sales" className="flex flex-col gap-3 rounded-lg border border-warning/40 bg-warning/10 p-4">
      <div className="flex items-start gap-2">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
        <h2 id="uncovered-title" className="text-sm font-medium">
          {t("notice", { count: data.count })}
        </h2>
      </div>
      <ul className="flex flex-col gap-1.5 pl-6 text-sm" aria-label={t("sampleLabel")}>
        {data.sample.map((s) => {
          const day = dayToDate(s.soldOn);
          return (
            <li key={s.saleId} className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-medium">{s.customerName}</span>
              <span className="text-muted-foreground">{s.contractNumber ? t("contract", { number: s.contractNumber }) : t("noContract")}</span>
              <span className="text-muted-foreground">{t("soldOn", { date: day ? formatDate(day, locale) : s.soldOn })}</span>
              <SaleStatusBadge status={s.status} />
            </li>
          );
        })}
        {more > 0 ? <li className="text-muted-foreground">{t("more", { count: more })}</li> : null}
      </ul>
      <div className="pl-6">
        <Button variant="secondary" disabled={apply.isPending} onClick={() => setConfirming(true)}>
          {t("apply", { count: data.count })}
        </Button>
      </div>
      <AlertDialog open={confirming} onOpenChange={(open) => (open || apply.isPending ? undefined : setConfirming(false))}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("confirmTitle", { count: data.count })}</AlertDialogTitle>
            <AlertDialogDescription>{t("confirmBody")}</AlertDialogDescription>
            <p className="text-sm font-medium">{t("confirmMonths")}</p>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={apply.isPending}>{tc("cancel")}</AlertDialogCancel>
            <AlertDialogAction
              disabled={apply.isPending}
              onClick={(e) => {
                e.preventDefault();
                if (!apply.isPending) apply.mutate({ id: ruleId });
              }}
            >
              {apply.isPending ? t("applying") : t("confirm")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
