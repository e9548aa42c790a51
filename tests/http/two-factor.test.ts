import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { Browserless, DEMO_PASSWORD } from "./client";

type TrpcOk = { result: { data: { json: unknown } } };

const admin = new Browserless({ "x-forwarded-for": "10.22.0.1" });

function post(c: Browserless, path: string, input: unknown): Promise<Response> {
  return c.fetch(`/api/trpc/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ json: input }) });
}
const dataOf = async <T>(res: Response) => ((await res.json()) as TrpcOk).result.data.json as T;

describe("two-step sign-in over next-auth's credentials wire", () => {
  it("answers TwoFactorRequired (not CredentialsSignin) to the right password alone, and signs in with the code as a credentials field", async () => {
    expect((await admin.signIn("admin@demo.com.br", DEMO_PASSWORD)).status).toBe(200);
    const email = `duas-etapas-${Date.now()}@teste.com.br`;
    const created = await post(admin, "users.create", { name: "Otávio Duas Etapas", email, role: "finance", teamId: null });
    const { temporaryPassword } = await dataOf<{ temporaryPassword: string }>(created);
    const user = new Browserless({ "x-forwarded-for": "10.22.0.2" });
    expect((await user.signIn(email, temporaryPassword)).status).toBe(200);
    expect((await post(user, "me.changePassword", { currentPassword: temporaryPassword, newPassword: "Senha-definitiva-2026" })).status).toBe(200);
    expect((await user.signIn(email, "Senha-definitiva-2026")).status).toBe(200);

    const { secret } = await dataOf<{ secret: string }>(await post(user, "me.twoFactor.begin", null));
    const now = Math.floor(Date.now() / 1000);
    const confirmed = await post(user, "me.twoFactor.confirm", { secret, code: await generate({ secret, epoch: now }) });
    expect(confirmed.status).toBe(200);
    expect((await dataOf<{ recoveryCodes: string[] }>(confirmed)).recoveryCodes).toHaveLength(10);

    const next = new Browserless({ "x-forwarded-for": "10.22.0.3" });
    const passwordOnly = await next.signIn(email, "Senha-definitiva-2026");
    expect(passwordOnly.status).toBe(401);
    expect(((await passwordOnly.json()) as { url: string }).url).toContain("error=TwoFactorRequired");
    expect(next.cookies.has("next-auth.session-token")).toBe(false);

    // The same form post with one more field, `totp`.
    const csrfToken = await next.csrf();
    const code = await generate({ secret, epoch: now + 30 });
    const withCode = await next.form("/api/auth/callback/credentials", { csrfToken, email, password: "Senha-definitiva-2026", totp: code, callbackUrl: "/", json: "true" });
    expect(withCode.status).toBe(200);
    expect(await next.session()).toMatchObject({ user: { email, mustEnrolTwoFactor: false } });

    // A wrong password never reveals that the account has two-step verification.
    const wrong = await new Browserless({ "x-forwarded-for": "10.22.0.4" }).signIn(email, "Senha-errada-1");
    expect(((await wrong.json()) as { url: string }).url).toContain("error=CredentialsSignin");
  });
});
