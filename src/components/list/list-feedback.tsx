import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { messageOf } from "~/utils/trpc-errors";

interface PagedQuery {
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Below a list's table: loading skeleton, empty text or the server's error. */
export function ListFeedback({ query, rowCount, emptyText }: { query: PagedQuery; rowCount: number; emptyText: string }) {
  const t = useTranslations("common");
  if (query.isLoading) {
    return (
      <div className="flex flex-col gap-2 p-4" role="status" aria-label={t("search")}>
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-6 w-2/3" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="p-4 text-sm text-danger">
        {messageOf(query.error, t("error"))}
      </p>
    );
  }
  if (query.isSuccess && rowCount === 0) return <p className="p-4 text-sm text-muted-foreground">{emptyText}</p>;
  return null;
}

/** "Carregar mais" for keyset-paged lists; absent on the last page. */
export function LoadMore({ query }: { query: PagedQuery }) {
  const t = useTranslations("common");
  if (!query.hasNextPage) return null;
  return (
    <div>
      <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        {t("loadMore")}
      </Button>
    </div>
  );
}
