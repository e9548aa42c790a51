import { useRouter } from "next/router";
import { signIn } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { safeCallbackUrl } from "../callback-url";

export function SignInForm({ initialError }: { initialError: string | null }) {
  const t = useTranslations();
  const router = useRouter();
  const callbackUrl = safeCallbackUrl(router.query.callbackUrl);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  // Shown once the server answers TwoFactorRequired: the password was right and the account has an authenticator.
  const [askCode, setAskCode] = useState(false);
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(initialError);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    if (!email.trim() || !password) {
      setError(t("auth.fillBoth"));
      return;
    }
    if (askCode && !code.trim()) {
      setError(t("twoFactor.codeRequired"));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const result = await signIn("credentials", { email, password, ...(askCode ? { totp: code } : {}), callbackUrl, redirect: false });
      if (result?.ok && !result.error) {
        // A full navigation so every page starts from the fresh session cookie.
        window.location.assign(result.url ? safeCallbackUrl(result.url) : callbackUrl);
        return;
      }
      if (result?.error === "TwoFactorRequired") {
        setAskCode(true);
        setError(null);
        setPending(false);
        return;
      }
      setError(result?.error === "CredentialsSignin" || !result?.error ? (askCode ? t("twoFactor.invalidCode") : t("auth.invalidCredentials")) : t("authErrors.Default"));
      // A wrong code keeps the password (it was right); anything else starts over.
      if (askCode) setCode("");
      else setPassword("");
    } catch {
      setError(t("authErrors.UnknownError"));
    }
    setPending(false);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-describedby={error ? "signin-error" : undefined}>
      {error ? (
        <p id="signin-error" role="alert" className="rounded-md border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Field label={t("auth.email")} name="email">
        <Input type="email" autoComplete="username" autoFocus required value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Field label={t("auth.password")} name="password">
        <Input type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      {askCode ? (
        <Field label={t("twoFactor.codeLabel")} name="totp" description={t("twoFactor.codeHint")}>
          <Input autoComplete="one-time-code" inputMode="text" autoFocus required maxLength={20} value={code} onChange={(e) => setCode(e.target.value)} />
        </Field>
      ) : null}
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {pending ? t("auth.submitting") : t("auth.submit")}
      </Button>
    </form>
  );
}
