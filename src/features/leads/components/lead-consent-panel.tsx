import { useTranslations } from "use-intl";
import { Badge } from "~/components/ui/badge";
import { useAppLocale } from "~/i18n/use-app-locale";
import { CONSENT_CHANNELS, LEGAL_BASES } from "~/features/customers/customers.schemas";
import { formatDateTime } from "~/lib/format";
import type { LeadDetail } from "./lead-form-values";
import { PanelCard } from "./panel-card";

const isOneOf = <T extends string>(list: readonly T[], v: string | null): v is T => v !== null && (list as readonly string[]).includes(v);

/** LGPD: on what legal basis the lead is processed, the consent evidence, and the opt-out. */
export function LeadConsentPanel({ lead }: { lead: LeadDetail }) {
  const t = useTranslations("leadPage.consent");
  const tf = useTranslations("customers.form");
  const locale = useAppLocale();
  const none = <span className="text-muted-foreground">{t("notInformed")}</span>;
  return (
    <PanelCard title={t("title")} testId="consent-panel">
      <dl className="grid grid-cols-1 gap-y-0.5 text-sm [&_dd]:mb-2 [&_dt]:text-xs">
        <dt className="text-muted-foreground">{t("legalBasis")}</dt>
        <dd>{isOneOf(LEGAL_BASES, lead.lgpdLegalBasis) ? tf(`legalBases.${lead.lgpdLegalBasis}`) : none}</dd>
        <dt className="text-muted-foreground">{t("channel")}</dt>
        <dd>{isOneOf(CONSENT_CHANNELS, lead.consentChannel) ? tf(`consentChannels.${lead.consentChannel}`) : none}</dd>
        <dt className="text-muted-foreground">{t("at")}</dt>
        <dd>{lead.consentAt ? formatDateTime(lead.consentAt, locale) : none}</dd>
        <dt className="text-muted-foreground">{t("textVersion")}</dt>
        <dd>{lead.consentTextVersion ?? none}</dd>
        <dt className="text-muted-foreground">{t("doNotContactShort")}</dt>
        <dd>{lead.doNotContact ? <Badge variant="danger">{t("doNotContactOn")}</Badge> : t("doNotContactOff")}</dd>
      </dl>
    </PanelCard>
  );
}
