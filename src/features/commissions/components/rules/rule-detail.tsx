import { ArrowLeft, Plus } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { saoPauloDay } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { api } from "~/utils/api";
import { messageOf } from "~/utils/trpc-errors";
import { defaultVersionStart } from "./rule-dates";
import { RuleStatusButton } from "./rule-status-button";
import { scopeText } from "./scope-text";
import { UncoveredSalesNotice } from "./uncovered-sales-notice";
import { VersionForm } from "./version-form";
import { VersionHistory } from "./version-history";

/** A rule: scope, name and status, the sales it would cover that have no commission, its version history and "Nova versão". */
export function RuleDetail({ id }: { id: string }) {
  const t = useTranslations("commissionRules");
  const tScope = useTranslations("commissionRules.scope");
  const locale = useLocale() as Locale;
  const rule = api.commissions.rules.get.useQuery({ id });
  const [adding, setAdding] = useState(false);
  const today = saoPauloDay(new Date());

  const back = (
    <Button asChild variant="link" className="w-fit">
      <Link href="/comissoes/regras">
        <ArrowLeft aria-hidden />
        {t("back")}
      </Link>
    </Button>
  );

  if (rule.isLoading) {
    return (
      <div className="flex flex-col gap-3" role="status" aria-label={t("page.loading")}>
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (!rule.data) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        <p role="alert" className="text-sm text-danger">
          {rule.error?.data?.code === "NOT_FOUND" ? t("page.notFound") : messageOf(rule.error, t("page.notFound"))}
        </p>
      </div>
    );
  }

  const data = rule.data;
  const latest = data.versions[0];
  return (
    <div className="flex flex-col gap-6">
      {back}
      <section className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-heading text-xl font-semibold" data-testid="rule-name">
              {data.name}
            </h2>
            <Badge variant={data.active ? "success" : "outline"}>{data.active ? t("active") : t("inactive")}</Badge>
          </div>
          <p className="text-sm text-muted-foreground" data-testid="rule-scope">
            {scopeText(data, tScope, locale)}
          </p>
        </div>
        <RuleStatusButton rule={data} />
      </section>
      <UncoveredSalesNotice ruleId={data.id} />
      <section aria-labelledby="rule-versions" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div className="flex flex-col gap-1">
            <h2 id="rule-versions" className="font-heading text-lg font-semibold">
              {t("page.versions")}
            </h2>
            <p className="text-sm text-muted-foreground">{t("page.versionsHelp")}</p>
          </div>
          {!adding && latest ? (
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden />
              {t("page.newVersion")}
            </Button>
          ) : null}
        </div>
        {adding && latest ? <VersionForm ruleId={data.id} latest={latest.terms} defaultStart={defaultVersionStart(today, latest.effectiveFrom)} onDone={() => setAdding(false)} /> : null}
        <VersionHistory versions={data.versions} today={today} />
      </section>
    </div>
  );
}
