import { TRPCError } from "@trpc/server";
import type { Session } from "next-auth";
import { and, asc, eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeUser, sessionFor, TEST_PASSWORD } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { authorizeCredentials, SecondFactorRequired } from "~/server/auth/authorize";
import { currentUser } from "~/server/auth/options";
import { TWO_FACTOR_ENROLMENT_REFUSAL } from "~/server/auth/session-restriction";
import type { Db, DbHandle } from "~/server/db/client";
import { loginAttempts, userRecoveryCodes, userTwoFactor } from "~/server/db/schema";
import { openSecret } from "~/server/auth/secret-box";
import { createCaller } from "~/server/root";
import { createInnerContext } from "~/server/trpc";

type User = Awaited<ReturnType<typeof makeUser>>;

let handle: DbHandle;
let db: Db;
let admin: User;
let ipCounter = 0;
const nextIp = () => `10.8.0.${++ipCounter}`;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  admin = await makeUser(db, { role: "admin" });
});
afterAll(() => handle?.close());

/** The code the app shows `stepsAhead` 30-second steps from now (one step ahead is still accepted). */
const codeAt = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

async function enrol(user: User) {
  const caller = callerFor(db, user);
  const { secret } = await caller.me.twoFactor.begin();
  const { recoveryCodes } = await caller.me.twoFactor.confirm({ secret, code: await codeAt(secret) });
  return { secret, recoveryCodes };
}

const signIn = (email: string, password: string, totp?: string, ip = nextIp()) => authorizeCredentials(db, { email, password, ...(totp === undefined ? {} : { totp }) }, ip);
const outcomes = async (email: string) =>
  (await db.select().from(loginAttempts).where(eq(loginAttempts.email, email)).orderBy(asc(loginAttempts.id))).map((a) => a.outcome);

async function auditOf(userId: string, action: string) {
  const { items } = await callerFor(db, admin).audit.list({ entity: "user", entityId: userId, limit: 100 });
  return items.filter((r) => r.action === action);
}

async function refusal(call: Promise<unknown>): Promise<TRPCError> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(TRPCError);
  return err as TRPCError;
}

