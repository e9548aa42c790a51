import type { Session } from "next-auth";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser, sessionFor } from "../../tests/helpers/actors";
import { createTestDb } from "../../tests/helpers/db";
import type { DbHandle } from "./db/client";
import { users } from "./db/schema";
import { createCaller } from "./root";
import { createInnerContext } from "./trpc";

/**
 * protectedProcedure with the user row still being read (as every HTTP call has it): a query runs meanwhile but
 * answers only what the row confirms; a mutation waits for the row. The confirmation is a promise the test
 * resolves itself, so each case decides what the row says and when.
 */
let handle: DbHandle;
let admin: Awaited<ReturnType<typeof makeUser>>;
let seller: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  handle = await createTestDb();
  admin = await makeUser(handle.db, { role: "admin", name: "Alice Administradora" });
  seller = await makeUser(handle.db, { role: "seller", name: "Sérgio Vendedor" });
});
afterAll(() => handle?.close());

function deferred() {
  let resolve!: (session: Session | null) => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<Session | null>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function callerClaiming(claimed: Session, check: Promise<Session | null>) {
  return createCaller(createInnerContext({ db: handle.db, session: claimed, sessionCheck: check, requestId: "test-request" }));
}

describe("a query while the user row is read", () => {
  it("answers once the row confirms the token", async () => {
    const check = deferred();
    const answer = callerClaiming(sessionFor(seller), check.promise).me.get();
    check.resolve(sessionFor(seller));
    expect(await answer).toMatchObject({ id: seller.id, email: seller.email });
  });

  it("answers nothing to a session that has ended, even a query that had already finished", async () => {
    const check = deferred();
    let settled = false;
    const answer = callerClaiming(sessionFor(admin), check.promise)
      .users.list({})
      .finally(() => (settled = true));
    // Long enough for the query itself to be done: the answer still waits for the row.
    await new Promise((r) => setTimeout(r, 200));
    expect(settled).toBe(false);
    check.resolve(null);
    await expect(answer).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("runs again as the user is now when the row says otherwise than the token", async () => {
    // Demoted since the token was issued: the admin-only list is refused.
    const demoted = deferred();
    const asDemoted = callerClaiming(sessionFor(admin), demoted.promise).users.list({});
    demoted.resolve(sessionFor({ ...admin, role: "seller" }));
    await expect(asDemoted).rejects.toMatchObject({ code: "FORBIDDEN" });

    // Promoted since: the token's role would have been refused, the row's is not.
    const promoted = deferred();
    const asPromoted = callerClaiming(sessionFor(seller), promoted.promise).users.list({});
    promoted.resolve(sessionFor({ ...seller, role: "admin" }));
    expect((await asPromoted).items.length).toBeGreaterThan(0);
  });

  it("fails as an unexpected error when the row cannot be read", async () => {
    const check = deferred();
    const answer = callerClaiming(sessionFor(seller), check.promise).me.get();
    check.reject(new Error("conexão perdida"));
    await expect(answer).rejects.toMatchObject({ code: "INTERNAL_SERVER_ERROR" });
  });
});

describe("a mutation while the user row is read", () => {
  it("changes nothing before the row confirms, and nothing at all for a session that has ended", async () => {
    const [before] = await handle.db.select().from(users).where(eq(users.id, seller.id));
    const check = deferred();
    const update = callerClaiming(sessionFor(seller), check.promise).me.updateProfile({ name: "Nome Trocado", locale: "pt-BR", version: before!.version });
    await new Promise((r) => setTimeout(r, 200));
    const [meanwhile] = await handle.db.select().from(users).where(eq(users.id, seller.id));
    expect(meanwhile!.name).toBe(before!.name);
    check.resolve(null);
    await expect(update).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const [after] = await handle.db.select().from(users).where(eq(users.id, seller.id));
    expect(after).toMatchObject({ name: before!.name, version: before!.version });
  });

  it("runs once the row confirms", async () => {
    const [before] = await handle.db.select().from(users).where(eq(users.id, seller.id));
    const check = deferred();
    const update = callerClaiming(sessionFor(seller), check.promise).me.updateProfile({ name: "Sérgio Vendedor Jr.", locale: "pt-BR", version: before!.version });
    check.resolve(sessionFor(seller));
    expect(await update).toMatchObject({ version: before!.version + 1 });
  });
});
