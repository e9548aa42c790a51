import { CalendarPlus, MessageCircle, Phone } from "lucide-react";
import Link from "next/link";
import { useNow, useTranslations } from "use-intl";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatPhoneBr, telHref, whatsappHref } from "~/lib/brazil";
import { ONE_HOUR_MS } from "~/lib/time";
import type { RouterInputs, RouterOutputs } from "~/utils/api";
import type { TodayBucketKey } from "./today-buckets";
import { daysBetween } from "./today-dates";
import { useLogAttempt } from "./use-log-attempt";

export type TodayLead = RouterOutputs["leads"]["today"]["overdue"]["items"][number];
export type { TodayBucketKey };

const STATUS_VARIANT = { Novo: "info", "Contatar novamente": "warning", "Momento ruim": "secondary" } as const;
type OpenStatus = keyof typeof STATUS_VARIANT;

/** When the lead wanted contact: days overdue, "today", or, past the SLA, how long ago it arrived. */
function When({ lead, bucket, day }: { lead: TodayLead; bucket: TodayBucketKey; day: string }) {
  const t = useTranslations("leadsToday");
  const now = useNow();
  if (bucket === "slaBreached") {
    const hours = Math.floor((now.getTime() - new Date(lead.createdAt).getTime()) / ONE_HOUR_MS);
    return <span className="text-danger">{hours < 48 ? t("createdAgo", { hours }) : t("createdDaysAgo", { days: Math.floor(hours / 24) })}</span>;
  }
  const late = lead.nextContactOn ? daysBetween(lead.nextContactOn, day) : 0;
  if (late > 0) return <span className="font-medium text-danger">{t("overdueDays", { days: late })}</span>;
  return <span className="text-muted-foreground">{t("dueToday")}</span>;
}

function ContactLinks({ lead }: { lead: TodayLead }) {
  const t = useTranslations("leadsToday");
  const phone = lead.phones[0];
  if (lead.doNotContact) return <Badge variant="danger">{t("doNotContact")}</Badge>;
  if (!phone) return <span className="text-muted-foreground">{t("noPhone")}</span>;
  const tel = telHref(phone);
  // Landlines have no WhatsApp.
  const whatsapp = whatsappHref(phone);
  return (
    <span className="flex items-center gap-1">
      {tel ? (
        <a href={tel} aria-label={t("call", { name: lead.name })} className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-sm text-foreground tabular-nums underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring">
          <Phone aria-hidden className="size-3.5 text-muted-foreground" />
          {formatPhoneBr(phone)}
        </a>
      ) : (
        <span className="tabular-nums">{phone}</span>
      )}
      {whatsapp ? (
        <Button asChild variant="ghost" size="sm" className="text-success">
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" aria-label={t("whatsapp", { name: lead.name })}>
            <MessageCircle aria-hidden />
          </a>
        </Button>
      ) : null}
    </span>
  );
}

export function TodayRow({
  lead,
  bucket,
  day,
  showOwner,
  todayInput,
  onNewTask,
}: {
  lead: TodayLead;
  bucket: TodayBucketKey;
  day: string;
  showOwner: boolean;
  todayInput: RouterInputs["leads"]["today"];
  /** Opens the task form on this lead; absent when the viewer may not create tasks. */
  onNewTask?: (lead: TodayLead) => void;
}) {
  const t = useTranslations("leadsToday");
  const log = useLogAttempt(todayInput);
  const status = lead.status as OpenStatus;
  return (
    <li className="grid grid-cols-1 items-center gap-x-4 gap-y-1.5 px-4 py-3 md:grid-cols-[minmax(0,1fr)_9.5rem_11.5rem_auto]" data-testid="today-row">
      <div className="flex min-w-0 flex-col gap-1">
        <Link href={`/leads/${lead.id}`} className="truncate font-medium text-primary underline-offset-4 hover:underline">
          {lead.name}
        </Link>
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <Badge variant={STATUS_VARIANT[status] ?? "outline"}>{t.has(`status.${status}`) ? t(`status.${status}`) : lead.status}</Badge>
          {showOwner ? <span>{lead.ownerName ? t("owner", { name: lead.ownerName }) : t("pool")}</span> : null}
        </div>
      </div>
      <div className="flex flex-col text-sm md:items-start">
        <When lead={lead} bucket={bucket} day={day} />
        <span className="text-xs text-muted-foreground" data-testid="attempts">
          {t("attempts", { count: lead.contactAttempts })}
        </span>
      </div>
      <div className="text-sm">
        <ContactLinks lead={lead} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="outline"
          loading={log.isPending}
          disabled={lead.doNotContact}
          aria-label={t("logAttemptFor", { name: lead.name })}
          onClick={() => log.mutate({ id: lead.id, version: lead.version, name: lead.name })}
        >
          {log.isPending ? t("logging") : t("logAttempt")}
        </Button>
        {onNewTask ? (
          <Button size="sm" variant="ghost" aria-label={t("newTaskFor", { name: lead.name })} onClick={() => onNewTask(lead)}>
            <CalendarPlus aria-hidden />
            {t("newTask")}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
