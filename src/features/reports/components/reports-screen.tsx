import { useRouter } from "next/router";
import { Printer } from "lucide-react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { useAppLocale } from "~/i18n/use-app-locale";
import { Skeleton } from "~/components/ui/skeleton";
import { formatDate } from "~/lib/format";
import { api } from "~/utils/api";
import type { ReportFiltersInput, ReportKey, ReportResult } from "../report-contract";
import { reportStateFromQuery, reportStateToQuery, runnableFilters, type ReportUrlState } from "../report-url";
import { ReportFilters } from "./report-filters";
import { ReportSectionView } from "./report-section";

const dayDate = (day: string) => new Date(`${day}T12:00:00-03:00`);

/** Whether a report has any figure above zero (else the empty state says so instead of empty charts). */
function hasFigures(result: ReportResult): boolean {
  return result.sections.some((s) => s.rows.some((r) => Object.values(r.cells).some((c) => (c.kind === "count" && c.value > 0) || (c.kind === "money" && c.value !== 0n))));
}

/** Relatórios: the picker and filters (in the URL), then the chosen report's sections. */
export function ReportsScreen() {
  const t = useTranslations("reports");
  const locale = useAppLocale();
  const router = useRouter();
  const state = reportStateFromQuery(router.query);
  const runnable = runnableFilters(state.filters);
  const options = api.reports.options.useQuery(undefined, { staleTime: 60_000 });
  const report = api.reports.run.useQuery(state, {
    enabled: runnable,
    retry: (count, err) => err.data?.code !== "NOT_FOUND" && err.data?.code !== "BAD_REQUEST" && count < 2,
  });

  function go(next: ReportUrlState) {
    void router.replace({ pathname: router.pathname, query: reportStateToQuery(next) }, undefined, { shallow: true, scroll: false });
  }
  const onChange = (patch: Partial<ReportFiltersInput>) => go({ key: state.key, filters: { ...state.filters, ...patch } });
  const onReport = (key: ReportKey) => go({ key, filters: state.filters });
  const exportHref = (section: string) => (format: "csv" | "xlsx") => {
    const params = new URLSearchParams({ ...reportStateToQuery(state), secao: section, formato: format });
    return `/api/relatorios/exportar?${params.toString()}`;
  };

  const unavailable = report.error?.data?.code === "NOT_FOUND";
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-3xl text-sm text-muted-foreground">{t(`descriptions.${state.key}`)}</p>
        <Button variant="outline" onClick={() => window.print()} className="print:hidden" disabled={!report.data}>
          <Printer aria-hidden />
          {t("print")}
        </Button>
      </div>
      <ReportFilters reportKey={state.key} filters={state.filters} options={options.data} onReport={onReport} onChange={onChange} />
      {report.data ? (
        <p className="text-sm font-medium" data-testid="report-range">
          <span className="hidden print:inline">{t(`keys.${state.key}`)} · </span>
          {t("rangeShown", { from: formatDate(dayDate(report.data.range.from), locale), to: formatDate(dayDate(report.data.range.to), locale) })}
        </p>
      ) : null}
      <div aria-live="polite" aria-busy={report.isFetching} className="flex flex-col gap-4" data-testid="report-body">
        {!runnable ? (
          <p className="rounded-lg border border-border bg-card p-4 text-sm">{t("chooseRange")}</p>
        ) : unavailable ? (
          <p className="rounded-lg border border-dashed border-border bg-card p-6 text-center text-sm text-muted-foreground" data-testid="report-unavailable">
            {t("unavailable")}
          </p>
        ) : report.error ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-danger/40 bg-card p-4 text-sm">
            <span>{t("error")}</span>
            <Button variant="outline" size="sm" onClick={() => void report.refetch()}>
              {t("retry")}
            </Button>
          </div>
        ) : !report.data ? (
          <div className="flex flex-col gap-4" aria-label={t("loading")} data-testid="report-loading">
            {[0, 1].map((i) => (
              <div key={i} className="grid gap-4 rounded-lg border border-border bg-card p-4 xl:grid-cols-[2fr_3fr]">
                <Skeleton className="h-64 w-full" />
                <div className="flex flex-col gap-2">
                  {[0, 1, 2, 3, 4].map((j) => (
                    <Skeleton key={j} className="h-8 w-full" />
                  ))}
                </div>
              </div>
            ))}
          </div>
        ) : !hasFigures(report.data) ? (
          <p className="rounded-lg border border-dashed border-border bg-card p-6 text-center text-sm text-muted-foreground" data-testid="report-empty">
            {t("empty")}
          </p>
        ) : (
          report.data.sections.map((s) => <ReportSectionView key={s.key} section={s} exportHref={exportHref(s.key)} />)
        )}
      </div>
    </div>
  );
}
