import { Bell } from "lucide-react";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { Popover, PopoverContent, PopoverTrigger } from "~/components/ui/popover";
import { THIRTY_SECONDS_MS } from "~/lib/time";
import { api } from "~/utils/api";
import { NotificationItem } from "./notification-item";

const PAGE = 20;

/**
 * The top bar's bell: the unread count, polled every 30 s and on window focus (no extra service: the app's
 * own API), and a popover with the latest items, mark as read and mark all as read.
 */
export function NotificationBell() {
  const t = useTranslations("notifications");
  const [open, setOpen] = useState(false);
  const utils = api.useUtils();
  const count = api.notifications.unreadCount.useQuery(undefined, { refetchInterval: THIRTY_SECONDS_MS, refetchOnWindowFocus: true });
  const list = api.notifications.list.useInfiniteQuery({ limit: PAGE }, { enabled: open, getNextPageParam: (p) => p.nextCursor ?? undefined });
  const refresh = () => Promise.all([utils.notifications.unreadCount.invalidate(), utils.notifications.list.invalidate()]);
  const markRead = api.notifications.markRead.useMutation({ onSuccess: refresh });
  const markAll = api.notifications.markAllRead.useMutation({ onSuccess: refresh });
  const unread = count.data ?? 0;
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const now = new Date();
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void utils.notifications.list.invalidate();
      }}
    >
      <PopoverTrigger
        className="relative rounded-md p-2 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={t("bellUnread", { count: unread })}
        data-testid="notification-bell"
      >
        <Bell aria-hidden className="size-5" />
        {unread > 0 ? (
          <span aria-hidden data-testid="notification-count" className="absolute -right-0.5 -top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-danger px-1 text-[10px] font-semibold leading-none text-danger-foreground">
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(24rem,calc(100vw-1rem))] p-0" aria-label={t("listTitle")}>
        <div className="flex items-center justify-between gap-2 border-b border-border px-3 py-2">
          <h2 className="text-sm font-semibold">{t("listTitle")}</h2>
          <button
            type="button"
            onClick={() => markAll.mutate()}
            disabled={unread === 0 || markAll.isPending}
            className="rounded px-2 py-1 text-xs font-medium text-primary hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring disabled:text-muted-foreground disabled:hover:bg-transparent"
          >
            {t("markAllRead")}
          </button>
        </div>
        <div className="max-h-[min(28rem,70vh)] overflow-y-auto">
          {list.isError ? (
            <p role="alert" className="p-4 text-sm">
              {t("loadError")}
            </p>
          ) : list.isPending ? (
            <p role="status" className="p-4 text-sm text-muted-foreground">
              {t("loading")}
            </p>
          ) : items.length === 0 ? (
            <div className="p-6 text-center" data-testid="notifications-empty">
              <p className="text-sm font-medium">{t("empty")}</p>
              <p className="mt-1 text-xs text-muted-foreground">{t("emptyHint")}</p>
            </div>
          ) : (
            <ul aria-label={t("listTitle")}>
              {items.map((item) => (
                <NotificationItem
                  key={item.id}
                  item={item}
                  now={now}
                  onOpen={() => {
                    if (!item.readAt) markRead.mutate({ ids: [item.id] });
                    setOpen(false);
                  }}
                  onMarkRead={() => markRead.mutate({ ids: [item.id] })}
                />
              ))}
            </ul>
          )}
          {list.hasNextPage ? (
            <button type="button" onClick={() => void list.fetchNextPage()} className="w-full border-t border-border py-2 text-xs font-medium text-primary hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring">
              {t("loadMore")}
            </button>
          ) : null}
        </div>
      </PopoverContent>
    </Popover>
  );
}
