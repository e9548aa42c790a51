import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeUser, TEST_PASSWORD } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { authorizeCredentials } from "~/server/auth/authorize";
import { currentUser } from "~/server/auth/options";
import type { Db, DbHandle } from "~/server/db/client";

let handle: DbHandle;
let db: Db;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
});
afterAll(() => handle?.close());

describe("users.endSessions", () => {
  it("moves the token version on (open sessions end at their next request), audited, and is for the Administrador only", async () => {
    const admin = await makeUser(db, { role: "admin" });
    const user = await makeUser(db, { role: "seller" });
    const token = { uid: user.id, tv: user.tokenVersion };
    expect(await currentUser(token, db)).not.toBeNull();
    await expect(callerFor(db, user).users.endSessions({ id: user.id })).rejects.toBeInstanceOf(TRPCError);
    expect(await callerFor(db, admin).users.endSessions({ id: user.id })).toEqual({ ok: true });
    expect(await currentUser(token, db)).toBeNull();
    const { items } = await callerFor(db, admin).audit.list({ action: "user.end_sessions", entityId: user.id, limit: 5 });
    expect(items).toHaveLength(1);
    // The user signs in again as usual.
    expect(await authorizeCredentials(db, { email: user.email, password: TEST_PASSWORD }, "10.7.0.9")).toMatchObject({ id: user.id });
  });
});
