import { describe, expect, it } from "vitest";
import { Browserless, DEMO_PASSWORD, trpcGetUrl } from "./client";

type FailedSignIn = { ip: string | null; after?: { email?: string } };

/** The administrator reads the audit log from an address of its own (10.3.0.2 is also used below). */
const auditor = new Browserless({ "x-forwarded-for": "10.3.0.2" });

/** How many of the latest failed sign-ins (the ones checked against the password hash) match. */
async function failedSignIns(match: (e: FailedSignIn) => boolean): Promise<number> {
  if (!auditor.cookies.has("next-auth.session-token")) expect((await auditor.signIn("admin@demo.com.br", DEMO_PASSWORD)).status).toBe(200);
  const res = await auditor.fetch(trpcGetUrl(["audit.list"], [{ action: "auth.signin_failed", limit: 100 }]));
  expect(res.status).toBe(200);
  const items = ((await res.json()) as { result: { data: { json: { items: FailedSignIn[] } } } }[])[0]!.result.data.json.items;
  return items.filter(match).length;
}

// The test server trusts X-Forwarded-For (TRUST_PROXY=1), so each scenario uses its own IP.
describe("brute-force protection", () => {
  it("locks an account after 5 failures in 15 minutes, even under a parallel burst, with the same generic answer, even for the right password", async () => {
    const email = "bruno@demo.com.br"; // no other HTTP or browser test signs in as bruno
    // 20 wrong passwords at once, each with its own cookies (its own CSRF token), from one address.
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => new Browserless({ "x-forwarded-for": "10.2.0.1" }).signIn(email, `errada-${i}`)));
    expect(burst.map((r) => r.status)).toEqual(Array(20).fill(401));
    // Only the attempts checked against the password hash are audited as failed sign-ins: exactly the limit.
    const failed = await failedSignIns((e) => e.ip === "10.2.0.1" && e.after?.email === email);
    expect(failed).toBe(5);

    const other = new Browserless({ "x-forwarded-for": "10.2.0.2" });
    const locked = await other.signIn(email, DEMO_PASSWORD);
    expect(locked.status).toBe(401);
    expect(((await locked.json()) as { url: string }).url).toContain("error=CredentialsSignin");
    expect(other.cookies.has("next-auth.session-token")).toBe(false);
    // Other accounts are not affected.
    const fine = await new Browserless({ "x-forwarded-for": "10.2.0.3" }).signIn("financeiro@demo.com.br", DEMO_PASSWORD);
    expect(fine.status).toBe(200);
  });

  it("locks an IP after 20 failures in 15 minutes, even under a parallel burst, for every account, while other IPs still sign in", async () => {
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => new Browserless({ "x-forwarded-for": "10.3.0.1" }).signIn(`ninguem-${i}@exemplo.com.br`, "qualquer-coisa")),
    );
    expect(burst.map((r) => r.status)).toEqual(Array(40).fill(401));
    expect(await failedSignIns((e) => e.ip === "10.3.0.1")).toBe(20);

    const fromSameIp = await new Browserless({ "x-forwarded-for": "10.3.0.1" }).signIn("admin@demo.com.br", DEMO_PASSWORD);
    expect(fromSameIp.status).toBe(401);
    const fromOtherIp = await new Browserless({ "x-forwarded-for": "10.3.0.2" }).signIn("admin@demo.com.br", DEMO_PASSWORD);
    expect(fromOtherIp.status).toBe(200);
  });

  it("answers an unknown e-mail exactly like a wrong password, taking comparable time", async () => {
    const c = new Browserless({ "x-forwarded-for": "10.4.0.1" });
    const time = async (email: string) => {
      const started = performance.now();
      const res = await c.signIn(email, "senha-errada-123");
      const body = await res.text();
      return { ms: performance.now() - started, status: res.status, body };
    };
    // Interleaved, three of each (carla stays under her 5 failures): on a busy machine a burst of load lands on
    // both kinds alike, and the fastest of each is compared.
    const wrong: Awaited<ReturnType<typeof time>>[] = [];
    const unknown: Awaited<ReturnType<typeof time>>[] = [];
    for (let i = 0; i < 3; i++) {
      wrong.push(await time("carla@demo.com.br"));
      unknown.push(await time(`nao-existe-${i}@exemplo.com.br`));
    }
    expect(unknown[0]!.status).toBe(wrong[0]!.status);
    expect(unknown[0]!.body).toBe(wrong[0]!.body);
    // Both run one argon2 verification; without it an unknown e-mail would answer several times faster.
    const fastest = (xs: { ms: number }[]) => Math.min(...xs.map((x) => x.ms));
    // Without it the ratio is ~0.05 (a few ms against ~200); with it, 0.3 was seen on a loaded CI run (the
    // wrong-password path does more besides, not yet explained), so the line is drawn at 0.2.
    expect(fastest(unknown)).toBeGreaterThan(fastest(wrong) * 0.2);
  });
});
