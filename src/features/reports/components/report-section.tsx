import dynamic from "next/dynamic";
import { Download } from "lucide-react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import type { ReportSection } from "../report-contract";
import { ReportTable } from "./report-table";

// Recharts only on this page, only in the browser, after the table: never in the first-load JS of any page.
const ReportChart = dynamic(() => import("./report-chart"), { ssr: false, loading: () => <Skeleton className="h-72 w-full" /> });

/** One section: title, the definition it follows, its chart beside its table, and the table's export. */
export function ReportSectionView({ section, exportHref }: { section: ReportSection; exportHref: (format: "csv" | "xlsx") => string }) {
  const t = useTranslations("reports");
  const hasData = section.rows.length > 0;
  return (
    <section aria-labelledby={`report-section-${section.key}`} className="rounded-lg border border-border bg-card p-4 print:break-inside-avoid-page print:border-0 print:p-0" data-testid={`report-section-${section.key}`}>
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`report-section-${section.key}`} className="font-heading text-lg font-semibold">
            {section.title}
          </h2>
          {section.note ? <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{section.note}</p> : null}
        </div>
        {hasData ? (
          <div className="flex gap-2 print:hidden" role="group" aria-label={t("exportSection")}>
            <Button asChild variant="outline" size="sm">
              <a href={exportHref("csv")} download data-testid={`report-export-csv-${section.key}`}>
                <Download aria-hidden />
                {t("exportCsv")}
              </a>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={exportHref("xlsx")} download data-testid={`report-export-xlsx-${section.key}`}>
                <Download aria-hidden />
                {t("exportXlsx")}
              </a>
            </Button>
          </div>
        ) : null}
      </div>
      {hasData ? (
        <div className={section.chart ? "grid gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] print:block" : undefined}>
          {section.chart ? (
            <figure className="min-w-0 print:mb-4" aria-label={t("chartOf", { title: section.title })}>
              <ReportChart section={section} />
            </figure>
          ) : null}
          <div className="min-w-0">
            <ReportTable section={section} />
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      )}
    </section>
  );
}
