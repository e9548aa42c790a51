import { useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { api } from "~/utils/api";
import { messageOf } from "~/utils/trpc-errors";
import { DuplicateHitList } from "./duplicate-hits";
import type { LeadDetail } from "./lead-form-values";
import { MergeLeadsDialog } from "./merge-leads-dialog";
import { PanelCard } from "./panel-card";

/** Leads and customers with the same CPF/CNPJ, e-mail or phone; a duplicate lead can be merged. */
export function LeadDuplicatesPanel({ lead }: { lead: LeadDetail }) {
  const t = useTranslations("leadPage.duplicates");
  const tc = useTranslations("common");
  const query = api.leads.duplicates.useQuery({ leadId: lead.id });
  const [merging, setMerging] = useState<{ id: string; name: string } | null>(null);
  const hits = query.data;
  const empty = hits && hits.leads.length + hits.customers.length === 0;
  return (
    <PanelCard title={t("title")} testId="duplicates-panel">
      {query.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-danger">
          {messageOf(query.error, tc("error"))}
        </p>
      ) : empty || !hits ? (
        <p className="text-sm text-muted-foreground">{t("none")}</p>
      ) : (
        <DuplicateHitList
          hits={hits}
          leadAction={
            lead.canEdit && !lead.convertedCustomerId
              ? (hit) => (
                  <Button size="sm" variant="outline" onClick={() => setMerging({ id: hit.id, name: hit.name })}>
                    {t("merge")}
                  </Button>
                )
              : undefined
          }
        />
      )}
      {merging ? <MergeLeadsDialog lead={lead} other={merging} onClose={() => setMerging(null)} /> : null}
    </PanelCard>
  );
}
