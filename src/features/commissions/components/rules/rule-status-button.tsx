import { useState } from "react";
import { useTranslations } from "use-intl";
import { notify } from "~/components/toast/notify";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { FormErrorNotice } from "~/features/partners/components/conflict-notice";
import { api } from "~/utils/api";
import { fieldErrorsOf, messageOf } from "~/utils/trpc-errors";

/**
 * Activate / deactivate with a confirmation. The rule's version travels along, so a change someone else
 * saved first comes back as a conflict with a way to reload, instead of being overwritten.
 */
export function RuleStatusButton({ rule }: { rule: { id: string; version: number; active: boolean } }) {
  const t = useTranslations("commissionRules");
  const tCommon = useTranslations("common");
  const utils = api.useUtils();
  const [open, setOpen] = useState(false);
  const update = api.commissions.rules.update.useMutation({
    onSuccess: async (after) => {
      setOpen(false);
      notify.success(after.active ? t("page.activated") : t("page.deactivated"));
      // The whole rules router: the rule, the list, and which sales each rule would now cover.
      await utils.commissions.rules.invalidate();
    },
  });
  const stale = fieldErrorsOf(update.error).version;
  const verb = rule.active ? "deactivate" : "activate";

  async function reload() {
    update.reset();
    await utils.commissions.rules.get.invalidate({ id: rule.id });
  }

  return (
    <>
      <Button variant={rule.active ? "outline" : "primary"} onClick={() => setOpen(true)}>
        {t(`page.${verb}`)}
      </Button>
      <AlertDialog open={open} onOpenChange={(next) => (update.isPending ? undefined : setOpen(next))}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t(`page.${verb}Title`)}</AlertDialogTitle>
            <AlertDialogDescription>{t(`page.${verb}Body`)}</AlertDialogDescription>
          </AlertDialogHeader>
          {update.error ? <FormErrorNotice message={stale ?? messageOf(update.error, tCommon("error"))} conflict={stale !== undefined || update.error.data?.code === "CONFLICT"} onReload={() => void reload()} /> : null}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={update.isPending}>{tCommon("cancel")}</AlertDialogCancel>
            {/* A plain button: AlertDialogAction would close the dialog before the server answers. */}
            <Button variant={rule.active ? "danger" : "primary"} loading={update.isPending} onClick={() => update.mutate({ id: rule.id, version: rule.version, active: !rule.active })}>
              {t(`page.${verb}`)}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
