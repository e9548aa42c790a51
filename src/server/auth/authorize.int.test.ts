import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeUser, TEST_PASSWORD } from "../../../tests/helpers/actors";
import { createTestDb } from "../../../tests/helpers/db";
import type { Db, DbHandle } from "../db/client";
import { loginAttempts } from "../db/schema";
import { authorizeCredentials } from "./authorize";

type User = Awaited<ReturnType<typeof makeUser>>;
const MIN = 60_000;

let handle: DbHandle;
let db: Db;
let admin: User;
let ipCounter = 0;
const nextIp = () => `10.3.0.${++ipCounter}`;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  admin = await makeUser(db, { role: "admin" });
});
afterAll(async () => {
  await handle?.close();
});

const attemptsFor = (email: string) =>
  db.select().from(loginAttempts).where(eq(loginAttempts.email, email)).orderBy(asc(loginAttempts.id));
const outcomes = async (email: string) => (await attemptsFor(email)).map((a) => a.outcome);
const signIn = (email: string, password: string, ip = nextIp()) => authorizeCredentials(db, { email, password }, ip);

/** Past failures, as if they had happened `minutesAgo` before now. */
async function pastAttempts(email: string, minutesAgo: number[], outcome: "failure" | "blocked" = "failure", ip = nextIp()) {
  const now = Date.now();
  await db.insert(loginAttempts).values(minutesAgo.map((m) => ({ email, ip, outcome, createdAt: new Date(now - m * MIN) })));
}

async function auditOf(actorId: string | null, action: string) {
  const { items } = await callerFor(db, admin).audit.list({ entity: "user", limit: 100, ...(actorId ? { actorId } : {}) });
  return items.filter((r) => r.action === action);
}

