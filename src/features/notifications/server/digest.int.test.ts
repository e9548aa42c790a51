import { eq, like } from "drizzle-orm";
import type { NextApiRequest, NextApiResponse } from "next";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../../../../tests/helpers/db";
import { callerFor, makeUser } from "../../../../tests/helpers/actors";
import type { DbHandle } from "~/server/db/client";
import { auditLog, emailOutbox, notifications, users } from "~/server/db/schema";
import { resetServerEnvForTests } from "~/server/env";
import unsubscribeHandler from "~/pages/api/notificacoes/resumo";
import { queueDigests } from "./digest.service";
import { notify } from "./notify.service";
import { unsubscribeToken } from "./unsubscribe";

let handle: DbHandle;
beforeAll(async () => {
  process.env.NEXTAUTH_SECRET ??= "segredo-de-teste-com-mais-de-32-caracteres";
  resetServerEnvForTests();
  handle = await createTestDb();
  // The unsubscribe endpoint reads the process's database: this test's.
  (globalThis as unknown as { __dbHandle?: Promise<DbHandle> }).__dbHandle = Promise.resolve(handle);
});
afterAll(async () => {
  (globalThis as unknown as { __dbHandle?: unknown }).__dbHandle = undefined;
  await handle.close();
});

const digestsOf = (userId: string) => handle.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, `digest:${userId}:%`));

async function withUnread(locale: "pt-BR" | "en-US" = "pt-BR", at = new Date("2026-03-10T09:00:00Z")) {
  const user = await makeUser(handle.db, { role: "seller", name: "Rita" });
  await handle.db.update(users).set({ locale }).where(eq(users.id, user.id));
  await notify(handle.db, { userId: user.id, event: "import.finished", params: { created: 2, updated: 1 }, dedupeKey: `i:${user.id}` });
  await handle.db.update(notifications).set({ createdAt: at }).where(eq(notifications.userId, user.id));
  return user;
}

/** A Next API call without HTTP: the request as the handler reads it, the response it writes. */
async function callUnsubscribe(method: string, token: string) {
  const out: { status: number; body: string } = { status: 0, body: "" };
  const res = {
    setHeader: () => res,
    // The handler counts the request for /api/metrics when the answer closes.
    once: () => res,
    statusCode: 200,
    status(code: number) {
      out.status = code;
      return res;
    },
    send(body: string) {
      out.body = body;
      return res;
    },
    end() {
      return res;
    },
  };
  await unsubscribeHandler({ method, query: { token }, headers: {} } as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return out;
}

describe("daily digest", () => {
  it("is queued at the user's hour in São Paulo, once per day, with the unread items and an unsubscribe link", async () => {
    const user = await withUnread();
    // 06:00 in São Paulo: not yet (default hour 7).
    expect((await queueDigests(handle.db, new Date("2026-03-10T09:00:00Z"))).queued).toBe(0);
    await queueDigests(handle.db, new Date("2026-03-10T10:00:00Z"));
    await queueDigests(handle.db, new Date("2026-03-10T10:05:00Z"));
    // A late run the same morning sends nothing more.
    await queueDigests(handle.db, new Date("2026-03-10T11:00:00Z"));
    const mails = await digestsOf(user.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ dedupeKey: `digest:${user.id}:2026-03-10`, subject: "Seu resumo do dia: 1 notificação não lida" });
    expect(mails[0]!.textBody).toContain("Importação de leads concluída: 2 criados, 1 atualizados");
    expect(mails[0]!.textBody).toContain(`/api/notificacoes/resumo?token=`);
    expect(mails[0]!.listUnsubscribe).toContain(encodeURIComponent(unsubscribeToken(user.id)));
  });

  it("follows the chosen hour, none without unread items, none when turned off", async () => {
    const user = await withUnread("en-US", new Date("2026-03-10T20:00:00Z"));
    await callerFor(handle.db, user).notifications.savePreferences({ channels: {}, digestEnabled: true, digestHour: 21 });
    // 21:30 in São Paulo on the 10th is 00:30 UTC on the 11th: the digest belongs to the 10th.
    await queueDigests(handle.db, new Date("2026-03-10T10:00:00Z"));
    expect(await digestsOf(user.id)).toHaveLength(0);
    await queueDigests(handle.db, new Date("2026-03-11T00:30:00Z"));
    const [mail] = await digestsOf(user.id);
    expect(mail).toMatchObject({ dedupeKey: `digest:${user.id}:2026-03-10`, subject: "Your daily digest: 1 unread notification", locale: "en-US" });
    const reader = await withUnread();
    await callerFor(handle.db, reader).notifications.markAllRead();
    const off = await withUnread();
    await callerFor(handle.db, off).notifications.savePreferences({ channels: {}, digestEnabled: false, digestHour: 7 });
    await queueDigests(handle.db, new Date("2026-03-10T10:00:00Z"));
    expect(await digestsOf(reader.id)).toHaveLength(0);
    expect(await digestsOf(off.id)).toHaveLength(0);
  });

  it("the unsubscribe link turns the digest off with no session; GET only asks; a forged token does nothing", async () => {
    const user = await withUnread();
    const token = unsubscribeToken(user.id);
    const asked = await callUnsubscribe("GET", token);
    expect(asked.status).toBe(200);
    expect(asked.body).toContain('method="post"');
    expect((await callerFor(handle.db, user).notifications.preferences()).digestEnabled).toBe(true);
    const forged = await callUnsubscribe("POST", `${user.id}.AAAA${token.slice(token.indexOf(".") + 5)}`);
    expect(forged.status).toBe(400);
    expect((await callerFor(handle.db, user).notifications.preferences()).digestEnabled).toBe(true);
    const done = await callUnsubscribe("POST", token);
    expect(done.status).toBe(200);
    expect(done.body).toContain("não receberá mais o resumo diário");
    expect((await callerFor(handle.db, user).notifications.preferences()).digestEnabled).toBe(false);
    const [audit] = await handle.db.select().from(auditLog).where(eq(auditLog.action, "user.digest_unsubscribe"));
    expect(audit).toMatchObject({ entityId: user.id, actorId: user.id });
    await queueDigests(handle.db, new Date("2026-03-10T10:00:00Z"));
    expect(await digestsOf(user.id)).toHaveLength(0);
  });
});
