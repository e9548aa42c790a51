import { getTableColumns } from "drizzle-orm";
import { createTranslator } from "use-intl";
import { describe, expect, it } from "vitest";
import { catalogs, type AppLocale } from "~/i18n";
import {
  commissionEntries,
  commissionProfiles,
  commissionRuleVersions,
  commissionRules,
  customers,
  leads,
  partners,
  products,
  sales,
  savedViews,
  teams,
  users,
} from "~/server/db/schema";
import { auditTextOf, describeAuditEntry, formatAuditValue, type AuditEntryData } from "./audit-describe";
import { FIELD_ORDER, fieldKeyOf, isAuditField, isHiddenField } from "./audit-fields";

const ctxOf = (locale: AppLocale) => ({ text: auditTextOf(createTranslator({ locale, messages: catalogs[locale] }) as never), locale });
const pt = ctxOf("pt-BR");
const en = ctxOf("en-US");

describe("field labels", () => {
  it.each(["pt-BR", "en-US"] as const)("%s labels exactly the fields the screen knows", (locale) => {
    expect(Object.keys(catalogs[locale].audit.fields).sort()).toEqual([...FIELD_ORDER].sort());
    for (const label of Object.values(catalogs[locale].audit.fields)) expect(label.trim()).not.toBe("");
  });

  it("every column of an audited table is labelled or deliberately hidden", () => {
    const tables = { customers, leads, sales, users, teams, partners, products, commissionRules, commissionRuleVersions, commissionProfiles, commissionEntries, savedViews };
    const unlabelled = Object.entries(tables).flatMap(([name, table]) =>
      Object.keys(getTableColumns(table))
        .filter((col) => !isHiddenField(col) && !isAuditField(col))
        .map((col) => `${name}.${col}`),
    );
    expect(unlabelled).toEqual([]);
  });

  it("secrets are never shown, whatever the entity", () => {
    for (const f of ["passwordHash", "password", "temporaryPassword", "tokenVersion", "resetToken", "apiSecret", "contentHash"]) expect(isHiddenField(f), f).toBe(true);
    for (const f of ["passwordChangedAt", "mustChangePassword", "name"]) expect(isHiddenField(f), f).toBe(false);
  });

  it("a key that means something else in an action gets its own label", () => {
    expect(fieldKeyOf("lead.export", "source")).toBe("exportSource");
    expect(fieldKeyOf("lead.update", "source")).toBe("source");
    expect(fieldKeyOf("lead.activity", "kind")).toBe("activityKind");
  });
});

describe("formatAuditValue", () => {
  const v = (key: string, value: unknown, entity = "customer", refs = {}) => formatAuditValue(key, value, entity, refs, pt);
  it.each([
    ["money in reais (centavos kept as text)", "baseAmount", "123456", "R$\u00a01.234,56"],
    ["negative money", "amount", "-500", "-R$\u00a05,00"],
    ["a count named total stays a number", "total", 1500, "1.500"],
    ["a calendar day", "soldOn", "2026-01-31", "31/01/2026"],
    ["an instant in São Paulo time", "consentAt", "2026-02-01T01:30:00.000Z", "31/01/2026 22:30"],
    ["a month", "competence", "2026-03-01", "03/2026"],
    ["a rate in basis points", "issBp", 250, "2,5\u00a0%"],
    ["yes", "doNotContact", true, "Sim"],
    ["no", "active", false, "Não"],
    ["empty", "notes", null, "—"],
    ["an empty list", "tags", [], "—"],
    ["a list", "tags", ["vip", "sp"], "vip, sp"],
    ["a category by its label", "categories", ["AutoInsurance"], "Seguro Auto"],
    ["a role", "role", "finance", "Financeiro"],
    ["a legal basis", "lgpdLegalBasis", "consentimento", "Consentimento"],
    ["an unknown code stays as it is", "role", "astronauta", "astronauta"],
    ["a selection's size, not its ids", "ids", ["a", "b", "c"], "3 registros"],
  ] as const)("%s", (_name, key, value, expected) => {
    expect(v(key, value)).toBe(expected);
  });

  it("a small object reads as labelled values; anything deeper stays JSON", () => {
    expect(v("value", { toleranceCents: undefined, from: "2026-01-05", action: "sale.create", entity: "sale" })).toBe("Tipo de registro: Venda; Ação: Criou a venda; De: 05/01/2026");
    expect(v("value", { a: null })).toBe("—");
    expect(v("terms", { split: { sellerBp: 100 } })).toBe('split: {"sellerBp":100}');
  });

  it("labels a status by what the record is", () => {
    expect(v("status", "ativa", "sale")).toBe("Ativa");
    expect(v("status", "Contatar novamente", "lead")).toBe("Contatar novamente");
    expect(formatAuditValue("status", "Contatar novamente", "lead", {}, en)).toBe("Call back");
    expect(v("status", "pago", "commission_statement")).toBe("Pago");
    expect(v("status", "nao_identificada", "partner_statement_line")).toBe("Não identificada");
  });

  it("shows ids by the names the server resolved, a deleted record neutrally", () => {
    const refs = { "user:u1": "Ana", "user:u2": null };
    expect(v("ownerId", "u1", "customer", refs)).toBe("Ana");
    expect(v("ownerId", "u2", "customer", refs)).toBe("Registro excluído");
    expect(v("sellerId", "u9", "sale", refs)).toBe("u9");
  });
});

describe("describeAuditEntry", () => {
  const entry = (e: Partial<AuditEntryData>): AuditEntryData => ({ action: "customer.update", entity: "customer", before: null, after: null, subject: null, ...e });

  it("an update lists only what changed, in the form's order", () => {
    const d = describeAuditEntry(entry({ before: { city: "Santos", name: "A", uf: "SP" }, after: { city: "Campinas", name: "B", uf: "SP" } }), {}, pt);
    expect(d.mode).toBe("diff");
    expect(d.changes).toEqual([
      { field: "name", label: "Nome", before: "A", after: "B" },
      { field: "city", label: "Cidade", before: "Santos", after: "Campinas" },
    ]);
  });

  it("an unknown action or field falls back to its code instead of failing", () => {
    const d = describeAuditEntry(entry({ action: "robot.dance", entity: "robot", after: { rhythm: "samba" } }), {}, pt);
    expect(d).toMatchObject({ action: "robot.dance", entity: "robot", mode: "values", changes: [{ field: "rhythm", label: "rhythm", before: null, after: "samba" }] });
  });

  it("a subject reads as a name, a sale, a statement line…", () => {
    const s = (subject: AuditEntryData["subject"]) => describeAuditEntry(entry({ subject }), {}, pt).subject;
    expect(s({ t: "sale", product: "Auto", customer: null, href: null })).toEqual({ text: "Auto · Registro excluído", href: null });
    expect(s({ t: "line", line: 7, name: "Banco X", month: "2026-02-01", href: "/comissoes/conciliacao/s1" })).toEqual({ text: "Linha 7 · Banco X · 02/2026", href: "/comissoes/conciliacao/s1" });
    expect(s({ t: "list", list: "customers" })).toEqual({ text: "Lista Clientes", href: null });
    expect(s({ t: "profile", name: "Ana" })).toEqual({ text: "Perfil de comissão de Ana", href: null });
  });
});
