import { createHash, randomUUID } from "node:crypto";
import { and, desc, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileTypeFromFile } from "file-type";
import { ATTACHMENT_TYPES, type AttachmentKind } from "~/lib/catalog/attachments";
import { auditActor, type Actor } from "~/server/actor";
import { recordAudit } from "~/server/audit";
import type { Db, DbOrTx } from "~/server/db/client";
import { attachments, users } from "~/server/db/schema";
import { versionedUpdate } from "~/server/db/versioned-update";
import { badInput, forbidden, notFound } from "~/server/errors";
import type { FileStorage } from "~/server/storage/storage";
import { requestTempDir, uploadTempRoot } from "~/server/http/request-temp";
import type { AttachmentRecordRef } from "../attachments.schemas";
import { assertRecordVisible } from "./attachment-records";
import { sanitizeFileName } from "./file-name";

export const TYPE_REFUSED_MESSAGE = "Tipo de arquivo não aceito: envie PDF, imagem (JPG, PNG, WEBP, GIF, HEIC), DOCX, XLSX, ODT ou ODS.";

export interface UploadInput {
  record: AttachmentRecordRef;
  kind: AttachmentKind;
  fileName: string;
  /** The file's bytes as they arrive (the request body): never held whole in memory. */
  body: AsyncIterable<Uint8Array>;
  maxBytes: number;
}

interface SpooledFile {
  path: string;
  size: number;
  sha256: string;
}

/**
 * Writes the body to a temporary file (the request's own folder when there is one), hashing and counting it on
 * the way, and stops past maxBytes: the type is then read from the file's first bytes and the file handed to
 * the storage, so memory holds one chunk at a time whatever the size.
 */
async function spool(body: AsyncIterable<Uint8Array>, maxBytes: number, file: string): Promise<SpooledFile> {
  const hash = createHash("sha256");
  let size = 0;
  async function* counted() {
    for await (const chunk of body) {
      size += chunk.byteLength;
      if (size > maxBytes) throw badInput("file", tooLargeMessage(maxBytes));
      hash.update(chunk);
      yield chunk;
    }
  }
  await pipeline(Readable.from(counted()), createWriteStream(file));
  return { path: file, size, sha256: hash.digest("hex") };
}

/** Checks the file (size, type by its first bytes), stores the bytes under a random key, then records the row. */
export async function uploadAttachment(db: Db, storage: FileStorage, actor: Actor, input: UploadInput) {
  await assertRecordVisible(db, actor, input.record);
  const requestDir = requestTempDir();
  const dir = requestDir ?? (await mkdtemp(path.join(uploadTempRoot(), "anexo-")));
  const file = path.join(dir, `anexo-${randomUUID()}`);
  try {
    return await storeSpooled(db, storage, actor, input, await spool(input.body, input.maxBytes, file));
  } finally {
    await rm(requestDir ? file : dir, { recursive: true, force: true });
  }
}

async function storeSpooled(db: Db, storage: FileStorage, actor: Actor, input: UploadInput, spooled: SpooledFile) {
  if (spooled.size === 0) throw badInput("file", "O arquivo está vazio.");
  const detected = await fileTypeFromFile(spooled.path);
  const type = detected ? ATTACHMENT_TYPES[detected.mime] : undefined;
  if (!detected || !type) throw badInput("file", TYPE_REFUSED_MESSAGE);
  const fileName = sanitizeFileName(input.fileName, type.ext);
  const storageKey = randomUUID();
  await storage.putFile(storageKey, spooled.path, spooled.size, detected.mime);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(attachments)
        .values({
          recordKind: input.record.kind,
          recordId: input.record.id,
          kind: input.kind,
          fileName,
          contentType: detected.mime,
          sizeBytes: spooled.size,
          sha256: spooled.sha256,
          storageKey,
          uploadedBy: actor.id,
        })
        .returning();
      await recordAudit(tx, auditActor(actor), {
        action: "attachment.upload",
        entity: "attachment",
        entityId: row!.id,
        after: { recordKind: row!.recordKind, recordId: row!.recordId, documentKind: row!.kind, fileName, contentType: row!.contentType, sizeBytes: row!.sizeBytes },
      });
      return row!;
    });
  } catch (err) {
    // The row was not written: the bytes must not stay behind, unreachable.
    await storage.delete(storageKey).catch(() => {});
    throw err;
  }
}

