import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { nextCpf } from "../../../../tests/helpers/portfolio";
import type { Actor } from "~/server/actor";
import type { Db, DbHandle } from "~/server/db/client";
import { auditLog } from "~/server/db/schema";
import { exportToBuffer, type ExportFormat } from "~/features/import-export/server/export.service";
import { exporterFor } from "~/features/import-export/server/exporters";
import { EXPORT_PAGE_SIZE } from "~/features/import-export/server/exporter";
import { createTranslator } from "use-intl";
import { catalogs } from "~/i18n";
import { auditTextOf, describeAuditEntry } from "../audit-describe";

type User = Awaited<ReturnType<typeof makeUser>>;

let handle: DbHandle;
let db: Db;
let admin: User;
let ana: User;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  admin = await makeUser(db, { role: "admin", name: "Alice Admin" });
  ana = await makeUser(db, { role: "seller", name: "Ana Vendedora" });
});
afterAll(async () => {
  await handle?.close();
});

const actor = (u: User): Actor => ({ id: u.id, role: u.role, teamId: u.teamId, requestId: "test-export" });
const exporter = exporterFor("audit")!;
const ctx = { text: auditTextOf(createTranslator({ locale: "pt-BR", messages: catalogs["pt-BR"] }) as never), locale: "pt-BR" as const };

/** The CSV of the log for the page's URL query, as rows of cells by header (BOM checked). */
async function auditCsv(query: Record<string, string>, who: User = admin, format: ExportFormat = "csv") {
  const { state, extra } = exporter.parseQuery(query);
  const { bytes, summary } = await exportToBuffer(db, actor(who), exporter, "audit", format, { kind: "filter", state, extra });
  const text = bytes.toString("utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ";", newline: "\r\n", skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  const [header, ...body] = parsed.data;
  return { header: header!, rows: body.map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i] ?? ""]))), summary };
}

describe("CSV export of the audit log", () => {
  it("holds the filtered log with the screen's words: one line per changed field", async () => {
    const created = await callerFor(db, admin).customers.create({ kind: "PF", document: nextCpf(), name: "Rita Antiga", ownerId: ana.id });
    await callerFor(db, admin).customers.update({ id: created.id, version: created.version, name: "Rita Nova", doNotContact: true });

    const { header, rows } = await auditCsv({ tipo: "customer", registro: created.id, acao: "customer.update" });
    expect(header).toEqual(["Quando", "Quem", "Ação", "Tipo de registro", "Registro", "Campo", "Antes", "Depois", "IP", "ID"]);
    expect(rows.map((r) => [r["Quem"], r["Ação"], r["Tipo de registro"], r["Registro"], r["Campo"], r["Antes"], r["Depois"], r["ID"]])).toEqual([
      ["Alice Admin", "Alterou o cliente", "Cliente", "Rita Nova", "Nome", "Rita Antiga", "Rita Nova", created.id],
      ["Alice Admin", "Alterou o cliente", "Cliente", "Rita Nova", "Não contatar", "Não", "Sim", created.id],
    ]);
    expect(rows[0]!["Quando"]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it("filters by person and period like the screen, and writes an entry without details as one line", async () => {
    await db.insert(auditLog).values([
      { action: "auth.signin", entity: "user", entityId: ana.id, actorId: ana.id, ip: "10.1.2.3", at: new Date("2025-03-10T12:00:00Z") },
      { action: "auth.signin", entity: "user", entityId: ana.id, actorId: ana.id, at: new Date("2025-03-12T12:00:00Z") },
      { action: "auth.signin", entity: "user", entityId: admin.id, actorId: admin.id, at: new Date("2025-03-10T13:00:00Z") },
    ]);
    const { rows } = await auditCsv({ quem: ana.id, de: "2025-03-10", ate: "2025-03-11" });
    expect(rows).toEqual([
      { Quando: "10/03/2025 09:00", Quem: "Ana Vendedora", Ação: "Entrou no sistema", "Tipo de registro": "Usuário", Registro: "Ana Vendedora", Campo: "", Antes: "", Depois: "", IP: "10.1.2.3", ID: ana.id },
    ]);
  });

  it("is safe to open in a spreadsheet (formulas neutralised) and leaves secrets out", async () => {
    await db.insert(auditLog).values({
      action: "user.update",
      entity: "user",
      entityId: ana.id,
      actorId: admin.id,
      at: new Date("2025-04-01T12:00:00Z"),
      before: { name: "Ana", passwordHash: "$argon2id$v=19$segredo" },
      after: { name: '=HYPERLINK("http://mal.example","clique")', passwordHash: "$argon2id$v=19$outro" },
    });
    const { rows } = await auditCsv({ de: "2025-04-01", ate: "2025-04-01" });
    expect(rows.map((r) => [r["Campo"], r["Antes"], r["Depois"]])).toEqual([["Nome", "Ana", `'=HYPERLINK("http://mal.example","clique")`]]);
    expect(JSON.stringify(rows)).not.toMatch(/argon2|passwordHash|Senha/);
  });

  it("walks every page of the log (keyset), newest first", async () => {
    const n = EXPORT_PAGE_SIZE * 2 + 7;
    await db.execute(
      `insert into audit_log (action, entity, entity_id, at) select 'commission_month.close', 'commission_month', to_char(date '2020-01-01' + (g || ' month')::interval, 'YYYY-MM'), timestamptz '2024-01-01 12:00:00+00' + (g || ' minutes')::interval from generate_series(1, ${n}) g`,
    );
    const { rows, summary } = await auditCsv({ tipo: "commission_month", de: "2024-01-01", ate: "2024-01-01" });
    expect(rows).toHaveLength(n);
    expect(summary).toMatchObject({ rows: n, complete: true, capped: false });
    const newest = new Date(Date.UTC(2020, n, 1));
    expect(rows[0]!["Registro"]).toBe(`Competência ${String(newest.getUTCMonth() + 1).padStart(2, "0")}/${newest.getUTCFullYear()}`);
    expect(new Set(rows.map((r) => r["ID"])).size).toBe(n);
  });

  it("is audited itself, and refused to anyone without audit.read", async () => {
    await auditCsv({ tipo: "team", quem: admin.id, acao: "team.update", de: "2025-01-01" });
    const page = await callerFor(db, admin).audit.list({ action: "audit_log.export", limit: 1 });
    expect(page.items[0]).toMatchObject({ actorId: admin.id, entity: "audit_log", after: { list: "audit", format: "csv", source: "filter", extra: { entity: "team" } } });
    // Read back, the export says which filters it had, in words.
    const d = describeAuditEntry(page.items[0]!, page.refs, ctx);
    expect(d.action).toBe("Exportou o log de auditoria");
    expect(d.changes.find((c) => c.field === "extra")?.after).toBe("Quem: Alice Admin; Tipo de registro: Equipe; Ação: Alterou a equipe; De: 01/01/2025");
    await expect(auditCsv({}, ana)).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("refuses a bad filter in the URL, naming its URL key", async () => {
    expect(() => exporter.parseQuery({ de: "31/12/2025" })).toThrow("Data inválida");
    try {
      exporter.parseQuery({ de: "2025-02-01", ate: "2025-01-01" });
      expect.unreachable();
    } catch (err) {
      expect(err).toMatchObject({ code: "BAD_REQUEST", field: "ate" });
    }
  });
});
