import { useRouter } from "next/router";
import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, NativeSelect } from "~/components/ui/input";
import { loadMessages } from "~/i18n/client-messages";
import { LOCALES, type Locale } from "~/lib/roles";
import { api, type RouterOutputs } from "~/utils/api";
import { fieldErrorsOf, messageOf } from "~/utils/trpc-errors";

export function ProfileForm({ me }: { me: RouterOutputs["me"]["get"] }) {
  const t = useTranslations();
  const router = useRouter();
  const utils = api.useUtils();
  const [name, setName] = useState(me.name);
  const [locale, setLocale] = useState<Locale>(me.locale);
  const [saved, setSaved] = useState(false);
  const update = api.me.updateProfile.useMutation({
    onSuccess: async (user) => {
      utils.me.get.setData(undefined, user);
      setSaved(true);
      // The language is applied on the server render too: reload the page in the new language, with its
      // catalog (a client-side navigation's props carry none).
      if (user.locale !== me.locale) {
        await loadMessages(user.locale);
        await router.replace(router.asPath);
      }
    },
  });
  const errors = fieldErrorsOf(update.error);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    update.mutate({ name, locale, version: me.version });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field label={t("profile.name")} name="name" errors={errors}>
        <Input value={name} maxLength={120} autoComplete="name" onChange={(e) => setName(e.target.value)} />
      </Field>
      <Field label={t("profile.email")} name="email">
        <Input value={me.email} readOnly disabled />
      </Field>
      <Field label={t("profile.language")} name="locale" errors={errors}>
        <NativeSelect value={locale} onChange={(e) => setLocale(e.target.value as Locale)}>
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {t(`locales.${l}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {update.error && !Object.keys(errors).length ? (
        <p role="alert" className="text-sm text-danger">
          {messageOf(update.error, t("common.error"))}
        </p>
      ) : errors.version ? (
        <p role="alert" className="text-sm text-danger">
          {errors.version}
        </p>
      ) : null}
      {saved ? (
        <p role="status" className="text-sm text-success">
          {t("common.saved")}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t("common.saving") : t("common.save")}
        </Button>
      </div>
    </form>
  );
}
