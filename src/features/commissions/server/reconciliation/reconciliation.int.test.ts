import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../../tests/helpers/actors";
import { createTestDb } from "../../../../../tests/helpers/db";
import { failureOf } from "../../../../../tests/helpers/errors";
import { auditRowsOf, makeCustomer, makePartner, makeProduct, makeSale } from "../../../../../tests/helpers/portfolio";
import type { Actor } from "~/server/actor";
import type { Db, DbHandle } from "~/server/db/client";
import { commissionEntries, commissionProfiles, partnerStatementLines, partnerStatements, notifications } from "~/server/db/schema";
import { saoPauloMonth } from "~/lib/format";
import type { ImportMapping } from "~/features/import-export/columns";
import { addMonths } from "../../engine/months";
import { analyseStatement, commitStatement, parseStatement, previewStatement } from "./statement-import.service";

/**
 * A partner statement with one exact, one divergent and one unknown line: matched, written once, resolved
 * by hand, and seen on the overview. Months are relative to the current São Paulo month.
 */
type User = Awaited<ReturnType<typeof makeUser>>;
let handle: DbHandle;
let db: Db;
let finance: User;
let other: User;
let seller: User;
let financeActor: Actor;
let partnerId: string;
const saleIds: string[] = [];
const contracts = ["CT-0001", "CT-0002", "CT-0003"];

const now = saoPauloMonth(new Date());
const start = addMonths(now, -2);

async function* bytes(text: string): AsyncGenerator<Uint8Array> {
  yield new TextEncoder().encode(text);
}

const HEADER = "Contrato;Parcela;CPF/CNPJ;Cliente;Valor Comissão\r\n";
// Installment 1 of each sale is 1 % of R$ 10.000,00 = R$ 100,00.
const LINES = ["CT-0001;1;;Ana;100,00", "ct 0002;1;;Bia;90,00", "CT-9999;1;;Desconhecido;42,00"];

async function run(text: string, fileName = "extrato.csv", month = start) {
  const analysed = await analyseStatement(db, partnerId, bytes(text));
  const parsed = await parseStatement(bytes(text), analysed.mapping);
  return { analysed, parsed, commit: () => commitStatement(db, financeActor, { partnerId, month, fileName, parsed, mapping: analysed.mapping as ImportMapping }) };
}

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const team = await makeTeam(db);
  finance = await makeUser(db, { role: "finance" });
  other = await makeUser(db, { role: "finance" });
  seller = await makeUser(db, { role: "seller", teamId: team.id });
  financeActor = { id: finance.id, role: "finance", teamId: null };
  await db.insert(commissionProfiles).values({ userId: seller.id, contractType: "pj", defaultSplitBp: 5_000, payOn: "receipt" });
  const partner = await makePartner(db, { categories: ["Consortium"] });
  partnerId = partner.id;
  const product = await makeProduct(db, partner, { category: "Consortium" });
  await callerFor(db, finance).commissions.rules.create({
    name: "Consórcio",
    category: "Consortium",
    effectiveFrom: "2020-01-01",
    terms: { tranches: [{ fromMonth: 1, months: 3, kind: "rate", rateBp: 100, fixedCents: null, base: "total" }], split: { sellerBp: null, presalesBp: 0, referrerBp: 0, managerBp: 0 }, clawback: [] },
  });
  for (const contractNumber of contracts) {
    const sale = await makeSale(db, { customer: await makeCustomer(db, seller), product, seller, baseAmount: 1_000_000n, vigenciaStart: `${start}-03`, contractNumber });
    await callerFor(db, seller).sales.changeStatus({ id: sale.id, version: sale.version, status: "ativa" });
    saleIds.push(sale.id);
  }
});
afterAll(async () => {
  await handle?.close();
});

