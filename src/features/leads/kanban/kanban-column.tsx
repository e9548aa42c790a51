import { useDroppable } from "@dnd-kit/core";
import { useLocale, useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { useAppLocale } from "~/i18n/use-app-locale";
import { Skeleton } from "~/components/ui/skeleton";
import { formatListCount } from "~/features/lists/list-count";
import type { ListUrlState } from "~/features/lists/url-state";
import { leadStatusLabel } from "~/lib/catalog/lead-statuses";
import { cn } from "~/lib/cn";
import { api } from "~/utils/api";
import { messageOf } from "~/utils/trpc-errors";
import { isLostStatus, WON_LEAD_STATUS, type LeadStatus } from "../lead-status";
import { KanbanCard, type KanbanLead } from "./kanban-card";
import { columnInput } from "./kanban-input";
import { adjustedCount, columnCards, isBusy, type ColumnCount, type Moves } from "./kanban-moves";
import { MoveMenu } from "./move-menu";

interface Props {
  status: LeadStatus;
  state: Pick<ListUrlState, "filters" | "search">;
  count: ColumnCount | undefined;
  moves: Moves<KanbanLead>;
  today: string;
  onMove: (lead: KanbanLead, to: LeadStatus) => void;
}

const accent = (status: LeadStatus) => (status === WON_LEAD_STATUS ? "border-t-success" : isLostStatus(status) ? "border-t-muted-foreground/40" : "border-t-primary");

/** One status: its count, its first page of cards (more on demand), and a drop target the height of the board. */
export function KanbanColumn({ status, state, count, moves, today, onMove }: Props) {
  const t = useTranslations("leadsKanban");
  const tc = useTranslations("common");
  const locale = useAppLocale();
  const numberLocale = useLocale();
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const list = api.leads.board.useInfiniteQuery(columnInput(state, status), { getNextPageParam: (last) => last.nextCursor, placeholderData: (prev) => prev });
  // The column is filtered by its status: each row has it.
  const rows = (list.data?.pages.flatMap((p) => p.items) ?? []).map((row): KanbanLead => ({ ...row, status }));
  const cards = columnCards(status, rows, moves);
  const shown = adjustedCount(status, count, moves);
  const label = leadStatusLabel(status, locale);
  const headingId = `kanban-col-${status.replace(/\W+/g, "-")}`;

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid="kanban-column"
      data-status={status}
      className={cn("flex max-h-full w-72 shrink-0 flex-col rounded-lg border border-t-4 border-border bg-muted/50 transition-colors", accent(status), isOver && "bg-accent ring-2 ring-ring")}
    >
      <header className="flex items-center justify-between gap-2 px-3 pt-2 pb-1">
        <h2 id={headingId} className="truncate text-sm font-semibold text-foreground">
          {label}
        </h2>
        <span aria-hidden className="rounded-full bg-card px-2 py-0.5 text-xs font-medium text-muted-foreground tabular-nums" data-testid="kanban-count">
          {shown ? formatListCount(shown, numberLocale) : "\u00a0"}
        </span>
        {shown ? <span className="sr-only">{t("countLabel", { count: formatListCount(shown, numberLocale) })}</span> : null}
      </header>
      <div className="relative flex min-h-24 flex-1 flex-col gap-2 overflow-y-auto px-2 pb-2">
        {list.isLoading ? (
          <div className="grid gap-2" role="status" aria-label={tc("search")}>
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : list.isError ? (
          <p role="alert" className="p-2 text-sm text-danger">
            {messageOf(list.error, tc("error"))}
          </p>
        ) : cards.length === 0 ? (
          <p className="rounded-md border border-dashed border-border p-3 text-center text-xs text-muted-foreground">{t("empty")}</p>
        ) : (
          <ul className="grid gap-2" aria-labelledby={headingId}>
            {cards.map((lead) => {
              const busy = isBusy(moves[lead.id]);
              return (
                <KanbanCard
                  key={lead.id}
                  lead={lead}
                  today={today}
                  busy={busy}
                  menu={lead.status === WON_LEAD_STATUS ? null : <MoveMenu name={lead.name} status={lead.status} disabled={busy} onMove={(to) => onMove(lead, to)} />}
                />
              );
            })}
          </ul>
        )}
        {list.hasNextPage ? (
          <Button variant="ghost" size="sm" className="w-full" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {tc("loadMore")}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
