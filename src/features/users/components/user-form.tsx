import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { Field } from "~/components/ui/field";
import { FormFooter } from "~/components/ui/form-footer";
import { Input, NativeSelect } from "~/components/ui/input";
import { ROLES, type Role } from "~/lib/roles";
import { api, type RouterOutputs } from "~/utils/api";
import { fieldErrorsOf } from "~/utils/trpc-errors";

type User = RouterOutputs["users"]["list"]["items"][number];
type Team = RouterOutputs["teams"]["list"][number];

/** Create (no `user`) or edit a user. On create, the temporary password goes to onCreated. */
export function UserForm({
  user,
  teams,
  onDone,
  onCreated,
}: {
  user?: User;
  teams: Team[];
  onDone: () => void;
  onCreated: (name: string, temporaryPassword: string) => void;
}) {
  const t = useTranslations();
  const utils = api.useUtils();
  const [name, setName] = useState(user?.name ?? "");
  const [email, setEmail] = useState(user?.email ?? "");
  const [role, setRole] = useState<Role>(user?.role ?? "seller");
  const [teamId, setTeamId] = useState<string>(user?.teamId ?? "");
  const invalidate = () => Promise.all([utils.users.list.invalidate(), utils.teams.list.invalidate()]);
  const create = api.users.create.useMutation({
    onSuccess: async (res) => {
      await invalidate();
      onCreated(res.user.name, res.temporaryPassword);
    },
  });
  const update = api.users.update.useMutation({
    onSuccess: async () => {
      await invalidate();
      onDone();
    },
  });
  const mutation = user ? update : create;
  const errors = fieldErrorsOf(mutation.error);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (mutation.isPending) return;
    const team = teamId || null;
    if (user) update.mutate({ id: user.id, version: user.version, name, role, teamId: team });
    else create.mutate({ name, email, role, teamId: team, locale: "pt-BR" });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field label={t("users.name")} name="name" errors={errors}>
        <Input value={name} maxLength={120} onChange={(e) => setName(e.target.value)} autoFocus />
      </Field>
      <Field label={t("users.email")} name="email" errors={errors}>
        <Input type="email" value={email} maxLength={254} disabled={Boolean(user)} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Field label={t("users.role")} name="role" errors={errors}>
        <NativeSelect value={role} onChange={(e) => setRole(e.target.value as Role)}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t("users.team")} name="teamId" errors={errors}>
        <NativeSelect value={teamId} onChange={(e) => setTeamId(e.target.value)}>
          <option value="">{t("users.noTeam")}</option>
          {teams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <FormFooter error={mutation.error} fieldErrors={errors} pending={mutation.isPending} isNew={!user} onCancel={onDone} />
    </form>
  );
}
