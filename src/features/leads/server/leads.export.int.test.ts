import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { makeLead } from "../../../../tests/helpers/leads";
import { nextCpf } from "../../../../tests/helpers/portfolio";
import type { Actor } from "~/server/actor";
import type { Db, DbHandle } from "~/server/db/client";
import { DomainError } from "~/server/errors";
import type { ExportListState } from "~/features/import-export/server/exporter";
import { exporterFor } from "~/features/import-export/server/exporters";
import { exportToBuffer, type ExportSource } from "~/features/import-export/server/export.service";

type User = Awaited<ReturnType<typeof makeUser>>;
let handle: DbHandle;
let db: Db;
let manager: User;
let ana: User;
let bruno: User;
let anaCpf: string;
let anaIds: string[];
let brunoId: string;

const actor = (u: User): Actor => ({ id: u.id, role: u.role, teamId: u.teamId, requestId: "test-leads-export" });
const exporter = () => exporterFor("leads")!;

/** The export of `who` as rows keyed by header (CSV, BOM and ";" as Excel pt-BR reads it). */
async function exportRows(who: User, source: ExportSource): Promise<Record<string, string>[]> {
  const { bytes } = await exportToBuffer(db, actor(who), exporter(), "leads", "csv", source);
  const parsed = Papa.parse<string[]>(bytes.toString("utf8").replace(/^\uFEFF/, ""), { delimiter: ";", newline: "\r\n", skipEmptyLines: true });
  const [header, ...body] = parsed.data;
  return body.map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i] ?? ""])));
}

/** The filter export as the HTTP handler builds it from a URL query. */
function fromQuery(query: Record<string, string>): ExportSource {
  const { state, extra } = exporter().parseQuery(query);
  return { kind: "filter", state: state satisfies ExportListState, extra };
}

const names = (rows: Record<string, string>[]) => rows.map((r) => r.Nome).sort();

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const team = await makeTeam(db, "Equipe Leads");
  manager = await makeUser(db, { role: "manager", teamId: team.id });
  ana = await makeUser(db, { role: "seller", teamId: team.id, name: "Ana Lead" });
  bruno = await makeUser(db, { role: "seller", teamId: team.id, name: "Bruno Lead" });
  anaCpf = nextCpf();
  const withCpf = await makeLead(db, ana, { name: "Ana Com CPF", document: anaCpf, categories: ["AutoInsurance"] });
  const optedOut = await makeLead(db, ana, { name: "Ana Não Contatar", status: "Sem interesse", lostReason: "Preço", doNotContact: true });
  const plain = await makeLead(db, ana, { name: "Ana Simples", status: "Contatar novamente", nextContactOn: "2030-01-15" });
  anaIds = [withCpf.id, optedOut.id, plain.id];
  await makeLead(db, ana, { name: "Ana Apagado", deletedAt: new Date() });
  brunoId = (await makeLead(db, bruno, { name: "Bruno Lead Dele" })).id;
});

afterAll(async () => handle.close());

describe("leads export", () => {
  it("a seller exports only their own leads, deleted ones left out", async () => {
    expect(names(await exportRows(ana, fromQuery({})))).toEqual(["Ana Com CPF", "Ana Não Contatar", "Ana Simples"]);
    expect(names(await exportRows(manager, fromQuery({})))).toEqual(["Ana Com CPF", "Ana Não Contatar", "Ana Simples", "Bruno Lead Dele"]);
  });

  it("a selection holds only the leads the seller sees, whatever ids are sent", async () => {
    const rows = await exportRows(ana, { kind: "selection", ids: [...anaIds, brunoId], extra: exporter().parseExtra({}) });
    expect(names(rows)).toEqual(["Ana Com CPF", "Ana Não Contatar", "Ana Simples"]);
  });

  it("a selection exported for a campaign also leaves out the leads that asked not to be contacted", async () => {
    const rows = await exportRows(manager, { kind: "selection", ids: [...anaIds, brunoId], extra: exporter().parseExtra({ campanha: "1" }) });
    expect(names(rows)).toEqual(["Ana Com CPF", "Ana Simples", "Bruno Lead Dele"]);
    expect(() => exporter().parseExtra({ campanha: "sim" })).toThrow(DomainError);
  });

  it("masks a pessoa física's CPF as the list does, and writes pt-BR values", async () => {
    const [row] = (await exportRows(ana, fromQuery({ q: "Ana Com CPF" }))).filter((r) => r.Nome === "Ana Com CPF");
    expect(row!["CPF/CNPJ"]).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
    expect(row!["CPF/CNPJ"]).toContain(`${anaCpf.slice(3, 6)}.${anaCpf.slice(6, 9)}`);
    expect(JSON.stringify(row)).not.toContain(anaCpf);
    expect(row!.Categorias).toBe("Seguro Auto");
    expect(row!.Responsável).toBe("Ana Lead");
  });

  it("follows the list's filters", async () => {
    const rows = await exportRows(ana, fromQuery({ "f.status.in": "Contatar novamente" }));
    expect(names(rows)).toEqual(["Ana Simples"]);
    expect(rows[0]!["Próximo contato"]).toBe("15/01/2030");
  });

  it("for a campaign (campanha=1) leaves out the leads that asked not to be contacted", async () => {
    const all = await exportRows(ana, fromQuery({}));
    expect(all.find((r) => r.Nome === "Ana Não Contatar")?.["Não contatar"]).toBe("Sim");
    const campaign = await exportRows(ana, fromQuery({ campanha: "1" }));
    expect(names(campaign)).toEqual(["Ana Com CPF", "Ana Simples"]);
    expect(names(await exportRows(manager, fromQuery({ campanha: "1" })))).toEqual(["Ana Com CPF", "Ana Simples", "Bruno Lead Dele"]);
  });

  it("refuses a malformed campanha parameter", () => {
    expect(() => exporter().parseQuery({ campanha: "sim" })).toThrow(DomainError);
  });
});
