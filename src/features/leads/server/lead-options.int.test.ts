import type { Session } from "next-auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser, sessionFor } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf } from "../../../../tests/helpers/errors";
import { makeLead } from "../../../../tests/helpers/leads";
import type { Locale } from "~/lib/roles";
import type { Db, DbHandle } from "~/server/db/client";
import { createCaller } from "~/server/root";
import { createInnerContext } from "~/server/trpc";
import Papa from "papaparse";
import { exporterFor } from "~/features/import-export/server/exporters";
import { exportToBuffer } from "~/features/import-export/server/export.service";
import { conversionRates } from "./leads-reports.service";

type User = Awaited<ReturnType<typeof makeUser>>;

let handle: DbHandle;
let db: Db;
let admin: User;
let seller: User;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const team = await makeTeam(db, "Equipe Opções");
  admin = await makeUser(db, { role: "admin" });
  seller = await makeUser(db, { role: "seller", teamId: team.id });
});
afterAll(() => handle?.close());

function callerIn(user: User, locale: Locale) {
  const session: Session = sessionFor(user);
  return createCaller(createInnerContext({ db, session: { ...session, user: { ...session.user, locale } }, requestId: "r" }));
}

const optionNamed = async (kind: "source" | "lostReason", label: string) => (await callerFor(db, admin).leads.optionsAll()).find((o) => o.kind === kind && o.label === label)!;

describe("lead options' English labels", () => {
  it("come with the default options (migration), and an admin sets, clears and re-sets one", async () => {
    const site = await optionNamed("source", "Site");
    expect(site.labelEn).toBe("Website");
    expect((await optionNamed("lostReason", "Sem orçamento")).labelEn).toBe("No budget");

    const set = await callerFor(db, admin).leads.setOptionLabelEn({ id: site.id, version: site.version, labelEn: "  Web site  " });
    expect(set).toMatchObject({ labelEn: "Web site", version: site.version + 1 });
    const cleared = await callerFor(db, admin).leads.setOptionLabelEn({ id: site.id, version: set.version, labelEn: "" });
    expect(cleared.labelEn).toBeNull();
    const back = await callerFor(db, admin).leads.setOptionLabelEn({ id: site.id, version: cleared.version, labelEn: "Website" });
    expect((await optionNamed("source", "Site")).labelEn).toBe(back.labelEn);
  });

  it("refuses a stale version (CONFLICT), a seller (FORBIDDEN) and a label too long (BAD_REQUEST on the field)", async () => {
    const event = await optionNamed("source", "Evento");
    await callerFor(db, admin).leads.setOptionLabelEn({ id: event.id, version: event.version, labelEn: "Event" });
    expect((await failureOf(callerFor(db, admin).leads.setOptionLabelEn({ id: event.id, version: event.version, labelEn: "Fair" }))).code).toBe("CONFLICT");
    expect((await failureOf(callerFor(db, seller).leads.setOptionLabelEn({ id: event.id, version: event.version + 1, labelEn: "Fair" }))).code).toBe("FORBIDDEN");
    expect((await failureOf(callerFor(db, seller).leads.optionsAll())).code).toBe("FORBIDDEN");
    const long = await failureOf(callerFor(db, admin).leads.setOptionLabelEn({ id: event.id, version: event.version + 1, labelEn: "x".repeat(61) }));
    expect(long.code).toBe("BAD_REQUEST");
  });

  it("the options the forms offer keep the stored values, with the caller's labels beside them", async () => {
    const en = await callerIn(seller, "en-US").leads.options();
    expect(en.sources).toContain("Indicação");
    expect(en.labels.source["Indicação"]).toBe("Referral");
    expect(en.labels.lostReason["Preço ou condições"]).toBe("Price or terms");
    expect((await callerIn(seller, "pt-BR").leads.options()).labels).toEqual({ source: {}, lostReason: {} });
  });
});

describe("what an en-US user reads", () => {
  it("the leads list: the options' English labels; an origem that is not an option as stored", async () => {
    await makeLead(db, seller, { name: "Lead Indicado", source: "Indicação", status: "Sem interesse", lostReason: "Sem orçamento" });
    await makeLead(db, seller, { name: "Lead Feira", source: "Feira do Livro" });
    const read = async (locale: Locale) => {
      const page = await callerIn(seller, locale).leads.list({ sort: { field: "name", dir: "asc" }, limit: 50 });
      return Object.fromEntries(page.items.map((l) => [l.name, [l.source, l.sourceLabel, l.lostReasonLabel]]));
    };
    const en = await read("en-US");
    expect(en["Lead Indicado"]).toEqual(["Indicação", "Referral", "No budget"]);
    expect(en["Lead Feira"]).toEqual(["Feira do Livro", "Feira do Livro", null]);
    expect((await read("pt-BR"))["Lead Indicado"]).toEqual(["Indicação", "Indicação", "Sem orçamento"]);
  });

  it("the conversion report by origem", async () => {
    const en = await conversionRates(db, { id: admin.id, role: "admin", teamId: null, locale: "en-US" });
    expect(en.bySource.find((r) => r.source === "Indicação")?.label).toBe("Referral");
    expect(en.bySource.find((r) => r.source === "Feira do Livro")?.label).toBe("Feira do Livro");
    const pt = await conversionRates(db, { id: admin.id, role: "admin", teamId: null });
    expect(pt.bySource.find((r) => r.source === "Indicação")?.label).toBe("Indicação");
  });

  it("the leads export: the Origem and Motivo de perda columns in English", async () => {
    const exporter = exporterFor("leads")!;
    const source = { kind: "filter" as const, ...exporter.parseQuery({}) };
    const rowsOf = async (locale?: Locale) => {
      const { bytes } = await exportToBuffer(db, { id: seller.id, role: "seller", teamId: seller.teamId, locale }, exporter, "leads", "csv", source);
      const [header, ...body] = Papa.parse<string[]>(bytes.toString("utf8").replace(/^\uFEFF/, ""), { delimiter: ";", skipEmptyLines: true }).data;
      return body.map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i] ?? ""])));
    };
    const en = (await rowsOf("en-US")).find((r) => r.Nome === "Lead Indicado");
    expect(en).toMatchObject({ Origem: "Referral", "Motivo de perda": "No budget" });
    expect((await rowsOf()).find((r) => r.Nome === "Lead Indicado")).toMatchObject({ Origem: "Indicação", "Motivo de perda": "Sem orçamento" });
  });
});
