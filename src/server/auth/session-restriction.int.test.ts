import { TRPCError } from "@trpc/server";
import type { Session } from "next-auth";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeUser, sessionFor } from "../../../tests/helpers/actors";
import { createTestDb } from "../../../tests/helpers/db";
import type { Db, DbHandle } from "../db/client";
import { leads, users } from "../db/schema";
import { createCaller } from "../root";
import { createInnerContext } from "../trpc";
import { authorizeCredentials } from "./authorize";
import { TEMPORARY_PASSWORD_REFUSAL } from "./session-restriction";

let handle: DbHandle;
let db: Db;
let admin: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  admin = await makeUser(db, { role: "admin" });
});
afterAll(() => handle?.close());

/** A new user signed in with the temporary password the administrator gave them, as next-auth would. */
async function temporaryUser(role: "seller" | "admin" = "seller") {
  const created = await callerFor(db, admin).users.create({ name: "Tânia Temporária", email: `tania-${role}-${Date.now()}@teste.com.br`, role, teamId: null });
  const signedIn = await authorizeCredentials(db, { email: created.user.email, password: created.temporaryPassword }, "10.7.0.1");
  expect(signedIn).toMatchObject({ mustChangePassword: true });
  const session: Session = { expires: new Date(Date.now() + 3600_000).toISOString(), user: { ...sessionFor(signedIn!).user, mustChangePassword: true } };
  const caller = createCaller(createInnerContext({ db, session, requestId: "test-request" }));
  return { user: created.user, temporaryPassword: created.temporaryPassword, session, caller };
}

async function refusal(call: Promise<unknown>): Promise<TRPCError> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(TRPCError);
  return err as TRPCError;
}

describe("a session with a temporary password", () => {
  it("is refused every query and mutation outside its profile, with the pt-BR message, and nothing is written", async () => {
    const { caller } = await temporaryUser("admin");
    for (const call of [caller.leads.list({}), caller.users.list({}), caller.audit.list({}), caller.notifications.unreadCount()]) {
      const err = await refusal(call);
      expect([err.code, err.message]).toEqual(["FORBIDDEN", TEMPORARY_PASSWORD_REFUSAL]);
    }
    const [before] = await db.select({ n: count() }).from(leads);
    const err = await refusal(caller.leads.create({ name: "Lead Indevido", phone: "(11) 91234-5678" } as never));
    expect([err.code, err.message]).toEqual(["FORBIDDEN", TEMPORARY_PASSWORD_REFUSAL]);
    expect((await db.select({ n: count() }).from(leads))[0]).toEqual(before);
    expect((await refusal(caller.me.updateProfile({ name: "Outro Nome", version: 1 } as never))).code).toBe("FORBIDDEN");
  });

  it("reads its own profile, switches language, and changes the password; afterwards the row no longer restricts it", async () => {
    const { caller, user, temporaryPassword } = await temporaryUser();
    expect(await caller.me.get()).toMatchObject({ id: user.id, mustChangePassword: true });
    expect(await caller.me.setLocale({ locale: "en-US" })).toEqual({ locale: "en-US" });
    expect(await caller.me.changePassword({ currentPassword: temporaryPassword, newPassword: "Senha-definitiva-2026" })).toEqual({ ok: true });
    const [row] = await db.select({ mustChangePassword: users.mustChangePassword }).from(users).where(eq(users.id, user.id));
    expect(row).toEqual({ mustChangePassword: false });
    // The next sign-in is a full session.
    const again = await authorizeCredentials(db, { email: user.email, password: "Senha-definitiva-2026" }, "10.7.0.2");
    expect(again).toMatchObject({ mustChangePassword: false });
    expect(await callerFor(db, again!).leads.list({})).toMatchObject({ items: [] });
  });

  it("is refused a query when the user row says the password is temporary, though the token does not yet", async () => {
    const { session } = await temporaryUser();
    const claimed: Session = { ...session, user: { ...session.user, mustChangePassword: false } };
    const caller = createCaller(createInnerContext({ db, session: claimed, sessionCheck: Promise.resolve(session), requestId: "test-request" }));
    expect((await refusal(caller.leads.list({}))).message).toBe(TEMPORARY_PASSWORD_REFUSAL);
    expect((await refusal(caller.leads.create({ name: "Lead Indevido" } as never))).message).toBe(TEMPORARY_PASSWORD_REFUSAL);
  });
});
