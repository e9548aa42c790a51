import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../../../../tests/helpers/db";
import { callerFor, makeUser } from "../../../../tests/helpers/actors";
import type { DbHandle } from "~/server/db/client";
import { auditLog, emailOutbox, notifications, users } from "~/server/db/schema";
import { notify } from "./notify.service";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle.close());

const inAppOf = (userId: string) => handle.db.select().from(notifications).where(eq(notifications.userId, userId));
const mailOf = (userId: string) => handle.db.select().from(emailOutbox).where(eq(emailOutbox.userId, userId));

describe("notify", () => {
  it("applies the event's default: a lead assigned goes to the bell and by e-mail, an import finished to the bell only", async () => {
    const seller = await makeUser(handle.db, { role: "seller", name: "Ana Vendedora" });
    await notify(handle.db, { userId: seller.id, event: "lead.assigned", record: { kind: "lead", id: "00000000-0000-4000-8000-000000000001" }, params: { name: "Maria Souza", count: 1 }, dedupeKey: "assign:1" });
    await notify(handle.db, { userId: seller.id, event: "import.finished", record: { kind: "import", id: "leads" }, params: { list: "leads", created: 3, updated: 0 }, dedupeKey: "import:1" });
    expect((await inAppOf(seller.id)).map((n) => n.event).sort()).toEqual(["import.finished", "lead.assigned"]);
    const mail = await mailOf(seller.id);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: "Novo lead para você: Maria Souza", status: "queued", locale: "pt-BR", toAddress: seller.email });
    expect(mail[0]!.textBody).toContain("Olá, Ana Vendedora.");
    expect(mail[0]!.textBody).toContain("/leads/00000000-0000-4000-8000-000000000001");
  });

  it("is idempotent by dedupe key: the same notification again (a retried job) adds nothing", async () => {
    const seller = await makeUser(handle.db, { role: "seller" });
    const input = { userId: seller.id, event: "lead.sla", record: { kind: "lead", id: "x" }, params: { name: "João" }, dedupeKey: "sla:x:seller" } as const;
    expect(await notify(handle.db, input)).toEqual({ inApp: 1, emails: 1 });
    expect(await notify(handle.db, input)).toEqual({ inApp: 0, emails: 0 });
    expect(await notify(handle.db, [input, input])).toEqual({ inApp: 0, emails: 0 });
    expect(await inAppOf(seller.id)).toHaveLength(1);
    expect(await mailOf(seller.id)).toHaveLength(1);
  });

  it("respects each user's preference per event (in-app, e-mail, both, none) and writes in their language", async () => {
    const seller = await makeUser(handle.db, { role: "seller", name: "Bob" });
    await handle.db.update(users).set({ locale: "en-US" }).where(eq(users.id, seller.id));
    const caller = callerFor(handle.db, seller);
    const prefs = await caller.notifications.preferences();
    expect(prefs.channels["lead.assigned"]).toBe("both");
    await caller.notifications.savePreferences({
      channels: { "lead.assigned": "email", "lead.sla": "none", "lead.returning": "both" },
      digestEnabled: false,
      digestHour: 18,
    });
    const send = (event: "lead.assigned" | "lead.sla" | "lead.returning", key: string) =>
      notify(handle.db, { userId: seller.id, event, record: { kind: "lead", id: key }, params: { name: "Carla", count: 1 }, dedupeKey: key });
    expect(await send("lead.assigned", "a")).toEqual({ inApp: 0, emails: 1 });
    expect(await send("lead.sla", "b")).toEqual({ inApp: 0, emails: 0 });
    expect(await send("lead.returning", "c")).toEqual({ inApp: 1, emails: 1 });
    const mail = await mailOf(seller.id);
    expect(mail.map((m) => m.subject).sort()).toEqual(["Carla comes back today (Momento ruim)", "New lead for you: Carla"]);
    expect(mail.every((m) => m.locale === "en-US" && m.textBody.startsWith("Hello, Bob."))).toBe(true);
    expect(await caller.notifications.preferences()).toMatchObject({ digestEnabled: false, digestHour: 18, channels: { "lead.sla": "none" } });
    const [audit] = await handle.db.select().from(auditLog).where(eq(auditLog.action, "user.notification_preferences"));
    expect(audit).toMatchObject({ entityId: seller.id });
  });

  it("pages the bell and the outbox through items within one millisecond without losing any (the cursor's Date has no microseconds)", async () => {
    const seller = await makeUser(handle.db, { role: "seller" });
    const admin = await makeUser(handle.db, { role: "admin" });
    // lead.assigned goes to the bell and by e-mail: three of each.
    for (const k of ["1", "2", "3"]) await notify(handle.db, { userId: seller.id, event: "lead.assigned", params: { name: `Lead ${k}`, count: 1 }, dedupeKey: `ms:${k}` });
    // Made as fast writes make them: three times in one millisecond, microseconds apart.
    const ids = (await inAppOf(seller.id)).map((n) => n.id).sort();
    for (const [i, id] of ids.entries()) await handle.db.update(notifications).set({ createdAt: sql`${`2026-11-20T12:00:00.123${100 + 400 * i}Z`}::timestamptz` }).where(eq(notifications.id, id));
    const mailIds = (await mailOf(seller.id)).map((m) => m.id).sort();
    for (const [i, id] of mailIds.entries()) await handle.db.update(emailOutbox).set({ createdAt: sql`${`2040-11-20T12:00:00.123${100 + 400 * i}Z`}::timestamptz` }).where(eq(emailOutbox.id, id));

    const bell = callerFor(handle.db, seller);
    const first = await bell.notifications.list({ limit: 2, direction: "forward" });
    const rest = await bell.notifications.list({ limit: 2, cursor: first.nextCursor });
    expect([...first.items, ...rest.items].map((n) => n.id).sort()).toEqual(ids);
    expect(rest.nextCursor).toBeNull();
    // The cursor row is looked up among the caller's own: another user's id seeks from the cursor's time only.
    const other = await makeUser(handle.db, { role: "seller" });
    await notify(handle.db, { userId: other.id, event: "import.finished", params: { created: 1, updated: 0 }, dedupeKey: "ms:other" });
    const foreign = await callerFor(handle.db, other).notifications.list({ limit: 2, cursor: { createdAt: new Date("2100-01-01T00:00:00Z"), id: ids[0]! } });
    expect(foreign.items).toHaveLength(1);

    // The outbox is everyone's, newest first: these three (dated ahead of the rest) are its first page and a half.
    const outbox = callerFor(handle.db, admin);
    const page1 = await outbox.notifications.outbox({ limit: 2 });
    const page2 = await outbox.notifications.outbox({ limit: 2, cursor: page1.nextCursor });
    expect([...page1.items, ...page2.items].slice(0, 3).map((m) => m.id).sort()).toEqual(mailIds);
  });

  it("notifies no inactive user", async () => {
    const gone = await makeUser(handle.db, { role: "seller", active: false });
    expect(await notify(handle.db, { userId: gone.id, event: "lead.assigned", params: { name: "X", count: 1 }, dedupeKey: "k" })).toEqual({ inApp: 0, emails: 0 });
  });

  it("the bell: count, list, mark as read and mark all, each user only their own", async () => {
    const a = await makeUser(handle.db, { role: "seller" });
    const b = await makeUser(handle.db, { role: "seller" });
    for (const k of ["1", "2", "3"]) await notify(handle.db, { userId: a.id, event: "import.finished", params: { created: 1, updated: 0 }, dedupeKey: k });
    await notify(handle.db, { userId: b.id, event: "import.finished", params: { created: 1, updated: 0 }, dedupeKey: "b1" });
    const ca = callerFor(handle.db, a);
    const cb = callerFor(handle.db, b);
    expect(await ca.notifications.unreadCount()).toBe(3);
    const page = await ca.notifications.list({ limit: 2, direction: "forward" });
    expect(page.items).toHaveLength(2);
    const rest = await ca.notifications.list({ limit: 2, cursor: page.nextCursor });
    expect(rest.items).toHaveLength(1);
    expect(rest.nextCursor).toBeNull();
    // b cannot mark a's items.
    expect(await cb.notifications.markRead({ ids: [page.items[0]!.id] })).toEqual({ count: 0 });
    expect(await ca.notifications.markRead({ ids: [page.items[0]!.id] })).toEqual({ count: 1 });
    expect(await ca.notifications.unreadCount()).toBe(2);
    expect(await ca.notifications.markAllRead()).toEqual({ count: 2 });
    expect(await ca.notifications.unreadCount()).toBe(0);
    expect(await cb.notifications.unreadCount()).toBe(1);
  });

  it("signed out is UNAUTHORIZED; bad preferences are BAD_REQUEST", async () => {
    await expect(callerFor(handle.db, null).notifications.unreadCount()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const u = await makeUser(handle.db, { role: "seller" });
    await expect(callerFor(handle.db, u).notifications.savePreferences({ channels: {}, digestEnabled: true, digestHour: 24 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
