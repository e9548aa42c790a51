import Link from "next/link";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import type { RouterOutputs } from "~/utils/api";

export type DuplicateHits = RouterOutputs["leads"]["duplicates"];
export type DuplicateHit = DuplicateHits["leads"][number];

/**
 * Leads and customers sharing a document, e-mail or phone. A record the user may not see is only
 * reported as existing (the server gives no name and no id).
 */
export function DuplicateHitList({ hits, leadAction }: { hits: DuplicateHits; leadAction?: (hit: Extract<DuplicateHit, { visible: true }>) => ReactNode }) {
  const t = useTranslations("leadPage.duplicates");
  const matches = (hit: DuplicateHit) => hit.matches.map((m) => t(`match.${m}`)).join(", ");
  const row = (hit: DuplicateHit, type: "lead" | "customer", i: number) => (
    <li key={hit.visible ? hit.id : `${type}-${i}`} data-testid={`duplicate-${type}`} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
      <div className="flex min-w-0 flex-col">
        {hit.visible ? (
          <Link href={type === "lead" ? `/leads/${hit.id}` : `/clientes/${hit.id}`} className="truncate font-medium text-primary underline">
            {hit.name}
          </Link>
        ) : (
          <span className="font-medium">{type === "lead" ? t("hiddenLead") : t("hiddenCustomer")}</span>
        )}
        <span className="text-xs text-muted-foreground">
          {type === "lead" ? t("kindLead") : t("kindCustomer")} · {t("sameAs", { fields: matches(hit) })}
        </span>
      </div>
      {type === "lead" && hit.visible && leadAction ? leadAction(hit) : null}
    </li>
  );
  return (
    <ul className="divide-y divide-border">
      {hits.customers.map((h, i) => row(h, "customer", i))}
      {hits.leads.map((h, i) => row(h, "lead", i))}
    </ul>
  );
}
