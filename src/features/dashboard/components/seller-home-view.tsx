import Link from "next/link";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { useAppLocale } from "~/i18n/use-app-locale";
import { LEAD_STATUS_LABELS } from "~/lib/catalog/lead-statuses";
import { cn } from "~/lib/cn";
import { formatBRL } from "~/lib/format";
import type { RouterOutputs } from "~/utils/api";
import { EmptyNote, FigureCard, HomeSection, useFormatDay, useFormatMonth } from "./figure-card";

type SellerHome = RouterOutputs["dashboard"]["own"];
const AGENDA = ["slaBreached", "overdue", "due", "returning"] as const;
const MONTH = ["worked", "conversions", "salesActivated"] as const;
const MONEY = ["previsto", "aReceber", "recebido", "aRepassar"] as const;

/**
 * Início of a Vendedor / pré-vendas. `goalCard`: the slot where the seller's goal progress (GoalProgressCard,
 * from the goals feature) is placed; the section is left out while it is absent.
 */
export function SellerHomeView({ data, goalCard }: { data: SellerHome; goalCard?: ReactNode }) {
  const t = useTranslations("dashboard");
  const locale = useAppLocale();
  const formatMonth = useFormatMonth();
  const formatDay = useFormatDay();
  const agendaEmpty = AGENDA.every((k) => data.agenda[k].count === 0);
  const pipelineEmpty = data.pipeline.every((p) => p.count === 0);
  return (
    <div className="flex flex-col gap-8">
      <HomeSection title={t("agenda.title")} testId="home-agenda">
        {AGENDA.map((key) => (
          <FigureCard
            key={key}
            testId={`home-agenda-${key}`}
            title={t(`agenda.${key}.title`)}
            hint={key === "slaBreached" ? t("agenda.slaBreached.hint", { hours: data.slaHours }) : t(`agenda.${key}.hint`)}
            figure={data.agenda[key]}
            tone={key === "slaBreached" || key === "overdue" ? "alert" : "info"}
          />
        ))}
      </HomeSection>
      {agendaEmpty ? <EmptyNote>{t("agenda.empty")}</EmptyNote> : null}

      {goalCard ? (
        <section className="flex flex-col gap-3" aria-label={t("goal.title")} data-testid="home-goal">
          <h2 className="font-heading text-lg font-semibold">{t("goal.title")}</h2>
          {goalCard}
        </section>
      ) : null}

      <HomeSection title={t("pipeline.title")} columns={3} testId="home-pipeline">
        {data.pipeline.map((p) => (
          <FigureCard
            key={p.status}
            testId={`home-pipeline-${p.status}`}
            title={LEAD_STATUS_LABELS[locale][p.status]}
            figure={p}
            extra={<span className={cn(p.value === 0n && "text-muted-foreground")}>{t("pipeline.value", { value: formatBRL(p.value, locale) })}</span>}
          />
        ))}
      </HomeSection>
      {pipelineEmpty ? <EmptyNote>{t("pipeline.empty")}</EmptyNote> : null}

      <HomeSection title={t("month.title")} hint={t("asOf", { month: formatMonth(data.period.month), day: formatDay(data.period.day) })} columns={3} testId="home-month">
        {MONTH.map((key) => (
          <FigureCard key={key} testId={`home-month-${key}`} title={t(`month.${key}.title`)} hint={t(`month.${key}.hint`)} figure={data.month[key]} />
        ))}
      </HomeSection>

      <section className="flex flex-col gap-3" aria-label={t("commissions.title", { month: formatMonth(data.period.month) })} data-testid="home-commissions">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 className="font-heading text-lg font-semibold">{t("commissions.title", { month: formatMonth(data.period.month) })}</h2>
          <Link className="text-sm text-primary underline" href={data.commissions.href}>
            {t("commissions.open")}
          </Link>
        </div>
        <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4">
          {MONEY.map((key) => (
            <li key={key} className="list-none">
              <Link
                href={data.commissions.href}
                data-testid={`home-commissions-${key}`}
                className="flex h-full flex-col gap-1 rounded-lg border border-border bg-card p-4 shadow-xs hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="text-sm font-medium text-muted-foreground">{t(`commissions.${key}`)}</span>
                <span className={cn("font-heading text-xl font-semibold tabular-nums", data.commissions[key] < 0n && "text-danger", data.commissions[key] === 0n && "text-muted-foreground")}>
                  {formatBRL(data.commissions[key], locale)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
