import { signIn } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { api } from "~/utils/api";
import { fieldErrorsOf, messageOf } from "~/utils/trpc-errors";
import { PASSWORD_MIN_LENGTH } from "../password-rules";

/**
 * Changing the password ends every session of the user (token version); this tab signs in
 * again with the new password at once so the user keeps working here.
 */
export function ChangePasswordForm({ email, onChanged }: { email: string; onChanged?: () => void }) {
  const t = useTranslations();
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const [confirm, setConfirm] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const change = api.me.changePassword.useMutation({
    onSuccess: async () => {
      await signIn("credentials", { email, password: newPassword, redirect: false });
      setCurrent("");
      setNew("");
      setConfirm("");
      setDone(true);
      onChanged?.();
    },
  });
  const errors: Record<string, string | undefined> = { ...fieldErrorsOf(change.error), ...(localError ? { confirm: localError } : {}) };

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setDone(false);
    if (newPassword !== confirm) {
      setLocalError(t("profile.passwordsDiffer"));
      return;
    }
    setLocalError(null);
    change.mutate({ currentPassword, newPassword });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t("profile.passwordHint", { min: PASSWORD_MIN_LENGTH })}</p>
      <Field label={t("profile.currentPassword")} name="currentPassword" errors={errors}>
        <Input type="password" autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrent(e.target.value)} />
      </Field>
      <Field label={t("profile.newPassword")} name="newPassword" errors={errors}>
        <Input type="password" autoComplete="new-password" value={newPassword} onChange={(e) => setNew(e.target.value)} />
      </Field>
      <Field label={t("profile.confirmPassword")} name="confirm" errors={errors}>
        <Input type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      </Field>
      {change.error && !Object.keys(fieldErrorsOf(change.error)).length ? (
        <p role="alert" className="text-sm text-danger">
          {messageOf(change.error, t("common.error"))}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="text-sm text-success">
          {t("profile.passwordChanged")}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t("common.saving") : t("profile.changePassword")}
        </Button>
      </div>
    </form>
  );
}
