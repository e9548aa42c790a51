import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { formatDate } from "~/lib/format/dates";
import type { Locale } from "~/lib/roles";
import { api } from "~/utils/api";
import { fieldErrorsOf, messageOf } from "~/utils/trpc-errors";

type Enrolment = { secret: string; qrDataUrl: string };

/**
 * Meu perfil › Verificação em duas etapas: turn on (QR code, then a first code from the app, then the 10
 * recovery codes, shown this once), or turn off with the password.
 */
export function TwoFactorSection({ onEnrolled }: { onEnrolled?: () => void }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const utils = api.useUtils();
  const status = api.me.twoFactor.status.useQuery();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState("");
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [password, setPassword] = useState("");
  const [disabledNow, setDisabledNow] = useState(false);
  const begin = api.me.twoFactor.begin.useMutation({ onSuccess: (data) => setEnrolment({ secret: data.secret, qrDataUrl: data.qrDataUrl }) });
  const confirm = api.me.twoFactor.confirm.useMutation({
    onSuccess: async (data) => {
      setRecoveryCodes(data.recoveryCodes);
      setEnrolment(null);
      setCode("");
      await utils.me.twoFactor.status.invalidate();
    },
  });
  const disable = api.me.twoFactor.disable.useMutation({
    onSuccess: async () => {
      setPassword("");
      setDisabledNow(true);
      await utils.me.twoFactor.status.invalidate();
    },
  });

  function onConfirm(e: FormEvent) {
    e.preventDefault();
    if (enrolment) confirm.mutate({ secret: enrolment.secret, code });
  }

  function onDisable(e: FormEvent) {
    e.preventDefault();
    setDisabledNow(false);
    disable.mutate({ password });
  }

  if (!status.data) return <p role="status">{t("app.loading")}</p>;
  const { enabled, enabledAt, recoveryCodesLeft, required } = status.data;

  if (recoveryCodes) {
    return (
      <div className="flex flex-col gap-3" data-testid="recovery-codes">
        <h3 className="font-medium">{t("twoFactor.codesTitle")}</h3>
        <p className="text-sm text-muted-foreground">{t("twoFactor.codesBody")}</p>
        <ol className="grid grid-cols-2 gap-2 font-mono text-sm">
          {recoveryCodes.map((c) => (
            <li key={c} className="rounded border border-border px-2 py-1">
              {c}
            </li>
          ))}
        </ol>
        <div>
          <Button
            type="button"
            onClick={() => {
              setRecoveryCodes(null);
              onEnrolled?.();
            }}
          >
            {t("twoFactor.codesDone")}
          </Button>
        </div>
      </div>
    );
  }

  if (enabled) {
    const errors = fieldErrorsOf(disable.error);
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm">
          {enabledAt ? t("twoFactor.on", { date: formatDate(enabledAt, locale) }) : null} {t("twoFactor.codesLeft", { count: recoveryCodesLeft })}
        </p>
        <form onSubmit={onDisable} noValidate className="flex flex-col gap-3">
          <Field label={t("twoFactor.disablePassword")} name="password" errors={errors}>
            <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field>
          {disable.error && !Object.keys(errors).length ? (
            <p role="alert" className="text-sm text-danger">
              {messageOf(disable.error, t("common.error"))}
            </p>
          ) : null}
          <div>
            <Button type="submit" variant="outline" disabled={disable.isPending}>
              {disable.isPending ? t("twoFactor.disabling") : t("twoFactor.disable")}
            </Button>
          </div>
        </form>
      </div>
    );
  }

  const confirmErrors = fieldErrorsOf(confirm.error);
  return (
    <div className="flex flex-col gap-4">
      {required ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm">
          {t("twoFactor.required")}
        </p>
      ) : null}
      {disabledNow ? (
        <p role="status" className="text-sm text-success">
          {t("twoFactor.disabled")}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">{t("twoFactor.intro")}</p>
      {enrolment ? (
        <form onSubmit={onConfirm} noValidate className="flex flex-col gap-3">
          <p className="text-sm">{t("twoFactor.scan")}</p>
          {/* A PNG data URL made on the server: no markup of the server's is injected into the page. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- a data URL, not an asset next/image could optimise */}
          <img src={enrolment.qrDataUrl} alt={t("twoFactor.qrAlt")} width={220} height={220} className="rounded border border-border" />
          <p className="text-sm text-muted-foreground">
            {t("twoFactor.manual")} <code data-testid="totp-secret" className="break-all font-mono">{enrolment.secret}</code>
          </p>
          <Field label={t("twoFactor.code")} name="code" errors={confirmErrors}>
            <Input autoComplete="one-time-code" inputMode="numeric" maxLength={7} value={code} onChange={(e) => setCode(e.target.value)} />
          </Field>
          {confirm.error && !Object.keys(confirmErrors).length ? (
            <p role="alert" className="text-sm text-danger">
              {messageOf(confirm.error, t("common.error"))}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={confirm.isPending}>
              {confirm.isPending ? t("twoFactor.confirming") : t("twoFactor.confirm")}
            </Button>
          </div>
        </form>
      ) : (
        <div>
          <Button type="button" onClick={() => begin.mutate()} disabled={begin.isPending}>
            {t("twoFactor.start")}
          </Button>
          {begin.error ? (
            <p role="alert" className="mt-2 text-sm text-danger">
              {messageOf(begin.error, t("common.error"))}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
