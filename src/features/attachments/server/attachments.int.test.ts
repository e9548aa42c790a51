import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../../../../tests/helpers/db";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { makeLead } from "../../../../tests/helpers/leads";
import { auditRowsOf, makeCustomer, makePartner, makeProduct, makeSale } from "../../../../tests/helpers/portfolio";
import type { Actor } from "~/server/actor";
import type { DbHandle } from "~/server/db/client";
import { attachments } from "~/server/db/schema";
import { localDiskStorage } from "~/server/storage/local-disk";
import { listAttachments, openAttachment, purgeDeletedAttachments, uploadAttachment } from "./attachments.service";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f4e1d80000000049454e44ae426082", "hex");
const MB = 1024 * 1024;

let handle: DbHandle;
let dir: string;
const storage = () => localDiskStorage(dir);
let users: Awaited<ReturnType<typeof setup>>;

async function setup() {
  const db = handle.db;
  const [teamA, teamB] = [await makeTeam(db), await makeTeam(db)];
  const seller = await makeUser(db, { role: "seller", teamId: teamA.id });
  const colleague = await makeUser(db, { role: "seller", teamId: teamA.id });
  const stranger = await makeUser(db, { role: "seller", teamId: teamB.id });
  const managerB = await makeUser(db, { role: "manager", teamId: teamB.id });
  const admin = await makeUser(db, { role: "admin" });
  const finance = await makeUser(db, { role: "finance" });
  const lead = await makeLead(db, seller, { teamId: teamA.id });
  const customer = await makeCustomer(db, seller);
  const product = await makeProduct(db, await makePartner(db));
  const sale = await makeSale(db, { customer, product, seller });
  return { seller, colleague, stranger, managerB, admin, finance, lead, customer, sale };
}

const actor = (u: { id: string; role: Actor["role"]; teamId: string | null }): Actor => ({ id: u.id, role: u.role, teamId: u.teamId, requestId: "t", ip: null });

beforeAll(async () => {
  handle = await createTestDb();
  dir = mkdtempSync(path.join(os.tmpdir(), "anexos-"));
  users = await setup();
});
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const upload = (who: Actor, record: { kind: "lead" | "customer" | "sale"; id: string }, bytes: Uint8Array, fileName = "apolice.pdf", maxBytes = 20 * MB) =>
  uploadAttachment(handle.db, storage(), who, { record, kind: "apolice", fileName, body: Readable.from([Buffer.from(bytes)]), maxBytes });

