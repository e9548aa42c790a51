import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Field, type FieldErrors } from "~/components/ui/field";
import { Input, NativeSelect } from "~/components/ui/input";
import { DISCLOSURE_CHANNELS, type DisclosureChannel, type DisclosureValues } from "./sale-form-values";

/**
 * The CNSP 382 remuneration-disclosure record (when, how, the text): in the sale form of an
 * insurance product and in the status form when an insurance sale is activated without it.
 */
export function DisclosureFields({
  value,
  onChange,
  errors,
  intro,
}: {
  value: DisclosureValues;
  onChange: (next: DisclosureValues) => void;
  errors: FieldErrors;
  intro?: ReactNode;
}) {
  const t = useTranslations("sales.form");
  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-semibold">{t("disclosureTitle")}</legend>
      {intro ? <p className="text-sm text-muted-foreground">{intro}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("disclosureAt")} name="disclosureAt" errors={errors}>
          <Input type="datetime-local" value={value.at} onChange={(e) => onChange({ ...value, at: e.target.value })} />
        </Field>
        <Field label={t("disclosureChannel")} name="disclosureChannel" errors={errors}>
          <NativeSelect value={value.channel} onChange={(e) => onChange({ ...value, channel: e.target.value as DisclosureChannel | "" })}>
            <option value="">{t("disclosureChannelNone")}</option>
            {DISCLOSURE_CHANNELS.map((c) => (
              <option key={c} value={c}>
                {t(`disclosureChannels.${c}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field label={t("disclosureText")} name="disclosureText" errors={errors}>
        <textarea
          rows={3}
          maxLength={4000}
          value={value.text}
          onChange={(e) => onChange({ ...value, text: e.target.value })}
          className="rounded-md border border-input bg-background px-3 py-2 text-sm"
        />
      </Field>
    </fieldset>
  );
}
