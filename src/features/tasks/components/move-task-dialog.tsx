import { useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { DatePicker } from "~/components/ui/date-picker";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { saoPauloDay } from "~/lib/format";
import { saoPauloInstant, saoPauloParts } from "../task-time";
import type { TaskItem } from "./use-task-actions";

/** "Mover para…": the keyboard path of dragging a task to another day; the time of day stays. */
export function MoveTaskDialog({ task, onClose, onMove }: { task: TaskItem | null; onClose: () => void; onMove: (task: TaskItem, day: string) => void }) {
  const t = useTranslations("tasks.move");
  const tc = useTranslations("common");
  const [day, setDay] = useState<Date | null>(null);
  const parts = task ? saoPauloParts(task.dueAt) : null;
  const chosen = day ?? (parts ? saoPauloInstant(parts.day, "00:00") : null);
  return (
    <Dialog
      open={task !== null}
      onOpenChange={(open) => {
        if (!open) {
          setDay(null);
          onClose();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("hint", { time: parts?.time ?? "" })}</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!task || !chosen) return;
            onMove(task, saoPauloDay(chosen));
            setDay(null);
            onClose();
          }}
        >
          <Field label={t("day")} name="day">
            <DatePicker value={chosen} onChange={setDay} />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {tc("cancel")}
            </Button>
            <Button type="submit" disabled={!chosen}>
              {t("confirm")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
