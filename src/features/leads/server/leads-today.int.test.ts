import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { makeLead } from "../../../../tests/helpers/leads";
import type { Db, DbHandle } from "~/server/db/client";
import { leads } from "~/server/db/schema";
import { TODAY_BUCKETS } from "../today/today-buckets";
import { leadsToday, type TodayBuckets } from "./leads-today.service";

type User = Awaited<ReturnType<typeof makeUser>>;

let handle: DbHandle;
let db: Db;
let seller: User;
let manager: User;

// 2026-03-10 15:00 in São Paulo: "today" is the 10th; the SLA (24 h by default) ends for leads created before the 9th 15:00.
const NOW = new Date("2026-03-10T18:00:00Z");
const DAYS_AGO = (n: number) => new Date(NOW.getTime() - n * 86_400_000);

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const team = await makeTeam(db, "Equipe Hoje");
  seller = await makeUser(db, { role: "seller", teamId: team.id, name: "Hélio Hoje" });
  manager = await makeUser(db, { role: "manager", teamId: team.id });
  const mine = (name: string, opts: Parameters<typeof makeLead>[2]) => makeLead(db, seller, { name, ...opts });
  // New, never contacted, past the SLA, AND its follow-up day has passed: only in the SLA bucket.
  await mine("SLA e atrasado", { createdAt: DAYS_AGO(3), nextContactOn: "2026-03-08" });
  // New, past the SLA, follow-up due today: only in the SLA bucket.
  await mine("SLA e hoje", { createdAt: DAYS_AGO(2), nextContactOn: "2026-03-10" });
  // New and contacted already (attempt logged): the SLA no longer runs, so plainly overdue.
  await mine("Contatado atrasado", { createdAt: DAYS_AGO(5), firstContactAt: DAYS_AGO(4), nextContactOn: "2026-03-09" });
  // New, within the SLA, follow-up today: due.
  await mine("Novo no prazo hoje", { createdAt: new Date(NOW.getTime() - 3_600_000), nextContactOn: "2026-03-10" });
  await mine("Retorno atrasado", { status: "Contatar novamente", firstContactAt: DAYS_AGO(6), createdAt: DAYS_AGO(7), nextContactOn: "2026-03-07" });
  await mine("Retorno hoje", { status: "Contatar novamente", firstContactAt: DAYS_AGO(6), createdAt: DAYS_AGO(7), nextContactOn: "2026-03-10" });
  // "Momento ruim" that came back today, and one that came back days ago and still waits.
  await mine("Momento volta hoje", { status: "Momento ruim", firstContactAt: DAYS_AGO(20), createdAt: DAYS_AGO(30), nextContactOn: "2026-03-10" });
  await mine("Momento esquecido", { status: "Momento ruim", firstContactAt: DAYS_AGO(20), createdAt: DAYS_AGO(30), nextContactOn: "2026-03-02" });
  // Not for today: a future follow-up within the SLA, and a converted lead.
  await mine("Amanhã", { createdAt: new Date(NOW.getTime() - 3_600_000), nextContactOn: "2026-03-11" });
  await mine("Convertido", { status: "Converter em lead", firstContactAt: DAYS_AGO(9), createdAt: DAYS_AGO(10) });
});
afterAll(async () => {
  await handle?.close();
});

const names = (t: TodayBuckets, key: (typeof TODAY_BUCKETS)[number]) => t[key].items.map((l) => l.name).sort();

function expectEachLeadOnce(t: TodayBuckets) {
  const listed = TODAY_BUCKETS.flatMap((k) => t[k].items.map((l) => l.id));
  expect(new Set(listed).size).toBe(listed.length);
  // The counts agree with what is listed (all below the display limit here).
  for (const k of TODAY_BUCKETS) expect(t[k]).toMatchObject({ count: t[k].items.length, capped: false });
}

describe("Hoje: each lead once, in its most urgent bucket", () => {
  it("puts a lead past the SLA there only, even with an overdue or today follow-up; the rest by date and status", async () => {
    const t = await leadsToday(db, seller, { now: NOW });
    expect(t.day).toBe("2026-03-10");
    expect(names(t, "slaBreached")).toEqual(["SLA e atrasado", "SLA e hoje"]);
    expect(names(t, "overdue")).toEqual(["Contatado atrasado", "Momento esquecido", "Retorno atrasado"]);
    expect(names(t, "due")).toEqual(["Novo no prazo hoje", "Retorno hoje"]);
    expect(names(t, "returning")).toEqual(["Momento volta hoje"]);
    expectEachLeadOnce(t);
  });

  it("a logged attempt ends the SLA: the lead moves to its follow-up bucket, still once", async () => {
    const [lead] = await db.select().from(leads).where(eq(leads.name, "SLA e atrasado"));
    await callerFor(db, seller).leads.logAttempt({ id: lead!.id, version: lead!.version });
    const t = await leadsToday(db, seller, { now: NOW });
    expect(names(t, "slaBreached")).toEqual(["SLA e hoje"]);
    expect(names(t, "overdue")).toEqual(["Contatado atrasado", "Momento esquecido", "Retorno atrasado", "SLA e atrasado"]);
    expectEachLeadOnce(t);
  });

  it("the same in the Gestor's team view: the eight leads due today, each counted once", async () => {
    const t = await leadsToday(db, manager, { now: NOW, all: true });
    expectEachLeadOnce(t);
    expect(TODAY_BUCKETS.reduce((n, k) => n + t[k].count, 0)).toBe(8);
    expect(names(t, "slaBreached")).toEqual(["SLA e hoje"]);
  });
});
