import { useTranslations } from "use-intl";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useAppLocale } from "~/i18n/use-app-locale";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "~/components/ui/sheet";
import { Skeleton } from "~/components/ui/skeleton";
import { cn } from "~/lib/cn";
import { productCategoryLabel, PRODUCT_CATEGORIES, type ProductCategory } from "~/lib/catalog/product-categories";
import type { EntryType } from "~/lib/catalog/commission-catalog";
import { formatBRL } from "~/lib/format";
import type { RouterOutputs } from "~/utils/api";
import { messageOf } from "~/utils/trpc-errors";
import { formatMonth } from "../format";
import { amountTone } from "./summary-cards";
import type { DrillTarget } from "./summary-table";
import { useEntriesPages } from "./use-entries-pages";

type Entry = RouterOutputs["commissions"]["entries"]["items"][number];

/** Money coming in (prevista, bônus…) reads neutral or green; what is taken back red; payouts and advances stand out. */
const TYPE_VARIANT: Record<EntryType, NonNullable<BadgeProps["variant"]>> = {
  prevista: "info",
  ajuste: "secondary",
  estorno: "danger",
  cancelamento: "danger",
  bonus: "success",
  premiacao: "success",
  ajuste_manual: "secondary",
  adiantamento: "warning",
  recebimento: "success",
  repasse: "outline",
};

const isCategory = (c: string | null | undefined): c is ProductCategory => typeof c === "string" && (PRODUCT_CATEGORIES as readonly string[]).includes(c);

export function EntryItem({ entry }: { entry: Entry }) {
  const t = useTranslations("myCommissions");
  const locale = useAppLocale();
  return (
    <li data-testid="commission-entry" className="flex flex-col gap-1.5 rounded-md border border-border p-3">
      <div className="flex items-start justify-between gap-3">
        <span className="min-w-0 font-medium break-words">{entry.customerName ?? t("drill.manual")}</span>
        <span className={cn("shrink-0 font-semibold tabular-nums", amountTone(entry.amount))}>{formatBRL(entry.amount, locale)}</span>
      </div>
      {entry.saleId ? (
        <p className="text-sm text-muted-foreground">
          {entry.productName}
          {" · "}
          <span className="whitespace-nowrap">{entry.contractNumber ? t("drill.contract", { number: entry.contractNumber }) : t("drill.noContract")}</span>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
        <Badge variant={TYPE_VARIANT[entry.type]}>{t(`types.${entry.type}`)}</Badge>
        {entry.installment ? <Badge variant="outline">{t("drill.installment", { n: entry.installment })}</Badge> : null}
        {entry.dueMonth ? <span>{t("drill.due", { month: formatMonth(entry.dueMonth, locale) })}</span> : null}
        {entry.dueMonth !== entry.competence ? <span>{t("drill.competence", { month: formatMonth(entry.competence, locale) })}</span> : null}
        {entry.party !== "seller" ? <span>{t("drill.as", { party: t(`parties.${entry.party}`) })}</span> : null}
      </div>
      {entry.reason ? <p className="text-xs text-muted-foreground">{entry.reason}</p> : null}
    </li>
  );
}

function EntriesList({ target, person }: { target: DrillTarget; person: string | null }) {
  const t = useTranslations("myCommissions");
  const input = {
    userId: person,
    month: target.month,
    // No category filter for the whole month, nor for "sem categoria" (the API has no "is empty" filter: those are picked below).
    category: isCategory(target.category) ? target.category : null,
    bucket: target.bucket,
    limit: 50,
  };
  // The sheet remounts per target (its key), so the pages start again from the first one.
  const list = useEntriesPages(input);
  const items = list.items.filter((e) => target.category !== null || e.category === null);

  if (list.isPending) {
    return <EntriesLoading />;
  }
  if (list.error) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm text-danger">
        <p>{messageOf(list.error, t("drill.error"))}</p>
        <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {items.length === 0 && !list.hasNextPage ? (
        <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">{t("drill.empty")}</p>
      ) : (
        <ul aria-label={t("drill.listLabel")} className="flex flex-col gap-2">
          {items.map((entry) => (
            <EntryItem key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {t("drill.shown", { count: items.length })}
      </p>
      {list.hasNextPage ? (
        <Button variant="outline" loading={list.isFetchingNextPage} onClick={list.fetchNextPage}>
          {t("drill.loadMore")}
        </Button>
      ) : null}
    </div>
  );
}

/** The drill-down: the entries behind one number of the table, newest first, 50 at a time. */
export function EntriesSheet({ target, person, onClose }: { target: DrillTarget | null; person: string | null; onClose: () => void }) {
  const t = useTranslations("myCommissions");
  const locale = useAppLocale();
  const bucket = target ? t(`buckets.${target.bucket}.title`) : "";
  const month = target ? formatMonth(target.month, locale) : "";
  const category = target?.category === undefined ? null : isCategory(target.category) ? productCategoryLabel(target.category, locale) : t("table.noCategory");
  return (
    <Sheet open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent side="right" className="w-full sm:max-w-lg">
        <SheetHeader>
          <SheetTitle>{category ? t("drill.titleCategory", { bucket, month, category }) : t("drill.title", { bucket, month })}</SheetTitle>
          <SheetDescription>{t("drill.description")}</SheetDescription>
        </SheetHeader>
        <div className="px-4 pb-4">{target ? <EntriesList key={`${target.month}-${target.category}-${target.bucket}`} target={target} person={person} /> : null}</div>
      </SheetContent>
    </Sheet>
  );
}

/** The entries list while its first page loads (the sheet and Comissões › Lançamentos). */
export function EntriesLoading() {
  const t = useTranslations("myCommissions");
  return (
    <div className="flex flex-col gap-2" aria-busy="true">
      <span className="sr-only" role="status">
        {t("drill.loading")}
      </span>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-20 w-full" />
      ))}
    </div>
  );
}
