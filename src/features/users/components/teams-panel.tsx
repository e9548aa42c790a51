import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormFooter } from "~/components/ui/form-footer";
import { Input, NativeSelect } from "~/components/ui/input";
import { Modal } from "~/components/ui/modal";
import { api, type RouterOutputs } from "~/utils/api";
import { fieldErrorsOf } from "~/utils/trpc-errors";

type Team = RouterOutputs["teams"]["list"][number];

function TeamForm({ team, onDone }: { team?: Team; onDone: () => void }) {
  const t = useTranslations();
  const utils = api.useUtils();
  const [name, setName] = useState(team?.name ?? "");
  const [managerId, setManagerId] = useState(team?.managerId ?? "");
  const managers = api.users.list.useQuery({ active: true, limit: 100 });
  const eligible = managers.data?.items.filter((u) => u.role === "manager" || u.role === "admin") ?? [];
  const done = async () => {
    await Promise.all([utils.teams.list.invalidate(), utils.users.list.invalidate()]);
    onDone();
  };
  const create = api.teams.create.useMutation({ onSuccess: done });
  const update = api.teams.update.useMutation({ onSuccess: done });
  const mutation = team ? update : create;
  const errors = fieldErrorsOf(mutation.error);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (mutation.isPending) return;
    if (team) update.mutate({ id: team.id, version: team.version, name, managerId: managerId || null });
    else create.mutate({ name, managerId: managerId || null });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field label={t("teams.name")} name="name" errors={errors}>
        <Input value={name} maxLength={80} onChange={(e) => setName(e.target.value)} autoFocus />
      </Field>
      <Field label={t("teams.manager")} name="managerId" errors={errors} description={t("teams.managerHint")}>
        <NativeSelect value={managerId} onChange={(e) => setManagerId(e.target.value)}>
          <option value="">{t("teams.noManager")}</option>
          {eligible.map((u) => (
            <option key={u.id} value={u.id}>
              {u.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <FormFooter error={mutation.error} fieldErrors={errors} pending={mutation.isPending} isNew={!team} onCancel={onDone} />
    </form>
  );
}

export function TeamsPanel() {
  const t = useTranslations();
  const teams = api.teams.list.useQuery();
  const [editing, setEditing] = useState<Team | "new" | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button onClick={() => setEditing("new")}>{t("teams.newTeam")}</Button>
      </div>
      {/* relative: the screen-reader-only header is absolutely placed; without a positioned box here it escapes the scroll and widens the page on a phone. */}
      <div className="relative overflow-x-auto rounded-lg border border-border bg-card">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted text-xs uppercase text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-2">{t("teams.name")}</th>
              <th scope="col" className="px-4 py-2">{t("teams.manager")}</th>
              <th scope="col" className="px-4 py-2">{t("teams.members")}</th>
              <th scope="col" className="px-4 py-2"><span className="sr-only">{t("common.edit")}</span></th>
            </tr>
          </thead>
          <tbody>
            {teams.data?.map((team) => (
              <tr key={team.id} className="border-t border-border">
                <td className="px-4 py-2 font-medium">{team.name}</td>
                <td className="px-4 py-2">{team.managerName ?? t("teams.noManager")}</td>
                <td className="px-4 py-2">{team.memberCount}</td>
                <td className="px-4 py-2 text-right">
                  <Button size="sm" variant="ghost" onClick={() => setEditing(team)} aria-label={`${t("common.edit")} ${team.name}`}>
                    {t("common.edit")}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {teams.isLoading ? <p role="status" className="p-4 text-sm">{t("app.loading")}</p> : null}
        {teams.isSuccess && teams.data.length === 0 ? <p className="p-4 text-sm text-muted-foreground">{t("teams.empty")}</p> : null}
      </div>
      <Modal open={editing !== null} title={editing === "new" ? t("teams.newTeam") : t("teams.editTeam")} onClose={() => setEditing(null)}>
        {editing !== null ? <TeamForm key={editing === "new" ? "new" : editing.id} team={editing === "new" ? undefined : editing} onDone={() => setEditing(null)} /> : null}
      </Modal>
    </div>
  );
}
