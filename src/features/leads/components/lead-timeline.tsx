import { useMemo, useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { api, type RouterInputs } from "~/utils/api";
import { messageOf } from "~/utils/trpc-errors";
import { LeadActivityComposer } from "./lead-activity-composer";
import { LeadActivityEntry } from "./lead-activity-entry";
import type { LeadDetail } from "./lead-form-values";

type Cursor = NonNullable<RouterInputs["leads"]["activities"]["cursor"]>;

/**
 * One page of the timeline. Pages are plain queries chained by cursor (not an infinite query: the
 * procedure's strict input does not take the `direction` key infinite queries add).
 */
function TimelinePage({ leadId, cursor, people, isLast, onMore }: { leadId: string; cursor: Cursor | null; people: ReadonlyMap<string, string>; isLast: boolean; onMore: (c: Cursor) => void }) {
  const t = useTranslations("leadPage.timeline");
  const tc = useTranslations("common");
  const page = api.leads.activities.useQuery(cursor ? { leadId, cursor } : { leadId });
  if (page.isPending) {
    return (
      <li className="flex flex-col gap-2" aria-busy="true">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </li>
    );
  }
  if (page.isError) {
    return (
      <li role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger">
        <span>{messageOf(page.error, tc("error"))}</span>
        <Button variant="outline" size="sm" onClick={() => void page.refetch()}>
          {tc("retry")}
        </Button>
      </li>
    );
  }
  const next = page.data.nextCursor;
  return (
    <>
      {!cursor && page.data.items.length === 0 ? <li className="text-sm text-muted-foreground">{t("empty")}</li> : null}
      {page.data.items.map((entry) => (
        <LeadActivityEntry key={entry.id} entry={entry} people={people} />
      ))}
      {isLast && next ? (
        <li>
          <Button variant="outline" onClick={() => onMore(next)}>
            {tc("loadMore")}
          </Button>
        </li>
      ) : null}
    </>
  );
}

/** "Linha do tempo": the composer, then every entry newest first, 30 at a time ("Carregar mais"). */
export function LeadTimeline({ lead }: { lead: LeadDetail }) {
  const t = useTranslations("leadPage.timeline");
  const [cursors, setCursors] = useState<(Cursor | null)[]>([null]);
  // A new entry shifts every page by one: after any change to the lead, start again from the first page.
  const changeKey = `${lead.version}|${new Date(lead.lastActivityAt).getTime()}`;
  const [seenKey, setSeenKey] = useState(changeKey);
  if (seenKey !== changeKey) {
    setSeenKey(changeKey);
    setCursors([null]);
  }
  // Owner changes store ids: names come from the people picker's list.
  const peopleQuery = api.users.options.useQuery(undefined, { staleTime: 60_000 });
  const people = useMemo(() => new Map((peopleQuery.data ?? []).map((p) => [p.id, p.name])), [peopleQuery.data]);

  return (
    <section aria-labelledby="lead-timeline-title" className="flex flex-col gap-3">
      <h2 id="lead-timeline-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {lead.canEdit ? <LeadActivityComposer leadId={lead.id} doNotContact={lead.doNotContact} /> : null}
      <ol aria-labelledby="lead-timeline-title" className="flex flex-col gap-2">
        {cursors.map((cursor, i) => (
          <TimelinePage
            key={cursor ? `${cursor.at}|${cursor.id}` : "first"}
            leadId={lead.id}
            cursor={cursor}
            people={people}
            isLast={i === cursors.length - 1}
            onMore={(next) => setCursors((old) => [...old, next])}
          />
        ))}
      </ol>
    </section>
  );
}
