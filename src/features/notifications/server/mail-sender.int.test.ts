import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDb } from "../../../../tests/helpers/db";
import { callerFor, makeUser } from "../../../../tests/helpers/actors";
import { decodeQuotedPrintable, startSmtpServer } from "../../../../tests/helpers/smtp";
import type { DbHandle } from "~/server/db/client";
import { emailOutbox, users } from "~/server/db/schema";
import { HELD_NO_SMTP, HELD_TOO_OLD, outboxRows, sendQueuedMail } from "./mail-sender";
import { notify } from "./notify.service";

let handle: DbHandle;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const FROM = "Corretora <nao-responda@corretora.test>";

beforeAll(async () => {
  [handle, smtp] = await Promise.all([createTestDb(), startSmtpServer()]);
});
afterAll(async () => {
  await smtp.close();
  await handle.close();
});
beforeEach(async () => {
  smtp.received.length = 0;
  smtp.refuse.on = false;
  await handle.db.delete(emailOutbox).where(sql`true`);
});

async function queueFor(locale: "pt-BR" | "en-US", key: string) {
  const user = await makeUser(handle.db, { role: "seller", name: locale === "en-US" ? "Bob Seller" : "Ana Vendedora" });
  await handle.db.update(users).set({ locale }).where(eq(users.id, user.id));
  await notify(handle.db, { userId: user.id, event: "lead.assigned", record: { kind: "lead", id: key }, params: { name: "Maria Souza", count: 1 }, dedupeKey: key });
  return user;
}

