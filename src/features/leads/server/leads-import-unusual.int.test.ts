/**
 * Leads import and amounts (issue 17): a value the strict reader cannot read is a rejected row, never read
 * another way; a value far outside the usual is a warning the user must confirm before anything is written.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { makeLead } from "../../../../tests/helpers/leads";
import type { Actor } from "~/server/actor";
import type { Db, DbHandle } from "~/server/db/client";
import { auditLog, leads } from "~/server/db/schema";
import { suggestMapping } from "~/features/import-export/columns";
import { commitImport, previewImport } from "~/features/import-export/server/import.service";
import { leadImportColumns, leadsImporter } from "./leads.import";

type User = Awaited<ReturnType<typeof makeUser>>;
let handle: DbHandle;
let db: Db;
let seller: User;

const HEADER = "Nome;E-mail;Interesses;Valor estimado";
const file = (lines: string[]) => new TextEncoder().encode([HEADER, ...lines, ""].join("\r\n"));
async function* body(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}
const actor = (): Actor => ({ id: seller.id, role: seller.role, teamId: seller.teamId });
const options = (bytes: Uint8Array, duplicates: "skip" | "update" = "skip") => ({ mapping: suggestMapping(HEADER.split(";"), leadImportColumns), duplicates, totalBytes: bytes.length });
const named = (names: string[]) => db.select().from(leads).where(and(inArray(leads.name, names), eq(leads.ownerId, seller.id)));

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  seller = await makeUser(db, { role: "seller", teamId: (await makeTeam(db)).id });
  // Consórcio leads usually worth R$ 20.000,00 (the median of five).
  for (const value of [1_000_000n, 1_500_000n, 2_000_000n, 2_500_000n, 3_000_000n]) {
    const lead = await makeLead(db, seller, { categories: ["Consortium"] });
    await db.update(leads).set({ estimatedValue: value }).where(eq(leads.id, lead.id));
  }
});
afterAll(async () => {
  await handle?.close();
});

describe("leads import: unreadable and unusual values", () => {
  const lines = [
    "Usual Consórcio;usual@exemplo.com.br;Consórcio;15.000,00",
    "Ilegível Consórcio;ilegivel@exemplo.com.br;Consórcio;12.34.5",
    "Exagero Consórcio;exagero@exemplo.com.br;Consórcio;500.000,00",
    "Sem Interesse;sem@exemplo.com.br;;500.000,00",
  ];
  const names = ["Usual Consórcio", "Ilegível Consórcio", "Exagero Consórcio", "Sem Interesse"];

  it("rejects the unreadable value and lists the unusual one as a warning in the preview", async () => {
    const bytes = file(lines);
    const preview = await previewImport(db, actor(), leadsImporter, body(bytes), options(bytes));
    expect(preview.counts).toMatchObject({ total: 4, valid: 3, rejected: 1, created: 3 });
    expect(preview.errors).toEqual([{ row: 3, column: "Valor estimado", columnKey: "estimatedValue", message: "Valor inválido: use 1.234,56" }]);
    expect(preview.warningCount).toBe(1);
    expect(preview.warnings).toEqual([{ row: 4, message: "Valor fora do usual: R$\u00a0500.000,00 é mais de 20× o valor usual dos leads destes interesses (R$\u00a020.000,00)." }]);
  });

  it("writes nothing until the warnings are confirmed, then imports the valid rows with the unusual one and audits the confirmation", async () => {
    const bytes = file(lines);
    const refused = await commitImport(db, actor(), leadsImporter, body(bytes), { ...options(bytes), validOnly: true, fileName: "leads.csv" });
    expect(refused.committed).toBe(false);
    expect(refused.warnings.map((w) => w.row)).toEqual([4]);
    expect(await named(names)).toEqual([]);

    const done = await commitImport(db, actor(), leadsImporter, body(bytes), { ...options(bytes), validOnly: true, confirmWarnings: true, fileName: "leads.csv" });
    expect(done.committed).toBe(true);
    const saved = Object.fromEntries((await named(names)).map((l) => [l.name, l.estimatedValue]));
    expect(saved).toEqual({ "Usual Consórcio": 1_500_000n, "Exagero Consórcio": 50_000_000n, "Sem Interesse": 50_000_000n });
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.action, "lead.import"), eq(auditLog.actorId, seller.id)));
    expect(entry!.after).toMatchObject({ created: 3, rejected: 1, warningsConfirmed: 1 });
  });

  it("warns about an update that would change a lead's value to an unusual one, not about a row that changes nothing", async () => {
    const bytes = file(["Usual Consórcio;usual@exemplo.com.br;Consórcio;900.000,00", "Exagero Consórcio;exagero@exemplo.com.br;Consórcio;500.000,00"]);
    const preview = await previewImport(db, actor(), leadsImporter, body(bytes), options(bytes, "update"));
    expect(preview.counts).toMatchObject({ updated: 1, unchanged: 1 });
    expect(preview.warnings.map((w) => w.row)).toEqual([2]);
  });
});
