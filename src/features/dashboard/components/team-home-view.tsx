import { useTranslations } from "use-intl";
import { useAppLocale } from "~/i18n/use-app-locale";
import { LEAD_STATUS_LABELS } from "~/lib/catalog/lead-statuses";
import type { RouterOutputs } from "~/utils/api";
import { EmptyNote, FigureCard, HomeSection, useFormatDay, useFormatMonth } from "./figure-card";
import { SellersTable, type GoalColumn } from "./sellers-table";

type TeamHome = RouterOutputs["dashboard"]["team"];

/** Início of a Gestor (the team) and the team part of the Administrador's. `goalColumn`: the goals feature's "Meta %". */
export function TeamHomeView({ data, goalColumn }: { data: TeamHome; goalColumn?: GoalColumn }) {
  const t = useTranslations("dashboard.team");
  const td = useTranslations("dashboard");
  const locale = useAppLocale();
  const formatMonth = useFormatMonth();
  const formatDay = useFormatDay();
  const created = data.funnel.reduce((n, f) => n + f.count, 0);
  return (
    <div className="flex flex-col gap-8">
      <HomeSection title={t("alertsTitle")} columns={3} testId="home-alerts">
        <FigureCard testId="home-team-sla" title={t("slaBreached.title")} hint={t("slaBreached.hint", { hours: data.slaHours })} figure={data.slaBreached} tone="alert" />
        <FigureCard testId="home-team-stale" title={t("stale.title")} hint={t("stale.hint")} figure={data.stale} tone="warn" />
        <FigureCard testId="home-team-renewals" title={t("renewals.title", { days: data.renewalDays })} hint={t("renewals.hint", { days: data.renewalDays })} figure={data.renewals} tone="info" />
      </HomeSection>

      <HomeSection
        title={t("funnelTitle")}
        hint={`${t("funnelHint")} ${td("asOf", { month: formatMonth(data.period.month), day: formatDay(data.period.day) })}`}
        testId="home-funnel"
        columns={7}
      >
        {data.funnel.map((f) => (
          <FigureCard key={f.status} testId={`home-funnel-${f.status}`} title={LEAD_STATUS_LABELS[locale][f.status]} figure={f} />
        ))}
      </HomeSection>
      {created === 0 ? <EmptyNote>{t("funnelEmpty")}</EmptyNote> : null}

      <section className="flex flex-col gap-3" aria-label={t("sellersTitle")} data-testid="home-sellers">
        <h2 className="font-heading text-lg font-semibold">{t("sellersTitle")}</h2>
        {data.sellers.length ? (
          <div className="rounded-lg border border-border bg-card">
            <SellersTable rows={data.sellers} goalColumn={goalColumn} />
          </div>
        ) : (
          <EmptyNote>{t("sellersEmpty")}</EmptyNote>
        )}
      </section>
    </div>
  );
}
