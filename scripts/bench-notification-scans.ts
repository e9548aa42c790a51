// npx tsx scripts/bench-notification-scans.ts [--runs 20]
// The periodic notification checks (jobs of issue 19) timed on the bench's PostgreSQL data set (BENCH_DATABASE_URL,
// default bench_corretora: npm run bench -- --target postgres --prepare-only --leads 1000000 --commissions):
// each run inside a transaction that is rolled back, so the notifications it would write are measured, not kept.
import { parseArgs } from "node:util";
import { openPostgres } from "~/server/db/client";
import { checkFirstContactSla, checkRenewals, checkReturningLeads } from "~/features/notifications/server/event-scans";
import { notifyDueTasks } from "~/features/notifications/server/task-reminders";
import { queueDigests } from "~/features/notifications/server/digest.service";
import type { DbOrTx } from "~/server/db/client";

const { values } = parseArgs({ options: { runs: { type: "string", default: "20" } } });
const RUNS = Number(values.runs);
const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_corretora";
const handle = await openPostgres(url);
const checks: [string, (db: DbOrTx, now: Date) => Promise<unknown>][] = [
  ["Primeiro contato fora do SLA (vendedor e gestor)", checkFirstContactSla],
  ["Leads de \"Momento ruim\" voltando", checkReturningLeads],
  ["Renovações", checkRenewals],
  ["Tarefas vencendo", notifyDueTasks],
  ["Resumos diários", queueDigests],
];
class Rollback extends Error {}
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
console.log(`| Verificação | p50 ms | p95 ms | resultado |\n|---|---:|---:|---|`);
for (const [name, check] of checks) {
  const times: number[] = [];
  let result: unknown;
  for (let i = 0; i < RUNS; i++) {
    await handle.db
      .transaction(async (tx) => {
        const t0 = performance.now();
        result = await check(tx as unknown as DbOrTx, new Date());
        times.push(performance.now() - t0);
        throw new Rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof Rollback)) throw err;
      });
  }
  console.log(`| ${name} | ${pct(times, 50).toFixed(1)} | ${pct(times, 95).toFixed(1)} | ${JSON.stringify(result)} |`);
}
await handle.close();
