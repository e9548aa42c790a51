import type { InferGetServerSidePropsType } from "next";
import { useRouter } from "next/router";
import { useLocale, useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { CommissionsNav } from "~/features/commissions/components/commissions-nav";
import { formatMonth } from "~/features/commissions/components/format";
import { isMonth } from "~/features/commissions/components/mine/month-range";
import { ManualEntryButton } from "~/features/commissions/components/finance/manual-entry-dialog";
import { MonthsPanel } from "~/features/commissions/components/finance/months-panel";
import { ProfilesPanel } from "~/features/commissions/components/finance/profiles-panel";
import { SettingsPanel } from "~/features/commissions/components/finance/settings-panel";
import { PlausibilitySettingsPanel } from "~/features/plausibility/components/plausibility-settings-panel";
import { StatementsTable } from "~/features/commissions/components/finance/statements-table";
import type { Locale } from "~/lib/roles";
import { saoPauloMonth } from "~/lib/format";
import { protectedPage } from "~/server/page-guard";

export default function MonthClosePage({ forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations("commissionFinance");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const queried = isMonth(router.query.mes) ? router.query.mes : null;
  const month = queried ?? saoPauloMonth(new Date());
  if (forbidden) return <Forbidden />;
  const select = (m: string) => void router.replace({ pathname: router.pathname, query: { ...router.query, mes: m } }, undefined, { shallow: true, scroll: false });
  return (
    <AppLayout title={t("title")}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CommissionsNav />
          <ManualEntryButton />
        </div>
        <p className="max-w-3xl text-sm text-muted-foreground">{t("intro")}</p>
        <div className="grid gap-6 2xl:grid-cols-[minmax(0,30rem)_minmax(0,1fr)]">
          <MonthsPanel selected={month} onSelect={select} />
          <section aria-labelledby="statements-title" className="flex min-w-0 flex-col gap-3">
            <h2 id="statements-title" className="text-base font-semibold">
              {t("statements.title", { month: formatMonth(month, locale) })}
            </h2>
            <StatementsTable month={month} canPay emptyText={t("statements.empty")} />
          </section>
        </div>
        <ProfilesPanel />
        <SettingsPanel />
        <PlausibilitySettingsPanel />
      </div>
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage({
  permission: "commissions.manage",
  prefetch: async (helpers) => {
    await helpers.commissions.months.list.prefetch().catch(() => undefined);
  },
});
