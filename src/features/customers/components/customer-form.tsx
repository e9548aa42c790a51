import Link from "next/link";
import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { ChoiceSelect } from "~/components/ui/choice-select";
import { Button } from "~/components/ui/button";
import { DatePicker } from "~/components/ui/date-picker";
import { Field } from "~/components/ui/field";
import { FormFooter } from "~/components/ui/form-footer";
import { Input, NativeSelect } from "~/components/ui/input";
import { CepInput, CnpjInput, CpfInput, PhoneInput } from "~/components/ui/masked-input";
import { refuseUnreadable } from "~/components/ui/unreadable";
import { Switch } from "~/components/ui/switch";
import { CONSENT_CHANNELS, LEGAL_BASES } from "~/features/customers/customers.schemas";
import { UFS } from "~/lib/fields";
import { saoPauloDay } from "~/lib/format";
import { api, type RouterOutputs } from "~/utils/api";
import { fieldErrorsOf } from "~/utils/trpc-errors";
import { TRPCClientError } from "@trpc/client";

export type CustomerDetail = RouterOutputs["customers"]["get"];
type Kind = "PF" | "PJ";
type LegalBasis = (typeof LEGAL_BASES)[number];
type ConsentChannel = (typeof CONSENT_CHANNELS)[number];
type Uf = (typeof UFS)[number];

/** "yyyy-MM-dd" (São Paulo day) → the instant that day starts in São Paulo. */
export function dayToDate(day: string | null | undefined): Date | null {
  return day ? new Date(`${day}T00:00:00-03:00`) : null;
}

