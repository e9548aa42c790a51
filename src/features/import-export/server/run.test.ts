/**
 * The import runner's ordering and overlap guarantees, with a list importer of its own (no database: nothing
 * here writes, so no audit runs). The real importers are covered end to end by the leads and customers
 * integration tests, on PGlite and PostgreSQL.
 */
import { setTimeout as delay } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import type { Db } from "~/server/db/client";
import { defineImportColumns } from "../columns";
import { SAMPLE_CHARS } from "../csv-read";
import type { RejectedRow, ValidRow } from "../validate";
import { defineImporter, type RowPlan } from "./importer";
import { BATCH_SIZE, runImport } from "./run";

const columns = defineImportColumns([{ key: "name", label: "Nome", type: "text", required: true, maxLength: 40 }]);
type Row = ValidRow<typeof columns>;

const actor = { id: "00000000-0000-4000-8000-000000000001", role: "admin", teamId: null } as const;
const noDb = {} as Db;
const encoder = new TextEncoder();
const TOO_LONG = "N".repeat(41);

/**
 * One line per name, handed over a line at a time so the read can be observed. Each line carries 1 KB of an
 * unmapped column: the CSV reader reads SAMPLE_CHARS (64 KB) ahead to guess the separator, so that is 64
 * lines, not thousands.
 */
const FILLER = ".".repeat(1024);
const READ_AHEAD = SAMPLE_CHARS / FILLER.length + 2;
async function* csv(names: readonly string[], onLine?: (index: number) => void | Promise<void>): AsyncGenerator<Uint8Array> {
  yield encoder.encode("Nome;Observações\n");
  for (const [i, name] of names.entries()) {
    await onLine?.(i);
    yield encoder.encode(`${name};${FILLER}\n`);
  }
}

interface Hooks {
  plan?: (rows: readonly Row[], call: number) => Promise<void> | void;
}

/** Rejects names starting with "X" (as a real importer rejects an unknown owner), creates the rest. */
function testImporter(hooks: Hooks = {}) {
  let calls = 0;
  return defineImporter({
    listKey: "test",
    entity: "customer",
    permission: "leads.write",
    table: {} as never,
    columns,
    async plan(_ctx, rows): Promise<RowPlan<{ name: string }>[]> {
      await hooks.plan?.(rows, calls++);
      return rows.map((r) =>
        r.values.name.startsWith("X") ? { kind: "rejected", errors: [{ column: "Nome", columnKey: "name", message: "recusado pelo banco" }] } : { kind: "create", data: { name: r.values.name } },
      );
    },
    insert: () => Promise.reject(new Error("nothing is written in these tests")),
    update: () => Promise.reject(new Error("nothing is written in these tests")),
  });
}

const run = (names: readonly string[], hooks: Hooks = {}, onLine?: (index: number) => void | Promise<void>, onRejected?: (row: RejectedRow) => void) =>
  runImport({ importer: testImporter(hooks), db: noDb, actor, input: csv(names, onLine), mapping: { name: 0 }, duplicates: "skip", write: false, onRejected });

describe("runImport", () => {
  it("reports rejected rows in file order, whether the file or the database rejected them", async () => {
    // Line i is file row i + 2 (the header is row 1). Rows 3 and 1 005 are refused by the database, rows 4,
    // 1 004 and the last by validation (a name too long): across two batches and inside each.
    const names = Array.from({ length: BATCH_SIZE + 10 }, (_, i) => `Pessoa ${i}`);
    names[1] = "X recusada";
    names[2] = TOO_LONG;
    names[1002] = TOO_LONG;
    names[1003] = "X recusada";
    names[names.length - 1] = TOO_LONG;
    const reported: number[] = [];
    const result = await run(names, {}, undefined, (r) => void reported.push(r.row));
    const expected = [3, 4, 1004, 1005, BATCH_SIZE + 11];
    expect(result.errors.map((e) => e.row)).toEqual(expected);
    expect(reported).toEqual(expected);
    expect(result.counts).toMatchObject({ total: BATCH_SIZE + 10, rejected: 5, valid: BATCH_SIZE + 5, created: BATCH_SIZE + 5 });
  });

  it("reads and validates the next batch while the database decides the previous one", async () => {
    let readDuringFirstPlan = 0;
    let linesRead = 0;
    const names = Array.from({ length: 3 * BATCH_SIZE }, (_, i) => `Pessoa ${i}`);
    const result = await run(
      names,
      {
        async plan(_rows, call) {
          if (call !== 0) return;
          const before = linesRead;
          // Long enough for the reader to hand over the next few hundred lines, if it is not waiting for this.
          await delay(300);
          readDuringFirstPlan = linesRead - before;
        },
      },
      (i) => void (linesRead = i + 1),
    );
    expect(result.counts.created).toBe(3 * BATCH_SIZE);
    expect(readDuringFirstPlan).toBeGreaterThan(0);
  });

  it("decides one batch at a time, in file order, and keeps at most one waiting", async () => {
    let deciding = 0;
    let mostAtOnce = 0;
    const firstRows: number[] = [];
    let linesRead = 0;
    let mostAhead = 0;
    const names = Array.from({ length: 4 * BATCH_SIZE + 1 }, (_, i) => `Pessoa ${i}`);
    await run(
      names,
      {
        async plan(rows) {
          deciding += 1;
          mostAtOnce = Math.max(mostAtOnce, deciding);
          firstRows.push(rows[0]!.row);
          await delay(20);
          // Rows read beyond the ones this batch holds: the next batch, and no more.
          mostAhead = Math.max(mostAhead, linesRead + 1 - rows[rows.length - 1]!.row);
          deciding -= 1;
        },
      },
      (i) => void (linesRead = i + 1),
    );
    expect(mostAtOnce).toBe(1);
    expect(firstRows).toEqual([2, BATCH_SIZE + 2, 2 * BATCH_SIZE + 2, 3 * BATCH_SIZE + 2, 4 * BATCH_SIZE + 2]);
    expect(mostAhead).toBeLessThanOrEqual(BATCH_SIZE + READ_AHEAD);
  });

  it("stops reading when a batch fails, and fails with that batch's error", async () => {
    let linesRead = 0;
    const names = Array.from({ length: 10 * BATCH_SIZE }, (_, i) => `Pessoa ${i}`);
    const failing = run(
      names,
      {
        plan(_rows, call) {
          if (call === 1) throw new Error("o banco recusou o lote");
        },
      },
      (i) => void (linesRead = i + 1),
    );
    await expect(failing).rejects.toThrow("o banco recusou o lote");
    expect(linesRead).toBeLessThanOrEqual(3 * BATCH_SIZE + READ_AHEAD);
  });

  it("when the file cannot be read further, waits for the batch in flight before failing", async () => {
    let planFinished = false;
    let planFinishedBeforeFailure: boolean | null = null;
    const names = Array.from({ length: 2 * BATCH_SIZE }, (_, i) => `Pessoa ${i}`);
    const failing = run(
      names,
      {
        async plan(_rows, call) {
          if (call !== 0) return;
          await delay(200);
          planFinished = true;
        },
      },
      (i) => {
        if (i === BATCH_SIZE + 5) throw new Error("conexão interrompida");
      },
    );
    await failing.catch((error: Error) => {
      planFinishedBeforeFailure = planFinished;
      expect(error.message).toBe("conexão interrompida");
    });
    // Nothing of the import may still be running on the transaction once runImport has failed.
    expect(planFinishedBeforeFailure).toBe(true);
  });
});