describe("enrolling the authenticator app", () => {
  it("hands out a secret with its QR code, stores it only once a code matches, and shows 10 recovery codes once", async () => {
    const user = await makeUser(db, { role: "finance", email: `fabia-${Date.now()}@teste.com.br` });
    const caller = callerFor(db, user);
    expect(await caller.me.twoFactor.status()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    const begun = await caller.me.twoFactor.begin();
    expect(begun.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(begun.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(decodeURIComponent(begun.uri)).toContain(user.email);
    expect(begun.uri).toContain("issuer=Corretora");
    expect(begun.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    // Nothing is stored until confirmed.
    expect(await caller.me.twoFactor.status()).toMatchObject({ enabled: false });

    const wrong = await refusal(caller.me.twoFactor.confirm({ secret: begun.secret, code: "000000" === (await codeAt(begun.secret)) ? "111111" : "000000" }));
    expect(wrong.code).toBe("BAD_REQUEST");
    const { recoveryCodes } = await caller.me.twoFactor.confirm({ secret: begun.secret, code: await codeAt(begun.secret) });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);
    // Kept only as argon2 hashes.
    const stored = await db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(row.codeHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]!);

    // The app's secret is kept sealed (AES-GCM under a key from the session secret), never as the app shows it.
    const [factor] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
    expect(factor!.secret).toMatch(/^v1\./);
    expect(factor!.secret).not.toContain(begun.secret);
    expect(openSecret(factor!.secret)).toBe(begun.secret);

    expect(await caller.me.twoFactor.status()).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect((await refusal(caller.me.twoFactor.begin())).code).toBe("CONFLICT");
    expect(await auditOf(user.id, "auth.two_factor_enable")).toHaveLength(1);
  });
});

describe("signing in with two-step verification", () => {
  it("takes a code for a secret stored before secrets were sealed, and seals it then; a damaged sealed secret refuses codes", async () => {
    const user = await makeUser(db, { role: "seller", email: `legado-${Date.now()}@teste.com.br` });
    const { secret } = await enrol(user);
    await db.update(userTwoFactor).set({ secret, lastStep: 0 }).where(eq(userTwoFactor.userId, user.id));
    expect(await signIn(user.email, TEST_PASSWORD, await codeAt(secret))).toMatchObject({ id: user.id });
    const [after] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
    expect(after!.secret).toMatch(/^v1\./);
    expect(openSecret(after!.secret)).toBe(secret);

    const damaged = `${after!.secret.slice(0, -4)}${after!.secret.endsWith("AAAA") ? "BBBB" : "AAAA"}`;
    await db.update(userTwoFactor).set({ secret: damaged, lastStep: 0 }).where(eq(userTwoFactor.userId, user.id));
    expect(await signIn(user.email, TEST_PASSWORD, await codeAt(secret, 1))).toBeNull();
  });

  it("asks for the code after the right password, takes a code once, and counts wrong codes as failures", async () => {
    const user = await makeUser(db, { role: "seller" });
    const { secret } = await enrol(user);

    await expect(signIn(user.email, TEST_PASSWORD)).rejects.toBeInstanceOf(SecondFactorRequired);
    // A wrong password is still only a wrong password: the code is never asked for.
    expect(await signIn(user.email, "Errada-123456")).toBeNull();
    expect(await signIn(user.email, TEST_PASSWORD, "123")).toBeNull();
    const next = await codeAt(secret, 1);
    expect(await signIn(user.email, TEST_PASSWORD, next)).toMatchObject({ id: user.id, mustEnrolTwoFactor: false });
    // The same code again (a replay) is refused.
    expect(await signIn(user.email, TEST_PASSWORD, next)).toBeNull();
    expect(await outcomes(user.email)).toEqual(["second_factor", "failure", "failure", "success", "failure"]);
    const failed = await auditOf(user.id, "auth.signin_failed");
    expect(failed.map((a) => (a.after as { reason: string }).reason).sort()).toEqual(["wrong_code", "wrong_code", "wrong_password"]);
  });

  it("signs in with a recovery code once, audits it with the codes left, and then refuses it", async () => {
    const user = await makeUser(db, { role: "manager" });
    const { recoveryCodes } = await enrol(user);
    const code = recoveryCodes[3]!;
    expect(await signIn(user.email, TEST_PASSWORD, ` ${code.toLowerCase().replace("-", "")} `)).toMatchObject({ id: user.id });
    const [used] = await auditOf(user.id, "auth.recovery_code_used");
    expect(used).toMatchObject({ after: { recoveryCodesLeft: 9 } });
    expect(await signIn(user.email, TEST_PASSWORD, code)).toBeNull();
    expect(await callerFor(db, user).me.twoFactor.status()).toMatchObject({ recoveryCodesLeft: 9 });
    const unused = await db.select().from(userRecoveryCodes).where(and(eq(userRecoveryCodes.userId, user.id)));
    expect(unused.filter((r) => r.usedAt !== null)).toHaveLength(1);
  });

  it("locks the account after 5 wrong codes, even with the right code afterwards", async () => {
    const user = await makeUser(db, { role: "seller" });
    const { secret } = await enrol(user);
    const right = await codeAt(secret, 1);
    for (let i = 0; i < 5; i++) expect(await signIn(user.email, TEST_PASSWORD, right === "000000" ? "111111" : "000000")).toBeNull();
    expect(await signIn(user.email, TEST_PASSWORD, right)).toBeNull();
    expect((await outcomes(user.email)).at(-1)).toBe("blocked");
  });

  it("turns off only with the password; afterwards the password alone signs in", async () => {
    const user = await makeUser(db, { role: "seller" });
    await enrol(user);
    const caller = callerFor(db, user);
    const wrong = await refusal(caller.me.twoFactor.disable({ password: "Errada-123456" }));
    expect([wrong.code, wrong.message]).toEqual(["BAD_REQUEST", "Senha incorreta."]);
    expect(await caller.me.twoFactor.disable({ password: TEST_PASSWORD })).toEqual({ ok: true });
    expect(await caller.me.twoFactor.status()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect(await db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user.id))).toEqual([]);
    expect(await signIn(user.email, TEST_PASSWORD)).toMatchObject({ id: user.id });
    expect(await auditOf(user.id, "auth.two_factor_disable")).toHaveLength(1);
  });
});

describe("the administrator resets someone's two-step verification (lost phone and codes)", () => {
  it("removes the authenticator and the codes, ends the person's sessions, audits it; only for others, only when on", async () => {
    const user = await makeUser(db, { role: "finance" });
    await enrol(user);
    const adminCaller = callerFor(db, admin);
    expect((await adminCaller.users.list({ search: user.email, limit: 5 })).items[0]).toMatchObject({ id: user.id, twoFactor: true });
    expect((await refusal(callerFor(db, user).users.resetTwoFactor({ id: admin.id }))).code).toBe("FORBIDDEN");
    const self = await refusal(adminCaller.users.resetTwoFactor({ id: admin.id }));
    expect([self.code, self.message]).toEqual(["BAD_REQUEST", "Para a sua própria conta, desative a verificação em duas etapas em Meu perfil."]);

    expect(await adminCaller.users.resetTwoFactor({ id: user.id })).toEqual({ ok: true });
    expect((await adminCaller.users.list({ search: user.email, limit: 5 })).items[0]).toMatchObject({ twoFactor: false });
    expect(await db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user.id))).toEqual([]);
    // The token the person held is over; the password alone signs in again.
    expect(await currentUser({ uid: user.id, tv: user.tokenVersion }, db)).toBeNull();
    expect(await signIn(user.email, TEST_PASSWORD)).toMatchObject({ id: user.id });
    expect(await auditOf(user.id, "auth.two_factor_reset")).toHaveLength(1);

    const unknown = await refusal(adminCaller.users.resetTwoFactor({ id: "00000000-0000-4000-8000-000000000000" }));
    expect([unknown.code, unknown.message]).toEqual(["NOT_FOUND", "Usuário não encontrado."]);
    const again = await refusal(adminCaller.users.resetTwoFactor({ id: user.id }));
    expect([again.code, again.message]).toEqual(["CONFLICT", "A verificação em duas etapas deste usuário não está ativa."]);
  });
});

