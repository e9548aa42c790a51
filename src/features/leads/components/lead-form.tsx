import { useRef, useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { ChoiceSelect } from "~/components/ui/choice-select";
import { Field } from "~/components/ui/field";
import { FormFooter } from "~/components/ui/form-footer";
import { Input, NativeSelect } from "~/components/ui/input";
import { CnpjInput, CpfInput, MoneyInput } from "~/components/ui/masked-input";
import { refuseUnreadable } from "~/components/ui/unreadable";
import { UnusualAmountDialog } from "~/features/plausibility/components/unusual-amount-dialog";
import { UFS } from "~/lib/fields";
import { api } from "~/utils/api";
import { fieldErrorsOf } from "~/utils/trpc-errors";
import { CategoryChecklist } from "./category-checklist";
import { ContactListEditor } from "./contact-list-editor";
import { LeadConsentFields } from "./lead-consent-fields";
import { createInputOf, initialLeadValues, updateInputOf, type LeadDetail, type LeadFormValues } from "./lead-form-values";
import { canPickOwner, OwnerPicker, type Viewer } from "./owner-picker";
import { TypedDuplicates } from "./typed-duplicates";
import { useOptionLabel } from "./use-option-labels";

const textareaClass = "rounded-md border border-input bg-background px-3 py-2 text-sm";

/** Create (no `lead`) or edit a lead. On create, possible duplicates show up while typing. */
export function LeadForm({ lead, viewer, onSaved, onCancel }: { lead?: LeadDetail; viewer: Viewer; onSaved: (id: string) => void; onCancel?: () => void }) {
  const t = useTranslations("leadPage.form");
  const tp = useTranslations("leadPage");
  const utils = api.useUtils();
  const [v, setValues] = useState<LeadFormValues>(() => initialLeadValues(lead));
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const set = (patch: Partial<LeadFormValues>) => setValues((old) => ({ ...old, ...patch }));
  const options = api.leads.options.useQuery(undefined, { staleTime: 60_000 });
  const people = api.users.options.useQuery(undefined, { staleTime: 60_000 });
  const sources = options.data?.sources ?? [];
  const optionLabel = useOptionLabel();

  const create = api.leads.create.useMutation({ onSuccess: (row) => onSaved(row.id) });
  const update = api.leads.update.useMutation({
    onSuccess: async (row) => {
      await Promise.all([utils.leads.get.invalidate({ id: row.id }), utils.leads.activities.invalidate({ leadId: row.id })]);
      onSaved(row.id);
    },
  });
  const mutation = lead ? update : create;
  const errors = clientErrors ?? fieldErrorsOf(mutation.error);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (mutation.isPending || refuseUnreadable(e.currentTarget)) return;
    save();
  }

  /** Sends the form; again with confirmUnusualAmount once the user confirmed an estimated value far outside the usual. */
  function save(confirmUnusualAmount?: true) {
    const confirmed = confirmUnusualAmount ? { confirmUnusualAmount } : {};
    if (lead) {
      const checked = updateInputOf(v, lead);
      setClientErrors(checked.ok ? null : checked.errors);
      if (checked.ok) update.mutate({ ...checked.input, ...confirmed });
    } else {
      const checked = createInputOf(v);
      setClientErrors(checked.ok ? null : checked.errors);
      if (checked.ok) create.mutate({ ...checked.input, ...confirmed });
    }
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-label={lead ? tp("editTitle") : tp("newTitle")}>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="sr-only">{t("identification")}</legend>
        <div role="radiogroup" aria-label={t("kind")} className="flex gap-4 md:col-span-2">
          {(["PF", "PJ"] as const).map((k) => (
            <label key={k} className="flex items-center gap-2 text-sm">
              <input type="radio" name="kind" value={k} checked={v.kind === k} onChange={() => set({ kind: k, document: "" })} />
              {k === "PF" ? t("kindPF") : t("kindPJ")}
            </label>
          ))}
        </div>
        <Field label={v.kind === "PF" ? t("name") : t("companyName")} name="name" errors={errors}>
          <Input value={v.name} maxLength={160} onChange={(e) => set({ name: e.target.value })} autoFocus={!lead} />
        </Field>
        <Field label={v.kind === "PF" ? t("cpf") : t("cnpj")} name="document" errors={errors} description={t("documentHint")}>
          {v.kind === "PF" ? (
            <CpfInput key="cpf" value={v.document} onValueChange={(document) => set({ document })} />
          ) : (
            <CnpjInput key="cnpj" value={v.document} onValueChange={(document) => set({ document })} />
          )}
        </Field>
      </fieldset>

      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">{t("contact")}</legend>
        <ContactListEditor type="email" values={v.emails} onChange={(emails) => set({ emails })} errors={errors} />
        <ContactListEditor type="phone" values={v.phones} onChange={(phones) => set({ phones })} errors={errors} />
        <Field label={t("city")} name="city" errors={errors}>
          <Input value={v.city} maxLength={80} onChange={(e) => set({ city: e.target.value })} />
        </Field>
        <Field label={t("uf")} name="uf" errors={errors}>
          <ChoiceSelect choices={UFS} placeholder={t("ufNone")} value={v.uf} onValueChange={(uf) => set({ uf })} />
        </Field>
      </fieldset>

      {!lead ? <TypedDuplicates document={v.document} emails={v.emails} phones={v.phones} /> : null}

      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">{t("opportunity")}</legend>
        <Field label={t("source")} name="source" errors={errors}>
          <NativeSelect value={v.source} onChange={(e) => set({ source: e.target.value })}>
            <option value="">{t("sourceNone")}</option>
            {lead && !sources.includes(lead.source) ? <option value={lead.source}>{lead.source}</option> : null}
            {sources.map((s) => (
              <option key={s} value={s}>
                {optionLabel("source", s)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t("referrerUser")} name="referrerId" errors={errors}>
          <NativeSelect value={v.referrerId} onChange={(e) => set({ referrerId: e.target.value })} disabled={people.isPending}>
            <option value="">{t("referrerUserNone")}</option>
            {v.referrerId && people.data && !people.data.some((p) => p.id === v.referrerId) ? <option value={v.referrerId}>{t("referrerUserInactive")}</option> : null}
            {(people.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.teamName ? `${p.name} · ${p.teamName}` : p.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t("referrer")} name="referrerName" errors={errors} description={t("referrerHint")}>
          <Input value={v.referrerName} maxLength={160} onChange={(e) => set({ referrerName: e.target.value })} />
        </Field>
        <Field label={t("estimatedValue")} name="estimatedValue" errors={errors}>
          <MoneyInput value={v.estimatedValue} onValueChange={(estimatedValue) => set({ estimatedValue })} />
        </Field>
        {!lead && canPickOwner(viewer) ? (
          <Field label={t("owner")} name="ownerId" errors={errors} description={t("ownerHint")}>
            <OwnerPicker viewer={viewer} automatic value={v.ownerId} onChange={(e) => set({ ownerId: e.target.value })} />
          </Field>
        ) : null}
        <div className="md:col-span-2">
          <CategoryChecklist value={v.categories} onChange={(categories) => set({ categories })} error={errors.categories} />
        </div>
        <Field label={t("tags")} name="tags" errors={errors} description={t("tagsHint")}>
          <Input value={v.tags} onChange={(e) => set({ tags: e.target.value })} />
        </Field>
        <Field label={t("notes")} name="notes" errors={errors}>
          <textarea value={v.notes} maxLength={4000} rows={3} onChange={(e) => set({ notes: e.target.value })} className={textareaClass} />
        </Field>
      </fieldset>

      <LeadConsentFields values={v} set={set} errors={errors} />

      <FormFooter
        error={mutation.error}
        fieldErrors={errors}
        pending={mutation.isPending}
        isNew={!lead}
        onCancel={onCancel}
        submitLabel={lead ? undefined : t("submitCreate")}
        staleMessage={tp("conflict")}
        onReload={
          lead
            ? async () => {
                // The typed values stay in the form; only the version (and what others changed) is refreshed.
                await utils.leads.get.invalidate({ id: lead.id });
                update.reset();
              }
            : undefined
        }
        reloadLabel={tp("reload")}
      />
      <UnusualAmountDialog error={mutation.error} onConfirm={() => save(true)} onCorrect={() => formRef.current?.querySelector<HTMLInputElement>('input[name="estimatedValue"]')?.focus()} />
    </form>
  );
}
