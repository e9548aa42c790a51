import { TagIcon, UserRoundCogIcon } from "lucide-react";
import { useSession } from "next-auth/react";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { BulkRemove, useBulkActions } from "~/components/list/bulk-action";
import { BulkGeneralError } from "~/components/list/bulk-general-error";
import { ConfirmBulkDialog } from "~/components/list/confirm-bulk-dialog";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, NativeSelect } from "~/components/ui/input";
import { api } from "~/utils/api";
import { fieldErrorsOf } from "~/utils/trpc-errors";

type Action = "owner" | "tag" | "delete";

/**
 * Bulk actions of the customers list (rendered inside the BulkBar): hand over (Administrador and
 * Gestor only), add a tag, delete with undo. Each asks first, stating how many customers it touches.
 */
export function CustomersBulkActions({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const t = useTranslations("listTools.bulk");
  const { data: session } = useSession();
  const role = session?.user?.role;
  const mayHandOver = role === "admin" || role === "manager";
  const utils = api.useUtils();
  const { open, setOpen, close, finish, removed } = useBulkActions<Action>({
    t,
    refresh: () => Promise.all([utils.customers.list.invalidate(), utils.customers.count.invalidate()]),
    restore: (restoreIds) => utils.client.customers.restore.mutate({ ids: restoreIds }),
    onDone,
  });
  const [ownerId, setOwnerId] = useState("");
  const [tag, setTag] = useState("");
  const people = api.users.options.useQuery(undefined, { enabled: mayHandOver && open === "owner" });
  // A Gestor hands customers over within the team only (the server refuses anyone else).
  const owners = (people.data ?? []).filter((p) => role === "admin" || p.teamId === session?.user?.teamId);

  const setOwner = api.customers.bulkSetOwner.useMutation({ onSuccess: (r) => finish(t("setOwnerDone", { count: r.count })) });
  const addTag = api.customers.bulkAddTag.useMutation({ onSuccess: (r) => finish(t("addTagDone", { count: r.count })) });
  const remove = api.customers.delete.useMutation({ onSuccess: (r, input) => removed(r.count, input.ids) });

  function start(action: Action) {
    setOwner.reset();
    addTag.reset();
    remove.reset();
    setOwnerId("");
    setTag("");
    setOpen(action);
  }

  const count = ids.length;
  return (
    <>
      {mayHandOver ? (
        <Button variant="secondary" size="sm" onClick={() => start("owner")}>
          <UserRoundCogIcon aria-hidden />
          {t("setOwner")}
        </Button>
      ) : null}
      <Button variant="secondary" size="sm" onClick={() => start("tag")}>
        <TagIcon aria-hidden />
        {t("addTag")}
      </Button>
      <BulkRemove
        t={t}
        count={count}
        open={open === "delete"}
        pending={remove.isPending}
        error={remove.error}
        onStart={() => start("delete")}
        onConfirm={() => remove.mutate({ ids })}
        onOpenChange={close}
      />

      <ConfirmBulkDialog
        open={open === "owner"}
        title={t("setOwnerTitle", { count })}
        ready={ownerId !== ""}
        pending={setOwner.isPending}
        onConfirm={() => setOwner.mutate({ ids, ownerId })}
        onOpenChange={close}
      >
        <Field label={t("owner")} name="ownerId" errors={fieldErrorsOf(setOwner.error)}>
          <NativeSelect value={ownerId} onChange={(e) => setOwnerId(e.target.value)}>
            <option value="">{t("chooseOwner")}</option>
            {owners.map((p) => (
              <option key={p.id} value={p.id}>
                {p.teamName ? `${p.name} · ${p.teamName}` : p.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <BulkGeneralError error={setOwner.error} fields={["ownerId"]} />
      </ConfirmBulkDialog>

      <ConfirmBulkDialog
        open={open === "tag"}
        title={t("addTagTitle", { count })}
        ready={tag.trim() !== ""}
        pending={addTag.isPending}
        onConfirm={() => addTag.mutate({ ids, tag })}
        onOpenChange={close}
      >
        <Field label={t("tag")} name="tag" errors={fieldErrorsOf(addTag.error)}>
          <Input value={tag} maxLength={40} autoFocus onChange={(e) => setTag(e.target.value)} />
        </Field>
        <BulkGeneralError error={addTag.error} fields={["tag"]} />
      </ConfirmBulkDialog>
    </>
  );
}
