import { useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { TasksPanel } from "~/features/tasks/components/tasks-panel";

/**
 * "Tarefas" on a sale of the carteira: the sale's tasks (a renewal call, a signature to collect) in a dialog,
 * loaded only when opened, with "Nova tarefa" — the same panel as the lead and customer pages.
 */
export function SaleTasksButton({ saleId, productName, viewerId, canEdit }: { saleId: string; productName: string; viewerId: string; canEdit: boolean }) {
  const t = useTranslations("tasks.sale");
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={t("openLabel", { name: productName })}>
          {t("open")}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("title", { name: productName })}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        {open ? <TasksPanel record={{ type: "sale", id: saleId }} viewerId={viewerId} canEdit={canEdit} framed={false} /> : null}
      </DialogContent>
    </Dialog>
  );
}
