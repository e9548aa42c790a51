import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, NativeSelect } from "~/components/ui/input";
import { notify } from "~/components/toast/notify";
import { api } from "~/utils/api";
import { fieldErrorsOf, messageOf } from "~/utils/trpc-errors";
import { ACTIVITY_INPUT_KINDS, leadAddActivityInput } from "../leads.schemas";

type Kind = (typeof ACTIVITY_INPUT_KINDS)[number];
/** Meetings and calls have an outcome (how it went). */
const WITH_OUTCOME: readonly Kind[] = ["call", "meeting"];

/** Records a note, call, WhatsApp, e-mail or meeting on the lead's timeline. Contact kinds are off after an opt-out. */
export function LeadActivityComposer({ leadId, doNotContact }: { leadId: string; doNotContact: boolean }) {
  const t = useTranslations("leadPage.timeline");
  const tc = useTranslations("common");
  const utils = api.useUtils();
  const [kind, setKind] = useState<Kind>("note");
  const [body, setBody] = useState("");
  const [outcome, setOutcome] = useState("");
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const add = api.leads.addActivity.useMutation({
    onSuccess: async () => {
      setBody("");
      setOutcome("");
      await Promise.all([utils.leads.activities.invalidate({ leadId }), utils.leads.get.invalidate({ id: leadId })]);
      notify.success(t("added"));
    },
  });
  const errors = clientErrors ?? fieldErrorsOf(add.error);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (add.isPending) return;
    const input = { leadId, kind, body, ...(WITH_OUTCOME.includes(kind) && outcome.trim() ? { outcome } : {}) };
    const parsed = leadAddActivityInput.safeParse(input);
    if (!parsed.success) {
      setClientErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])));
      return;
    }
    setClientErrors(null);
    add.mutate(input);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("composerTitle")} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <Field label={t("kind")} name="kind" errors={errors} description={doNotContact ? t("onlyNotes") : undefined}>
          <NativeSelect value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
            {ACTIVITY_INPUT_KINDS.map((k) => (
              <option key={k} value={k} disabled={doNotContact && k !== "note"}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t("body")} name="body" errors={errors}>
          <textarea
            value={body}
            maxLength={4000}
            rows={2}
            onChange={(e) => setBody(e.target.value)}
            placeholder={t("bodyPlaceholder")}
            className="rounded-md border border-input bg-background px-3 py-2 text-sm"
          />
        </Field>
      </div>
      {WITH_OUTCOME.includes(kind) ? (
        <Field label={t("outcome")} name="outcome" errors={errors} description={t("outcomeHint")}>
          <Input value={outcome} maxLength={200} onChange={(e) => setOutcome(e.target.value)} />
        </Field>
      ) : null}
      {add.error && !Object.keys(errors).length ? (
        <p role="alert" className="text-sm text-danger">
          {messageOf(add.error, tc("error"))}
        </p>
      ) : null}
      <Button type="submit" className="self-end" disabled={add.isPending}>
        {add.isPending ? tc("saving") : t("add")}
      </Button>
    </form>
  );
}
