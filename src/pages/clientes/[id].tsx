import type { InferGetServerSidePropsType } from "next";
import Link from "next/link";
import { useRouter } from "next/router";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { Badge } from "~/components/ui/badge";
import { useAppLocale } from "~/i18n/use-app-locale";
import { Button } from "~/components/ui/button";
import { Modal } from "~/components/ui/modal";
import { Skeleton } from "~/components/ui/skeleton";
import { notify } from "~/components/toast/notify";
import { CustomerContacts } from "~/features/customers/components/customer-contacts";
import { AuditHistoryLink } from "~/features/audit/components/audit-history-link";
import { CustomerForm } from "~/features/customers/components/customer-form";
import { AttachmentsPanel } from "~/features/attachments/components/attachments-panel";
import { CustomerTimeline } from "~/features/customers/components/customer-timeline";
import { CarteiraSection } from "~/features/sales/components/carteira";
import { TasksPanel } from "~/features/tasks/components/tasks-panel";
import { formatCnpj, formatCpf } from "~/lib/brazil";
import { formatDate } from "~/lib/format";
import { can } from "~/lib/permissions";
import { protectedPage } from "~/server/page-guard";
import { api } from "~/utils/api";
import { messageOf } from "~/utils/trpc-errors";
import { TRPCClientError } from "@trpc/client";

function isNotFound(error: unknown): boolean {
  return error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === "NOT_FOUND";
}

export default function CustomerPage({ session, forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations("customers");
  const tc = useTranslations("common");
  const locale = useAppLocale();
  const router = useRouter();
  const id = typeof router.query.id === "string" ? router.query.id : "";
  const customer = api.customers.get.useQuery({ id }, { enabled: Boolean(id) && !forbidden });
  const [editing, setEditing] = useState(false);
  const utils = api.useUtils();
  if (forbidden) return <Forbidden />;

  const back = (
    <Link href="/clientes" className="text-sm text-primary underline">
      {t("backToList")}
    </Link>
  );

  if (customer.isError) {
    const notFound = isNotFound(customer.error);
    return (
      <AppLayout title={notFound ? t("notFoundTitle") : t("detailTitle")} actions={back}>
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-border bg-card p-6">
          {notFound ? (
            <>
              <h2 className="text-lg font-semibold">{t("notFoundTitle")}</h2>
              <p className="text-sm text-muted-foreground">{t("notFoundBody")}</p>
            </>
          ) : (
            <>
              <p className="text-sm text-danger">{messageOf(customer.error, tc("error"))}</p>
              <Button variant="outline" onClick={() => void customer.refetch()}>
                {tc("retry")}
              </Button>
            </>
          )}
        </div>
      </AppLayout>
    );
  }

  const c = customer.data;
  if (!c) {
    return (
      <AppLayout title={t("detailTitle")} actions={back}>
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-8 w-1/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-40 w-full" />
        </div>
      </AppLayout>
    );
  }

  const canWriteSales = can(session.user.role, "sales.write");
  const document = c.document.includes("*") ? c.document : c.kind === "PF" ? formatCpf(c.document) : formatCnpj(c.document);

  return (
    <AppLayout
      title={c.name}
      actions={
        <div className="flex flex-wrap items-center gap-3">
          {back}
          <AuditHistoryLink role={session.user.role} entity="customer" entityId={c.id} />
          {c.canEdit ? <Button onClick={() => setEditing(true)}>{tc("edit")}</Button> : null}
        </div>
      }
    >
      <div className="flex flex-col gap-8">
        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
          <header className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-xl font-semibold">{c.name}</h2>
              {c.doNotContact ? <Badge variant="danger">{t("detail.doNotContact")}</Badge> : null}
            </div>
            <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-muted-foreground">{t("detail.document")}</dt>
              <dd data-testid="customer-document" className="tabular-nums">
                {document}
              </dd>
              <dt className="text-muted-foreground">{t("detail.owner")}</dt>
              <dd>{c.ownerName ?? tc("none")}</dd>
              {c.origins.length ? (
                <>
                  <dt className="text-muted-foreground">{t("detail.origin")}</dt>
                  <dd data-testid="customer-origin">
                    <ul className="flex flex-col gap-0.5">
                      {c.origins.map((o) => (
                        <li key={o.leadId}>
                          {t.rich("detail.originLead", {
                            name: o.name,
                            source: o.source,
                            date: o.convertedAt ? formatDate(o.convertedAt, locale) : "—",
                            link: (chunks) => (
                              <Link href={`/leads/${o.leadId}`} className="text-primary underline">
                                {chunks}
                              </Link>
                            ),
                          })}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">{t("detail.tags")}</dt>
              <dd>
                {c.tags.length ? (
                  <ul className="flex flex-wrap gap-1">
                    {c.tags.map((tag) => (
                      <li key={tag}>
                        <Badge variant="secondary">{tag}</Badge>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <span className="text-muted-foreground">{t("detail.noTags")}</span>
                )}
              </dd>
            </dl>
          </header>
          <CustomerContacts customer={c} userName={session.user.name} />
        </div>
        {can(session.user.role, "tasks.read") ? (
          <TasksPanel record={{ type: "customer", id: c.id }} viewerId={session.user.id} canEdit={c.canEdit && can(session.user.role, "tasks.write")} />
        ) : null}
        <CarteiraSection customerId={c.id} canWrite={canWriteSales} viewer={{ id: session.user.id, role: session.user.role, teamId: session.user.teamId }} />
        <AttachmentsPanel record={{ kind: "customer", id: c.id }} />
        <CustomerTimeline customerId={c.id} canWrite={c.canEdit} />
      </div>
      <Modal open={editing} title={t("editTitle")} onClose={() => setEditing(false)}>
        {editing ? (
          <div className="max-h-[70vh] overflow-y-auto pr-1">
            <CustomerForm
              customer={c}
              onCancel={() => setEditing(false)}
              onSaved={() => {
                setEditing(false);
                void utils.customers.timeline.invalidate({ customerId: c.id });
                notify.success(t("updated"));
              }}
            />
          </div>
        ) : null}
      </Modal>
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage({
  permission: "customers.read",
  prefetch: (helpers, _session, ctx) => {
    const id = typeof ctx.params?.id === "string" ? ctx.params.id : "";
    return Promise.all([
      helpers.customers.get.prefetch({ id }),
      helpers.sales.carteira.prefetch({ customerId: id }),
      helpers.customers.timeline.prefetchInfinite({ customerId: id }),
    ]);
  },
});
