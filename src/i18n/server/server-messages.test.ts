import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPORT_PERIODS } from "~/features/reports/report-contract";
import { IMPORTERS } from "~/features/import-export/server/importers";
import { STATEMENT_COLUMNS } from "~/features/commissions/server/reconciliation/statement-columns";
import { LEAD_STATUSES } from "~/lib/catalog/lead-statuses";
import { PRODUCT_CATEGORY_LABELS } from "~/lib/catalog/product-categories";
import { SERVER_MESSAGES_EN_US } from "./catalog";
import { looksPortuguese, scanFiles, SKIPPED_FILES } from "./message-scan";
import { englishOf, translateServerMessage } from "./translate";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/**
 * Portuguese texts in the scanned files that are not messages: stored codes and data, each with why. A lead
 * status or a product category is a code the UI translates with its own tables; the rest are named here.
 */
const DATA_TEXTS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(LEAD_STATUSES.map((s) => [s, "a lead status: a stored code, labelled by the UI"])),
  ...Object.fromEntries(Object.values(PRODUCT_CATEGORY_LABELS["pt-BR"]).map((l) => [l, "a product category's pt-BR label (lib/catalog has the en-US one)"])),
  Importação: "the source stored on imported leads (a lead_options row, with its own en-US label)",
  "Extrato ⟦1⟧, linha ⟦2⟧ (conciliada manualmente)": "a ledger entry's reason, stored in the ledger",
  "Extrato ⟦1⟧, linha ": "a ledger entry's reason, stored in the ledger",
  "⟦1⟧ ou ⟦2⟧": "the pt-BR list joiner of messages.ts (its messages are translated whole)",
  registro: "a URL parameter name of the audit log (audit.schemas.ts AUDIT_URL_KEYS)",
  de: "a URL parameter name of the audit log (audit.schemas.ts AUDIT_URL_KEYS)",
  ...Object.fromEntries(REPORT_PERIODS.map((p) => [p, "a report period preset: a URL value (report-contract.ts), labelled by the UI"])),
};

/**
 * Export files and the statement document are documents, not messages: their headers and cells are written in
 * pt-BR (left out of this item; see the closing note). Listed so that a new message there is still caught.
 */
const DOCUMENT_TEXTS = new Set([
  "Sem responsável (pool)",
  "Valor estimado (R$)",
  "Próximo contato",
  "Última atividade",
  "Motivo de perda",
  "Não contatar",
  "Criado em",
  "Cadastrado em",
  "Responsável",
  "Tipo de valor",
  "Valor base (R$)",
  "Data da venda",
  "Fim da vigência",
  "Dias até o fim",
  "Renovações",
  "Não",
  "Exportação",
  "E-mail do contato",
  "Telefone do contato",
]);

function allSourceFiles(): string[] {
  return (readdirSync(path.join(ROOT, "src"), { recursive: true }) as string[]).map((f) => `src/${f.split(path.sep).join("/")}`);
}

/** English must not read as Portuguese; e-mail examples ("name@company.com") are not words. */
function portugueseIn(english: string): boolean {
  return looksPortuguese(english.replace(/\S+@\S+/g, "").replace(/⟦\d+⟧/g, ""));
}

describe("server messages have an en-US translation", () => {
  const scanned = scanFiles(ROOT, allSourceFiles()).filter((s) => !(s.text in DATA_TEXTS) && !DOCUMENT_TEXTS.has(s.text));

  it("scans the places messages live", () => {
    const files = new Set(scanned.map((s) => s.file));
    for (const file of ["src/server/errors.ts", "src/server/trpc.ts", "src/lib/fields.ts", "src/features/leads/leads.schemas.ts", "src/pages/api/import/[list].ts"]) {
      expect(files, file).toContain(file);
    }
    expect(scanned.length).toBeGreaterThan(300);
    for (const file of Object.keys(SKIPPED_FILES)) expect(allSourceFiles(), file).toContain(file);
  });

  it("translates every Portuguese text of the server code, into English", () => {
    const missing = scanned.filter((s) => englishOf(s.text) === null).map((s) => `${s.file}:${s.line} ${s.text}`);
    expect(missing).toEqual([]);
    const portuguese = scanned.filter((s) => portugueseIn(englishOf(s.text) ?? "")).map((s) => `${s.file}:${s.line} ${s.text} → ${englishOf(s.text)}`);
    expect(portuguese).toEqual([]);
  });

  it("translates the importers' column labels, shown in the mapping step and next to every row error", () => {
    const labels = [...Object.values(IMPORTERS).flatMap((i) => i.columns.map((c) => c.label)), ...STATEMENT_COLUMNS.map((c) => c.label)];
    expect(labels.filter((l) => englishOf(l) === null)).toEqual([]);
  });

  it("has no Portuguese in any English text of the catalog", () => {
    const sample = { a: "⟦1⟧", b: "⟦2⟧", c: "⟦3⟧", from: "ativa", to: "proposta" };
    const bad = Object.entries(SERVER_MESSAGES_EN_US)
      .map(([key, en]) => [key, typeof en === "function" ? en(sample) : en] as const)
      .filter(([, en]) => portugueseIn(en));
    expect(bad).toEqual([]);
  });
});

describe("translateServerMessage", () => {
  it("leaves pt-BR as written", () => {
    expect(translateServerMessage("Registro não encontrado.", "pt-BR")).toBe("Registro não encontrado.");
  });

  it("translates a fixed message and a template with its values", () => {
    expect(translateServerMessage("Registro não encontrado.", "en-US")).toBe("Record not found.");
    expect(translateServerMessage("No máximo 160 caracteres.", "en-US")).toBe("At most 160 characters.");
  });

  it("translates values that are messages or labels themselves, and regroups pt-BR numbers", () => {
    const stale = "Outra pessoa salvou este registro antes de você. Recarregue para ver a versão atual e refaça sua alteração.";
    expect(translateServerMessage(`Linha 7: ${stale}`, "en-US")).toBe(`Row 7: ${englishOf(stale)}`);
    expect(translateServerMessage("A parte do gestor: no máximo 100 %.", "en-US")).toBe("The manager's share: at most 100 %.");
    expect(translateServerMessage("Selecione no máximo 1.000 registros para exportar.", "en-US")).toBe("Select at most 1,000 records to export.");
  });

  it("translates the import messages from their own en-US table, lists included", () => {
    expect(translateServerMessage("Valor não aceito: use PF ou PJ", "en-US")).toBe("Value not accepted: use PF or PJ");
    expect(translateServerMessage("Valor não aceito: use AC, AL ou SP", "en-US")).toBe("Value not accepted: use AC, AL or SP");
    expect(translateServerMessage("Texto muito longo: no máximo 80 caracteres", "en-US")).toBe("Too long: at most 80 characters");
  });

  it("renders a sale status change with English status names", () => {
    expect(translateServerMessage("Uma venda cancelada não pode passar para ativa.", "en-US")).toBe("A sale that is cancelled cannot become active.");
  });

  it("returns text it does not know unchanged (zod's own English messages pass through)", () => {
    expect(translateServerMessage("Invalid input: expected string, received number", "en-US")).toBe("Invalid input: expected string, received number");
  });
});
