import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import { callerFor, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import type { DbHandle } from "~/server/db/client";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle.close());

describe("users.options (people pickers)", () => {
  it("lists active users with name, role and team only, for any signed-in role; refuses the signed out", async () => {
    const db = handle.db;
    const seller = await makeUser(db, { role: "seller", name: "Vendedora Ativa" });
    const gone = await makeUser(db, { role: "seller", name: "Vendedor Inativo", active: false });
    const finance = await makeUser(db, { role: "finance" });
    const options = await callerFor(db, finance).users.options();
    expect(options.map((o) => o.id)).toContain(seller.id);
    expect(options.map((o) => o.id)).not.toContain(gone.id);
    expect(Object.keys(options[0]!).sort()).toEqual(["id", "name", "role", "teamId", "teamName"]);
    const sellersOnly = await callerFor(db, seller).users.options({ roles: ["seller"] });
    expect(sellersOnly.every((o) => o.role === "seller")).toBe(true);
    await expect(callerFor(db, null).users.options()).rejects.toBeInstanceOf(TRPCError);
  });
});
