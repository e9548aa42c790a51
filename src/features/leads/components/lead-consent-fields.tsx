import { useTranslations } from "use-intl";
import { Field } from "~/components/ui/field";
import { Input, NativeSelect } from "~/components/ui/input";
import { Switch } from "~/components/ui/switch";
import { CONSENT_CHANNELS, LEGAL_BASES } from "~/features/customers/customers.schemas";
import type { ConsentChannel, LeadFormValues, LegalBasis } from "./lead-form-values";

/** LGPD part of the lead form: legal basis, consent evidence and the do-not-contact request. */
export function LeadConsentFields({ values: v, set, errors }: { values: LeadFormValues; set: (patch: Partial<LeadFormValues>) => void; errors: Record<string, string> }) {
  const t = useTranslations("leadPage.consent");
  const tf = useTranslations("customers.form");
  return (
    <fieldset className="grid gap-4 md:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold">{t("title")}</legend>
      <Field label={t("legalBasis")} name="lgpdLegalBasis" errors={errors}>
        <NativeSelect value={v.lgpdLegalBasis} onChange={(e) => set({ lgpdLegalBasis: e.target.value as LegalBasis | "" })}>
          <option value="">{t("notInformed")}</option>
          {LEGAL_BASES.map((b) => (
            <option key={b} value={b}>
              {tf(`legalBases.${b}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t("channel")} name="consentChannel" errors={errors}>
        <NativeSelect value={v.consentChannel} onChange={(e) => set({ consentChannel: e.target.value as ConsentChannel | "" })}>
          <option value="">{t("notInformed")}</option>
          {CONSENT_CHANNELS.map((c) => (
            <option key={c} value={c}>
              {tf(`consentChannels.${c}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t("at")} name="consentAt" errors={errors}>
        <Input type="datetime-local" value={v.consentAt} onChange={(e) => set({ consentAt: e.target.value })} />
      </Field>
      <Field label={t("textVersion")} name="consentTextVersion" errors={errors}>
        <Input value={v.consentTextVersion} maxLength={40} onChange={(e) => set({ consentTextVersion: e.target.value })} />
      </Field>
      <label className="flex items-center gap-3 text-sm md:col-span-2">
        <Switch checked={v.doNotContact} onCheckedChange={(doNotContact) => set({ doNotContact })} aria-describedby="lead-dnc-hint" />
        <span className="font-medium">{t("doNotContact")}</span>
        <span id="lead-dnc-hint" className="text-xs text-muted-foreground">
          {t("doNotContactHint")}
        </span>
      </label>
    </fieldset>
  );
}
