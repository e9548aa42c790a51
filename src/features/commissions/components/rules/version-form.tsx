import { useRef, useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "use-intl";
import { notify } from "~/components/toast/notify";
import { Button } from "~/components/ui/button";
import { DatePicker } from "~/components/ui/date-picker";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { refuseUnreadable } from "~/components/ui/unreadable";
import type { CommissionTerms } from "~/features/commissions/commission-terms.schemas";
import { formatDate } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { api } from "~/utils/api";
import { fieldErrorsOf, messageOf } from "~/utils/trpc-errors";
import { dateToDay, dayToDate } from "./rule-dates";
import { draftFromTerms, termsFromDraft, type DraftErrors, type TermsDraft } from "./terms-draft";
import { TermsEditor } from "./terms-editor";

/** "Nova versão": the terms editor pre-filled from the latest version, from a new start day. */
export function VersionForm({ ruleId, latest, defaultStart, onDone }: { ruleId: string; latest: CommissionTerms; defaultStart: string; onDone: () => void }) {
  const t = useTranslations("commissionRules");
  const tTerms = useTranslations("commissionRules.terms");
  const tCommon = useTranslations("common");
  const locale = useLocale() as Locale;
  const utils = api.useUtils();
  const [from, setFrom] = useState<Date | null>(() => dayToDate(defaultStart));
  const [note, setNote] = useState("");
  const [draft, setDraft] = useState<TermsDraft>(() => draftFromTerms(latest));
  const [clientErrors, setClientErrors] = useState<DraftErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstProblem = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  const add = api.commissions.rules.addVersion.useMutation({
    onSuccess: async (version) => {
      const day = dayToDate(version.effectiveFrom);
      notify.success(t("page.versionCreated", { date: day ? formatDate(day, locale) : version.effectiveFrom }));
      // The whole rules router: the rule, the list, and which sales each rule would now cover.
      await utils.commissions.rules.invalidate();
      onDone();
    },
    onError: focusFirstProblem,
  });
  const serverErrors = fieldErrorsOf(add.error);
  const errors: DraftErrors = { ...serverErrors, ...clientErrors };

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (add.isPending || refuseUnreadable(formRef.current)) return;
    const { terms, errors: next } = termsFromDraft(draft, tTerms);
    if (!from) next.effectiveFrom = t("form.chooseDate");
    setClientErrors(next);
    add.reset();
    if (!terms || !from || Object.keys(next).length > 0) {
      focusFirstProblem();
      return;
    }
    add.mutate({ ruleId, effectiveFrom: dateToDay(from), terms, note: note.trim() || null });
  }

  const general = add.error && !serverErrors.effectiveFrom ? messageOf(add.error, t("form.fixErrors")) : null;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="new-version-title" className="flex flex-col gap-5 rounded-lg border border-primary/40 bg-card p-3 sm:p-4">
      <div className="flex flex-col gap-1">
        <h2 id="new-version-title" className="font-heading text-lg font-semibold">
          {t("page.newVersionTitle")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("page.newVersionHelp")}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[14rem_1fr]">
        <Field label={t("form.effectiveFrom")} name="effectiveFrom" errors={errors}>
          <DatePicker value={from} onChange={setFrom} />
        </Field>
        <Field label={t("form.note")} name="note" errors={errors}>
          <Input value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        </Field>
      </div>
      <TermsEditor draft={draft} errors={errors} onChange={setDraft} />
      <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
        {general || Object.keys(clientErrors).length > 0 ? (
          <p role="alert" className="text-sm text-danger sm:mr-auto">
            {general ?? t("form.fixErrors")}
          </p>
        ) : null}
        <Button variant="secondary" onClick={onDone} disabled={add.isPending}>
          {tCommon("cancel")}
        </Button>
        <Button type="submit" loading={add.isPending}>
          {add.isPending ? tCommon("saving") : t("page.saveVersion")}
        </Button>
      </div>
    </form>
  );
}
