import type { NextApiRequest, NextApiResponse } from "next";
import { decode, encode } from "next-auth/jwt";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../../tests/helpers/actors";
import { createTestDb } from "../../../tests/helpers/db";
import type { DbHandle } from "~/server/db/client";
import { users } from "~/server/db/schema";
import { resetServerEnvForTests } from "~/server/env";
import { apiSession, readApiSession } from "./request-session";

/**
 * The API session (what every tRPC call reads): the token is only decrypted while it is fresh, and re-issued
 * through next-auth once it is 10 minutes old, so a user working on one screen keeps a live session. Real
 * next-auth tokens and cookies; the process-wide database is this file's test database.
 */
const SECRET = "segredo-de-teste-com-mais-de-32-caracteres";
const COOKIE = "next-auth.session-token";
let handle: DbHandle;
let user: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  // vi.stubEnv: unstubAllEnvs puts back what was there (and removes what was not) for the next file in this worker.
  vi.stubEnv("NEXTAUTH_SECRET", SECRET);
  vi.stubEnv("NEXTAUTH_URL", "http://localhost:3000");
  resetServerEnvForTests();
  handle = await createTestDb();
  (globalThis as unknown as { __dbHandle?: Promise<DbHandle> }).__dbHandle = Promise.resolve(handle);
  user = await makeUser(handle.db, { role: "seller", name: "Vera Vendedora" });
});
afterAll(async () => {
  (globalThis as unknown as { __dbHandle?: Promise<DbHandle> }).__dbHandle = undefined;
  vi.unstubAllEnvs();
  resetServerEnvForTests();
  await handle?.close();
});

/** A session token as sign-in writes it, issued `minutesAgo` minutes ago. */
async function tokenIssued(minutesAgo: number, tokenVersion = 1): Promise<string> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() - minutesAgo * 60_000);
  try {
    return await encode({
      secret: SECRET,
      maxAge: 12 * 3600,
      token: { sub: user.id, uid: user.id, tv: tokenVersion, role: "seller", teamId: null, locale: "pt-BR", mcp: false, name: user.name, email: user.email },
    });
  } finally {
    vi.useRealTimers();
  }
}

/** A pages-router API request carrying the cookie, and a response that records the cookies set on it. */
function exchange(token: string) {
  const req = { method: "GET", headers: { cookie: `${COOKIE}=${token}`, host: "localhost:3000" }, cookies: { [COOKIE]: token }, query: {} } as unknown as NextApiRequest;
  const headers = new Map<string, string | string[]>();
  const res = {
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: string | string[]) => headers.set(name.toLowerCase(), value),
  } as unknown as NextApiResponse;
  const setCookies = () => [headers.get("set-cookie") ?? []].flat().filter((c) => c.startsWith(`${COOKIE}=`));
  return { req, res, setCookies };
}

describe("apiSession", () => {
  it("a fresh token is only read: the session comes from it and the user row, and no cookie is written", async () => {
    const { req, res, setCookies } = exchange(await tokenIssued(1));
    const session = await apiSession(req, res);
    expect(session?.user).toMatchObject({ id: user.id, role: "seller", name: "Vera Vendedora" });
    expect(setCookies()).toEqual([]);
  });

  it("a token older than 10 minutes is re-issued: a new cookie, issued now, for the same user", async () => {
    const { req, res, setCookies } = exchange(await tokenIssued(11));
    const session = await apiSession(req, res);
    expect(session?.user).toMatchObject({ id: user.id, role: "seller" });
    const [cookie] = setCookies();
    expect(cookie).toBeDefined();
    const renewed = await decode({ secret: SECRET, token: cookie!.slice(COOKIE.length + 1).split(";")[0] });
    expect(renewed?.uid).toBe(user.id);
    expect(Math.abs(Date.now() / 1000 - (renewed!.iat as number))).toBeLessThan(60);
  });

  it("a deactivated user or a new token version ends the session, fresh or old, and a name change applies at once", async () => {
    await handle.db.update(users).set({ name: "Vera Souza" }).where(eq(users.id, user.id));
    expect((await apiSession(exchange(await tokenIssued(1)).req, exchange("").res))?.user.name).toBe("Vera Souza");

    await handle.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, user.id));
    for (const minutes of [1, 11]) {
      const { req, res } = exchange(await tokenIssued(minutes, 1));
      expect(await apiSession(req, res)).toBeNull();
    }
    await handle.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    const { req, res } = exchange(await tokenIssued(1, 2));
    expect(await apiSession(req, res)).toBeNull();
  });

  it("in two parts: what the fresh token claims at once, and the user row's confirmation still being read", async () => {
    const other = await makeUser(handle.db, { role: "manager", name: "Gil Gestor" });
    const token = await encode({
      secret: SECRET,
      maxAge: 12 * 3600,
      token: { sub: other.id, uid: other.id, tv: 1, role: "seller", teamId: null, locale: "pt-BR", mcp: false, name: "Nome Antigo", email: other.email },
    });
    const { claimed, verified } = await readApiSession(exchange(token).req, exchange(token).res);
    expect(claimed?.user).toMatchObject({ id: other.id, role: "seller", name: "Nome Antigo" });
    expect((await verified)?.user).toMatchObject({ id: other.id, role: "manager", name: "Gil Gestor" });

    await handle.db.update(users).set({ active: false }).where(eq(users.id, other.id));
    const ended = await readApiSession(exchange(token).req, exchange(token).res);
    expect(ended.claimed?.user.id).toBe(other.id);
    expect(await ended.verified).toBeNull();
    // An old token goes through next-auth, which reads the row itself: nothing is left to confirm (and this
    // user's session ended in the test above).
    const old = await readApiSession(exchange(await tokenIssued(11)).req, exchange("").res);
    expect(old).toEqual({ claimed: null, verified: null });
  });

  it("no cookie, or one that does not decrypt, is no session", async () => {
    expect(await apiSession(exchange("").req, exchange("").res)).toBeNull();
    expect(await apiSession(exchange("nao-e-um-token").req, exchange("").res)).toBeNull();
  });
});