describe("importing a partner statement", () => {
  it("suggests the mapping, previews one recebida, one divergente and one não identificada, and writes nothing", async () => {
    const { analysed, parsed } = await run(HEADER + LINES.join("\r\n"));
    expect(analysed.mappingSource).toBe("suggested");
    expect(analysed.mapping).toMatchObject({ reference: 0, installment: 1, document: 2, customerName: 3, amount: 4 });
    const preview = await previewStatement(db, { partnerId, month: start, parsed });
    expect(preview.counts).toMatchObject({ lines: 3, recebida: 1, divergente: 1, nao_identificada: 1, total: 23_200n });
    expect(preview.alreadyImported).toBeNull();
    expect(await db.select().from(partnerStatements)).toEqual([]);
  });

  it("commits: lines with their decisions, a recebimento per matched line, audited; the mapping is saved for the partner", async () => {
    const { commit } = await run(HEADER + LINES.join("\r\n"));
    const result = await commit();
    expect(result.duplicate).toBe(false);
    const lines = await db.select().from(partnerStatementLines).orderBy(partnerStatementLines.lineNo);
    expect(lines.map((l) => [l.status, l.saleId, l.matchedInstallment, l.difference])).toEqual([
      ["recebida", saleIds[0], 1, 0n],
      ["divergente", saleIds[1], 1, -1_000n],
      ["nao_identificada", null, null, null],
    ]);
    const receipts = await db.select().from(commissionEntries).where(eq(commissionEntries.type, "recebimento"));
    expect(receipts.map((r) => [r.saleId, r.installment, r.amount, r.competence])).toEqual([
      [saleIds[0], 1, 10_000n, `${start}-01`],
      [saleIds[1], 1, 9_000n, `${start}-01`],
    ]);
    // The other Financeiro user hears of the divergent line; who imported the file does not.
    const told = await db.select().from(notifications).where(eq(notifications.event, "reconciliation.divergence"));
    expect(told.map((n) => [n.userId, n.recordId, n.params])).toEqual([[other.id, result.statementId, { name: expect.any(String), count: 1 }]]);
    expect(lines.filter((l) => l.entryId).length).toBe(2);
    expect(await auditRowsOf(db, result.statementId, "partner_statement.import")).toHaveLength(1);
    const again = await run("Contrato;Parcela;CPF/CNPJ;Cliente;Valor Comissão\r\nCT-0003;2;;X;100,00");
    expect(again.analysed.mappingSource).toBe("template");
  });

  it("importing the same statement again changes nothing, even reordered and renamed", async () => {
    const entriesBefore = (await db.select().from(commissionEntries)).length;
    const { commit, parsed } = await run(HEADER + [...LINES].reverse().join("\r\n"), "extrato (1).csv");
    expect((await previewStatement(db, { partnerId, month: start, parsed })).alreadyImported).not.toBeNull();
    const result = await commit();
    expect(result.duplicate).toBe(true);
    expect(await db.select().from(partnerStatements)).toHaveLength(1);
    expect(await db.select().from(commissionEntries)).toHaveLength(entriesBefore);
  });

  it("refuses a file with invalid lines as a whole", async () => {
    const { commit } = await run(`${HEADER}CT-0003;1;;Ana;cem reais`);
    await expect(commit()).rejects.toMatchObject({ code: "BAD_REQUEST", field: "file" });
  });
});

