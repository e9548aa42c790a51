import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { createTranslator } from "use-intl";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeUser, TEST_PASSWORD } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { makeLead } from "../../../../tests/helpers/leads";
import { makeCustomer, makePartner, makeProduct, nextCpf } from "../../../../tests/helpers/portfolio";
import { catalogs, type AppLocale } from "~/i18n";
import { authorizeCredentials } from "~/server/auth/authorize";
import type { Db, DbHandle } from "~/server/db/client";
import { auditLog } from "~/server/db/schema";
import { auditTextOf, describeAuditEntry } from "../audit-describe";

type User = Awaited<ReturnType<typeof makeUser>>;
type Page = Awaited<ReturnType<ReturnType<typeof callerFor>["audit"]["list"]>>;

let handle: DbHandle;
let db: Db;
let admin: User;
let ana: User;
let bruno: User;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  admin = await makeUser(db, { role: "admin", name: "Alice Admin" });
  ana = await makeUser(db, { role: "seller", name: "Ana Vendedora" });
  bruno = await makeUser(db, { role: "seller", name: "Bruno Vendedor" });
});
afterAll(async () => {
  await handle?.close();
});

const ctxOf = (locale: AppLocale) => ({ text: auditTextOf(createTranslator({ locale, messages: catalogs[locale] }) as never), locale });

/** The newest entry of a record, as the screen describes it. */
async function described(entity: string, entityId: string, locale: AppLocale = "pt-BR") {
  const page: Page = await callerFor(db, admin).audit.list({ entity, entityId, limit: 1 });
  const item = page.items[0]!;
  return { item, d: describeAuditEntry(item, page.refs, ctxOf(locale)) };
}

const byLabel = (changes: { label: string; before: string | null; after: string | null }[]) => Object.fromEntries(changes.map((c) => [c.label, [c.before, c.after]]));

describe("audit entries as a compliance officer reads them", () => {
  it("an edited customer: 'Alterou o cliente', its name linked to its page, each field labelled with before and after", async () => {
    const created = await callerFor(db, admin).customers.create({ kind: "PF", document: nextCpf(), name: "Maria Antiga", ownerId: ana.id });
    await callerFor(db, admin).customers.update({ id: created.id, version: created.version, name: "Maria Nova", ownerId: bruno.id, doNotContact: true, birthDate: "1980-02-29" });

    const { item, d } = await described("customer", created.id);
    expect(item.action).toBe("customer.update");
    expect(d.action).toBe("Alterou o cliente");
    expect(d.entity).toBe("Cliente");
    expect(d.subject).toEqual({ text: "Maria Nova", href: `/clientes/${created.id}` });
    expect(d.mode).toBe("diff");
    expect(byLabel(d.changes)).toEqual({
      Nome: ["Maria Antiga", "Maria Nova"],
      "Data de nascimento": ["—", "29/02/1980"],
      Responsável: ["Ana Vendedora", "Bruno Vendedor"],
      "Não contatar": ["Não", "Sim"],
    });
    // The fields in the form's order, never the bookkeeping ones.
    expect(d.changes.map((c) => c.field)).toEqual(["name", "birthDate", "ownerId", "doNotContact"]);

    const en = await described("customer", created.id, "en-US");
    expect(en.d.action).toBe("Changed the customer");
    expect(byLabel(en.d.changes).Name).toEqual(["Maria Antiga", "Maria Nova"]);
    expect(byLabel(en.d.changes)["Date of birth"]).toEqual(["—", "02/29/1980"]);
  });

  it("a creation shows the key fields; people by name, codes by their label", async () => {
    const created = await callerFor(db, admin).customers.create({ kind: "PJ", document: "11222333000181", name: "Padaria Central", ownerId: ana.id });
    const { d } = await described("customer", created.id);
    expect(d.action).toBe("Criou o cliente");
    expect(d.mode).toBe("values");
    expect(d.changes.map((c) => [c.label, c.after])).toEqual([
      ["Tipo de pessoa", "Pessoa jurídica"],
      ["Nome", "Padaria Central"],
      ["CPF/CNPJ", "11222333000181"],
      ["Responsável", "Ana Vendedora"],
    ]);
  });

  it("a sale is '<product> · <customer>', linked to the customer's page; money in reais, days dd/MM/yyyy, status by its label", async () => {
    const partner = await makePartner(db, { name: "Seguradora Sol" });
    const product = await makeProduct(db, partner, { name: "Auto Total", category: "AutoInsurance" });
    const customer = await makeCustomer(db, ana, { name: "João Comprador" });
    const sale = await callerFor(db, admin).sales.create({ customerId: customer.id, productId: product.id, sellerId: ana.id, soldOn: "2026-01-15", baseAmount: 150_000n });
    await callerFor(db, admin).sales.update({ id: sale.id, version: sale.version, baseAmount: 123_456n, soldOn: "2026-02-03" });

    const { d } = await described("sale", sale.id);
    expect(d.action).toBe("Alterou a venda");
    expect(d.subject).toEqual({ text: "Auto Total · João Comprador", href: `/clientes/${customer.id}` });
    const changes = byLabel(d.changes);
    expect(changes["Valor base"]).toEqual(["R$\u00a01.500,00", "R$\u00a01.234,56"]);
    expect(changes["Data da venda"]).toEqual(["15/01/2026", "03/02/2026"]);

    const created = await callerFor(db, admin).audit.list({ entity: "sale", entityId: sale.id, action: "sale.create", limit: 1 });
    const c = describeAuditEntry(created.items[0]!, created.refs, ctxOf("pt-BR"));
    expect(byLabel(c.changes)).toMatchObject({ Cliente: [null, "João Comprador"], Produto: [null, "Auto Total"], Vendedor: [null, "Ana Vendedora"], Status: [null, "Proposta"] });
  });

  it("a deleted record shows a neutral label: no name, no link", async () => {
    const lead = await makeLead(db, ana, { name: "Carlos Sigiloso" });
    await callerFor(db, admin).leads.delete({ ids: [lead.id] });
    const { item, d } = await described("lead", lead.id);
    expect(item.subject).toEqual({ t: "deleted" });
    expect(d.action).toBe("Excluiu o lead");
    expect(d.subject).toEqual({ text: "Registro excluído", href: null });
    expect(JSON.stringify(item)).not.toContain("Carlos Sigiloso");

    // A value naming a deleted customer says so too, without the name.
    const gone = await makeCustomer(db, ana, { name: "Cliente Apagado", deletedAt: new Date() });
    await db.insert(auditLog).values({ action: "lead.convert", entity: "lead", entityId: lead.id, actorId: admin.id, before: { status: "Novo" }, after: { customerId: gone.id } });
    const page = await callerFor(db, admin).audit.list({ entity: "lead", entityId: lead.id, limit: 1 });
    expect(byLabel(describeAuditEntry(page.items[0]!, page.refs, ctxOf("pt-BR")).changes).Cliente).toEqual([null, "Registro excluído"]);
    expect(JSON.stringify(page)).not.toContain("Cliente Apagado");
  });

  it("records that are not ids of a table: a month, the commission settings, an unknown record", async () => {
    const missing = randomUUID();
    await db.insert(auditLog).values([
      { action: "commission_month.close", entity: "commission_month", entityId: "2026-01", actorId: admin.id, after: { month: "2026-01-01", entries: 12 } },
      { action: "commission_settings.save", entity: "app_setting", entityId: "commissions", actorId: admin.id, after: { value: { toleranceCents: 100 } } },
      { action: "customer.update", entity: "customer", entityId: missing, actorId: admin.id, before: { name: "x" }, after: { name: "y" } },
    ]);
    const month = await described("commission_month", "2026-01");
    expect(month.d).toMatchObject({ action: "Fechou o mês de comissões", subject: { text: "Competência 01/2026", href: "/comissoes/fechamento" } });
    expect(byLabel(month.d.changes)).toEqual({ Mês: [null, "01/2026"], Lançamentos: [null, "12"] });
    expect((await described("app_setting", "commissions")).d.subject).toEqual({ text: "Configurações de comissão", href: null });
    expect((await described("customer", missing)).d.subject).toEqual({ text: "Registro não encontrado", href: null });
  });

  it("names the records of a whole page, whatever their kinds", async () => {
    const team = await callerFor(db, admin).teams.create({ name: "Equipe Norte" });
    const lead = await makeLead(db, ana, { name: "Lead Página" });
    await db.insert(auditLog).values([
      { action: "lead.assign", entity: "lead", entityId: lead.id, actorId: admin.id, before: { ownerId: ana.id, teamId: null }, after: { ownerId: bruno.id, teamId: team.id } },
      { action: "auth.signin", entity: "user", entityId: bruno.id, actorId: bruno.id },
    ]);
    const page = await callerFor(db, admin).audit.list({ limit: 3 });
    const [signin, assign] = page.items.map((i) => describeAuditEntry(i, page.refs, ctxOf("pt-BR")));
    expect(signin).toMatchObject({ action: "Entrou no sistema", subject: { text: "Bruno Vendedor", href: null }, changes: [] });
    expect(assign).toMatchObject({ action: "Atribuiu o lead", subject: { text: "Lead Página", href: `/leads/${lead.id}` } });
    expect(byLabel(assign!.changes)).toEqual({ Responsável: ["Ana Vendedora", "Bruno Vendedor"], Equipe: ["—", "Equipe Norte"] });
  });
});

