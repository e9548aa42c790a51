// npx tsx scripts/bench-commissions.ts [--pg-url postgres://…/bench_corretora] [--lines 100000] [--skip-close]
// One-shot timings of the commission operations that write (never part of npm test), on the bench database
// prepared by `npm run bench -- --target postgres --commissions --prepare-only`:
// - reconciling a partner statement of N lines (90 % exact, 5 % divergent, 5 % unknown): read + match + write;
// - closing every open competence month up to last month, in order (statements for every participant).
// Each run changes the database (the statement is imported, the month is closed): the next run takes the
// next installments and the next open month.
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openPostgres } from "~/server/db/client";
import { saoPauloMonth } from "~/lib/format";
import type { Actor } from "~/server/actor";
import { addMonths } from "~/features/commissions/engine/months";
import { closeMonth } from "~/features/commissions/server/months.service";
import { analyseStatement, commitStatement, parseStatement } from "~/features/commissions/server/reconciliation/statement-import.service";
import type { ImportMapping } from "~/features/import-export/columns";

const { values: args } = parseArgs({
  options: {
    "pg-url": { type: "string", default: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_corretora" },
    lines: { type: "string", default: "100000" },
    "skip-close": { type: "boolean", default: false },
  },
});
const LINES = Number(args.lines);
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const handle = await openPostgres(args["pg-url"], 4);
const db = handle.db;
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const [finance] = rowsOf<{ id: string }>(await db.execute(sql`select id from users where email = 'financeiro@demo.com.br'`));
const actor: Actor = { id: finance!.id, role: "finance", teamId: null };
const now = saoPauloMonth(new Date());

// The partner with the most installments due and not yet received (from the running totals: each run uses
// up the installments it reconciles, so the next run takes the partner with the most left).
const [partner] = rowsOf<{ partner_id: string; n: number }>(
  await db.execute(sql`
    select partner_id, count(*)::int as n from commission_receivables
    where receipts = 0 and expected > 0 and due_month <= ${`${now}-01`}
    group by partner_id order by 2 desc limit 1`),
);
const candidates = rowsOf<{ contract_number: string; installment: number; expected: string }>(
  await db.execute(sql`
    select s.contract_number, r.installment, r.expected::text as expected
    from commission_receivables r join sales s on s.id = r.sale_id
    where r.partner_id = ${partner!.partner_id} and r.receipts = 0 and r.expected > 0 and r.due_month <= ${`${now}-01`} and s.contract_number is not null
    limit ${LINES}`),
);
const lines = ["Contrato;Parcela;Valor"];
candidates.forEach((c, i) => {
  const expected = BigInt(c.expected);
  const amount = i % 20 === 19 ? expected + 500n : expected;
  const reference = i % 20 === 18 ? `DESCONHECIDO-${i}` : c.contract_number;
  const brl = `${amount / 100n},${String(amount % 100n).padStart(2, "0")}`;
  lines.push(`${reference};${c.installment};${brl}`);
});
const text = `${lines.join("\r\n")}\r\n`;
async function* file(): AsyncGenerator<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  for (let i = 0; i < bytes.length; i += 64 * 1024) yield bytes.subarray(i, i + 64 * 1024);
}
console.log(`Extrato: ${candidates.length} linhas (${(text.length / 1024 / 1024).toFixed(1)} MB) do parceiro com mais parcelas em aberto (${partner!.n}).`);

const t0 = performance.now();
const analysed = await analyseStatement(db, partner!.partner_id, file());
const t1 = performance.now();
const parsed = await parseStatement(file(), analysed.mapping);
const t2 = performance.now();
const result = await commitStatement(db, actor, { partnerId: partner!.partner_id, month: now, fileName: `bench-${Date.now()}.csv`, parsed, mapping: analysed.mapping as ImportMapping });
const t3 = performance.now();
console.log(`Conciliação: análise ${s(t1 - t0)}, leitura ${s(t2 - t1)}, casamento e gravação ${s(t3 - t2)}; total ${s(t3 - t0)} (${Math.round(candidates.length / ((t3 - t0) / 1000))} linhas/s).`);
console.log(`  ${JSON.stringify(result.counts, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v))}`);

if (!args["skip-close"]) {
  // Months are closed in order, as finance does: every open month with entries up to last month, each timed.
  const months = rowsOf<{ month: string }>(
    await db.execute(sql`
      select distinct to_char(e.competence, 'YYYY-MM') as month from commission_entries e
      where e.competence <= ${`${addMonths(now, -1)}-01`} and not exists (select 1 from commission_months m where m.month = e.competence)
      order by 1`),
  );
  const times: { month: string; statements: number; ms: number }[] = [];
  for (const { month } of months) {
    const started = performance.now();
    const closed = await closeMonth(db, actor, month);
    times.push({ month, statements: closed.statements, ms: performance.now() - started });
    console.log(`Fechamento de ${month}: ${closed.statements} extratos em ${s(performance.now() - started)}.`);
  }
  const big = times.filter((t) => t.statements >= 1_000);
  if (times.length) {
    const worst = times.reduce((a, b) => (b.ms > a.ms ? b : a));
    console.log(`Fechamentos: ${times.length} meses; o mais lento ${worst.month} (${worst.statements} extratos) em ${s(worst.ms)}; ${big.length} meses com 1.000+ extratos, o mais lento em ${s(Math.max(0, ...big.map((b) => b.ms)))}.`);
  }
}
clearInterval(sampler);
console.log(`Pico de memória (RSS): ${mb(peak)}`);
await handle.close();
