import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { useAppLocale } from "~/components/ui/calendar";
import { Field } from "~/components/ui/field";
import { Skeleton } from "~/components/ui/skeleton";
import { notify } from "~/components/toast/notify";
import { formatDateTime } from "~/lib/format";
import { api } from "~/utils/api";
import { fieldErrorsOf, messageOf } from "~/utils/trpc-errors";

/** The customer's notes, newest first, and a form to add one. */
export function CustomerNotes({ customerId, canWrite }: { customerId: string; canWrite: boolean }) {
  const t = useTranslations("customers.detail");
  const tc = useTranslations("common");
  const locale = useAppLocale();
  const utils = api.useUtils();
  const notes = api.customers.notes.useQuery({ id: customerId });
  const [body, setBody] = useState("");
  const add = api.customers.addNote.useMutation({
    onSuccess: async () => {
      setBody("");
      notify.success(t("noteAdded"));
      await utils.customers.notes.invalidate({ id: customerId });
    },
  });
  const errors = fieldErrorsOf(add.error);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!add.isPending) add.mutate({ customerId, body });
  }

  return (
    <section aria-labelledby="notes-title" className="flex flex-col gap-3">
      <h2 id="notes-title" className="text-lg font-semibold">
        {t("notes")}
      </h2>
      {canWrite ? (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
          <Field label={t("newNote")} name="body" errors={errors}>
            <textarea
              rows={3}
              maxLength={4000}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              className="rounded-md border border-input bg-background px-3 py-2 text-sm"
            />
          </Field>
          {add.error && !errors.body ? (
            <p role="alert" className="text-sm text-danger">
              {messageOf(add.error, tc("error"))}
            </p>
          ) : null}
          <Button type="submit" size="sm" className="self-start" disabled={add.isPending}>
            {add.isPending ? tc("saving") : t("addNote")}
          </Button>
        </form>
      ) : null}
      {notes.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : notes.isError ? (
        <p role="alert" className="text-sm text-danger">
          {messageOf(notes.error, tc("error"))}
        </p>
      ) : notes.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("notesEmpty")}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {notes.data.map((n) => (
            <li key={n.id} className="rounded-md border border-border bg-card p-3 text-sm">
              <p className="whitespace-pre-wrap">{n.body}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {t("noteBy", { author: n.authorName ?? t("unknownAuthor"), date: formatDateTime(n.createdAt, locale) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
