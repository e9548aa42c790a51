import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { ConfirmBulkDialog } from "~/components/list/confirm-bulk-dialog";
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
 * The rule's status and version mutations invalidate the rules router, this query included.
 */
export function UncoveredSalesNotice({ ruleId }: { ruleId: string }) {
  const t = useTranslations("commissionRules.backfill");
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
      <ConfirmBulkDialog
        open={confirming}
        title={t("confirmTitle", { count: data.count })}
        description={t("confirmBody")}
        confirmLabel={apply.isPending ? t("applying") : t("confirm")}
        pending={apply.isPending}
        onConfirm={() => apply.mutate({ id: ruleId })}
        onOpenChange={(open) => (open || apply.isPending ? undefined : setConfirming(false))}
      >
        <p className="text-sm font-medium">{t("confirmMonths")}</p>
      </ConfirmBulkDialog>
    </section>
  );
}
