import { createHash } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { recordAudit } from "~/server/audit";
import type { Db, DbOrTx } from "~/server/db/client";
import { partners, partnerStatements, partnerStatementTemplates, users } from "~/server/db/schema";
import { badInput } from "~/server/errors";
import { saoPauloMonth } from "~/lib/format";
import { suggestMapping, type ImportMapping } from "~/features/import-export/columns";
import { createRowValidator, type ImportCellError } from "~/features/import-export/validate";
import { mappingByName, mappingFromNames } from "~/features/import-export/server/mappings";
import { readImportFile, sampleOf, type FileSummary } from "~/features/import-export/server/read-file";
import { matchLines, type LineDecision, type StatementLine } from "../../engine/reconcile";
import { monthStart } from "../../engine/months";
import { lockLedgerShared, openCompetence } from "../month-lock";
import { commissionSettings } from "../settings.service";
import { expectedFor, type ExpectedRow } from "./expected";
import { STATEMENT_COLUMNS } from "./statement-columns";
import { notify } from "~/features/notifications/server/notify.service";

const SAMPLE_ROWS = 3;
const MAX_ERRORS = 200;
/** Statement lines per SQL command (one JSON parameter each). */
const JSON_CHUNK = 5_000;

interface ParsedLine extends StatementLine {
  customerName: string | null;
}

export interface ParsedStatement {
  file: FileSummary;
  lines: ParsedLine[];
  errors: { row: number; errors: ImportCellError[] }[];
  invalid: number;
}

async function partnerExists(db: DbOrTx, partnerId: string): Promise<void> {
  const [p] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId)).limit(1);
  if (!p) throw badInput("partnerId", "Parceiro não encontrado.");
}

/** Step 1: the file's headers and a few rows, with the partner's saved template applied (or a suggestion). */
export async function analyseStatement(db: Db, partnerId: string, input: AsyncIterable<Uint8Array>) {
  await partnerExists(db, partnerId);
  const samples: string[][] = [];
  const file = await readImportFile(input, (row) => {
    if (samples.length < SAMPLE_ROWS) samples.push(sampleOf(row.cells));
  });
  const [template] = await db.select().from(partnerStatementTemplates).where(eq(partnerStatementTemplates.partnerId, partnerId)).limit(1);
  const saved = template ? mappingFromNames(template.mapping, file.headers, STATEMENT_COLUMNS) : null;
  return {
    file,
    samples,
    mapping: (saved ?? suggestMapping(file.headers, STATEMENT_COLUMNS)) as ImportMapping,
    mappingSource: saved ? ("template" as const) : ("suggested" as const),
    columns: STATEMENT_COLUMNS.map((c) => ({ key: c.key, label: c.label, type: c.type, required: c.type === "money" })),
  };
}

/** Reads every line of the file with the mapping (money "1.234,56", dates dd/MM/yyyy, CPF/CNPJ by check digits). */
export async function parseStatement(input: AsyncIterable<Uint8Array>, mapping: ImportMapping, totalBytes?: number): Promise<ParsedStatement> {
  const lines: ParsedLine[] = [];
  const errors: ParsedStatement["errors"] = [];
  let invalid = 0;
  let validator: ReturnType<typeof createRowValidator<typeof STATEMENT_COLUMNS>> | null = null;
  const file = await readImportFile(
    input,
    (row) => {
      const result = validator!.validate(row);
      if (!result.ok) {
        invalid += 1;
        if (errors.length < MAX_ERRORS) errors.push({ row: result.row, errors: result.errors });
        return;
      }
      const v = result.values;
      lines.push({
        lineNo: result.row,
        reference: v.reference,
        installment: v.installment,
        document: v.document,
        competence: v.competence ? saoPauloMonth(v.competence) : null,
        customerName: v.customerName,
        amount: v.amount,
      });
    },
    {
      totalBytes,
      onHeaders: (headers) => {
        validator = createRowValidator(STATEMENT_COLUMNS, mapping as ImportMapping<typeof STATEMENT_COLUMNS>, { headers });
      },
    },
  );
  return { file, lines, errors, invalid };
}