/** A Date → the value of <input type="datetime-local"> in the browser's time zone. */
function toLocalInput(d: Date | null | undefined): string {
  if (!d) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The existing customer a duplicate document collides with, when the server says who it is. */
function duplicateOf(error: unknown): { id: string; name: string } | null {
  if (!(error instanceof TRPCClientError)) return null;
  const meta = (error.data as { meta?: { existingId?: unknown; existingName?: unknown } | null } | undefined)?.meta;
  return meta && typeof meta.existingId === "string" ? { id: meta.existingId, name: typeof meta.existingName === "string" ? meta.existingName : "" } : null;
}

/** Create (no `customer`) or edit a customer. Kind and document are fixed once the customer exists. */
export function CustomerForm({ customer, onSaved, onCancel }: { customer?: CustomerDetail; onSaved: (id: string) => void; onCancel?: () => void }) {
  const t = useTranslations("customers");
  const utils = api.useUtils();
  const [kind, setKind] = useState<Kind>(customer?.kind === "PJ" ? "PJ" : "PF");
  const [document, setDocument] = useState(customer?.document ?? "");
  const [name, setName] = useState(customer?.name ?? "");
  const [birthDate, setBirthDate] = useState<Date | null>(dayToDate(customer?.birthDate));
  const [emails, setEmails] = useState<string[]>(customer?.emails.length ? customer.emails : [""]);
  const [phones, setPhones] = useState<string[]>(customer?.phones.length ? customer.phones : [""]);
  const [cep, setCep] = useState(customer?.cep ?? "");
  const [uf, setUf] = useState<Uf | "">((customer?.uf as Uf | null) ?? "");
  const [city, setCity] = useState(customer?.city ?? "");
  const [tags, setTags] = useState((customer?.tags ?? []).join(", "));
  const [notes, setNotes] = useState(customer?.notes ?? "");
  const [legalBasis, setLegalBasis] = useState<LegalBasis | "">((customer?.lgpdLegalBasis as LegalBasis | null) ?? "");
  const [consentTextVersion, setConsentTextVersion] = useState(customer?.consentTextVersion ?? "");
  const [consentChannel, setConsentChannel] = useState<ConsentChannel | "">((customer?.consentChannel as ConsentChannel | null) ?? "");
  const [consentAt, setConsentAt] = useState(toLocalInput(customer?.consentAt));
  const [doNotContact, setDoNotContact] = useState(customer?.doNotContact ?? false);

  const create = api.customers.create.useMutation({
    onSuccess: (row) => onSaved(row.id),
  });
  const update = api.customers.update.useMutation({
    onSuccess: async (row) => {
      await Promise.all([utils.customers.get.invalidate({ id: row.id }), utils.customers.timeline.invalidate({ customerId: row.id })]);
      onSaved(row.id);
    },
  });
  const mutation = customer ? update : create;
  const errors = fieldErrorsOf(mutation.error);
  const duplicate = duplicateOf(mutation.error);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (mutation.isPending || refuseUnreadable(e.currentTarget)) return;
    const common = {
      name,
      birthDate: birthDate ? saoPauloDay(birthDate) : null,
      emails: emails.map((v) => v.trim()).filter(Boolean),
      phones: phones.map((v) => v.trim()).filter(Boolean),
      cep: cep || null,
      uf: uf || null,
      city,
      tags: tags
        .split(",")
        .map((v) => v.trim())
        .filter(Boolean),
      notes,
      lgpdLegalBasis: legalBasis || null,
      consentTextVersion,
      consentChannel: consentChannel || null,
      consentAt: consentAt ? new Date(consentAt) : null,
      doNotContact,
    };
    if (customer) update.mutate({ id: customer.id, version: customer.version, ...common });
    else create.mutate({ kind, document, ...common });
  }

  const listEditor = (label: "email" | "phone", values: string[], set: (v: string[]) => void) =>
    values.map((value, i) => (
      <div key={i} className="flex items-end gap-2">
        <div className="flex-1">
          <Field label={t(`form.${label}`, { n: i + 1 })} name={`${label}s.${i}`} errors={errors}>
            {label === "email" ? (
              <Input type="email" value={value} maxLength={254} onChange={(e) => set(values.map((v, j) => (j === i ? e.target.value : v)))} />
            ) : (
              <PhoneInput value={value} onValueChange={(v) => set(values.map((old, j) => (j === i ? v : old)))} />
            )}
          </Field>
        </div>
        {values.length > 1 ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => set(values.filter((_, j) => j !== i))}>
            {t("form.remove")}
          </Button>
        ) : null}
      </div>
    ));

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="sr-only">{t("form.kind")}</legend>
        {!customer ? (
          <div role="radiogroup" aria-label={t("form.kind")} className="flex gap-4 md:col-span-2">
            {(["PF", "PJ"] as const).map((k) => (
              <label key={k} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="kind"
                  value={k}
                  checked={kind === k}
                  onChange={() => {
                    setKind(k);
                    setDocument("");
                  }}
                />
                {k === "PF" ? t("form.kindPF") : t("form.kindPJ")}
              </label>
            ))}
          </div>
        ) : null}
        <div className="flex flex-col gap-1">
          <Field label={kind === "PF" ? t("form.cpf") : t("form.cnpj")} name="document" errors={errors}>
            {customer ? (
              <Input value={document} disabled readOnly />
            ) : kind === "PF" ? (
              <CpfInput key="cpf" value={document} onValueChange={setDocument} />
            ) : (
              <CnpjInput key="cnpj" value={document} onValueChange={setDocument} />
            )}
          </Field>
          {duplicate ? (
            <Link href={`/clientes/${duplicate.id}`} className="text-sm text-primary underline">
              {t("openExisting", { name: duplicate.name })}
            </Link>
          ) : null}
        </div>
        <Field label={kind === "PF" ? t("form.name") : t("form.companyName")} name="name" errors={errors}>
          <Input value={name} maxLength={160} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field label={kind === "PF" ? t("form.birthDate") : t("form.foundationDate")} name="birthDate" errors={errors}>
          <DatePicker value={birthDate} onChange={setBirthDate} />
        </Field>
      </fieldset>

      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">{t("form.contact")}</legend>
        <div className="flex flex-col gap-2">
          {listEditor("email", emails, setEmails)}
          {emails.length < 5 ? (
            <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => setEmails([...emails, ""])}>
              {t("form.addEmail")}
            </Button>
          ) : null}
        </div>
        <div className="flex flex-col gap-2">
          {listEditor("phone", phones, setPhones)}
          {phones.length < 5 ? (
            <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => setPhones([...phones, ""])}>
              {t("form.addPhone")}
            </Button>
          ) : null}
        </div>
      </fieldset>

      <fieldset className="grid gap-4 md:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold">{t("form.address")}</legend>
        <Field label={t("form.cep")} name="cep" errors={errors}>
          <CepInput value={cep} onValueChange={setCep} />
        </Field>
        <Field label={t("form.uf")} name="uf" errors={errors}>
          <ChoiceSelect choices={UFS} placeholder={t("form.ufNone")} value={uf} onValueChange={setUf} />
        </Field>
        <Field label={t("form.city")} name="city" errors={errors}>
          <Input value={city} maxLength={80} onChange={(e) => setCity(e.target.value)} />
        </Field>
      </fieldset>

      <div className="grid gap-4 md:grid-cols-2">
        <Field label={t("form.tags")} name="tags" errors={errors} description={t("form.tagsHint")}>
          <Input value={tags} onChange={(e) => setTags(e.target.value)} />
        </Field>
        <Field label={t("form.notes")} name="notes" errors={errors}>
          <textarea
            value={notes}
            maxLength={4000}
            rows={3}
            onChange={(e) => setNotes(e.target.value)}
            className="rounded-md border border-input bg-background px-3 py-2 text-sm"
          />
        </Field>
      </div>

      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">{t("form.lgpd")}</legend>
        <Field label={t("form.legalBasis")} name="lgpdLegalBasis" errors={errors}>
          <NativeSelect value={legalBasis} onChange={(e) => setLegalBasis(e.target.value as LegalBasis | "")}>
            <option value="">{t("form.legalBasisNone")}</option>
            {LEGAL_BASES.map((b) => (
              <option key={b} value={b}>
                {t(`form.legalBases.${b}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t("form.consentTextVersion")} name="consentTextVersion" errors={errors}>
          <Input value={consentTextVersion} maxLength={40} onChange={(e) => setConsentTextVersion(e.target.value)} />
        </Field>
        <Field label={t("form.consentChannel")} name="consentChannel" errors={errors}>
          <NativeSelect value={consentChannel} onChange={(e) => setConsentChannel(e.target.value as ConsentChannel | "")}>
            <option value="">{t("form.consentChannelNone")}</option>
            {CONSENT_CHANNELS.map((c) => (
              <option key={c} value={c}>
                {t(`form.consentChannels.${c}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t("form.consentAt")} name="consentAt" errors={errors}>
          <Input type="datetime-local" value={consentAt} onChange={(e) => setConsentAt(e.target.value)} />
        </Field>
        <label className="flex items-center gap-3 text-sm md:col-span-2">
          <Switch checked={doNotContact} onCheckedChange={setDoNotContact} aria-describedby="dnc-hint" />
          <span className="font-medium">{t("form.doNotContact")}</span>
          <span id="dnc-hint" className="text-xs text-muted-foreground">
            {t("form.doNotContactHint")}
          </span>
        </label>
      </fieldset>

      <FormFooter
        error={mutation.error}
        fieldErrors={errors}
        pending={mutation.isPending}
        isNew={!customer}
        onCancel={onCancel}
        submitLabel={customer ? undefined : t("form.submitCreate")}
        onReload={
          customer
            ? async () => {
                await utils.customers.get.invalidate({ id: customer.id });
                onCancel?.();
              }
            : undefined
        }
        reloadLabel={t("reload")}
      />
    </form>
  );
}
