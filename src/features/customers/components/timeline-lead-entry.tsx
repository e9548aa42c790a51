import Link from "next/link";
import { useTranslations } from "use-intl";
import { LeadActivityEntry } from "~/features/leads/components/lead-activity-entry";
import type { TimelineItem } from "./timeline-entry";

const NO_PEOPLE: ReadonlyMap<string, string> = new Map();

/** An entry of a converted lead's own timeline, worded as on the lead page and labelled with the lead it comes from. */
export function TimelineLeadEntry({ entry }: { entry: TimelineItem & { lead: NonNullable<TimelineItem["lead"]> } }) {
  const t = useTranslations("customers.timeline");
  const { lead } = entry;
  const origin = lead.visible
    ? t.rich("fromLead", {
        name: lead.name,
        link: (chunks) => (
          <Link href={`/leads/${lead.id}`} className="text-primary underline">
            {chunks}
          </Link>
        ),
      })
    : t("fromLeadPlain", { name: lead.name });
  return (
    <LeadActivityEntry
      entry={{ id: entry.id, kind: lead.activity, body: entry.body, outcome: lead.outcome, channel: null, data: lead.data, at: entry.at, authorId: null, authorName: entry.authorName }}
      // The kinds carried here (notes, contacts, attempts, status, creation, conversion) name no one else.
      people={NO_PEOPLE}
      origin={origin}
      customerLink={false}
      testId="timeline-entry"
    />
  );
}
