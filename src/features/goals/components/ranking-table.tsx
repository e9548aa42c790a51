import { useLocale, useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatBRL } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { api, type RouterOutputs } from "~/utils/api";
import { formatMonth } from "~/features/commissions/components/format";
import { GoalProgressBar } from "./goal-progress-bar";

type Row = RouterOutputs["goals"]["ranking"][number];

/**
 * The month's ranking of sellers (a Gestor's team; every seller, or one team, for Financeiro and
 * Administrador): a table from `md` up, cards below.
 */
export function RankingSection({ month, teams, teamId, onTeam }: { month: string; teams?: { id: string; name: string }[]; teamId: string | null; onTeam: (id: string | null) => void }) {
  const t = useTranslations("goals.ranking");
  const tGoals = useTranslations("goals");
  const locale = useLocale() as Locale;
  const ranking = api.goals.ranking.useQuery({ month, teamId });
  return (
    <section aria-labelledby="ranking-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="ranking-title" className="text-base font-semibold">
            {t("title", { month: formatMonth(month, locale) })}
          </h2>
          <p className="text-sm text-muted-foreground">{t("intro")}</p>
        </div>
        {teams && teams.length > 1 ? (
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t("teamFilter")}
            <NativeSelect value={teamId ?? ""} onChange={(e) => onTeam(e.target.value || null)} className="w-56">
              <option value="">{t("allTeams")}</option>
              {teams.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </NativeSelect>
          </label>
        ) : null}
      </div>
      {ranking.isLoading ? (
        <Skeleton className="h-40 w-full" />
      ) : ranking.error ? (
        <div role="alert" className="flex items-center gap-3 text-sm text-danger">
          {tGoals("loadError")}
          <Button size="sm" variant="secondary" onClick={() => void ranking.refetch()}>
            {tGoals("retry")}
          </Button>
        </div>
      ) : (ranking.data ?? []).length === 0 ? (
        <p className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <>
          <div className="hidden md:block">
            <RankingGrid rows={ranking.data!} />
          </div>
          <ol className="flex flex-col gap-3 md:hidden" data-testid="ranking-cards">
            {ranking.data!.map((r) => (
              <RankingCard key={r.userId} row={r} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function Attainment({ row }: { row: Row }) {
  const t = useTranslations("goals.ranking");
  if (row.attainment === null) return <span className="text-sm text-muted-foreground">{t("noGoals")}</span>;
  return <GoalProgressBar pct={row.attainment} reached={row.goals > 0 && row.reached === row.goals} />;
}

function RankingGrid({ rows }: { rows: Row[] }) {
  const t = useTranslations("goals.ranking");
  const locale = useLocale() as Locale;
  return (
    <Table aria-label={t("label")}>
      <TableHeader>
        <TableRow>
          <TableHead className="w-16">{t("rank")}</TableHead>
          <TableHead>{t("seller")}</TableHead>
          <TableHead className="w-64">{t("attainment")}</TableHead>
          <TableHead className="text-right">{t("goals")}</TableHead>
          <TableHead className="text-right">{t("sales")}</TableHead>
          <TableHead className="text-right">{t("baseAmount")}</TableHead>
          <TableHead className="text-right">{t("commission")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.userId} data-testid="ranking-row">
            <TableCell className="font-semibold tabular-nums">{t("position", { rank: r.rank })}</TableCell>
            <TableCell className="font-medium">
              {r.name}
              {r.teamName ? <span className="block text-xs font-normal text-muted-foreground">{r.teamName}</span> : null}
            </TableCell>
            <TableCell>
              <Attainment row={r} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{r.goals > 0 ? t("reachedOf", { reached: r.reached, goals: r.goals }) : t("none")}</TableCell>
            <TableCell className="text-right tabular-nums">{new Intl.NumberFormat(locale).format(r.sales)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatBRL(r.baseAmount, locale)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatBRL(r.commission, locale)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function RankingCard({ row }: { row: Row }) {
  const t = useTranslations("goals.ranking");
  const locale = useLocale() as Locale;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 shadow-xs" data-testid="ranking-card">
      <div className="flex items-baseline gap-3">
        <span className="font-heading text-lg font-semibold tabular-nums">{t("position", { rank: row.rank })}</span>
        <div className="min-w-0">
          <p className="font-medium">{row.name}</p>
          {row.teamName ? <p className="text-xs text-muted-foreground">{row.teamName}</p> : null}
        </div>
      </div>
      <Attainment row={row} />
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t("goals")}</dt>
        <dd className="text-right tabular-nums">{row.goals > 0 ? t("reachedOf", { reached: row.reached, goals: row.goals }) : t("none")}</dd>
        <dt className="text-muted-foreground">{t("sales")}</dt>
        <dd className="text-right tabular-nums">{new Intl.NumberFormat(locale).format(row.sales)}</dd>
        <dt className="text-muted-foreground">{t("baseAmount")}</dt>
        <dd className="text-right tabular-nums">{formatBRL(row.baseAmount, locale)}</dd>
        <dt className="text-muted-foreground">{t("commission")}</dt>
        <dd className="text-right tabular-nums">{formatBRL(row.commission, locale)}</dd>
      </dl>
    </li>
  );
}
