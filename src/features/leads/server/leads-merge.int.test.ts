import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import { activitiesOf, leadRow, makeLead } from "../../../../tests/helpers/leads";
import { auditRowsOf, nextCpf } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";

type User = Awaited<ReturnType<typeof makeUser>>;

let handle: DbHandle;
let db: Db;
let seller: User;
let teammate: User;
let manager: User;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const team = await makeTeam(db, "Equipe Mescla");
  manager = await makeUser(db, { role: "manager", teamId: team.id });
  seller = await makeUser(db, { role: "seller", teamId: team.id });
  teammate = await makeUser(db, { role: "seller", teamId: team.id });
});
afterAll(async () => {
  await handle?.close();
});

/** Two leads of the same person, each with its own timeline (a note and an attempt or two). */
async function pairWithTimelines(owner: User) {
  const caller = callerFor(db, owner);
  const keep = await caller.leads.create({ kind: "PF", name: "Renata Mescla", source: "Site", emails: ["renata@example.com.br"], phones: ["(11) 91111-2222"], categories: ["AutoInsurance"], tags: ["vip"] });
  const other = await caller.leads.create({
    kind: "PF",
    name: "Renata M.",
    source: "Evento",
    document: nextCpf(),
    emails: ["renata@example.com.br", "renata.m@example.com.br"],
    phones: ["(11) 93333-4444"],
    categories: ["LifeInsurance"],
    city: "Campinas",
    uf: "SP",
    estimatedValue: 120_000n,
    notes: "Prefere WhatsApp.",
  });
  await caller.leads.addActivity({ leadId: keep.id, kind: "note", body: "Nota do primeiro" });
  await caller.leads.addActivity({ leadId: other.id, kind: "call", body: "Ligação do segundo", outcome: "Pediu proposta" });
  await caller.leads.logAttempt({ id: other.id, version: (await leadRow(db, other.id)).version });
  return { keep: await leadRow(db, keep.id), other: await leadRow(db, other.id) };
}

describe("leads.merge", () => {
  it("keeps every timeline entry of both leads, fills the kept lead's empty fields and soft-deletes the other", async () => {
    const { keep, other } = await pairWithTimelines(seller);
    const before = [...(await activitiesOf(db, keep.id)), ...(await activitiesOf(db, other.id))].map((a) => a.id);

    const result = await callerFor(db, seller).leads.merge({ keepId: keep.id, keepVersion: keep.version, mergeId: other.id, mergeVersion: other.version });

    expect(result).toEqual({ id: keep.id, version: keep.version + 1 });
    const entries = await activitiesOf(db, keep.id);
    expect(entries.map((e) => e.id)).toEqual(expect.arrayContaining(before));
    expect(entries).toHaveLength(before.length + 1);
    expect(entries.at(-1)).toMatchObject({ kind: "merged", authorId: seller.id, data: { mergedId: other.id, mergedName: "Renata M." } });
    expect(await activitiesOf(db, other.id)).toEqual([]);

    const kept = await leadRow(db, keep.id);
    expect(kept).toMatchObject({
      name: "Renata Mescla",
      source: "Site",
      document: other.document,
      emails: ["renata@example.com.br", "renata.m@example.com.br"],
      phones: ["+5511911112222", "+5511933334444"],
      categories: ["AutoInsurance", "LifeInsurance"],
      tags: ["vip"],
      city: "Campinas",
      uf: "SP",
      estimatedValue: 120_000n,
      notes: "Prefere WhatsApp.",
      contactAttempts: 1,
    });
    expect(kept.searchText).toContain(other.document!);
    const gone = await leadRow(db, other.id);
    expect(gone.deletedAt).toBeInstanceOf(Date);
    expect(gone.mergedIntoId).toBe(keep.id);
    expect(await auditRowsOf(db, keep.id, "lead.merge")).toHaveLength(1);
    // A merged lead cannot come back through "desfazer": its timeline now belongs to the kept one.
    expect(await callerFor(db, seller).leads.restore({ ids: [other.id] })).toEqual({ count: 0 });
  });

  it("keeps do-not-contact from either side", async () => {
    const keep = await makeLead(db, seller);
    const other = await makeLead(db, seller, { doNotContact: true });
    await callerFor(db, seller).leads.merge({ keepId: keep.id, keepVersion: keep.version, mergeId: other.id, mergeVersion: other.version });
    expect(await leadRow(db, keep.id)).toMatchObject({ doNotContact: true });
  });

  it("refuses leads of different people, a converted lead as the merged one, a stale version and the same lead twice", async () => {
    const a = await makeLead(db, seller, { document: nextCpf() });
    const b = await makeLead(db, seller, { document: nextCpf() });
    const different = await failureOf(callerFor(db, seller).leads.merge({ keepId: a.id, keepVersion: a.version, mergeId: b.id, mergeVersion: b.version }));
    expect(different.code).toBe("BAD_REQUEST");
    expect(fieldsOf(different)).toEqual(["mergeId"]);

    const pj = await makeLead(db, seller, { kind: "PJ" });
    expect(fieldsOf(await failureOf(callerFor(db, seller).leads.merge({ keepId: a.id, keepVersion: a.version, mergeId: pj.id, mergeVersion: pj.version })))).toEqual(["mergeId"]);

    const converted = await callerFor(db, seller).leads.create({ kind: "PF", name: "Convertido", source: "Site", document: a.document });
    await callerFor(db, seller).leads.convert({ id: converted.id, version: converted.version });
    const won = await leadRow(db, converted.id);
    const mergedWon = await failureOf(callerFor(db, seller).leads.merge({ keepId: a.id, keepVersion: a.version, mergeId: won.id, mergeVersion: won.version }));
    expect(fieldsOf(mergedWon)).toEqual(["mergeId"]);

    const stale = await failureOf(callerFor(db, seller).leads.merge({ keepId: a.id, keepVersion: a.version + 3, mergeId: pj.id, mergeVersion: pj.version }));
    expect(stale.code).toBe("CONFLICT");

    const same = await failureOf(callerFor(db, seller).leads.merge({ keepId: a.id, keepVersion: a.version, mergeId: a.id, mergeVersion: a.version }));
    expect(same.code).toBe("BAD_REQUEST");
    expect(await leadRow(db, a.id)).toMatchObject({ version: a.version, deletedAt: null });
  });

  it("scope: a seller cannot merge a teammate's lead (NOT_FOUND); the Gestor can merge leads of two sellers", async () => {
    const mine = await makeLead(db, seller);
    const theirs = await makeLead(db, teammate);
    const err = await failureOf(callerFor(db, seller).leads.merge({ keepId: mine.id, keepVersion: mine.version, mergeId: theirs.id, mergeVersion: theirs.version }));
    expect(err.code).toBe("NOT_FOUND");
    expect(await leadRow(db, theirs.id)).toMatchObject({ deletedAt: null });
    await callerFor(db, manager).leads.merge({ keepId: mine.id, keepVersion: mine.version, mergeId: theirs.id, mergeVersion: theirs.version });
    expect((await leadRow(db, theirs.id)).mergedIntoId).toBe(mine.id);
  });
});