describe("sending the outbox over SMTP (a real SMTP server on a random port)", () => {
  it("delivers each queued message once, with a plain-text part, in the recipient's language", async () => {
    const pt = await queueFor("pt-BR", "m1");
    const en = await queueFor("en-US", "m2");
    expect(await sendQueuedMail(handle.db, { smtpUrl: smtp.url, from: FROM })).toMatchObject({ sent: 2, failed: 0 });
    expect(await sendQueuedMail(handle.db, { smtpUrl: smtp.url, from: FROM })).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(2);
    const toPt = smtp.received.find((m) => m.to.includes(pt.email))!;
    const toEn = smtp.received.find((m) => m.to.includes(en.email))!;
    expect(toPt.raw).toMatch(/Content-Type: text\/plain/i);
    expect(toPt.raw).toMatch(/Content-Type: text\/html/i);
    expect(toPt.raw).toContain("Content-Language: pt-BR");
    expect(decodeQuotedPrintable(toPt.raw)).toContain("Olá, Ana Vendedora.");
    expect(decodeQuotedPrintable(toEn.raw)).toContain("Hello, Bob Seller.");
    expect(toEn.raw).toContain("Content-Language: en-US");
    const rows = await outboxRows(handle.db);
    expect(rows.every((r) => r.status === "sent" && r.sentAt && r.attempts === 1)).toBe(true);
  });

  it("a sender that dies after the server accepted a message never sends it again (at most once)", async () => {
    await queueFor("pt-BR", "crash");
    const crash = new Error("processo encerrado");
    await expect(
      sendQueuedMail(handle.db, {
        smtpUrl: smtp.url,
        from: FROM,
        afterAccepted: async () => {
          throw crash;
        },
      }),
    ).rejects.toBe(crash);
    expect(smtp.received).toHaveLength(1);
    // The retried job (and a second worker) find nothing to send: the row stays "sending" for the Administrador.
    await Promise.all([sendQueuedMail(handle.db, { smtpUrl: smtp.url, from: FROM }), sendQueuedMail(handle.db, { smtpUrl: smtp.url, from: FROM })]);
    expect(smtp.received).toHaveLength(1);
    const [row] = await outboxRows(handle.db);
    expect(row).toMatchObject({ status: "sending", attempts: 1 });
  });

  it("two senders at once deliver each message exactly once", async () => {
    for (let i = 0; i < 6; i++) await queueFor("pt-BR", `par-${i}`);
    await Promise.all([sendQueuedMail(handle.db, { smtpUrl: smtp.url, from: FROM }), sendQueuedMail(handle.db, { smtpUrl: smtp.url, from: FROM })]);
    expect(smtp.received).toHaveLength(6);
    expect(new Set(smtp.received.map((m) => m.to[0])).size).toBe(6);
  });

  it("a temporary refusal before delivery puts the message back in the queue; it goes out on the next run", async () => {
    await queueFor("pt-BR", "refused");
    smtp.refuse.on = true;
    expect(await sendQueuedMail(handle.db, { smtpUrl: smtp.url, from: FROM })).toMatchObject({ sent: 0, failed: 1 });
    expect((await outboxRows(handle.db))[0]).toMatchObject({ status: "queued", attempts: 1 });
    smtp.refuse.on = false;
    expect(await sendQueuedMail(handle.db, { smtpUrl: smtp.url, from: FROM })).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(1);
  });

  it("without SMTP_URL mail stays in the outbox, not sent, and only the Administrador reads it", async () => {
    await queueFor("pt-BR", "offline");
    expect(await sendQueuedMail(handle.db, { smtpUrl: undefined, from: FROM })).toMatchObject({ held: 1 });
    expect(smtp.received).toHaveLength(0);
    const admin = await makeUser(handle.db, { role: "admin" });
    const page = await callerFor(handle.db, admin).notifications.outbox({});
    expect(page.items[0]).toMatchObject({ status: "held", error: HELD_NO_SMTP, subject: "Novo lead para você: Maria Souza" });
    expect(page.items[0]!.textBody).toContain("Olá, Ana Vendedora.");
    for (const role of ["seller", "manager", "finance"] as const) {
      const other = await makeUser(handle.db, { role });
      await expect(callerFor(handle.db, other).notifications.outbox({})).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
  });

  it("mail held without SMTP goes out once SMTP_URL is configured, each message once, even with two senders", async () => {
    for (let i = 0; i < 3; i++) await queueFor("pt-BR", `held-${i}`);
    expect(await sendQueuedMail(handle.db, { smtpUrl: undefined, from: FROM })).toMatchObject({ held: 3 });
    // Still offline on the next minute: nothing changes, nothing is sent.
    expect(await sendQueuedMail(handle.db, { smtpUrl: undefined, from: FROM })).toMatchObject({ held: 0 });
    expect((await outboxRows(handle.db)).every((r) => r.status === "held")).toBe(true);

    // SMTP_URL set (the next run of the job): two workers at once deliver the held ones exactly once.
    const runs = await Promise.all([sendQueuedMail(handle.db, { smtpUrl: smtp.url, from: FROM }), sendQueuedMail(handle.db, { smtpUrl: smtp.url, from: FROM })]);
    expect(runs[0].sent + runs[1].sent).toBe(3);
    expect(smtp.received).toHaveLength(3);
    expect(new Set(smtp.received.map((m) => m.to[0])).size).toBe(3);
    expect(decodeQuotedPrintable(smtp.received[0]!.raw)).toContain("Olá, Ana Vendedora.");
    const rows = await outboxRows(handle.db);
    expect(rows.map((r) => ({ status: r.status, error: r.error, attempts: r.attempts }))).toEqual(Array(3).fill({ status: "sent", error: null, attempts: 1 }));

    // Re-running sends nothing again.
    expect(await sendQueuedMail(handle.db, { smtpUrl: smtp.url, from: FROM })).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(3);
  });

  it("mail held for more than a day is not sent once SMTP_URL is configured: it is failed with a note, the recent one goes out", async () => {
    await queueFor("pt-BR", "held-old");
    await queueFor("pt-BR", "held-recent");
    expect(await sendQueuedMail(handle.db, { smtpUrl: undefined, from: FROM })).toMatchObject({ held: 2 });
    const [old] = await outboxRows(handle.db);
    await handle.db.update(emailOutbox).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(emailOutbox.id, old!.id));

    expect(await sendQueuedMail(handle.db, { smtpUrl: smtp.url, from: FROM })).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to[0]).not.toBe(old!.toAddress);
    const rows = await outboxRows(handle.db);
    expect(rows.find((r) => r.id === old!.id)).toMatchObject({ status: "failed", error: HELD_TOO_OLD, attempts: 0 });
    expect(await sendQueuedMail(handle.db, { smtpUrl: smtp.url, from: FROM })).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it("a held message whose server refuses it for now stays queued for the next run, not held again", async () => {
    await queueFor("pt-BR", "held-refused");
    await sendQueuedMail(handle.db, { smtpUrl: undefined, from: FROM });
    smtp.refuse.on = true;
    expect(await sendQueuedMail(handle.db, { smtpUrl: smtp.url, from: FROM })).toMatchObject({ sent: 0, failed: 1 });
    expect((await outboxRows(handle.db))[0]).toMatchObject({ status: "queued", attempts: 1 });
    smtp.refuse.on = false;
    expect(await sendQueuedMail(handle.db, { smtpUrl: smtp.url, from: FROM })).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(1);
  });
});
