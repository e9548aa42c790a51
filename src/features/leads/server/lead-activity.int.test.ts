import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import { activitiesOf, leadRow, makeLead } from "../../../../tests/helpers/leads";
import { auditRowsOf } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";
import { leadActivities } from "~/server/db/schema";
import { saoPauloDay } from "~/lib/format";
import { LEAD_STATUS_MESSAGES } from "../lead-status";

type User = Awaited<ReturnType<typeof makeUser>>;

let handle: DbHandle;
let db: Db;
let manager: User;
let seller: User;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const team = await makeTeam(db, "Equipe Status");
  manager = await makeUser(db, { role: "manager", teamId: team.id, name: "Gestora Gil" });
  seller = await makeUser(db, { role: "seller", teamId: team.id, name: "Vendedor Vítor" });
});
afterAll(async () => {
  await handle?.close();
});

const today = () => saoPauloDay(new Date());
const dayFromToday = (n: number) => {
  const d = new Date(`${today()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

describe("leads.changeStatus: the rules, enforced by the server", () => {
  it("Novo → Contatar novamente: records the first contact, the status time, a status entry with author, and audits", async () => {
    const lead = await makeLead(db, seller);
    const before = Date.now();
    const moved = await callerFor(db, seller).leads.changeStatus({ id: lead.id, version: lead.version, status: "Contatar novamente", nextContactOn: today() });
    expect(moved).toMatchObject({ status: "Contatar novamente", nextContactOn: today(), version: lead.version + 1 });
    expect(moved.firstContactAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(moved.statusChangedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await activitiesOf(db, lead.id)).toMatchObject([
      { kind: "status", authorId: seller.id, data: { status: { from: "Novo", to: "Contatar novamente" }, nextContactOn: { from: null, to: today() } } },
    ]);
    expect(await auditRowsOf(db, lead.id, "lead.status")).toHaveLength(1);

    // The first contact is recorded once: a later move keeps it.
    const again = await callerFor(db, manager).leads.changeStatus({ id: lead.id, version: moved.version, status: "Não responde" });
    expect(again.firstContactAt).toEqual(moved.firstContactAt);
    expect(again.nextContactOn).toBeNull();
    const timeline = await callerFor(db, seller).leads.activities({ leadId: lead.id });
    expect(timeline.items.map((i) => i.authorName)).toEqual(["Gestora Gil", "Vendedor Vítor"]);
  });

  it.each(["Contatar novamente", "Momento ruim"] as const)("%s without a date, or with a past one: BAD_REQUEST on nextContactOn", async (status) => {
    const lead = await makeLead(db, seller);
    for (const nextContactOn of [undefined, dayFromToday(-1)]) {
      const err = await failureOf(callerFor(db, seller).leads.changeStatus({ id: lead.id, version: lead.version, status, nextContactOn }));
      expect(err.code).toBe("BAD_REQUEST");
      expect(fieldsOf(err)).toEqual(["nextContactOn"]);
    }
    expect(await leadRow(db, lead.id)).toMatchObject({ status: "Novo", version: lead.version, firstContactAt: null });
  });

  it.each(["Não qualificado", "Sem interesse"] as const)("%s without a reason, or with one off the list: BAD_REQUEST on lostReason", async (status) => {
    const lead = await makeLead(db, seller);
    for (const lostReason of [undefined, "Motivo inventado"]) {
      const err = await failureOf(callerFor(db, seller).leads.changeStatus({ id: lead.id, version: lead.version, status, lostReason }));
      expect(err.code).toBe("BAD_REQUEST");
      expect(fieldsOf(err)).toEqual(["lostReason"]);
    }
    const lost = await callerFor(db, seller).leads.changeStatus({ id: lead.id, version: lead.version, status, lostReason: "Sem orçamento" });
    expect(lost).toMatchObject({ status, lostReason: "Sem orçamento" });
  });

  it("Converter em lead only through the conversion, and a won lead never moves", async () => {
    const lead = await makeLead(db, seller);
    const err = await failureOf(callerFor(db, seller).leads.changeStatus({ id: lead.id, version: lead.version, status: "Converter em lead" }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(err.message).toBe(LEAD_STATUS_MESSAGES.wonOnlyByConversion);
    const won = await makeLead(db, seller, { status: "Converter em lead" });
    const final = await failureOf(callerFor(db, seller).leads.changeStatus({ id: won.id, version: won.version, status: "Novo" }));
    expect(final.code).toBe("BAD_REQUEST");
    expect(fieldsOf(final)).toEqual(["status"]);
    expect(final.message).toBe(LEAD_STATUS_MESSAGES.wonIsFinal);
  });

  it("a stale version is a CONFLICT", async () => {
    const lead = await makeLead(db, seller);
    await callerFor(db, seller).leads.changeStatus({ id: lead.id, version: lead.version, status: "Não responde" });
    const err = await failureOf(callerFor(db, manager).leads.changeStatus({ id: lead.id, version: lead.version, status: "Sem interesse", lostReason: "Outro" }));
    expect(err.code).toBe("CONFLICT");
    expect((await leadRow(db, lead.id)).status).toBe("Não responde");
  });

  it("moving back to an open status clears the lost reason", async () => {
    const lead = await makeLead(db, seller, { status: "Não qualificado", lostReason: "Outro" });
    const back = await callerFor(db, seller).leads.changeStatus({ id: lead.id, version: lead.version, status: "Momento ruim", nextContactOn: dayFromToday(30) });
    expect(back).toMatchObject({ status: "Momento ruim", lostReason: null, nextContactOn: dayFromToday(30) });
  });
});

describe("do-not-contact", () => {
  it("Sem interesse may set it; then attempts and contact activities are refused, notes still allowed", async () => {
    const lead = await makeLead(db, seller);
    const optedOut = await callerFor(db, seller).leads.changeStatus({ id: lead.id, version: lead.version, status: "Sem interesse", lostReason: "Não quer ser contatado", doNotContact: true });
    expect(optedOut.doNotContact).toBe(true);
    const attempt = await failureOf(callerFor(db, seller).leads.logAttempt({ id: lead.id, version: optedOut.version }));
    expect(attempt.code).toBe("BAD_REQUEST");
    expect(attempt.message).toMatch(/não ser contatado/);
    const call = await failureOf(callerFor(db, seller).leads.addActivity({ leadId: lead.id, kind: "whatsapp", body: "Oi!" }));
    expect(call.code).toBe("BAD_REQUEST");
    expect(await callerFor(db, seller).leads.addActivity({ leadId: lead.id, kind: "note", body: "Pediu para não ligar." })).toMatchObject({ kind: "note" });
    expect((await leadRow(db, lead.id)).contactAttempts).toBe(0);
    const schedule = await failureOf(callerFor(db, seller).leads.changeStatus({ id: lead.id, version: optedOut.version, status: "Contatar novamente", nextContactOn: today() }));
    expect(schedule.code).toBe("BAD_REQUEST");
  });

  it("only Sem interesse sets it", async () => {
    const lead = await makeLead(db, seller);
    const err = await failureOf(callerFor(db, seller).leads.changeStatus({ id: lead.id, version: lead.version, status: "Não responde", doNotContact: true }));
    expect(fieldsOf(err)).toEqual(["doNotContact"]);
  });
});

describe("leads.logAttempt and addActivity", () => {
  it("one click: attempts + 1, the first contact time, an attempt entry with author; a stale version conflicts", async () => {
    const lead = await makeLead(db, seller);
    const first = await callerFor(db, seller).leads.logAttempt({ id: lead.id, version: lead.version });
    expect(first).toMatchObject({ contactAttempts: 1, version: lead.version + 1, status: "Novo" });
    expect(first.firstContactAt).toBeInstanceOf(Date);
    const second = await callerFor(db, seller).leads.logAttempt({ id: lead.id, version: first.version });
    expect(second).toMatchObject({ contactAttempts: 2, firstContactAt: first.firstContactAt });
    expect((await failureOf(callerFor(db, seller).leads.logAttempt({ id: lead.id, version: first.version }))).code).toBe("CONFLICT");
    expect(await activitiesOf(db, lead.id)).toMatchObject([
      { kind: "attempt", authorId: seller.id, data: { attempt: 1 } },
      { kind: "attempt", authorId: seller.id, data: { attempt: 2 } },
    ]);
  });

  it("a call records the first contact and moves the last-activity time; bad input is refused per field", async () => {
    const old = new Date("2026-01-01T12:00:00Z");
    const lead = await makeLead(db, seller, { lastActivityAt: old });
    const entry = await callerFor(db, seller).leads.addActivity({ leadId: lead.id, kind: "meeting", body: "Reunião na agência", outcome: "Pediu proposta" });
    expect(entry).toMatchObject({ kind: "meeting", outcome: "Pediu proposta", authorId: seller.id });
    const stored = await leadRow(db, lead.id);
    expect(stored.lastActivityAt.getTime()).toBeGreaterThan(old.getTime());
    expect(stored.firstContactAt).not.toBeNull();
    expect(stored.version).toBe(lead.version);
    for (const [field, input] of [
      ["kind", { leadId: lead.id, kind: "status", body: "x" }],
      ["body", { leadId: lead.id, kind: "note", body: "  " }],
    ] as const) {
      const err = await failureOf(callerFor(db, seller).leads.addActivity(input as never));
      expect(err.code).toBe("BAD_REQUEST");
      expect(fieldsOf(err)).toEqual([field]);
    }
  });
});

describe("leads.activities", () => {
  it("pages newest first by (at, id), 30 at a time, without losing or repeating entries that share a time", async () => {
    const lead = await makeLead(db, seller);
    const at = new Date("2026-02-01T10:00:00.123Z");
    await db.insert(leadActivities).values(Array.from({ length: 65 }, (_, i) => ({ leadId: lead.id, kind: "note" as const, body: `n${i}`, authorId: seller.id, at: i < 40 ? at : new Date(at.getTime() + i) })));
    const seen: string[] = [];
    let cursor: { at: string; id: string } | null = null;
    const sizes: number[] = [];
    do {
      const page: Awaited<ReturnType<ReturnType<typeof callerFor>["leads"]["activities"]>> = await callerFor(db, seller).leads.activities({ leadId: lead.id, cursor });
      sizes.push(page.items.length);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([30, 30, 5]);
    expect(new Set(seen).size).toBe(65);
  });
});

describe("leads.bulkStatus", () => {
  it("moves the leads the rules allow and reports the others", async () => {
    const open = await makeLead(db, seller);
    const won = await makeLead(db, seller, { status: "Converter em lead" });
    const result = await callerFor(db, manager).leads.bulkStatus({ ids: [open.id, won.id], status: "Não responde" });
    expect(result.count).toBe(1);
    expect(result.refused).toEqual([{ id: won.id, name: won.name, field: "status", message: LEAD_STATUS_MESSAGES.wonIsFinal }]);
    expect(await leadRow(db, open.id)).toMatchObject({ status: "Não responde", version: open.version + 1 });
    expect(await activitiesOf(db, open.id)).toMatchObject([{ kind: "status", authorId: manager.id }]);
  });
});
