import { useRouter } from "next/router";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import { notify } from "~/components/toast/notify";
import { api } from "~/utils/api";
import { fieldErrorsOf, messageOf } from "~/utils/trpc-errors";
import type { LeadDetail } from "./lead-form-values";

/**
 * "Mesclar": one lead is kept (it gains the other's timeline and fills its empty fields), the other is
 * removed. The user sees which one stays, and may swap them, before confirming.
 */
export function MergeLeadsDialog({ lead, other, onClose }: { lead: LeadDetail; other: { id: string; name: string }; onClose: () => void }) {
  const t = useTranslations("leadPage.merge");
  const tc = useTranslations("common");
  const router = useRouter();
  const utils = api.useUtils();
  const otherLead = api.leads.get.useQuery({ id: other.id });
  const [keepThis, setKeepThis] = useState(true);
  const merge = api.leads.merge.useMutation({
    onSuccess: async (kept) => {
      await Promise.all([utils.leads.get.invalidate(), utils.leads.duplicates.invalidate(), utils.leads.activities.invalidate()]);
      notify.success(t("done"));
      onClose();
      if (kept.id !== lead.id) void router.push(`/leads/${kept.id}`);
    },
  });
  const o = otherLead.data;
  const keep = keepThis ? { id: lead.id, name: lead.name } : other;
  const drop = keepThis ? other : { id: lead.id, name: lead.name };
  const stale = Boolean(fieldErrorsOf(merge.error).version);

  function confirm() {
    if (!o || merge.isPending) return;
    const [k, m] = keepThis ? [lead, o] : [o, lead];
    merge.mutate({ keepId: k.id, keepVersion: k.version, mergeId: m.id, mergeVersion: m.version });
  }

  return (
    <Dialog open onOpenChange={(open) => (!open ? onClose() : undefined)}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t("whichStays")}</legend>
          {[true, false].map((thisOne) => (
            <label key={String(thisOne)} className="flex items-center gap-2 rounded-md border border-border p-2 text-sm">
              <input type="radio" name="keep" checked={keepThis === thisOne} onChange={() => setKeepThis(thisOne)} />
              <span className="font-medium">{thisOne ? lead.name : other.name}</span>
              <span className="text-xs text-muted-foreground">{thisOne ? t("thisLead") : t("otherLead")}</span>
            </label>
          ))}
        </fieldset>
        <p data-testid="merge-summary" className="rounded-md bg-muted px-3 py-2 text-sm">
          {t("summary", { keep: keep.name, drop: drop.name })}
        </p>
        {otherLead.isPending ? <Skeleton className="h-4 w-1/2" /> : null}
        {otherLead.isError ? (
          <p role="alert" className="text-sm text-danger">
            {messageOf(otherLead.error, tc("error"))}
          </p>
        ) : null}
        {merge.error ? (
          <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger">
            <span>{stale ? t("conflict") : messageOf(merge.error, tc("error"))}</span>
            {stale ? (
              <Button size="sm" variant="outline" onClick={() => void Promise.all([utils.leads.get.invalidate({ id: lead.id }), otherLead.refetch()]).then(() => merge.reset())}>
                {t("reload")}
              </Button>
            ) : null}
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            {tc("cancel")}
          </Button>
          <Button onClick={confirm} disabled={!o || merge.isPending}>
            {merge.isPending ? t("merging") : t("confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