/** The same content is the same statement, whatever the line order or the file's name. */
export function statementHash(lines: readonly StatementLine[]): string {
  const canonical = lines
    .map((l) => [l.reference ?? "", l.installment ?? "", l.document ?? "", l.competence ?? "", l.amount.toString()].join("\u001f"))
    .sort()
    .join("\u001e");
  return createHash("sha256").update(canonical).digest("hex");
}

function counts(decisions: readonly LineDecision[], lines: readonly ParsedLine[]) {
  const by = { recebida: 0, divergente: 0, nao_identificada: 0 };
  for (const d of decisions) by[d.status] += 1;
  return { lines: lines.length, ...by, total: lines.reduce((a, l) => a + l.amount, 0n) };
}

/** The Financeiro (but whoever imported the file) hears of the divergent lines of a partner's statement. */
async function notifyDivergences(tx: DbOrTx, actor: Actor, partnerId: string, statementId: string, count: number): Promise<void> {
  const [partner] = await tx.select({ name: partners.name }).from(partners).where(eq(partners.id, partnerId)).limit(1);
  const finance = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "finance"), eq(users.active, true), ne(users.id, actor.id)));
  await notify(
    tx,
    finance.map((u) => ({
      userId: u.id,
      event: "reconciliation.divergence" as const,
      record: { kind: "partner_statement" as const, id: statementId },
      params: { name: partner?.name ?? "", count },
      dedupeKey: `divergence:${statementId}`,
    })),
  );
}

/** Step 2: how every line would be matched, writing nothing; says when this content was already imported. */
export async function previewStatement(db: Db, input: { partnerId: string; month: string; parsed: ParsedStatement }) {
  await partnerExists(db, input.partnerId);
  const { lines } = input.parsed;
  const [existing] = await db
    .select({ id: partnerStatements.id, createdAt: partnerStatements.createdAt })
    .from(partnerStatements)
    .where(and(eq(partnerStatements.partnerId, input.partnerId), eq(partnerStatements.contentHash, statementHash(lines))))
    .limit(1);
  const settings = await commissionSettings(db);
  const decisions = matchLines(lines, await expectedFor(db, input.partnerId, lines), { month: input.month, toleranceCents: BigInt(settings.toleranceCents) });
  return {
    file: input.parsed.file,
    counts: counts(decisions, lines),
    invalid: input.parsed.invalid,
    errors: input.parsed.errors,
    alreadyImported: existing ? { statementId: existing.id, at: existing.createdAt } : null,
    sample: decisions.slice(0, 50).map((d) => ({ ...d, line: lines.find((l) => l.lineNo === d.lineNo)! })),
  };
}

/**
 * Step 3, one transaction: the statement, its lines with their decisions, and a recebimento entry for every
 * matched line (in the statement's month, or the first open one after it). The same content again is a no-op
 * that answers with the statement already imported. A file with invalid lines is refused whole.
 */
