import { useState, type DragEvent } from "react";
import type { TaskItem } from "../components/use-task-actions";

/** Drop targets for days: a task dragged (HTML5 drag and drop, its id in the transfer) moves to the day it is dropped on. */
export function useDayDrop(items: readonly TaskItem[], move: (task: TaskItem, day: string) => void) {
  const [over, setOver] = useState<string | null>(null);
  const props = (day: string) => ({
    "data-drop-over": over === day || undefined,
    onDragOver: (e: DragEvent) => {
      if (!e.dataTransfer.types.includes("text/task-id")) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = "move";
      if (over !== day) setOver(day);
    },
    onDragLeave: () => setOver((d) => (d === day ? null : d)),
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      setOver(null);
      const task = items.find((x) => x.id === e.dataTransfer.getData("text/task-id"));
      if (task) move(task, day);
    },
  });
  return props;
}
