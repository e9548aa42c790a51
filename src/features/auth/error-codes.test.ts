import { describe, expect, it } from "vitest";
import { enUS } from "~/i18n/en-US";
import { ptBR } from "~/i18n/pt-BR";
import { authErrorKey } from "./error-codes";

const SPEC_CODES = [
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
] as const;

describe("auth error codes (SPEC §8)", () => {
  it("every code has its own message in both languages", () => {
    const messages = new Set<string>();
    for (const code of SPEC_CODES) {
      expect(authErrorKey(code)).toBe(code);
      const pt = ptBR.authErrors[code];
      expect(pt.length).toBeGreaterThan(10);
      expect(enUS.authErrors[code].length).toBeGreaterThan(10);
      messages.add(pt);
    }
    // SessionRequired shares nothing with the others: each code explains itself.
    expect(messages.size).toBe(SPEC_CODES.length);
  });

  it("unknown codes fall back to the default text; no code means no message", () => {
    expect(authErrorKey("SomethingElse")).toBe("Default");
    expect(authErrorKey(undefined)).toBeNull();
    expect(authErrorKey("")).toBeNull();
  });
});
