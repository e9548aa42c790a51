import { useLocale, useTranslations } from "use-intl";
import { formatDateTime } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { cn } from "~/lib/cn";
import { api } from "~/utils/api";

const STATUS_TONE: Record<string, string> = {
  sent: "bg-emerald-100 text-emerald-900",
  held: "bg-amber-100 text-amber-900",
  queued: "bg-sky-100 text-sky-900",
  sending: "bg-orange-100 text-orange-900",
  failed: "bg-red-100 text-red-900",
};

/** Configurações → E-mails: the outbox, newest first, each message's plain text behind a disclosure. */
export function OutboxList() {
  const t = useTranslations("notifications.outbox");
  const tn = useTranslations("notifications");
  const locale = useLocale() as Locale;
  const list = api.notifications.outbox.useInfiniteQuery({ limit: 50 }, { getNextPageParam: (p) => p.nextCursor ?? undefined });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      <p className="text-xs text-muted-foreground">{t("sendingHint")}</p>
      {list.isPending ? null : items.length === 0 ? (
        <p className="rounded-lg border border-border bg-card p-6 text-sm">{t("empty")}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="outbox">
          {items.map((m) => (
            <li key={m.id} className="rounded-lg border border-border bg-card p-3">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className={cn("rounded px-2 py-0.5 text-xs font-medium", STATUS_TONE[m.status])}>{t(`statuses.${m.status}`)}</span>
                <span className="min-w-0 flex-1 truncate font-medium">{m.subject}</span>
                <time dateTime={m.createdAt.toISOString()} className="text-xs text-muted-foreground">
                  {formatDateTime(m.createdAt, locale)}
                </time>
              </div>
              <p className="mt-1 truncate text-xs text-muted-foreground">
                {t("to")}: {m.toAddress} · {m.locale} · {t("attempts")}: {m.attempts}
              </p>
              <details className="mt-2">
                <summary className="cursor-pointer text-xs font-medium text-primary">{t("showText")}</summary>
                <pre className="mt-2 max-h-80 overflow-auto whitespace-pre-wrap break-words rounded bg-muted p-3 text-xs">{m.textBody}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <button type="button" onClick={() => void list.fetchNextPage()} className="self-start text-sm font-medium text-primary hover:underline">
          {tn("loadMore")}
        </button>
      ) : null}
    </div>
  );
}
