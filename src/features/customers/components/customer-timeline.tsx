import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { api } from "~/utils/api";
import { messageOf } from "~/utils/trpc-errors";
import { NoteComposer } from "./customer-notes";
import { TimelineEntryItem } from "./timeline-entry";
import { TimelineLeadEntry } from "./timeline-lead-entry";

/** "Linha do tempo" of the customer page: note composer, then notes, changes and the converted leads' history, newest first. */
export function CustomerTimeline({ customerId, canWrite }: { customerId: string; canWrite: boolean }) {
  const t = useTranslations("customers.timeline");
  const tc = useTranslations("common");
  const timeline = api.customers.timeline.useInfiniteQuery({ customerId }, { getNextPageParam: (last) => last.nextCursor });
  const items = timeline.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <section aria-labelledby="timeline-title" className="flex flex-col gap-3">
      <h2 id="timeline-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {canWrite ? <NoteComposer customerId={customerId} /> : null}
      {timeline.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : timeline.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger">
          <span>{messageOf(timeline.error, tc("error"))}</span>
          <Button variant="outline" size="sm" onClick={() => void timeline.refetch()}>
            {tc("retry")}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <>
          <ol aria-labelledby="timeline-title" className="flex flex-col gap-2">
            {items.map((entry) => (entry.lead ? <TimelineLeadEntry key={entry.id} entry={{ ...entry, lead: entry.lead }} /> : <TimelineEntryItem key={entry.id} entry={entry} />))}
          </ol>
          {timeline.hasNextPage ? (
            <Button variant="outline" className="self-start" disabled={timeline.isFetchingNextPage} onClick={() => void timeline.fetchNextPage()}>
              {timeline.isFetchingNextPage ? t("loadingMore") : t("loadMore")}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
