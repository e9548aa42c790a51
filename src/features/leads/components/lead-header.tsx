import Link from "next/link";
import { useTranslations } from "use-intl";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useAppLocale } from "~/i18n/use-app-locale";
import { formatDocument } from "~/lib/brazil";
import { leadStatusLabel } from "~/lib/catalog/lead-statuses";
import { productCategoryLabel, type ProductCategory } from "~/lib/catalog/product-categories";
import { formatBRL, formatDate } from "~/lib/format";
import { WON_LEAD_STATUS, type LeadStatus } from "../lead-status";
import { leadStatusVariant } from "../list/lead-status-badge";
import { ConvertedToCustomer } from "./converted-to-customer";
import { LeadDeleteButton } from "./lead-delete-button";
import type { LeadDetail } from "./lead-form-values";
import { LeadOwnerControl } from "./lead-owner-control";
import type { Viewer } from "./owner-picker";
import { useOptionLabel } from "./use-option-labels";

/** Name, status and the signals that need attention (SLA, stale, overdue), owner, and the lead's actions. */
export function LeadHeader({ lead, viewer, onEdit, onConvert }: { lead: LeadDetail; viewer: Viewer; onEdit: () => void; onConvert: () => void }) {
  const t = useTranslations("leadPage.header");
  const tc = useTranslations("common");
  const optionLabel = useOptionLabel();
  const locale = useAppLocale();
  const status = lead.status as LeadStatus;
  const won = status === WON_LEAD_STATUS;
  const converted = Boolean(lead.convertedCustomerId);
  const nextContact = lead.nextContactOn ? formatDate(new Date(`${lead.nextContactOn}T12:00:00-03:00`), locale) : null;
  return (
    <header className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-2">
          <h2 className="text-xl font-semibold break-words">{lead.name}</h2>
          <ul aria-label={t("signals")} className="flex flex-wrap gap-1.5">
            <li>
              <Badge data-testid="lead-status" variant={leadStatusVariant(status, converted)}>
                {leadStatusLabel(status, locale)}
              </Badge>
            </li>
            {lead.convertedCustomerId ? (
              <li className="flex items-center">
                <ConvertedToCustomer customerId={lead.convertedCustomerId} leadName={lead.name} />
              </li>
            ) : null}
            {lead.pastSla ? (
              <li>
                <Badge variant="danger">{t("pastSla")}</Badge>
              </li>
            ) : null}
            {lead.due === "overdue" ? (
              <li>
                <Badge variant="danger">{t("overdue", { date: nextContact ?? "" })}</Badge>
              </li>
            ) : lead.due === "today" ? (
              <li>
                <Badge variant="warning">{t("dueToday")}</Badge>
              </li>
            ) : nextContact ? (
              <li>
                <Badge variant="secondary">{t("nextContact", { date: nextContact })}</Badge>
              </li>
            ) : null}
            {lead.stale && !won ? (
              <li>
                <Badge variant="warning">{t("stale")}</Badge>
              </li>
            ) : null}
            {lead.doNotContact ? (
              <li>
                <Badge variant="danger">{t("doNotContact")}</Badge>
              </li>
            ) : null}
          </ul>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {lead.canEdit ? (
            <Button variant="outline" onClick={onEdit}>
              {tc("edit")}
            </Button>
          ) : null}
          {lead.canEdit && !converted ? <Button onClick={onConvert}>{t("convert")}</Button> : null}
          {lead.convertedCustomerId ? (
            <Button asChild variant="outline">
              <Link href={`/clientes/${lead.convertedCustomerId}`}>{t("openCustomer")}</Link>
            </Button>
          ) : null}
          {lead.canEdit ? <LeadDeleteButton lead={lead} /> : null}
        </div>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm lg:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)] lg:gap-x-6">
        <dt className="text-muted-foreground">{t("owner")}</dt>
        <dd>
          <LeadOwnerControl lead={lead} viewer={viewer} />
        </dd>
        <dt className="text-muted-foreground">{t("document")}</dt>
        <dd className="tabular-nums">{lead.document ? (lead.document.includes("*") ? lead.document : formatDocument(lead.document)) : tc("none")}</dd>
        <dt className="text-muted-foreground">{t("source")}</dt>
        <dd>{lead.referrerName ? t("sourceWithReferrer", { source: optionLabel("source", lead.source), referrer: lead.referrerName }) : optionLabel("source", lead.source)}</dd>
        <dt className="text-muted-foreground">{t("estimatedValue")}</dt>
        <dd className="tabular-nums">{lead.estimatedValue !== null ? formatBRL(lead.estimatedValue, locale) : tc("none")}</dd>
        <dt className="text-muted-foreground">{t("location")}</dt>
        <dd>{[lead.city, lead.uf].filter(Boolean).join(" / ") || tc("none")}</dd>
        <dt className="text-muted-foreground">{t("lostReason")}</dt>
        <dd>{lead.lostReason ? optionLabel("lostReason", lead.lostReason) : tc("none")}</dd>
        <dt className="text-muted-foreground">{t("categories")}</dt>
        <dd className="lg:col-span-3">
          {lead.categories.length ? (
            <ul className="flex flex-wrap gap-1">
              {(lead.categories as ProductCategory[]).map((c) => (
                <li key={c}>
                  <Badge variant="outline">{productCategoryLabel(c, locale)}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            tc("none")
          )}
        </dd>
        <dt className="text-muted-foreground">{t("tags")}</dt>
        <dd className="lg:col-span-3">{lead.tags.length ? lead.tags.join(", ") : tc("none")}</dd>
        {lead.notes ? (
          <>
            <dt className="text-muted-foreground">{t("notes")}</dt>
            <dd className="whitespace-pre-wrap break-words lg:col-span-3">{lead.notes}</dd>
          </>
        ) : null}
      </dl>
    </header>
  );
}