describe("resolving lines", () => {
  const lineOf = async (status: string) => (await db.select().from(partnerStatementLines).where(eq(partnerStatementLines.status, status as never)))[0]!;

  it("two people resolving the same line at once: one wins, the other gets CONFLICT", async () => {
    const line = await lineOf("nao_identificada");
    const results = await Promise.allSettled([
      callerFor(db, finance).commissions.reconciliation.match({ lineId: line.id, version: line.version, saleId: saleIds[2]!, installment: 1 }),
      callerFor(db, other).commissions.reconciliation.toEntry({ lineId: line.id, version: line.version, reason: "Bônus do parceiro" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ code: "CONFLICT" });
    const after = (await db.select().from(partnerStatementLines).where(eq(partnerStatementLines.id, line.id)))[0]!;
    expect(["divergente", "lancada"]).toContain(after.status);
  });

  it("accepting a difference adjusts the partner's and the office's expectation and marks the line recebida", async () => {
    const line = await lineOf("divergente");
    const accepted = await callerFor(db, finance).commissions.reconciliation.acceptDifference({ lineId: line.id, version: line.version, reason: "Parceiro aplicou taxa" });
    expect(accepted.status).toBe("recebida");
    const adjustments = await db.select().from(commissionEntries).where(and(eq(commissionEntries.saleId, line.saleId!), eq(commissionEntries.type, "ajuste_manual")));
    expect(adjustments.map((a) => [a.party, a.amount]).sort()).toEqual([
      ["office", line.difference],
      ["partner", line.difference],
    ]);
    expect((await failureOf(callerFor(db, finance).commissions.reconciliation.acceptDifference({ lineId: line.id, version: accepted.version, reason: "De novo" }))).code).toBe("CONFLICT");
  });

  it("reconciliation is for Administrador and Financeiro only", async () => {
    const line = await lineOf("recebida");
    const c = callerFor(db, seller);
    for (const call of [
      c.commissions.reconciliation.statements({}),
      c.commissions.reconciliation.lines({ statementId: line.statementId }),
      c.commissions.reconciliation.toEntry({ lineId: line.id, version: line.version, reason: "x".repeat(5) }),
      c.commissions.overview.receivables({ from: start, to: now }),
    ]) {
      expect((await failureOf(call)).code).toBe("FORBIDDEN");
    }
  });
});

describe("the workbench", () => {
  it("shows expected and received side by side per partner and month, and what is overdue", async () => {
    const f = callerFor(db, finance);
    const overview = await f.commissions.overview.receivables({ from: start, to: addMonths(start, 2) });
    const first = overview.lines.find((l) => l.month === start)!;
    // Three sales × R$ 100,00 expected in the first month, minus the accepted R$ 10,00 difference, plus the
    // unknown line's R$ 42,00 if it became an entry (whichever of the two racing decisions won above).
    const lancada = (await db.select().from(partnerStatementLines).where(eq(partnerStatementLines.status, "lancada"))).length > 0;
    expect(first.previsto).toBe(29_000n + (lancada ? 4_200n : 0n));
    expect(first.recebido).toBe(first.previsto - first.emAtraso);
    // The lines still to resolve (divergent or unknown) of the partner's statements of that month.
    const pending = (
      (await db.execute(sql`
        select count(*)::int as n, coalesce(sum(l.difference), 0)::text as d from partner_statement_lines l join partner_statements s on s.id = l.statement_id
        where l.status in ('divergente', 'nao_identificada') and s.partner_id = ${partnerId} and s.month = ${`${start}-01`}`)) as unknown as { rows: { n: number; d: string }[] }
    ).rows[0]!;
    expect(first.pendingLines).toBe(pending.n);
    expect(first.divergence).toBe(BigInt(pending.d));
    const overdue = await f.commissions.reconciliation.overdue({});
    expect(overdue.every((o) => o.dueMonth < now)).toBe(true);
    const [statement] = await f.commissions.reconciliation.statements({ partnerId });
    expect(statement).toMatchObject({ lineCount: 3, recebidas: expect.any(Number) });
    const page = await f.commissions.reconciliation.lines({ statementId: statement!.id, limit: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).toBe(page.items[1]!.lineNo);
  });

  it("a seller paid on receipt gets the received installments in the month's statement", async () => {
    await callerFor(db, finance).commissions.months.close({ month: start });
    const [statement] = await callerFor(db, seller).commissions.statements.list({});
    // Only installment 1 was paid by the partner (sales 1 and 2, and sale 3 if the hand match won above):
    // installments 2 and 3 are due too, but a seller paid on receipt waits for them.
    const detail = await callerFor(db, seller).commissions.statements.get({ id: statement!.id });
    expect(detail.lines.every((l) => l.type === "prevista" && l.installment === 1)).toBe(true);
    expect(detail.lines.length).toBeGreaterThanOrEqual(2);
    // "Minhas comissões": the installments the partner paid are recebido (her half), the others a receber.
    const summary = await callerFor(db, seller).commissions.summary({ from: start, to: addMonths(start, 2) });
    expect(summary.totals.recebido).toBe(detail.lines.reduce((a, l) => a + l.amount, 0n));
    expect(summary.totals.aReceber).toBeGreaterThan(0n);
  });
});
