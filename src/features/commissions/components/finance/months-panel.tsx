import { LockIcon, LockOpenIcon } from "lucide-react";
import { useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { ConfirmBulkDialog } from "~/components/list/confirm-bulk-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { notify } from "~/components/toast/notify";
import { formatDateTime } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { api } from "~/utils/api";
import { messageOf } from "~/utils/trpc-errors";
import { formatMonth } from "../format";

/** The last twelve competence months, open or closed, with "Fechar mês" behind a confirmation. */
export function MonthsPanel({ selected, onSelect }: { selected: string | null; onSelect: (month: string) => void }) {
  const t = useTranslations("commissionFinance");
  const locale = useLocale() as Locale;
  const utils = api.useUtils();
  const months = api.commissions.months.list.useQuery();
  const [closing, setClosing] = useState<string | null>(null);
  const close = api.commissions.months.close.useMutation({
    onSuccess: async (result) => {
      const month = formatMonth(result.month, locale);
      notify.success(
        result.earlier.length > 0
          ? t("months.closedWithEarlierToast", { month, count: result.earlier.length, statements: result.statements, extended: result.extended })
          : t("months.closedToast", { month, statements: result.statements, extended: result.extended }),
      );
      setClosing(null);
      onSelect(result.month);
      // Extended schedules change every commission view (receivables, summaries, sale schedules), not just the months.
      await (result.extended > 0 ? utils.commissions.invalidate() : Promise.all([utils.commissions.months.list.invalidate(), utils.commissions.statements.invalidate()]));
    },
    onError: (error) => notify.error(messageOf(error, t("loadError"))),
  });

  const oldestOpen = months.data?.oldestOpen ?? null;
  /** The open months a close of `closing` takes along (the oldest open one, when earlier). */
  const earlierFrom = closing !== null && oldestOpen !== null && oldestOpen < closing ? oldestOpen : null;

  if (months.isLoading) return <Skeleton className="h-64 w-full" />;
  if (months.error) {
    return (
      <div role="alert" className="flex items-center gap-3 text-sm text-danger">
        {t("loadError")}
        <Button size="sm" variant="secondary" onClick={() => void months.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  }
  return (
    <section aria-labelledby="months-title" className="flex min-w-0 flex-col gap-3">
      <h2 id="months-title" className="text-base font-semibold">
        {t("months.title")}
      </h2>
      {oldestOpen !== null && oldestOpen < (months.data?.months[0]?.month ?? oldestOpen) ? (
        <p className="text-sm text-muted-foreground">{t("months.oldestOpen", { month: formatMonth(oldestOpen, locale) })}</p>
      ) : null}
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t("months.month")}</TableHead>
            <TableHead>{t("months.state")}</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">{t("months.close")}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {months.data?.months.map((m) => (
            <TableRow key={m.month} selected={m.month === selected}>
              <TableCell className="font-medium">{formatMonth(m.month, locale)}</TableCell>
              <TableCell className="whitespace-normal">
                {m.closed ? (
                  <span className="inline-flex flex-wrap items-center gap-2">
                    <Badge variant="outline">
                      <LockIcon aria-hidden className="size-3" /> {t("months.closed")}
                    </Badge>
                    {m.closedAt ? <span className="text-xs text-muted-foreground">{t("months.closedBy", { name: m.closedBy ?? "—", at: formatDateTime(m.closedAt, locale) })}</span> : null}
                  </span>
                ) : (
                  <Badge variant="success">
                    <LockOpenIcon aria-hidden className="size-3" /> {t("months.open")}
                  </Badge>
                )}
              </TableCell>
              <TableCell className="text-right">
                {/* On a phone the two buttons stack, so the three columns fit without scrolling sideways. */}
                <div className="flex flex-wrap justify-end gap-2">
                  <Button size="sm" variant="ghost" onClick={() => onSelect(m.month)} aria-pressed={m.month === selected}>
                    {t("months.view")}
                  </Button>
                  {m.closed ? null : (
                    <Button size="sm" variant="secondary" onClick={() => setClosing(m.month)}>
                      {t("months.close")}
                    </Button>
                  )}
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmBulkDialog
        open={closing !== null}
        title={t("months.confirmTitle", { month: closing ? formatMonth(closing, locale) : "" })}
        description={t("months.confirmBody", { month: closing ? formatMonth(closing, locale) : "" })}
        confirmLabel={t("months.confirm")}
        danger
        pending={close.isPending}
        onConfirm={() => closing && close.mutate({ month: closing })}
        onOpenChange={(open) => (open || close.isPending ? undefined : setClosing(null))}
      >
        {earlierFrom ? <p className="text-sm font-medium">{t("months.earlierBody", { from: formatMonth(earlierFrom, locale) })}</p> : null}
      </ConfirmBulkDialog>
    </section>
  );
}