describe("authorizeCredentials", () => {
  it("signs in with the right password, records the attempt and audits it", async () => {
    const user = await makeUser(db, { role: "seller", name: "Rita Certa" });
    const ip = nextIp();
    const res = await signIn(user.email, TEST_PASSWORD, ip);
    expect(res).toEqual({
      id: user.id,
      name: "Rita Certa",
      email: user.email,
      role: "seller",
      teamId: null,
      locale: "pt-BR",
      tokenVersion: user.tokenVersion,
      mustChangePassword: false,
      mustEnrolTwoFactor: false,
    });
    expect(await attemptsFor(user.email)).toMatchObject([{ ip, outcome: "success" }]);
    const [audit] = await auditOf(user.id, "auth.signin");
    expect(audit).toMatchObject({ entityId: user.id, actorId: user.id, ip });
  });

  it("accepts the e-mail in any case and with spaces around it", async () => {
    const user = await makeUser(db, { role: "finance", email: "caio.caixa@teste.com.br" });
    expect(await signIn("  Caio.CAIXA@Teste.com.br ", TEST_PASSWORD)).toMatchObject({ id: user.id });
    expect(await outcomes("caio.caixa@teste.com.br")).toEqual(["success"]);
  });

  it("refuses a wrong password and records a failure, without the password", async () => {
    const user = await makeUser(db, { role: "seller" });
    expect(await signIn(user.email, "Senha-errada-999")).toBeNull();
    expect(await outcomes(user.email)).toEqual(["failure"]);
    const [audit] = await auditOf(user.id, "auth.signin_failed");
    expect(audit).toMatchObject({ entityId: user.id, after: { email: user.email, reason: "wrong_password" } });
    expect(JSON.stringify(audit)).not.toContain("Senha-errada-999");
  });

  it("refuses an unknown e-mail and records a failure", async () => {
    expect(await signIn("ninguem@teste.com.br", TEST_PASSWORD)).toBeNull();
    expect(await outcomes("ninguem@teste.com.br")).toEqual(["failure"]);
    const audits = await auditOf(null, "auth.signin_failed");
    expect(audits.find((a) => (a.after as { email?: string }).email === "ninguem@teste.com.br")).toMatchObject({ actorId: null, after: { reason: "unknown_email" } });
  });

  it("refuses an inactive user even with the right password", async () => {
    const user = await makeUser(db, { role: "manager", active: false });
    expect(await signIn(user.email, TEST_PASSWORD)).toBeNull();
    expect(await outcomes(user.email)).toEqual(["failure"]);
  });

  it.each([
    ["no password", { email: "x@teste.com.br", password: "" }],
    ["no e-mail", { email: "", password: TEST_PASSWORD }],
    ["nothing", {}],
    ["not an object", null],
    ["a password over 200 characters", { email: "x@teste.com.br", password: "x".repeat(201) }],
  ])("refuses %s without throwing", async (_label, raw) => {
    expect(await authorizeCredentials(db, raw, nextIp())).toBeNull();
  });

  it("still signs in after 4 recent failures", async () => {
    const user = await makeUser(db, { role: "seller" });
    await pastAttempts(user.email, [4, 3, 2, 1]);
    expect(await signIn(user.email, TEST_PASSWORD)).toMatchObject({ id: user.id });
  });

  it("locks the account after 5 failures: the 6th attempt, with the right password, is refused and recorded as blocked", async () => {
    const user = await makeUser(db, { role: "seller" });
    const other = await makeUser(db, { role: "seller" });
    // From 5 different addresses: the limit is per account, not only per IP.
    for (let i = 0; i < 5; i++) expect(await signIn(user.email, `Errada-${i}-abcdef`)).toBeNull();
    expect(await outcomes(user.email)).toEqual(Array(5).fill("failure"));

    const ip = nextIp();
    expect(await signIn(user.email, TEST_PASSWORD, ip)).toBeNull();
    expect(await signIn(` ${user.email.toUpperCase()}`, TEST_PASSWORD, ip)).toBeNull();
    expect(await outcomes(user.email)).toEqual([...Array(5).fill("failure"), "blocked", "blocked"]);
    expect(await auditOf(user.id, "auth.signin")).toHaveLength(0);

    // Another account from the same address is not affected.
    expect(await signIn(other.email, TEST_PASSWORD, ip)).toMatchObject({ id: other.id });
  });

  it("lifts the lock 15 minutes after the 5th failure", async () => {
    const stillLocked = await makeUser(db, { role: "seller" });
    await pastAttempts(stillLocked.email, [18, 17, 16, 15, 14]); // locked until 1 minute from now
    expect(await signIn(stillLocked.email, TEST_PASSWORD)).toBeNull();
    expect((await outcomes(stillLocked.email)).at(-1)).toBe("blocked");

    const expired = await makeUser(db, { role: "seller" });
    await pastAttempts(expired.email, [20, 19, 18, 17, 16]); // lock ended 1 minute ago
    expect(await signIn(expired.email, TEST_PASSWORD)).toMatchObject({ id: expired.id });
  });

  it("does not lock for 5 failures spread over more than 15 minutes", async () => {
    const user = await makeUser(db, { role: "seller" });
    await pastAttempts(user.email, [29, 22, 15.5, 9, 2]);
    expect(await signIn(user.email, TEST_PASSWORD)).toMatchObject({ id: user.id });
  });

  it("does not extend the lock with attempts refused while locked", async () => {
    const user = await makeUser(db, { role: "seller" });
    await pastAttempts(user.email, [20, 19, 18, 17, 16]);
    await pastAttempts(user.email, [10, 8, 6, 4, 2, 1], "blocked");
    expect(await signIn(user.email, TEST_PASSWORD)).toMatchObject({ id: user.id });
  });

  it("counts afresh after a lock: 4 failures after it do not lock again", async () => {
    const user = await makeUser(db, { role: "seller" });
    await pastAttempts(user.email, [29, 28.5, 28, 27.5, 27]); // lock ended at 12 minutes ago
    await pastAttempts(user.email, [11, 9, 7, 5]);
    expect(await signIn(user.email, TEST_PASSWORD)).toMatchObject({ id: user.id });
  });

  it("locks an IP after 20 failures within 15 minutes, whatever the e-mails", async () => {
    const ip = "203.0.113.7";
    const first = await makeUser(db, { role: "seller" });
    const second = await makeUser(db, { role: "finance" });
    for (let i = 0; i < 19; i++) expect(await signIn(`alvo${i}@teste.com.br`, "Chute-123456", ip)).toBeNull();
    // 19 failures: not yet.
    expect(await signIn(first.email, TEST_PASSWORD, ip)).toMatchObject({ id: first.id });

    expect(await signIn("alvo19@teste.com.br", "Chute-123456", ip)).toBeNull();
    expect(await signIn(second.email, TEST_PASSWORD, ip)).toBeNull();
    expect(await signIn(first.email, TEST_PASSWORD, ip)).toBeNull();
    expect(await outcomes(second.email)).toEqual(["blocked"]);

    // The accounts themselves are fine from elsewhere.
    expect(await signIn(second.email, TEST_PASSWORD, "198.51.100.1")).toMatchObject({ id: second.id });

    const fromIp = await db.select().from(loginAttempts).where(eq(loginAttempts.ip, ip));
    const count = (o: string) => fromIp.filter((a) => a.outcome === o).length;
    expect([fromIp.length, count("failure"), count("success"), count("blocked")]).toEqual([23, 20, 1, 2]);
  });

  it("frees the IP once its failures are older than the window and the lock has passed", async () => {
    const ip = "203.0.113.99";
    const user = await makeUser(db, { role: "seller" });
    const now = Date.now();
    await db.insert(loginAttempts).values(
      Array.from({ length: 20 }, (_, i) => ({ email: `velho${i}@teste.com.br`, ip, outcome: "failure" as const, createdAt: new Date(now - (25 - i * 0.2) * MIN) })),
    );
    expect(await signIn(user.email, TEST_PASSWORD, ip)).toMatchObject({ id: user.id });
    const rows = await db.select().from(loginAttempts).where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.outcome, "success")));
    expect(rows).toHaveLength(1);
  });

  it("records every attempt, one row each", async () => {
    const user = await makeUser(db, { role: "seller" });
    await signIn(user.email, TEST_PASSWORD);
    await signIn(user.email, "Errada-123456");
    await signIn(user.email, TEST_PASSWORD);
    expect(await outcomes(user.email)).toEqual(["success", "failure", "success"]);
  });

  describe("under a parallel burst", () => {
    it("lets only 5 of 20 simultaneous wrong passwords for one account reach the hash; the rest are blocked", async () => {
      const user = await makeUser(db, { role: "seller" });
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(user.email, `Errada-${i}-paralela`)));
      expect(results.every((r) => r === null)).toBe(true);
      const all = await outcomes(user.email);
      expect([all.filter((o) => o === "failure").length, all.filter((o) => o === "blocked").length]).toEqual([5, 15]);
      // Only the attempts checked against the hash are audited as failed sign-ins.
      expect(await auditOf(user.id, "auth.signin_failed")).toHaveLength(5);
      expect(await signIn(user.email, TEST_PASSWORD)).toBeNull();
    });

    it("lets only 20 of 40 simultaneous failures from one IP through, and the right password from it is then refused", async () => {
      const ip = "203.0.113.200";
      const user = await makeUser(db, { role: "seller" });
      await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(`rajada${i}@teste.com.br`, "Chute-123456", ip)));
      const fromIp = await db.select().from(loginAttempts).where(eq(loginAttempts.ip, ip));
      const count = (o: string) => fromIp.filter((a) => a.outcome === o).length;
      expect([count("failure"), count("blocked")]).toEqual([20, 20]);
      expect(await signIn(user.email, TEST_PASSWORD, ip)).toBeNull();
    });

    it("signs in a right password sent among parallel ones, and records it as a success", async () => {
      const user = await makeUser(db, { role: "seller" });
      const results = await Promise.all([signIn(user.email, "Errada-1-xyzxyz"), signIn(user.email, TEST_PASSWORD), signIn(user.email, "Errada-2-xyzxyz")]);
      expect(results.filter((r) => r !== null)).toMatchObject([{ id: user.id }]);
      expect((await outcomes(user.email)).sort()).toEqual(["failure", "failure", "success"]);
    });
  });
});
