import { TRPCClientError } from "@trpc/client";
import { useId, useState } from "react";
import { useTranslations } from "use-intl";
import { notify } from "~/components/toast/notify";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Skeleton } from "~/components/ui/skeleton";
import { Switch } from "~/components/ui/switch";
import { api, type RouterOutputs } from "~/utils/api";
import { messageOf } from "~/utils/trpc-errors";

type LeadTeam = RouterOutputs["teams"]["leadTeams"][number];
type Setting = "leadPool" | "roundRobin";

const isConflict = (err: unknown) => err instanceof TRPCClientError && (err.data as { code?: string } | undefined)?.code === "CONFLICT";

function SettingSwitch({ team, setting, pending, onChange }: { team: LeadTeam; setting: Setting; pending: boolean; onChange: (value: boolean) => void }) {
  const t = useTranslations("leadsToday.distribution");
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="flex flex-col gap-1">
        <Label htmlFor={id}>{t(setting)}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t(`${setting}Hint`)}
        </p>
      </div>
      <Switch id={id} aria-describedby={`${id}-hint`} checked={team[setting]} disabled={pending} onCheckedChange={onChange} />
    </div>
  );
}

/**
 * "Distribuição de leads" for the Gestor (their team) and the Administrador (any team): the team's open
 * pool and round-robin, each saved as soon as it is switched.
 */
export function LeadDistributionCard() {
  const t = useTranslations("leadsToday.distribution");
  const utils = api.useUtils();
  const teams = api.teams.leadTeams.useQuery();
  const [chosen, setChosen] = useState<string | null>(null);
  const save = api.teams.leadSettings.useMutation({
    onSuccess: (team) => {
      utils.teams.leadTeams.setData(undefined, (old) => old?.map((row) => (row.id === team.id ? team : row)));
      notify.success(t("saved", { team: team.name }));
    },
    onError: (err) => {
      if (!isConflict(err)) notify.error(messageOf(err, t("saveFailed")));
    },
  });
  const selectId = useId();
  const team = teams.data?.find((row) => row.id === chosen) ?? teams.data?.[0];

  return (
    <section aria-labelledby={`${selectId}-title`} className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4" data-testid="lead-distribution">
      <header className="flex flex-col gap-1">
        <h2 id={`${selectId}-title`} className="font-heading text-base font-semibold">
          {t("title")}
        </h2>
        <p className="text-xs text-muted-foreground">{t("intro")}</p>
      </header>
      {teams.isLoading ? (
        <div aria-busy className="flex flex-col gap-3">
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : !team ? (
        <p className="text-sm text-muted-foreground">{t("noTeams")}</p>
      ) : (
        <>
          {teams.data && teams.data.length > 1 ? (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={selectId}>{t("team")}</Label>
              <NativeSelect id={selectId} value={team.id} onChange={(e) => {
                  save.reset();
                  setChosen(e.target.value);
                }}>
                {teams.data.map((row) => (
                  <option key={row.id} value={row.id}>
                    {row.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ) : (
            <p className="text-sm font-medium">{team.name}</p>
          )}
          {(["leadPool", "roundRobin"] as const).map((setting) => (
            <SettingSwitch
              key={setting}
              team={team}
              setting={setting}
              pending={save.isPending}
              onChange={(value) => save.mutate({ id: team.id, version: team.version, [setting]: value })}
            />
          ))}
          <p className={team.activeSellers === 0 ? "text-xs text-warning" : "text-xs text-muted-foreground"}>{t("activeSellers", { count: team.activeSellers })}</p>
          {save.error && isConflict(save.error) ? (
            <div role="alert" className="flex flex-col gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
              <p>{t("conflict")}</p>
              <Button
                size="sm"
                variant="outline"
                className="w-fit"
                loading={teams.isFetching}
                onClick={async () => {
                  await utils.teams.leadTeams.invalidate();
                  save.reset();
                }}
              >
                {t("reload")}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
