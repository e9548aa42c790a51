import { useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { notify } from "~/components/toast/notify";
import { api } from "~/utils/api";
import { messageOf } from "~/utils/trpc-errors";
import type { LeadDetail } from "./lead-form-values";
import { canPickOwner, OwnerPicker, type Viewer } from "./owner-picker";

/** The owner's name; Gestor and Administrador change it in place ("Alterar"). */
export function LeadOwnerControl({ lead, viewer }: { lead: LeadDetail; viewer: Viewer }) {
  const t = useTranslations("leadPage.owner");
  const tc = useTranslations("common");
  const utils = api.useUtils();
  const [editing, setEditing] = useState(false);
  const [ownerId, setOwnerId] = useState(lead.ownerId ?? "pool");
  const assign = api.leads.assign.useMutation({
    onSuccess: async () => {
      await Promise.all([utils.leads.get.invalidate({ id: lead.id }), utils.leads.activities.invalidate({ leadId: lead.id })]);
      setEditing(false);
      notify.success(t("assigned"));
    },
    onError: (error) => notify.error(messageOf(error, tc("error"))),
  });
  const name = <span data-testid="lead-owner">{lead.ownerName ?? t("pool")}</span>;
  if (!lead.canEdit || !canPickOwner(viewer)) return name;
  if (!editing) {
    return (
      <span className="inline-flex items-center gap-2">
        {name}
        <Button variant="link" size="sm" onClick={() => setEditing(true)}>
          {t("change")}
        </Button>
      </span>
    );
  }
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!assign.isPending) assign.mutate({ ids: [lead.id], ownerId: ownerId === "pool" ? null : ownerId });
      }}
    >
      <OwnerPicker viewer={viewer} aria-label={t("label")} value={ownerId} onChange={(e) => setOwnerId(e.target.value)} className="w-full sm:w-60" />
      <Button type="submit" size="sm" disabled={assign.isPending || ownerId === (lead.ownerId ?? "pool")}>
        {assign.isPending ? tc("saving") : tc("save")}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
        {tc("cancel")}
      </Button>
    </form>
  );
}
