import { and, asc, eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { DbOrTx } from "~/server/db/client";
import { emailOutbox } from "~/server/db/schema";
import { logger } from "~/server/logger";

/** After this many attempts refused before delivery, a message is failed for good. */
export const MAX_SEND_ATTEMPTS = 5;
export const HELD_NO_SMTP = "não enviado (sem SMTP)";
/**
 * A held message older than this is not sent once SMTP is configured: a "task due in 15 minutes" or a daily
 * digest from last week would only mislead. It is marked failed with this note, still readable in the outbox.
 */
export const HELD_MAX_AGE_HOURS = 24;
export const HELD_TOO_OLD = "não enviado: ficou retido sem SMTP por mais de 24 horas";

/**
 * Errors raised before the server could have accepted the message (no connection, DNS, TLS, login, a 4xx
 * on the envelope): nothing was delivered, so the message may go back to the queue. Anything else (a
 * socket dropped or a timeout during DATA) may have come after the server accepted it: never resent.
 */
function refusedBeforeDelivery(err: unknown): boolean {
  const e = err as { code?: string; responseCode?: number };
  if (e.code && ["ECONNECTION", "EDNS", "ETLS", "EAUTH", "ECONNREFUSED"].includes(e.code)) return true;
  return e.code === "EENVELOPE" && typeof e.responseCode === "number" && e.responseCode >= 400 && e.responseCode < 500;
}

export interface SendOptions {
  smtpUrl: string | undefined;
  from: string;
  /** At most this many messages per run (the job runs every minute). */
  limit?: number;
  /** Tests: runs after the SMTP server accepted a message and before it is marked sent (a crash there). */
  afterAccepted?: (id: string) => Promise<void>;
}

type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * Takes one queued message for this sender: queued → sending, in a statement of its own (committed before
 * any SMTP traffic). SKIP LOCKED lets several workers claim different messages at once.
 */
async function claimOne(db: DbOrTx): Promise<OutboxRow | null> {
  const next = sql`(select id from ${emailOutbox} where ${emailOutbox.status} = 'queued' order by ${emailOutbox.createdAt} limit 1 for update skip locked)`;
  const [row] = await db
    .update(emailOutbox)
    .set({ status: "sending", attempts: sql`${emailOutbox.attempts} + 1`, claimedAt: sql`now()` })
    .where(and(eq(emailOutbox.id, next), eq(emailOutbox.status, "queued")))
    .returning();
  return row ?? null;
}

/**
 * Held → queued, in a statement of its own. Idempotent: a second run (or a second worker at once) finds no
 * held row; the attempts are untouched, since a held message was never offered to a server.
 */
async function releaseHeld(db: DbOrTx): Promise<number> {
  const stale = await db
    .update(emailOutbox)
    .set({ status: "failed", error: HELD_TOO_OLD })
    .where(and(eq(emailOutbox.status, "held"), sql`${emailOutbox.createdAt} < now() - make_interval(hours => ${HELD_MAX_AGE_HOURS})`))
    .returning({ id: emailOutbox.id });
  if (stale.length) logger.info({ count: stale.length }, "e-mails retidos sem SMTP por mais de 24 horas não serão enviados");
  const released = await db.update(emailOutbox).set({ status: "queued", error: null }).where(eq(emailOutbox.status, "held")).returning({ id: emailOutbox.id });
  if (released.length) logger.info({ count: released.length }, "e-mails retidos sem SMTP voltaram para a fila");
  return released.length;
}

/**
 * Sends queued e-mail AT MOST ONCE. Each message is claimed (→ "sending") and committed before it is handed
 * to SMTP, and marked "sent" after the server's 250. A crash between the two leaves the row "sending": it is
 * never taken again, and the Administrador sees it in Configurações → E-mails (it may or may not have been
 * delivered). The alternative — claim and mark in one transaction around the SMTP call — is at-least-once: a
 * crash after the server accepted the message re-sends it. For notifications a rare missing e-mail (the
 * in-app item and the digest still carry it) is better than duplicates, hence this choice.
 *
 * Without SMTP_URL the queued messages are kept as "held" (não enviado, sem SMTP) for the Administrador to read;
 * once SMTP_URL is set, the next run puts them back in the queue and sends them like any other (a held message
 * never reached a server, so sending it now cannot duplicate it) — those held for over a day are failed instead.
 */
export async function sendQueuedMail(db: DbOrTx, options: SendOptions): Promise<{ sent: number; failed: number; held: number }> {
  if (!options.smtpUrl) {
    const held = await db
      .update(emailOutbox)
      .set({ status: "held", error: HELD_NO_SMTP })
      .where(eq(emailOutbox.status, "queued"))
      .returning({ id: emailOutbox.id });
    return { sent: 0, failed: 0, held: held.length };
  }
  await releaseHeld(db);
  const transport = nodemailer.createTransport(options.smtpUrl);
  const limit = options.limit ?? 200;
  let sent = 0;
  let failed = 0;
  try {
    for (let i = 0; i < limit; i++) {
      const row = await claimOne(db);
      if (!row) break;
      try {
        await transport.sendMail({
          from: options.from,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          headers: { "Content-Language": row.locale, ...(row.listUnsubscribe ? { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } : {}) },
          ...(row.listUnsubscribe ? { list: { unsubscribe: row.listUnsubscribe } } : {}),
        });
      } catch (err) {
        const retry = refusedBeforeDelivery(err) && row.attempts < MAX_SEND_ATTEMPTS;
        await db
          .update(emailOutbox)
          .set({ status: retry ? "queued" : "failed", error: String((err as Error).message ?? err).slice(0, 500) })
          .where(eq(emailOutbox.id, row.id));
        failed++;
        logger.warn({ err, outboxId: row.id, retry }, "e-mail não enviado");
        // The server is unreachable: the rest waits for the next run.
        if (retry) break;
        continue;
      }
      await options.afterAccepted?.(row.id);
      await db.update(emailOutbox).set({ status: "sent", sentAt: sql`now()`, error: null }).where(eq(emailOutbox.id, row.id));
      sent++;
    }
  } finally {
    transport.close();
  }
  return { sent, failed, held: 0 };
}

/** The oldest messages first: what the Administrador's screen and tests read. */
export async function outboxRows(db: DbOrTx) {
  return db.select().from(emailOutbox).orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id));
}
