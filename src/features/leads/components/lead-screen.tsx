import Link from "next/link";
import { useRouter } from "next/router";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { AppLayout } from "~/components/layout/app-layout";
import { AuditHistoryLink } from "~/features/audit/components/audit-history-link";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import { notify } from "~/components/toast/notify";
import { cn } from "~/lib/cn";
import { api } from "~/utils/api";
import { messageOf } from "~/utils/trpc-errors";
import { TRPCClientError } from "@trpc/client";
import { AttachmentsPanel } from "~/features/attachments/components/attachments-panel";
import { ConvertLeadDialog } from "./convert-lead-dialog";
import { LeadConsentPanel } from "./lead-consent-panel";
import { LeadContactBar } from "./lead-contact-bar";
import { LeadDuplicatesPanel } from "./lead-duplicates-panel";
import { LeadForm } from "./lead-form";
import { LeadHeader } from "./lead-header";
import { LeadStatusControl } from "./lead-status-control";
import { LeadTimeline } from "./lead-timeline";
import { TasksPanel } from "~/features/tasks/components/tasks-panel";
import type { Viewer } from "./owner-picker";

/** A malformed id in the URL (BAD_REQUEST) is, for the reader, a lead that does not exist either. */
function isNotFound(error: unknown): boolean {
  const code = error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
  return code === "NOT_FOUND" || code === "BAD_REQUEST";
}

/** The lead page: header and actions, contact bar, status, timeline; duplicates and consent on the side. */
export function LeadScreen({ id, viewer }: { id: string; viewer: Viewer }) {
  const t = useTranslations("leadPage");
  const tc = useTranslations("common");
  const router = useRouter();
  const lead = api.leads.get.useQuery({ id }, { enabled: Boolean(id) });
  const [editing, setEditing] = useState(false);
  // The kanban sends "Converter em lead" drops here with ?converter=1.
  const [converting, setConverting] = useState(router.query.converter === "1");
  const closeConvert = () => {
    setConverting(false);
    if (router.query.converter) void router.replace(`/leads/${id}`, undefined, { shallow: true });
  };

  const back = (
    <Link href="/leads" className="text-sm text-primary underline">
      {t("backToList")}
    </Link>
  );

  if (lead.isError) {
    const notFound = isNotFound(lead.error);
    return (
      <AppLayout title={notFound ? t("notFoundTitle") : t("detailTitle")} actions={back}>
        <div role="alert" data-testid={notFound ? "lead-not-found" : undefined} className="flex flex-col items-start gap-3 rounded-lg border border-border bg-card p-6">
          {notFound ? (
            <>
              <h2 className="text-lg font-semibold">{t("notFoundTitle")}</h2>
              <p className="text-sm text-muted-foreground">{t("notFoundBody")}</p>
            </>
          ) : (
            <>
              <p className="text-sm text-danger">{messageOf(lead.error, tc("error"))}</p>
              <Button variant="outline" onClick={() => void lead.refetch()}>
                {tc("retry")}
              </Button>
            </>
          )}
        </div>
      </AppLayout>
    );
  }

  const l = lead.data;
  if (!l) {
    return (
      <AppLayout title={t("detailTitle")} actions={back}>
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-14 w-full" />
          <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
            <Skeleton className="h-64 w-full" />
            <Skeleton className="h-64 w-full" />
          </div>
        </div>
      </AppLayout>
    );
  }

  // The won status alone is a to-do (e.g. imported so): converted means linked to a customer.
  const canConvert = l.canEdit && !l.convertedCustomerId;
  return (
    <AppLayout
      title={l.name}
      actions={
        <div className="flex flex-wrap items-center gap-3">
          {back}
          <AuditHistoryLink role={viewer.role} entity="lead" entityId={l.id} />
        </div>
      }
    >
      <div className="flex flex-col gap-4">
        <LeadHeader lead={l} viewer={viewer} onEdit={() => setEditing(true)} onConvert={() => setConverting(true)} />
        <LeadContactBar lead={l} />
        {/* Phones: status, timeline, then the side panels; wide screens: timeline left, the rest right. */}
        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
          {l.canEdit ? (
            <div className="lg:col-start-2 lg:row-start-1">
              <LeadStatusControl lead={l} />
            </div>
          ) : null}
          <div className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <LeadTimeline lead={l} />
          </div>
          <aside className={cn("flex flex-col gap-4 lg:col-start-2", l.canEdit ? "lg:row-start-2" : "lg:row-start-1")}>
            <TasksPanel record={{ type: "lead", id: l.id }} viewerId={viewer.id} canEdit={l.canEdit} />
            <LeadDuplicatesPanel lead={l} />
            <LeadConsentPanel lead={l} />
            <AttachmentsPanel record={{ kind: "lead", id: l.id }} />
          </aside>
        </div>
      </div>
      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogContent className="max-w-3xl" aria-describedby={undefined}>
          <DialogHeader>
            <DialogTitle>{t("editTitle")}</DialogTitle>
          </DialogHeader>
          {editing ? (
            <LeadForm
              lead={l}
              viewer={viewer}
              onCancel={() => setEditing(false)}
              onSaved={() => {
                setEditing(false);
                notify.success(t("updated"));
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      {converting && canConvert ? <ConvertLeadDialog lead={l} open onClose={closeConvert} /> : null}
    </AppLayout>
  );
}
