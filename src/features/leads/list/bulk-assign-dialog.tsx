import { useSession } from "next-auth/react";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { ConfirmBulkDialog } from "~/components/list/confirm-bulk-dialog";
import { Field } from "~/components/ui/field";
import { NativeSelect } from "~/components/ui/input";
import { api } from "~/utils/api";
import { fieldErrorsOf } from "~/utils/trpc-errors";
import { BulkGeneralError } from "~/components/list/bulk-general-error";

const POOL = "__pool";

/**
 * "Atribuir responsável": a Gestor picks someone of the team (or the team's pool), the Administrador
 * anyone who works leads. The server checks it again; its refusal shows in the dialog.
 */
export function BulkAssignDialog({ ids, open, onOpenChange, onDone }: { ids: string[]; open: boolean; onOpenChange: (open: boolean) => void; onDone: (count: number) => Promise<void> }) {
  const t = useTranslations("leadsList.bulk");
  const { data: session } = useSession();
  const role = session?.user?.role;
  const [ownerId, setOwnerId] = useState("");
  const [openedFor, setOpenedFor] = useState<string[] | null>(null);
  const people = api.users.options.useQuery(undefined, { enabled: open, staleTime: 60_000 });
  const owners = (people.data ?? []).filter((p) => p.role !== "finance" && (role === "admin" || p.teamId === session?.user?.teamId));
  const assign = api.leads.assign.useMutation({ onSuccess: (r) => onDone(r.count) });
  // Each opening starts empty (the dialog stays mounted between openings).
  if (open && openedFor !== ids) {
    setOpenedFor(ids);
    setOwnerId("");
    assign.reset();
  }

  return (
    <ConfirmBulkDialog
      open={open}
      title={t("assignTitle", { count: ids.length })}
      ready={ownerId !== ""}
      pending={assign.isPending}
      onConfirm={() => assign.mutate({ ids, ownerId: ownerId === POOL ? null : ownerId })}
      onOpenChange={onOpenChange}
    >
      <Field label={t("owner")} name="ownerId" errors={fieldErrorsOf(assign.error)}>
        <NativeSelect value={ownerId} onChange={(e) => setOwnerId(e.target.value)}>
          <option value="">{t("chooseOwner")}</option>
          <option value={POOL}>{t("toPool")}</option>
          {owners.map((p) => (
            <option key={p.id} value={p.id}>
              {p.teamName && role === "admin" ? `${p.name} · ${p.teamName}` : p.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <BulkGeneralError error={assign.error} fields={["ownerId"]} />
    </ConfirmBulkDialog>
  );
}
