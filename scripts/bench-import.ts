// npx tsx scripts/bench-import.ts [rows=100000]
// Times preview + commit of a generated Windows-1252 ";" customers file on an in-memory PGlite, and reports
// rows/s and the process's peak RSS (the import streams, so RSS should not grow with the file).
import { cpfCheckDigits, formatCpf } from "~/lib/brazil";
import { migrateHandle, openPglite } from "~/server/db/client";
import { users } from "~/server/db/schema";
import { suggestMapping } from "~/features/import-export/columns";
import { commitImport, previewImport } from "~/features/import-export/server/import.service";
import type { AnyImporter } from "~/features/import-export/server/importer";
import { customerImportColumns, customersImporter } from "~/features/customers/server/customers.import";

const rows = Number(process.argv[2] ?? 100_000);
const HEADER = "Nome;CPF/CNPJ;E-mail;Celular;Data de Nascimento;Cidade;UF";

/** The file generated chunk by chunk (never whole in memory), Windows-1252 like Excel pt-BR saves it. */
async function* file(): AsyncGenerator<Uint8Array> {
  const encode = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
  yield encode(`${HEADER}\r\n`);
  let lines: string[] = [];
  for (let i = 0; i < rows; i++) {
    const base = String(400_000_000 + i * 3);
    lines.push(`Cliente Importação ${i};${formatCpf(base + cpfCheckDigits(base))};cliente${i}@bench.com.br;(11) 9${String(1000_0000 + i).slice(-8)};15/05/1985;São Paulo;SP`);
    if (lines.length === 2000) {
      yield encode(`${lines.join("\r\n")}\r\n`);
      lines = [];
    }
  }
  if (lines.length) yield encode(`${lines.join("\r\n")}\r\n`);
}

let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

const timings: Record<string, number> = {};
/** The customers importer with each hook timed, to see where the time goes. */
const timed = Object.fromEntries(
  Object.entries(customersImporter).map(([k, v]) => [
    k,
    typeof v === "function"
      ? async (...args: unknown[]) => {
          const t = performance.now();
          try {
            return await (v as (...a: unknown[]) => unknown)(...args);
          } finally {
            timings[k] = (timings[k] ?? 0) + performance.now() - t;
          }
        }
      : v,
  ]),
) as unknown as AnyImporter;

const handle = await openPglite("memory://");
await migrateHandle(handle);
const [user] = await handle.db.insert(users).values({ name: "Bench", email: "bench@bench.com.br", passwordHash: "x", role: "admin" }).returning();
const actor = { id: user!.id, role: user!.role, teamId: null };
const mapping = suggestMapping(HEADER.split(";"), customerImportColumns);
const baseline = process.memoryUsage().rss;

let t = performance.now();
const preview = await previewImport(handle.db, actor, timed, file(), { mapping, duplicates: "skip" });
const previewMs = performance.now() - t;
console.log(`preview: ${preview.counts.total} rows in ${(previewMs / 1000).toFixed(1)} s (${Math.round(preview.counts.total / (previewMs / 1000))} rows/s)`, timings);
for (const k of Object.keys(timings)) delete timings[k];
t = performance.now();
const done = await commitImport(handle.db, actor, timed, file(), { mapping, duplicates: "skip", validOnly: false });
const commitMs = performance.now() - t;
console.log(`commit: ${done.counts.created} created in ${(commitMs / 1000).toFixed(1)} s (${Math.round(done.counts.total / (commitMs / 1000))} rows/s)`, timings);
console.log(`preview+commit: ${((previewMs + commitMs) / 1000).toFixed(1)} s, ${Math.round((2 * rows) / ((previewMs + commitMs) / 1000))} rows/s; RSS before ${mb(baseline)}, peak ${mb(peak)}`);
clearInterval(sampler);
await handle.close();
