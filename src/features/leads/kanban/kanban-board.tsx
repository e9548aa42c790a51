import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type DragStartEvent } from "@dnd-kit/core";
import { useMemo, useState } from "react";
import { useTranslations } from "use-intl";
import { useAppLocale } from "~/i18n/use-app-locale";
import type { ListUrlState } from "~/features/lists/url-state";
import { leadStatusLabel, isLeadStatus } from "~/lib/catalog/lead-statuses";
import { saoPauloDay } from "~/lib/format";
import { cn } from "~/lib/cn";
import { api } from "~/utils/api";
import type { LeadStatus } from "../lead-status";
import { CardFace, cardClassName, type KanbanLead } from "./kanban-card";
import { KanbanColumn } from "./kanban-column";
import { kanbanCollision, kanbanKeyboardCoordinates } from "./kanban-dnd";
import { countsInput } from "./kanban-input";
import { KANBAN_STATUSES } from "./kanban-moves";
import { MoveDialog } from "./move-dialog";
import { useKanbanMoves } from "./use-kanban-moves";

const leadOf = (data: unknown): KanbanLead | null => (data && typeof data === "object" && "lead" in data ? (data as { lead: KanbanLead }).lead : null);

/** The seven status columns with drag and drop between them (pointer and keyboard), and the dialog a move may need. */
export function KanbanBoard({ state }: { state: Pick<ListUrlState, "filters" | "search"> }) {
  const t = useTranslations("leadsKanban");
  const locale = useAppLocale();
  const today = saoPauloDay(new Date());
  const counts = api.leads.kanbanCounts.useQuery(countsInput(state), { placeholderData: (prev) => prev });
  const options = api.leads.options.useQuery(undefined, { staleTime: Infinity });
  const { moves, move, dialog } = useKanbanMoves(state);
  const [dragged, setDragged] = useState<KanbanLead | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: kanbanKeyboardCoordinates }),
  );

  const label = (id: unknown) => (isLeadStatus(id) ? leadStatusLabel(id, locale) : "");
  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => t("dnd.start", { name: leadOf(active.data.current)?.name ?? "" }),
      onDragOver: ({ over }) => (over ? t("dnd.over", { status: label(over.id) }) : t("dnd.overNone")),
      onDragEnd: ({ active, over }) => {
        const name = leadOf(active.data.current)?.name ?? "";
        return over ? t("dnd.end", { name, status: label(over.id) }) : t("dnd.endNone", { name });
      },
      onDragCancel: ({ active }) => t("dnd.cancel", { name: leadOf(active.data.current)?.name ?? "" }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `label` only reads the locale
    [t, locale],
  );

  function onDragStart(event: DragStartEvent) {
    setDragged(leadOf(event.active.data.current));
  }

  function onDragEnd(event: DragEndEvent) {
    setDragged(null);
    const lead = leadOf(event.active.data.current);
    const to = event.over?.id;
    if (lead && isLeadStatus(to)) move(lead, to);
  }

  const countOf = (status: LeadStatus) => counts.data?.find((c) => c.status === status);

  return (
    <>
      <DndContext
        id="leads-kanban"
        sensors={sensors}
        collisionDetection={kanbanCollision}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t("dnd.instructions") } }}
      >
        {/* relative: the cards' screen-reader-only labels are absolutely positioned; without a positioned scroll
            container they escape its clipping and stretch the whole page, which then scrolls into blank space. */}
        <div
          role="region"
          aria-label={t("board")}
          tabIndex={-1}
          data-testid="kanban-board"
          className="relative -mx-1 flex h-[calc(100dvh-13.5rem)] min-h-[28rem] gap-3 overflow-x-auto overscroll-x-contain px-1 pb-2"
        >
          {KANBAN_STATUSES.map((status) => (
            <KanbanColumn key={status} status={status} state={state} count={countOf(status)} moves={moves} today={today} onMove={move} />
          ))}
        </div>
        <DragOverlay dropAnimation={null}>
          {dragged ? (
            <div className={cn(cardClassName, "w-68 cursor-grabbing shadow-lg ring-2 ring-ring")}>
              <CardFace lead={dragged} today={today} linked={false} handle={<span className="size-6 shrink-0" />} />
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
      <MoveDialog {...dialog} today={today} lostReasons={options.data?.lostReasons ?? []} lostReasonLabels={options.data?.labels.lostReason ?? {}} />
    </>
  );
}