describe("two-step verification required of Administrador and Financeiro", () => {
  it("is set by the administrator (audited), and sends those roles without it to enrol before anything else", async () => {
    const finance = await makeUser(db, { role: "finance" });
    const seller = await makeUser(db, { role: "seller" });
    expect((await refusal(callerFor(db, seller).users.setTwoFactorRequirement({ required: true }))).code).toBe("FORBIDDEN");
    expect(await callerFor(db, admin).users.setTwoFactorRequirement({ required: true })).toEqual({ required: true });
    expect(await callerFor(db, admin).users.twoFactorRequirement()).toEqual({ required: true });
    const [saved] = (await callerFor(db, admin).audit.list({ action: "two_factor_settings.save", limit: 5 })).items;
    expect(saved).toMatchObject({ before: { twoFactorRequired: false }, after: { twoFactorRequired: true } });

    try {
      const signedIn = await signIn(finance.email, TEST_PASSWORD);
      expect(signedIn).toMatchObject({ mustEnrolTwoFactor: true });
      expect(await signIn(seller.email, TEST_PASSWORD)).toMatchObject({ mustEnrolTwoFactor: false });
      // The user row read on every request says so too (sessions already open are caught at once).
      expect(await currentUser({ uid: finance.id, tv: finance.tokenVersion }, db)).toMatchObject({ mustEnrolTwoFactor: true });

      const session: Session = { expires: new Date(Date.now() + 3600_000).toISOString(), user: { ...sessionFor(finance).user, mustEnrolTwoFactor: true } };
      const caller = createCaller(createInnerContext({ db, session, requestId: "test-request" }));
      const refused = await refusal(caller.leads.list({}));
      expect([refused.code, refused.message]).toEqual(["FORBIDDEN", TWO_FACTOR_ENROLMENT_REFUSAL]);
      expect(await caller.me.twoFactor.status()).toMatchObject({ enabled: false, required: true });
      const { secret } = await caller.me.twoFactor.begin();
      await caller.me.twoFactor.confirm({ secret, code: await codeAt(secret) });
      expect(await currentUser({ uid: finance.id, tv: finance.tokenVersion }, db)).toMatchObject({ mustEnrolTwoFactor: false });
    } finally {
      await callerFor(db, admin).users.setTwoFactorRequirement({ required: false });
    }
  });
});
