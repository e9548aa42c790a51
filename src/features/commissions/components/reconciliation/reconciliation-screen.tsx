import { Upload } from "lucide-react";
import { useId, useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { saoPauloMonth } from "~/lib/format";
import { FinanceOverview } from "./finance-overview";
import { MonthRangeSelects, PartnerSelect } from "./filters";
import { defaultOverviewRange } from "./helpers";
import type { MonthRange } from "../mine/month-range";
import { ImportStatementDialog } from "./import-statement-dialog";
import { OverdueList } from "./overdue-list";
import { StatementsList } from "./statements-list";

/** /comissoes/conciliacao: the finance overview, the imported statements, and what is em atraso. */
export function ReconciliationScreen() {
  const t = useTranslations("commissionReconciliation");
  const ids = useId();
  // São Paulo's month, computed once: the page must not change range while open across midnight.
  const [current] = useState(() => saoPauloMonth(new Date()));
  const [range, setRange] = useState<MonthRange>(() => defaultOverviewRange(current));
  const [partnerId, setPartnerId] = useState("");
  const [importing, setImporting] = useState(false);
  // A fresh wizard each time it opens (no leftover file or step).
  const [wizardKey, setWizardKey] = useState(0);

  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl text-sm text-muted-foreground">{t("intro")}</p>
      <div role="group" aria-label={t("overview.filtersLabel")} className="flex flex-wrap items-end gap-3">
        <PartnerSelect id={`${ids}-partner`} value={partnerId} onChange={setPartnerId} />
        <MonthRangeSelects range={range} current={current} onChange={setRange} />
        <Button
          className="w-full sm:ml-auto sm:w-auto"
          onClick={() => {
            setWizardKey((k) => k + 1);
            setImporting(true);
          }}
        >
          <Upload aria-hidden />
          {t("statements.import")}
        </Button>
      </div>
      <section className="flex flex-col gap-3" aria-labelledby={`${ids}-overview`}>
        <h2 id={`${ids}-overview`} className="text-lg font-semibold">
          {t("overview.title")}
        </h2>
        <FinanceOverview range={range} partnerId={partnerId} />
      </section>
      <section className="flex flex-col gap-3" aria-labelledby={`${ids}-statements`}>
        <h2 id={`${ids}-statements`} className="text-lg font-semibold">
          {t("statements.title")}
        </h2>
        <StatementsList partnerId={partnerId} />
      </section>
      <section className="flex flex-col gap-3" aria-labelledby={`${ids}-overdue`}>
        <h2 id={`${ids}-overdue`} className="text-lg font-semibold">
          {t("overdue.title")}
        </h2>
        <OverdueList key={partnerId} partnerId={partnerId} />
      </section>
      <ImportStatementDialog key={wizardKey} open={importing} onOpenChange={setImporting} current={current} partnerId={partnerId} />
    </div>
  );
}
