import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { notify } from "~/components/toast/notify";
import { api } from "~/utils/api";
import { fieldErrorsOf, messageOf } from "~/utils/trpc-errors";

/** Adds a note to the customer; it shows up at the top of the "Linha do tempo". */
export function NoteComposer({ customerId }: { customerId: string }) {
  const t = useTranslations("customers.detail");
  const tc = useTranslations("common");
  const utils = api.useUtils();
  const [body, setBody] = useState("");
  const add = api.customers.addNote.useMutation({
    onSuccess: async () => {
      setBody("");
      notify.success(t("noteAdded"));
      await utils.customers.timeline.invalidate({ customerId });
    },
  });
  const errors = fieldErrorsOf(add.error);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!add.isPending) add.mutate({ customerId, body });
  }

  return (
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
  );
}
