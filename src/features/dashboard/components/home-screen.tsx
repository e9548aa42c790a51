import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import type { Role } from "~/lib/roles";
import { can } from "~/lib/permissions";
import { api } from "~/utils/api";
import { SYSTEM_DAYS } from "../home-links";
import { HomeSkeleton, LoadError } from "./figure-card";
import { FinanceHomeView } from "./finance-home-view";
import { SellerHomeView } from "./seller-home-view";
import type { GoalColumn } from "./sellers-table";
import { SystemHomeView } from "./system-home-view";
import { TeamHomeView } from "./team-home-view";

/** One part of the home: its data, or a skeleton while it loads, or the error with a retry. */
function Part<T>({ query, children }: { query: { data: T | undefined; isError: boolean; refetch: () => unknown }; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  return <HomeSkeleton />;
}

/**
 * Início: the parts a role holds (permissions home.*), in the order the role reads them. The goals feature's
 * widgets go in the slots `goalCard` (a seller's progress) and `goalColumn` (the Gestor table's "Meta %").
 */
export function HomeScreen({ role, name, goalCard, goalColumn }: { role: Role; name: string; goalCard?: ReactNode; goalColumn?: GoalColumn }) {
  const t = useTranslations("home");
  // A Gestor's or the Administrador's own leads are few: their home opens on the team.
  const showOwn = role === "seller" && can(role, "home.own");
  const own = api.dashboard.own.useQuery(undefined, { enabled: showOwn });
  const team = api.dashboard.team.useQuery(undefined, { enabled: can(role, "home.team") });
  const finance = api.dashboard.finance.useQuery(undefined, { enabled: can(role, "home.finance") });
  const system = api.dashboard.system.useQuery(undefined, { enabled: can(role, "home.system") });
  return (
    <div className="flex flex-col gap-8">
      <p className="text-lg font-medium">{t("greeting", { name: name.split(" ")[0] ?? "" })}</p>
      {showOwn ? <Part query={own}>{(data) => <SellerHomeView data={data} goalCard={goalCard} />}</Part> : null}
      {can(role, "home.team") ? <Part query={team}>{(data) => <TeamHomeView data={data} goalColumn={goalColumn} />}</Part> : null}
      {can(role, "home.finance") ? <Part query={finance}>{(data) => <FinanceHomeView data={data} />}</Part> : null}
      {can(role, "home.system") ? <Part query={system}>{(data) => <SystemHomeView data={data} days={SYSTEM_DAYS} />}</Part> : null}
    </div>
  );
}
