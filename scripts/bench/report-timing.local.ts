// Times each lead report on a database (read only): DATABASE_URL=... npx tsx /tmp/rleads-time.ts [key]
import { getDb } from "~/server/db/client";
import { reportCases } from "./report-cases";
async function main() {
  const db = await getDb();
  const only = process.argv[2] ?? "";
  for (const c of (await reportCases(db)).filter((c) => c.name.includes(only))) {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) { const t = performance.now(); await c.run(db); times.push(performance.now() - t); }
    times.sort((a, b) => a - b);
    console.log(`${c.name}: min ${times[0]!.toFixed(0)} ms, median ${times[2]!.toFixed(0)} ms, max ${times[4]!.toFixed(0)} ms`);
  }
  process.exit(0);
}
void main();