export async function commitStatement(db: Db, actor: Actor, input: { partnerId: string; month: string; fileName: string; parsed: ParsedStatement; mapping: ImportMapping }) {
  if (input.parsed.invalid > 0) throw badInput("file", `O arquivo tem ${input.parsed.invalid} linha(s) inválida(s): corrija e envie de novo.`);
  if (input.parsed.lines.length === 0) throw badInput("file", "O arquivo não tem linhas.");
  await partnerExists(db, input.partnerId);
  const { lines } = input.parsed;
  const hash = statementHash(lines);
  return db.transaction(async (tx) => {
    await lockLedgerShared(tx);
    // Serialises two imports of the same content: the second waits, then finds the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`partner-statement:${input.partnerId}:${hash}`}))`);
    const [existing] = await tx
      .select({ id: partnerStatements.id })
      .from(partnerStatements)
      .where(and(eq(partnerStatements.partnerId, input.partnerId), eq(partnerStatements.contentHash, hash)))
      .limit(1);
    if (existing) return { statementId: existing.id, duplicate: true, counts: null };
    await tx
      .insert(partnerStatementTemplates)
      .values({ partnerId: input.partnerId, mapping: mappingByName(input.mapping, input.parsed.file.headers) })
      .onConflictDoUpdate({ target: partnerStatementTemplates.partnerId, set: { mapping: mappingByName(input.mapping, input.parsed.file.headers), updatedAt: sql`now()`, version: sql`${partnerStatementTemplates.version} + 1` } });
    const expected = await expectedFor(tx, input.partnerId, lines);
    const settings = await commissionSettings(tx);
    const decisions = matchLines(lines, expected, { month: input.month, toleranceCents: BigInt(settings.toleranceCents) });
    const total = lines.reduce((a, l) => a + l.amount, 0n);
    const [statement] = await tx
      .insert(partnerStatements)
      .values({ partnerId: input.partnerId, month: monthStart(input.month), fileName: input.fileName, contentHash: hash, lineCount: lines.length, total, importedBy: actor.id })
      .returning();
    const competence = await openCompetence(tx, input.month);
    const expectedBy = new Map<string, ExpectedRow>(expected.map((e) => [`${e.saleId}|${e.installment}`, e]));
    // The receipts' ids are taken from the ledger's sequence first, so each line is written once, already
    // pointing at its recebimento (no update pass over the lines).
    const matched = decisions.flatMap((d, i) => (d.status === "nao_identificada" ? [] : [i]));
    const { rows: ids } = (await tx.execute(sql`select nextval('commission_entries_id_seq')::int8 as id from generate_series(1, ${matched.length})`)) as unknown as {
      rows: { id: string | number }[];
    };
    const entryIdOf = new Map(matched.map((lineIndex, k) => [lineIndex, Number(ids[k]!.id)]));
    const rows = decisions.map((d, i) => {
      const line = lines[i]!;
      const e = d.saleId ? expectedBy.get(`${d.saleId}|${d.installment}`) : undefined;
      return {
        line_no: line.lineNo,
        reference: line.reference,
        installment: line.installment,
        document: line.document,
        competence: line.competence ? monthStart(line.competence) : null,
        customer_name: line.customerName,
        amount: line.amount.toString(),
        status: d.status,
        sale_id: d.saleId,
        matched_installment: d.installment,
        expected: d.expected?.toString() ?? null,
        difference: d.difference?.toString() ?? null,
        entry_id: entryIdOf.get(i) ?? null,
        due_month: e?.dueMonth ? monthStart(e.dueMonth) : null,
        category: e?.category ?? null,
      };
    });
    // One statement per chunk: the file's lines as a single JSON parameter; the receipts and the lines are
    // written together (the lines' foreign key to their receipt is checked at the statement's end).
    for (let i = 0; i < rows.length; i += JSON_CHUNK) {
      await tx.execute(sql`
        with input as (
          select * from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + JSON_CHUNK))}::jsonb) as t(
            line_no int, reference text, installment int, document text, competence date, customer_name text, amount bigint,
            status text, sale_id uuid, matched_installment int, expected bigint, difference bigint, entry_id bigint, due_month date, category text)
        ), receipts as (
          insert into commission_entries (id, sale_id, party, installment, due_month, competence, type, amount, partner_id, category, reason, created_by)
          select entry_id, sale_id, 'partner', matched_installment, due_month, ${competence}::date, 'recebimento', amount, ${input.partnerId}::uuid, category,
            ${`Extrato ${input.fileName}, linha `} || line_no, ${actor.id}::uuid
          from input where entry_id is not null
          returning 1
        )
        insert into partner_statement_lines (statement_id, line_no, reference, installment, document, competence, customer_name, amount, status, sale_id, matched_installment, expected, difference, entry_id)
        select ${statement!.id}::uuid, line_no, reference, installment, document, competence, customer_name, amount, status, sale_id, matched_installment, expected, difference, entry_id
        from input`);
    }
    const summary = counts(decisions, lines);
    await recordAudit(tx, auditActor(actor), {
      action: "partner_statement.import",
      entity: "partner_statement",
      entityId: statement!.id,
      after: { partnerId: input.partnerId, month: input.month, fileName: input.fileName, ...summary, total: summary.total.toString() },
    });
    if (summary.divergente > 0) await notifyDivergences(tx, actor, input.partnerId, statement!.id, summary.divergente);
    return { statementId: statement!.id, duplicate: false, counts: summary };
  });
}
