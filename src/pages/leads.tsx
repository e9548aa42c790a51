import type { InferGetServerSidePropsType } from "next";
import Link from "next/link";
import { useSession } from "next-auth/react";
import { PlusIcon, UploadIcon } from "lucide-react";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { defaultViewDestination } from "~/components/list/default-view";
import { Button } from "~/components/ui/button";
import { LeadsNav } from "~/features/leads/components/leads-nav";
import { reanchorRelativeFilters } from "~/features/leads/list/lead-list-filters";
import { LEADS_LIST_KEY, LeadsTable, listInputFromState } from "~/features/leads/list/leads-table";
import { listStateFromQuery } from "~/features/lists/url-state";
import { can } from "~/lib/permissions";
import { protectedPage } from "~/server/page-guard";

export default function LeadsPage({ forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations("nav");
  const tl = useTranslations("leadsList");
  const { data: session } = useSession();
  if (forbidden) return <Forbidden />;
  const mayWrite = can(session?.user?.role, "leads.write");
  return (
    <AppLayout title={t("leads")}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <LeadsNav />
          {mayWrite ? (
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline">
                <Link href="/leads/importar">
                  <UploadIcon aria-hidden />
                  {tl("import")}
                </Link>
              </Button>
              <Button asChild>
                <Link href="/leads/novo">
                  <PlusIcon aria-hidden />
                  {tl("newLead")}
                </Link>
              </Button>
            </div>
          ) : null}
        </div>
        <LeadsTable />
      </div>
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage({
  permission: "leads.read",
  // Opened bare (no filters in the URL): the user's default view, if any, decides the first paint,
  // its "atrasados / hoje / esta semana / parados" moved to today.
  redirect: async (helpers, _session, ctx) => {
    const [views, meta] = await Promise.all([helpers.views.list.fetch({ listKey: LEADS_LIST_KEY }), helpers.leads.listMeta.fetch()]);
    const now = new Date();
    return defaultViewDestination(
      "/leads",
      ctx.query,
      views.map((v) => ({ ...v, filters: reanchorRelativeFilters(v.filters, now) })),
      meta,
    );
  },
  prefetch: async (helpers, _session, ctx) => {
    const input = listInputFromState(listStateFromQuery(ctx.query));
    // A bad link (e.g. an edited filter) renders the page with the error instead of failing it.
    await Promise.all([helpers.leads.list.prefetchInfinite(input).catch(() => undefined), helpers.leads.count.prefetch(input).catch(() => undefined)]);
  },
});