describe("attachments", () => {
  it("stores a file on each kind of record, lists it with its author, and audits upload and download", async () => {
    const { seller, lead, customer, sale } = users;
    for (const record of [{ kind: "lead", id: lead.id }, { kind: "customer", id: customer.id }, { kind: "sale", id: sale.id }] as const) {
      const row = await upload(actor(seller), record, PDF, "Apólice 2026.pdf");
      expect(row).toMatchObject({ fileName: "Apólice 2026.pdf", contentType: "application/pdf", sizeBytes: PDF.length });
      const list = await listAttachments(handle.db, actor(seller), record);
      expect(list.map((a) => [a.id, a.uploadedByName])).toEqual([[row.id, seller.name]]);
      const opened = await openAttachment(handle.db, storage(), actor(seller), row.id, "download");
      const chunks: Buffer[] = [];
      for await (const c of opened.body) chunks.push(Buffer.from(c));
      expect(Buffer.concat(chunks).equals(PDF)).toBe(true);
      expect((await auditRowsOf(handle.db, row.id)).map((a) => a.action)).toEqual(["attachment.upload", "attachment.download"]);
    }
  });

  it("has its record's row scope: another team's seller and gestor, and finance on a lead, get NOT_FOUND", async () => {
    const { seller, stranger, managerB, finance, admin, colleague, lead } = users;
    const row = await upload(actor(seller), { kind: "lead", id: lead.id }, PNG, "foto.png");
    for (const who of [stranger, managerB, finance, colleague]) {
      await expect(listAttachments(handle.db, actor(who), { kind: "lead", id: lead.id }), who.name).rejects.toMatchObject({ code: "NOT_FOUND" });
      await expect(openAttachment(handle.db, storage(), actor(who), row.id, "download"), who.name).rejects.toMatchObject({ code: "NOT_FOUND" });
      await expect(upload(actor(who), { kind: "lead", id: lead.id }, PDF), who.name).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    expect((await listAttachments(handle.db, actor(admin), { kind: "lead", id: lead.id })).some((a) => a.id === row.id)).toBe(true);
  });

  it("refuses empty, oversized and disguised files, and keeps nothing of them", async () => {
    const { seller, customer } = users;
    const record = { kind: "customer", id: customer.id } as const;
    const before = readdirSync(dir, { recursive: true }).length;
    await expect(upload(actor(seller), record, Buffer.alloc(0))).rejects.toMatchObject({ code: "BAD_REQUEST", message: "O arquivo está vazio." });
    await expect(upload(actor(seller), record, PDF, "a.pdf", 10)).rejects.toMatchObject({ message: "Arquivo muito grande: o limite é 0 MB." });
    // An HTML page or a script renamed to .pdf is refused by its bytes, whatever its name says.
    await expect(upload(actor(seller), record, Buffer.from("<html><script>alert(1)</script></html>"), "fatura.pdf")).rejects.toMatchObject({ code: "BAD_REQUEST", field: "file" });
    await expect(upload(actor(seller), record, Buffer.from("nome;cpf\nAna;123\n"), "planilha.csv")).rejects.toMatchObject({ field: "file" });
    expect(readdirSync(dir, { recursive: true }).length).toBe(before);
  });

  it("names the file after what its bytes are, with no path", async () => {
    const row = await upload(actor(users.seller), { kind: "sale", id: users.sale.id }, PNG, "../../contrato.pdf");
    expect(row.fileName).toBe("contrato.pdf.png");
    expect(row.contentType).toBe("image/png");
    expect(row.storageKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("deletes with undo over tRPC (stale version → CONFLICT; only the author or a gestor/admin), and the purge removes the bytes a day later", async () => {
    const { seller, colleague, customer } = users;
    const row = await upload(actor(seller), { kind: "customer", id: customer.id }, PDF);
    const mine = callerFor(handle.db, seller);
    await expect(mine.attachments.delete({ id: row.id, version: row.version + 1 })).rejects.toMatchObject({ code: "CONFLICT" });
    const deleted = await mine.attachments.delete({ id: row.id, version: row.version });
    expect((await mine.attachments.list({ kind: "customer", id: customer.id })).some((a) => a.id === row.id)).toBe(false);
    await mine.attachments.restore({ id: row.id });
    expect((await mine.attachments.list({ kind: "customer", id: customer.id })).some((a) => a.id === row.id)).toBe(true);
    expect(deleted.version).toBe(row.version + 1);
    // The colleague does not see the customer at all.
    await expect(callerFor(handle.db, colleague).attachments.delete({ id: row.id, version: deleted.version + 1 })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const current = (await handle.db.select().from(attachments).where(eq(attachments.id, row.id)))[0]!;
    await mine.attachments.delete({ id: row.id, version: current.version });
    expect(await purgeDeletedAttachments(handle.db, storage(), new Date())).toBe(0);
    expect(await purgeDeletedAttachments(handle.db, storage(), new Date(Date.now() + 25 * 3600 * 1000))).toBeGreaterThanOrEqual(1);
    expect(await storage().get(row.storageKey)).toBeNull();
    expect(await handle.db.select().from(attachments).where(eq(attachments.id, row.id))).toEqual([]);
    expect((await auditRowsOf(handle.db, row.id)).map((a) => a.action)).toEqual(["attachment.upload", "attachment.delete", "attachment.restore", "attachment.delete"]);
  });
});
