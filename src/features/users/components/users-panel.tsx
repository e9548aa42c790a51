import { useState } from "react";
import { useTranslations } from "use-intl";
import { ListFeedback, LoadMore } from "~/components/list/list-feedback";
import { Button } from "~/components/ui/button";
import { Input, NativeSelect } from "~/components/ui/input";
import { Modal } from "~/components/ui/modal";
import { ROLES, type Role } from "~/lib/roles";
import { api, type RouterOutputs } from "~/utils/api";
import { messageOf } from "~/utils/trpc-errors";
import { TemporaryPassword } from "./temporary-password";
import { UserForm } from "./user-form";

type User = RouterOutputs["users"]["list"]["items"][number];
type ConfirmKind = "reset" | "deactivate" | "endSessions" | "resetTwoFactor";
type Confirm = { kind: ConfirmKind; user: User } | null;

export function UsersPanel({ currentUserId }: { currentUserId: string }) {
  const t = useTranslations();
  const utils = api.useUtils();
  const [search, setSearch] = useState("");
  const [role, setRole] = useState<Role | "">("");
  const [teamId, setTeamId] = useState("");
  const [editing, setEditing] = useState<User | "new" | null>(null);
  const [temp, setTemp] = useState<{ name: string; password: string } | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const teams = api.teams.list.useQuery();
  const filters = { search: search.trim() || undefined, role: role || undefined, teamId: teamId || undefined, limit: 50 };
  const list = api.users.list.useInfiniteQuery(filters, { getNextPageParam: (last) => last.nextCursor, placeholderData: (prev) => prev });
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];

  const nameOf = (id: string) => rows.find((u) => u.id === id)?.name ?? "";
  const reset = api.users.resetPassword.useMutation({
    onSuccess: (res, vars) => {
      setConfirm(null);
      setTemp({ name: nameOf(vars.id), password: res.temporaryPassword });
    },
  });
  const toggle = api.users.update.useMutation({
    onSuccess: async () => {
      setConfirm(null);
      await utils.users.list.invalidate();
    },
  });
  const [notice, setNotice] = useState<string | null>(null);
  const endSessions = api.users.endSessions.useMutation({
    onSuccess: (_res, vars) => {
      setConfirm(null);
      setNotice(t("sessions.adminEnded", { name: nameOf(vars.id) }));
    },
  });
  const resetTwoFactor = api.users.resetTwoFactor.useMutation({
    onSuccess: async (_res, vars) => {
      setConfirm(null);
      setNotice(t("twoFactor.adminResetDone", { name: nameOf(vars.id) }));
      await utils.users.list.invalidate();
    },
  });
  const pendingError = reset.error ?? toggle.error ?? endSessions.error ?? resetTwoFactor.error;
  const pending = reset.isPending || toggle.isPending || endSessions.isPending || resetTwoFactor.isPending;
  // Each confirmed action: the dialog's title and question, and what "confirm" does.
  const confirmations: Record<ConfirmKind, { title: string; question: (name: string) => string; run: (u: User) => void }> = {
    reset: { title: t("users.resetPassword"), question: (name) => t("users.resetConfirm", { name }), run: (u) => reset.mutate({ id: u.id }) },
    endSessions: { title: t("sessions.adminEnd"), question: (name) => t("sessions.adminEndConfirm", { name }), run: (u) => endSessions.mutate({ id: u.id }) },
    resetTwoFactor: { title: t("twoFactor.adminResetTitle"), question: (name) => t("twoFactor.adminResetConfirm", { name }), run: (u) => resetTwoFactor.mutate({ id: u.id }) },
    deactivate: {
      title: t("users.deactivate"),
      question: (name) => t("users.deactivateConfirm", { name }),
      run: (u) => toggle.mutate({ id: u.id, version: u.version, active: false }),
    },
  };
  const asked = confirm ? confirmations[confirm.kind] : null;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex min-w-64 flex-1 flex-col gap-1 text-sm">
          <span className="font-medium">{t("common.search")}</span>
          <Input type="search" placeholder={t("users.searchPlaceholder")} value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t("users.role")}</span>
          <NativeSelect value={role} onChange={(e) => setRole(e.target.value as Role | "")}>
            <option value="">{t("users.allRoles")}</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t("users.team")}</span>
          <NativeSelect value={teamId} onChange={(e) => setTeamId(e.target.value)}>
            <option value="">{t("users.allTeams")}</option>
            {teams.data?.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button onClick={() => setEditing("new")}>{t("users.newUser")}</Button>
      </div>

      {/* relative: the screen-reader-only header is absolutely placed; without a positioned box here it escapes the scroll and widens the page on a phone. */}
      <div className="relative overflow-x-auto rounded-lg border border-border bg-card">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted text-xs uppercase text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-2">{t("users.name")}</th>
              <th scope="col" className="px-4 py-2">{t("users.email")}</th>
              <th scope="col" className="px-4 py-2">{t("users.role")}</th>
              <th scope="col" className="px-4 py-2">{t("users.team")}</th>
              <th scope="col" className="px-4 py-2">{t("users.status")}</th>
              <th scope="col" className="px-4 py-2"><span className="sr-only">{t("common.edit")}</span></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((u) => (
              <tr key={u.id} className="border-t border-border" data-testid="user-row">
                <td className="px-4 py-2 font-medium">
                  {u.name}
                  {u.id === currentUserId ? <span className="ml-1 text-xs text-muted-foreground">({t("users.you")})</span> : null}
                </td>
                <td className="px-4 py-2">{u.email}</td>
                <td className="px-4 py-2">{t(`roles.${u.role}`)}</td>
                <td className="px-4 py-2">{u.teamName ?? t("common.none")}</td>
                <td className="px-4 py-2">
                  <span className={u.active ? "text-success" : "text-muted-foreground"}>{u.active ? t("common.active") : t("common.inactive")}</span>
                </td>
                <td className="whitespace-nowrap px-4 py-2 text-right">
                  <Button size="sm" variant="ghost" onClick={() => setEditing(u)} aria-label={`${t("common.edit")} ${u.name}`}>
                    {t("common.edit")}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setConfirm({ kind: "reset", user: u })}>
                    {t("users.resetPassword")}
                  </Button>
                  {u.id !== currentUserId && u.active ? (
                    <Button size="sm" variant="ghost" onClick={() => setConfirm({ kind: "endSessions", user: u })}>
                      {t("sessions.adminEnd")}
                    </Button>
                  ) : null}
                  {u.id !== currentUserId && u.twoFactor ? (
                    <Button size="sm" variant="ghost" onClick={() => setConfirm({ kind: "resetTwoFactor", user: u })}>
                      {t("twoFactor.adminReset")}
                    </Button>
                  ) : null}
                  {u.id !== currentUserId ? (
                    u.active ? (
                      <Button size="sm" variant="ghost" onClick={() => setConfirm({ kind: "deactivate", user: u })}>
                        {t("users.deactivate")}
                      </Button>
                    ) : (
                      <Button size="sm" variant="ghost" disabled={toggle.isPending} onClick={() => toggle.mutate({ id: u.id, version: u.version, active: true })}>
                        {t("users.activate")}
                      </Button>
                    )
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ListFeedback query={list} rowCount={rows.length} emptyText={t("users.empty")} />
      </div>
      <LoadMore query={list} />
      {notice ? <p role="status" className="text-sm">{notice}</p> : null}

      <Modal open={editing !== null} title={editing === "new" ? t("users.newUser") : t("users.editUser")} onClose={() => setEditing(null)}>
        {editing !== null ? (
          <UserForm
            key={editing === "new" ? "new" : editing.id}
            user={editing === "new" ? undefined : editing}
            teams={teams.data ?? []}
            onDone={() => setEditing(null)}
            onCreated={(name, password) => {
              setEditing(null);
              setTemp({ name, password });
            }}
          />
        ) : null}
      </Modal>

      <Modal open={temp !== null} title={t("users.tempPasswordTitle")} onClose={() => setTemp(null)}>
        {temp ? <TemporaryPassword name={temp.name} password={temp.password} onClose={() => setTemp(null)} /> : null}
      </Modal>

      <Modal open={confirm !== null} title={asked?.title ?? ""} onClose={() => setConfirm(null)}>
        {confirm && asked ? (
          <div className="flex flex-col gap-4">
            <p className="text-sm">{asked.question(confirm.user.name)}</p>
            {pendingError ? <p role="alert" className="text-sm text-danger">{messageOf(pendingError, t("common.error"))}</p> : null}
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setConfirm(null)}>{t("common.cancel")}</Button>
              <Button variant="danger" disabled={pending} onClick={() => asked.run(confirm.user)}>
                {asked.title}
              </Button>
            </div>
          </div>
        ) : null}
      </Modal>
    </div>
  );
}