describe("secrets never reach the log", () => {
  it("creating users, resetting and changing passwords and signing in store no hash, token or password", async () => {
    const { user, temporaryPassword } = await callerFor(db, admin).users.create({ name: "Nova Pessoa", email: `nova-${Date.now()}@teste.com.br`, role: "seller", teamId: null });
    await callerFor(db, admin).users.resetPassword({ id: user.id });
    await callerFor(db, ana).me.changePassword({ currentPassword: TEST_PASSWORD, newPassword: "Outra-Senha-Forte-987" });
    await authorizeCredentials(db, { email: ana.email, password: "Outra-Senha-Forte-987" }, "10.0.0.1");
    await authorizeCredentials(db, { email: ana.email, password: "senha-errada-123" }, "10.0.0.1");

    const secret = `argon2|passwordHash|tokenVersion|temporaryPassword|Outra-Senha|senha-errada|${temporaryPassword.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
    const [stored] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(sql`(coalesce(${auditLog.before}::text, '') || coalesce(${auditLog.after}::text, '')) ~* ${secret}`);
    expect(stored!.n).toBe(0);
  });

  it("an old entry that still holds one is shown without it", async () => {
    const victim = await makeUser(db, { role: "seller", name: "Vítima Antiga" });
    await db.insert(auditLog).values({
      action: "user.update",
      entity: "user",
      entityId: victim.id,
      actorId: admin.id,
      before: { name: "A", passwordHash: "$argon2id$v=19$old", resetToken: "tok-1" },
      after: { name: "B", passwordHash: "$argon2id$v=19$new", resetToken: "tok-2" },
    });
    const { item, d } = await described("user", victim.id);
    expect(item.before).toEqual({ name: "A" });
    expect(item.after).toEqual({ name: "B" });
    expect(d.changes.map((c) => c.field)).toEqual(["name"]);
  });
});
