import type { Messages } from "~/i18n";

export type AuthErrorCode = keyof Messages["authErrors"];

const KNOWN = new Set<string>([
  "MISSING_NEXTAUTH_API_ROUTE_ERROR",
  "NO_SECRET",
  "CALLBACK_CREDENTIALS_HANDLER_ERROR",
  "EMAIL_REQUIRES_ADAPTER_ERROR",
  "MISSING_ADAPTER_METHODS_ERROR",
  "CALLBACK_CREDENTIALS_JWT_ERROR",
  "INVALID_CALLBACK_URL_ERROR",
  "OAuthCallbackError",
  "AccountNotLinkedError",
  "UnknownError",
  "SessionRequired",
  "CredentialsSignin",
  "Configuration",
  "AccessDenied",
  "Verification",
  "TwoFactorRequired",
]);

/** Maps whatever next-auth put in ?error= to a catalog key; unknown codes get the default text. */
export function authErrorKey(raw: unknown): AuthErrorCode | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== "string" || !value) return null;
  return (KNOWN.has(value) ? value : "Default") as AuthErrorCode;
}
