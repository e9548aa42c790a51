import Link from "next/link";
import { useRouter } from "next/router";
import { useState, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { AppLayout } from "~/components/layout/app-layout";
import { Button } from "~/components/ui/button";
import { useAppLocale } from "~/i18n/use-app-locale";
import { saoPauloMonth } from "~/lib/format";
import { api } from "~/utils/api";
import { CommissionsNav } from "../commissions-nav";
import { CommissionsFilters, usePeopleOptions } from "./commissions-filters";
import { EntriesSheet } from "./entries-sheet";
import { personFromQuery, queryOf, rangeFromQuery, type MonthRange } from "./month-range";
import { formatMonth } from "../format";
import { SummaryCards, SummaryCardsSkeleton } from "./summary-cards";
import { monthRows } from "./summary-rows";
import { SummaryTable, SummaryTableSkeleton, type DrillTarget } from "./summary-table";

/** The summary's input from the URL; the page's prefetch uses the same, so the first render has the data. */
export function summaryInputFromQuery(query: Record<string, unknown>, current: string) {
  const range = rangeFromQuery(query, current);
  return { userId: personFromQuery(query), from: range.from, to: range.to };
}

function Notice({ title, body, children, alert }: { title: string; body: string; children?: ReactNode; alert?: boolean }) {
  return (
    <div role={alert ? "alert" : "status"} className="flex flex-col items-start gap-2 rounded-lg border border-dashed border-border bg-card p-6 text-sm">
      <p className="font-heading text-base font-semibold">{title}</p>
      <p className="text-muted-foreground">{body}</p>
      {children}
    </div>
  );
}

/** "Minhas comissões": the person's six totals over a month range, by month and category, down to each entry. */
export function MyCommissionsScreen() {
  const t = useTranslations("myCommissions");
  const locale = useAppLocale();
  const router = useRouter();
  const current = saoPauloMonth(new Date());
  const input = summaryInputFromQuery(router.query, current);
  const range: MonthRange = { from: input.from, to: input.to };
  const person = input.userId;
  const summary = api.commissions.summary.useQuery(input, { placeholderData: (previous) => previous, retry: (count, error) => (error.data?.httpStatus ?? 500) >= 500 && count < 2 });
  const people = usePeopleOptions();
  const [drill, setDrill] = useState<DrillTarget | null>(null);

  const personName = person ? people.options.find((p) => p.id === person)?.name : undefined;
  const title = personName ? t("titleOf", { name: personName }) : t("title");
  const data = summary.data;
  const currentMonth = data?.currentMonth ?? current;
  const rows = data ? monthRows(data.lines) : [];
  const code = summary.error?.data?.code;
  const notFound = person !== null && (code === "NOT_FOUND" || code === "BAD_REQUEST");
  const fmtRange = { from: formatMonth(range.from, locale), to: formatMonth(range.to, locale) };

  const navigate = (next: MonthRange, nextPerson: string | null) =>
    void router.replace({ pathname: router.pathname, query: queryOf(next, nextPerson, current) }, undefined, { shallow: true, scroll: false });

  let body: ReactNode;
  if (summary.isError && (notFound || !data)) {
    body = notFound ? (
      <Notice alert title={t("notFound.title")} body={t("notFound.body")}>
        <Button asChild variant="outline" size="sm">
          <Link href="/comissoes">{t("notFound.back")}</Link>
        </Button>
      </Notice>
    ) : (
      <Notice alert title={t("loadError")} body={summary.error.message}>
        <Button variant="outline" size="sm" onClick={() => void summary.refetch()}>
          {t("retry")}
        </Button>
      </Notice>
    );
  } else if (!data) {
    body = (
      <div className="flex flex-col gap-5" aria-busy="true">
        <span className="sr-only" role="status">
          {t("loading")}
        </span>
        <SummaryCardsSkeleton />
        <SummaryTableSkeleton />
      </div>
    );
  } else {
    body = (
      <div className={summary.isPlaceholderData ? "flex flex-col gap-5 opacity-60 transition-opacity" : "flex flex-col gap-5"} aria-busy={summary.isFetching || undefined}>
        <p className="text-sm text-muted-foreground">
          {t(`payOn.${data.payOn}`)} {t("currentMonth", { month: formatMonth(currentMonth, locale) })}
        </p>
        <SummaryCards totals={data.totals} />
        {rows.length === 0 ? (
          <Notice title={t("empty.title")} body={people.enabled ? t("empty.bodyPick", fmtRange) : t("empty.body", fmtRange)} />
        ) : (
          <SummaryTable rows={rows} totals={data.totals} range={range} currentMonth={currentMonth} onDrill={setDrill} />
        )}
      </div>
    );
  }

  return (
    <AppLayout title={title}>
      <div className="flex flex-col gap-5">
        <CommissionsNav />
        <CommissionsFilters range={range} person={person} current={current} onChange={navigate} />
        {body}
      </div>
      <EntriesSheet target={drill} person={person} onClose={() => setDrill(null)} />
    </AppLayout>
  );
}