export function tooLargeMessage(maxBytes: number): string {
  return `Arquivo muito grande: o limite é ${Math.round(maxBytes / (1024 * 1024))} MB.`;
}

/** The record's files, newest first, with who sent them. */
export async function listAttachments(db: DbOrTx, actor: Actor, record: AttachmentRecordRef) {
  await assertRecordVisible(db, actor, record);
  return db
    .select({
      id: attachments.id,
      kind: attachments.kind,
      fileName: attachments.fileName,
      contentType: attachments.contentType,
      sizeBytes: attachments.sizeBytes,
      uploadedAt: attachments.createdAt,
      uploadedBy: attachments.uploadedBy,
      uploadedByName: users.name,
      version: attachments.version,
    })
    .from(attachments)
    .leftJoin(users, eq(users.id, attachments.uploadedBy))
    .where(and(eq(attachments.recordKind, record.kind), eq(attachments.recordId, record.id), isNull(attachments.deletedAt)))
    .orderBy(desc(attachments.createdAt), desc(attachments.id))
    .limit(200);
}

async function visibleAttachment(db: DbOrTx, actor: Actor, id: string, opts: { deleted?: boolean } = {}) {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, id), opts.deleted ? isNotNull(attachments.deletedAt) : isNull(attachments.deletedAt)))
    .limit(1);
  if (!row) throw notFound();
  await assertRecordVisible(db, actor, { kind: row.recordKind, id: row.recordId });
  return row;
}

/** For a download or a preview: the row (checked against the record's scope) and its bytes; audited. */
export async function openAttachment(db: Db, storage: FileStorage, actor: Actor, id: string, purpose: "download" | "preview") {
  const row = await visibleAttachment(db, actor, id);
  const body = await storage.get(row.storageKey);
  if (!body) throw notFound("O arquivo não está mais disponível.");
  await recordAudit(db, auditActor(actor), { action: "attachment.download", entity: "attachment", entityId: row.id, after: { fileName: row.fileName, purpose } });
  return { row, body, preview: ATTACHMENT_TYPES[row.contentType]?.preview ?? false };
}

/** Who may delete: the person who sent it, or an Administrador or Gestor who sees the record. */
function mayDelete(actor: Actor, row: { uploadedBy: string | null }): boolean {
  return row.uploadedBy === actor.id || actor.role === "admin" || actor.role === "manager";
}

/** Deleting hides the file at once (undo restores it); the bytes go a day later (purgeDeletedAttachments). */
export async function deleteAttachment(db: Db, actor: Actor, input: { id: string; version: number }) {
  const row = await visibleAttachment(db, actor, input.id);
  if (!mayDelete(actor, row)) throw forbidden();
  return db.transaction(async (tx) => {
    const updated = await versionedUpdate(tx, attachments, row.id, input.version, { deletedAt: sql`now()`, deletedBy: actor.id }, isNull(attachments.deletedAt));
    await recordAudit(tx, auditActor(actor), { action: "attachment.delete", entity: "attachment", entityId: row.id, before: { fileName: row.fileName } });
    return { id: updated.id, version: updated.version };
  });
}

export async function restoreAttachment(db: Db, actor: Actor, input: { id: string }) {
  const row = await visibleAttachment(db, actor, input.id, { deleted: true });
  if (!mayDelete(actor, row)) throw forbidden();
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(attachments)
      .set({ deletedAt: null, deletedBy: null, version: sql`${attachments.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(attachments.id, row.id), isNotNull(attachments.deletedAt)))
      .returning({ id: attachments.id, version: attachments.version });
    if (!updated) throw notFound();
    await recordAudit(tx, auditActor(actor), { action: "attachment.restore", entity: "attachment", entityId: row.id, after: { fileName: row.fileName } });
    return updated;
  });
}

/** The purge job: files deleted more than a day ago lose their bytes and their row. Re-running is harmless. */
export async function purgeDeletedAttachments(db: Db, storage: FileStorage, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - 24 * 3600 * 1000);
  const due = await db
    .select({ id: attachments.id, storageKey: attachments.storageKey })
    .from(attachments)
    .where(and(isNotNull(attachments.deletedAt), lt(attachments.deletedAt, cutoff)))
    .limit(1000);
  for (const row of due) {
    await storage.delete(row.storageKey);
    await db.delete(attachments).where(and(eq(attachments.id, row.id), isNotNull(attachments.deletedAt)));
  }
  return due.length;
}
