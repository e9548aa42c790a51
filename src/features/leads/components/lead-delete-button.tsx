import { useRouter } from "next/router";
import { useTranslations } from "use-intl";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { notifyWithUndo } from "~/components/list/undo-toast";
import { notify } from "~/components/toast/notify";
import { api } from "~/utils/api";
import { messageOf } from "~/utils/trpc-errors";
import type { LeadDetail } from "./lead-form-values";

/** Delete asks first, then offers "Desfazer" in the toast (the lead is only soft-deleted). */
export function LeadDeleteButton({ lead }: { lead: LeadDetail }) {
  const t = useTranslations("leadPage.delete");
  const tc = useTranslations("common");
  const router = useRouter();
  const utils = api.useUtils();
  // The toast outlives this page (we leave for the list): undo calls the client directly.
  const undo = () =>
    void utils.client.leads.restore
      .mutate({ ids: [lead.id] })
      .then(async () => {
        await utils.leads.get.invalidate({ id: lead.id });
        notify.success(t("restored"));
        void router.push(`/leads/${lead.id}`);
      })
      .catch((err: unknown) => notify.error(messageOf(err, tc("error"))));
  const remove = api.leads.delete.useMutation({
    onSuccess: () => {
      notifyWithUndo(t("done", { name: lead.name }), t("undo"), undo);
      void router.push("/leads");
    },
    onError: (error) => notify.error(messageOf(error, tc("error"))),
  });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="text-danger" disabled={remove.isPending}>
          {t("action")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("body", { name: lead.name })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{tc("cancel")}</AlertDialogCancel>
          <AlertDialogAction variant="danger" onClick={() => remove.mutate({ ids: [lead.id] })}>
            {t("confirm")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
