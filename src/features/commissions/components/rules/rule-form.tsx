import { useRouter } from "next/router";
import { useRef, useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { notify } from "~/components/toast/notify";
import { Button } from "~/components/ui/button";
import { DatePicker } from "~/components/ui/date-picker";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { refuseUnreadable } from "~/components/ui/unreadable";
import { saoPauloDay } from "~/lib/format";
import { api } from "~/utils/api";
import { fieldErrorsOf, messageOf } from "~/utils/trpc-errors";
import { dateToDay, dayToDate } from "./rule-dates";
import { ScopePicker, emptyScope, scopeInput, type ScopeDraft } from "./scope-picker";
import { emptyDraft, termsFromDraft, type DraftErrors, type TermsDraft } from "./terms-draft";
import { TermsEditor } from "./terms-editor";

const SCOPE_FIELDS = ["productId", "partnerId", "category", "scope"];

/** "Nova regra": scope, name, start day and terms; on success, the rule's page. */
export function RuleForm() {
  const t = useTranslations("commissionRules");
  const tTerms = useTranslations("commissionRules.terms");
  const router = useRouter();
  const utils = api.useUtils();
  const [scope, setScope] = useState<ScopeDraft>(emptyScope);
  const [name, setName] = useState("");
  const [from, setFrom] = useState<Date | null>(() => dayToDate(saoPauloDay(new Date())));
  const [note, setNote] = useState("");
  const [draft, setDraft] = useState<TermsDraft>(emptyDraft);
  const [clientErrors, setClientErrors] = useState<DraftErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  // The submit button is at the bottom of a long form: bring the first problem into view.
  const focusFirstProblem = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[data-testid="rule-conflict"], [aria-invalid="true"]')?.focus());

  const create = api.commissions.rules.create.useMutation({
    onSuccess: async (rule) => {
      await utils.commissions.rules.list.invalidate();
      notify.success(t("form.created", { name: rule.name }));
      await router.push(`/comissoes/regras/${rule.id}`);
    },
    onError: focusFirstProblem,
  });
  const serverErrors = fieldErrorsOf(create.error);
  const errors: DraftErrors = { ...serverErrors, ...clientErrors };
  const conflict = create.error?.data?.code === "CONFLICT";
  // After success the page is navigating away: keep the button disabled so a second click cannot create twice.
  const busy = create.isPending || create.isSuccess;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy || refuseUnreadable(formRef.current)) return;
    const next: DraftErrors = {};
    const scopeFields = scopeInput(scope);
    if (!scopeFields) next[scope.kind === "product" ? "productId" : "category"] = t("form.chooseScope");
    if (scope.kind === "partnerCategory" && !scope.partnerId) next.partnerId = t("form.chooseScope");
    if (!from) next.effectiveFrom = t("form.chooseDate");
    const { terms, errors: termErrors } = termsFromDraft(draft, tTerms);
    Object.assign(next, termErrors);
    setClientErrors(next);
    create.reset();
    if (!scopeFields || !from || !terms || Object.keys(next).length > 0) {
      focusFirstProblem();
      return;
    }
    create.mutate({ ...scopeFields, name, effectiveFrom: dateToDay(from), terms, note: note.trim() || null });
  }

  const hasErrors = Object.keys(errors).length > 0;
  const general = create.error && !SCOPE_FIELDS.some((k) => serverErrors[k]) ? messageOf(create.error, t("form.fixErrors")) : null;

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <section className="flex flex-col gap-4 rounded-lg border border-border bg-card p-3 sm:p-4">
        <ScopePicker value={scope} errors={errors} onChange={setScope} />
        {conflict ? (
          <div role="alert" tabIndex={-1} className="rounded-md border border-danger/40 bg-danger/5 p-3 text-sm text-danger outline-none focus-visible:ring-2 focus-visible:ring-ring" data-testid="rule-conflict">
            <p className="font-medium">{create.error?.message}</p>
            <p>{t("form.conflictHint")}</p>
          </div>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
          <Field label={t("form.name")} name="name" errors={errors}>
            <Input value={name} maxLength={120} placeholder={t("form.namePlaceholder")} onChange={(e) => setName(e.target.value)} />
          </Field>
          <Field label={t("form.effectiveFrom")} name="effectiveFrom" errors={errors} description={t("form.effectiveFromHelp")}>
            <DatePicker value={from} onChange={setFrom} />
          </Field>
        </div>
        <Field label={t("form.note")} name="note" errors={errors}>
          <Input value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        </Field>
      </section>
      <section className="rounded-lg border border-border bg-card p-3 sm:p-4">
        <TermsEditor draft={draft} errors={errors} onChange={setDraft} />
      </section>
      <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
        {(hasErrors || create.error) && !conflict ? (
          <p role="alert" className="text-sm text-danger sm:mr-auto">
            {general ?? t("form.fixErrors")}
          </p>
        ) : null}
        <Button variant="secondary" onClick={() => void router.push("/comissoes/regras")} disabled={busy}>
          {t("back")}
        </Button>
        <Button type="submit" loading={busy}>
          {busy ? t("form.creating") : t("form.create")}
        </Button>
      </div>
    </form>
  );
}
