import { TRPCError } from "@trpc/server";
import { eq, sql } from "drizzle-orm";
import type { Session } from "next-auth";
import type { JWT } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeUser, sessionFor } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { currentUser, openSession } from "~/server/auth/options";
import type { Db, DbHandle } from "~/server/db/client";
import { userSessions } from "~/server/db/schema";
import { createCaller } from "~/server/root";
import { createInnerContext } from "~/server/trpc";

type User = Awaited<ReturnType<typeof makeUser>>;

let handle: DbHandle;
let db: Db;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
});
afterAll(() => handle?.close());

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** A signed-in session as the sign-in makes it: a row, and a token naming it. */
async function signIn(user: User, userAgent = CHROME, ip = "10.9.0.1") {
  const sid = await openSession(db, user, ip, userAgent);
  const token: JWT = { uid: user.id, tv: user.tokenVersion, sid };
  return { sid, token };
}

/** A caller as the tRPC handler builds it: the token's claims, confirmed by currentUser (readApiSession). */
function callerWith(user: User, token: JWT) {
  const session: Session = { ...sessionFor(user), sessionId: token.sid };
  return createCaller(createInnerContext({ db, session, sessionCheck: currentUser(token, db).then((row) => (row ? session : null)) }));
}

async function lastSeen(sid: string) {
  const [row] = await db.select({ lastSeenAt: userSessions.lastSeenAt }).from(userSessions).where(eq(userSessions.id, sid));
  return row!.lastSeenAt;
}

describe("me.sessions", () => {
  it("lists the caller's own live sessions with device, IP and which one is current", async () => {
    const user = await makeUser(db, { role: "seller" });
    const other = await makeUser(db, { role: "seller" });
    const a = await signIn(user, CHROME, "10.9.0.1");
    const b = await signIn(user, FIREFOX, "10.9.0.2");
    await signIn(other);
    const list = await callerWith(user, a.token).me.sessions.list();
    expect(list.map((s) => s.id).sort()).toEqual([a.sid, b.sid].sort());
    expect(list.find((s) => s.id === a.sid)).toMatchObject({ device: "Chrome · Windows", ip: "10.9.0.1", current: true });
    expect(list.find((s) => s.id === b.sid)).toMatchObject({ device: "Firefox · Linux", ip: "10.9.0.2", current: false });
  });

  it("ends one of the caller's sessions (audited), whose next request is refused; someone else's is not found", async () => {
    const user = await makeUser(db, { role: "seller" });
    const other = await makeUser(db, { role: "seller" });
    const a = await signIn(user);
    const b = await signIn(user, FIREFOX);
    const theirs = await signIn(other);
    await expect(callerWith(user, a.token).me.sessions.end({ id: theirs.sid })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await currentUser(theirs.token, db)).not.toBeNull();

    expect(await callerWith(user, a.token).me.sessions.end({ id: b.sid })).toEqual({ ok: true, current: false });
    expect(await currentUser(b.token, db)).toBeNull();
    await expect(callerWith(user, b.token).me.get()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect((await callerWith(user, a.token).me.sessions.list()).map((s) => s.id)).toEqual([a.sid]);

    // Ending the current one: the screen signs out, and the token is refused anyway.
    expect(await callerWith(user, a.token).me.sessions.end({ id: a.sid })).toEqual({ ok: true, current: true });
    await expect(callerWith(user, a.token).me.sessions.list()).rejects.toBeInstanceOf(TRPCError);

    const admin = await makeUser(db, { role: "admin" });
    const { items } = await callerFor(db, admin).audit.list({ action: "user.end_session", entityId: user.id, limit: 5 });
    expect(items).toHaveLength(2);
  });

  it("ends the others and keeps the current one", async () => {
    const user = await makeUser(db, { role: "seller" });
    const a = await signIn(user);
    const b = await signIn(user, FIREFOX);
    const c = await signIn(user, FIREFOX);
    expect(await callerWith(user, a.token).me.sessions.endOthers()).toEqual({ ended: 2 });
    expect(await currentUser(a.token, db)).not.toBeNull();
    expect(await currentUser(b.token, db)).toBeNull();
    expect(await currentUser(c.token, db)).toBeNull();
    expect((await callerWith(user, a.token).me.sessions.list()).map((s) => s.id)).toEqual([a.sid]);
  });

  it("users.endSessions (Administrador) ends every row of the user", async () => {
    const admin = await makeUser(db, { role: "admin" });
    const user = await makeUser(db, { role: "seller" });
    const a = await signIn(user);
    await signIn(user, FIREFOX);
    expect(await callerFor(db, admin).users.endSessions({ id: user.id })).toEqual({ ok: true });
    const open = await db.select().from(userSessions).where(sql`${userSessions.userId} = ${user.id} and ${userSessions.endedAt} is null`);
    expect(open).toHaveLength(0);
    expect(await currentUser(a.token, db)).toBeNull();
  });

  it("refuses a token whose session row is missing, and keeps confirming tokens issued before sessions had rows", async () => {
    const user = await makeUser(db, { role: "seller" });
    expect(await currentUser({ uid: user.id, tv: user.tokenVersion, sid: "00000000-0000-4000-8000-000000000000" }, db)).toBeNull();
    expect(await currentUser({ uid: user.id, tv: user.tokenVersion }, db)).not.toBeNull();
  });

  it("moves last_seen_at on at most once a minute", async () => {
    const user = await makeUser(db, { role: "seller" });
    const { sid, token } = await signIn(user);
    await db.update(userSessions).set({ lastSeenAt: sql`now() - interval '30 seconds'` }).where(eq(userSessions.id, sid));
    const recent = await lastSeen(sid);
    expect(await currentUser(token, db)).not.toBeNull();
    expect(await lastSeen(sid)).toEqual(recent);

    await db.update(userSessions).set({ lastSeenAt: sql`now() - interval '2 minutes'` }).where(eq(userSessions.id, sid));
    const stale = await lastSeen(sid);
    expect(await currentUser(token, db)).not.toBeNull();
    const moved = await lastSeen(sid);
    expect(moved.getTime()).toBeGreaterThan(stale.getTime() + 60_000);
  });
});
