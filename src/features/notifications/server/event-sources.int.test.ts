import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { makeLead } from "../../../../tests/helpers/leads";
import type { DbHandle } from "~/server/db/client";
import { emailOutbox, notifications, teams } from "~/server/db/schema";
import { suggestMapping } from "~/features/import-export/columns";
import { commitImport } from "~/features/import-export/server/import.service";
import { customerImportColumns, customersImporter } from "~/features/customers/server/customers.import";

/** The events raised by the services that own them: assignment, creation for someone else, an import. */
let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle.close());

const itemsOf = (userId: string) => handle.db.select().from(notifications).where(eq(notifications.userId, userId));

describe("events from the lead and import services", () => {
  it("a lead assigned by the Gestor reaches the seller (bell and e-mail); taking a pool lead oneself notifies nobody", async () => {
    const team = await makeTeam(handle.db);
    const manager = await makeUser(handle.db, { role: "manager", teamId: team.id });
    const seller = await makeUser(handle.db, { role: "seller", teamId: team.id });
    const lead = await makeLead(handle.db, null, { teamId: team.id, name: "Pedro Lima" });
    await callerFor(handle.db, manager).leads.assign({ ids: [lead.id], ownerId: seller.id });
    const [item] = await itemsOf(seller.id);
    expect(item).toMatchObject({ event: "lead.assigned", recordKind: "lead", recordId: lead.id, params: { name: "Pedro Lima", count: 1 } });
    const mail = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.userId, seller.id));
    expect(mail.map((m) => m.subject)).toEqual(["Novo lead para você: Pedro Lima"]);
    // A bulk assignment is one item with the count.
    const more = [await makeLead(handle.db, null, { teamId: team.id }), await makeLead(handle.db, null, { teamId: team.id })];
    await callerFor(handle.db, manager).leads.assign({ ids: more.map((l) => l.id), ownerId: seller.id });
    expect((await itemsOf(seller.id)).map((n) => n.params.count).sort()).toEqual([1, 2]);
    await handle.db.update(teams).set({ leadPool: true }).where(eq(teams.id, team.id));
    const other = await makeUser(handle.db, { role: "seller", teamId: team.id });
    const pool = await makeLead(handle.db, null, { teamId: team.id });
    await callerFor(handle.db, other).leads.assign({ ids: [pool.id], ownerId: other.id });
    expect(await itemsOf(other.id)).toEqual([]);
  });

  it("a lead created for another seller notifies its owner", async () => {
    const team = await makeTeam(handle.db);
    const manager = await makeUser(handle.db, { role: "manager", teamId: team.id });
    const seller = await makeUser(handle.db, { role: "seller", teamId: team.id });
    const lead = await callerFor(handle.db, manager).leads.create({ kind: "PF", name: "Julia Reis", source: "Indicação", ownerId: seller.id });
    expect((await itemsOf(seller.id)).map((n) => n.recordId)).toEqual([lead.id]);
    expect(await itemsOf(manager.id)).toEqual([]);
  });

  it("the importer hears when an import is committed", async () => {
    const seller = await makeUser(handle.db, { role: "seller" });
    const csv = "Nome;CPF/CNPJ\r\nCliente Importado;529.982.247-25\r\n";
    async function* body() {
      yield new TextEncoder().encode(csv);
    }
    const result = await commitImport(handle.db, { id: seller.id, role: "seller", teamId: null }, customersImporter, body(), {
      mapping: suggestMapping(["Nome", "CPF/CNPJ"], customerImportColumns),
      duplicates: "skip",
      validOnly: false,
    });
    expect(result.committed).toBe(true);
    const [item] = await itemsOf(seller.id);
    expect(item).toMatchObject({ event: "import.finished", recordId: "customers", params: { list: "customers", created: 1, updated: 0 } });
  });
});
