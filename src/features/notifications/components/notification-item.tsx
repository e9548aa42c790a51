import Link from "next/link";
import { Check } from "lucide-react";
import { useLocale, useTranslations } from "use-intl";
import { formatDateTime, formatRelative } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { cn } from "~/lib/cn";
import { EVENT_KEYS, recordPath, titleParams, type NotificationEvent } from "../notification-events";

export interface NotificationItemData {
  id: string;
  event: NotificationEvent;
  recordKind: string | null;
  recordId: string | null;
  params: Record<string, string | number>;
  createdAt: Date;
  readAt: Date | null;
}

/** One line of the bell's list: the title links to its record (and marks it read); unread ones can be marked apart. */
export function NotificationItem({ item, now, onOpen, onMarkRead }: { item: NotificationItemData; now: Date; onOpen: () => void; onMarkRead: () => void }) {
  const t = useTranslations("notifications");
  const locale = useLocale() as Locale;
  const title = t(`events.${EVENT_KEYS[item.event]}.title`, titleParams(item.params));
  const unread = item.readAt === null;
  return (
    <li className={cn("flex items-start gap-2 border-b border-border px-3 py-2.5 last:border-b-0", unread && "bg-accent/40")} data-testid="notification-item" data-unread={unread}>
      <span aria-hidden className={cn("mt-1.5 size-2 shrink-0 rounded-full", unread ? "bg-primary" : "bg-transparent")} />
      <div className="min-w-0 flex-1">
        <Link href={recordPath(item.recordKind, item.recordId)} onClick={onOpen} className="block text-sm leading-snug hover:underline focus-visible:outline-2 focus-visible:outline-ring">
          {unread ? <span className="sr-only">{t("unreadDot")}: </span> : null}
          <span className={cn(unread && "font-medium")}>{title}</span>
        </Link>
        <time dateTime={item.createdAt.toISOString()} title={formatDateTime(item.createdAt, locale)} className="text-xs text-muted-foreground">
          {formatRelative(item.createdAt, now, locale)}
        </time>
      </div>
      {unread ? (
        <button
          type="button"
          onClick={onMarkRead}
          className="rounded p-1 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={`${t("markRead")}: ${title}`}
          title={t("markRead")}
        >
          <Check aria-hidden className="size-4" />
        </button>
      ) : null}
    </li>
  );
}
