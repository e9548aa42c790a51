import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createTestDb } from "../../../../../tests/helpers/db";
import type { Actor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import { addMonths } from "~/features/commissions/engine/months";
import { commissionEntriesOf, commissionSummary } from "~/features/commissions/server/my-commissions.service";
import { reportFiltersInput, resolvePeriod, type ReportFiltersInput, type ReportKey, type ReportRow } from "../../report-contract";
import { FOLDED_ROW_KEY, SCREEN, type ReportView } from "../../report-clip";
import { reportRunner } from "../registry";
import { reportSectionFile } from "../report-export";
import { buildCrowd, buildWorld, figuresOf, listBehind, now, rollupMismatches, today, worldSpec, type WorldSpec } from "./money-world.fixture";

async function run(db: Db, actor: Actor, key: ReportKey, input: ReportFiltersInput, view?: ReportView) {
  const filters = reportFiltersInput.parse(input);
  return reportRunner(key)!(db, actor, filters, resolvePeriod(filters), view);
}

const PERIOD: ReportFiltersInput = { period: "personalizado", from: `${addMonths(now, -7)}-01`, to: today };

/** Every figure equals the count (counts) or the sum (amounts) of the list its link opens, for that actor. */
async function expectAgreement(db: Db, actor: Actor, key: ReportKey, input: ReportFiltersInput, view?: ReportView) {
  const result = await run(db, actor, key, input, view);
  const seen = new Map<string, { count: number; sum: bigint }>();
  for (const f of figuresOf(result)) {
    const href = f.cell.href!;
    const behind = seen.get(href) ?? (await listBehind(db, actor, href));
    seen.set(href, behind);
    const where = `${key} ${f.section}/${f.row}/${f.col} (${actor.role}) ${href}`;
    if (f.cell.kind === "count") expect(f.cell.value, where).toBe(behind.count);
    // "Pago" is shown positive; the list shows the repasses (negative lines).
    else expect(f.cell.value, where).toBe(f.col === "pago" ? -behind.sum : behind.sum);
  }
  return result;
}

const rowsOf = (result: Awaited<ReturnType<typeof run>>, section: string) => result.sections.find((s) => s.key === section)!.rows;
const value = (cell: unknown) => (cell as { value: unknown }).value;

describe("Relatórios › Vendas and Comissões", { timeout: 600_000 }, () => {
  it("each figure equals the list it drills into, for every role and filter, over random sales and ledgers", async () => {
    await fc.assert(
      fc.asyncProperty(worldSpec, fc.constantFrom("none", "category", "partner", "seller", "team"), fc.subarray(["admin", "finance", "manager", "ana", "carla"] as const, { minLength: 2, maxLength: 2 }), async (spec: WorldSpec, filter, roles) => {
        const handle = await createTestDb();
        try {
          const db = handle.db;
          const w = await buildWorld(db, spec);
          const extra: ReportFiltersInput =
            filter === "category" ? { category: "AutoInsurance" } : filter === "partner" ? { partnerId: w.partners[0]!.id } : filter === "seller" ? { sellerId: w.people[0]!.id } : filter === "team" ? { teamId: w.teamA.id } : {};
          for (const actor of roles.map((r) => w.actors[r])) {
            for (const key of ["vendas", "comissoes"] as const) await expectAgreement(db, actor, key, { ...PERIOD, ...extra });
          }
        } finally {
          await handle.close();
        }
      }),
      { numRuns: Number(process.env.MONEY_RUNS ?? 6) },
    );
  });

  it("commission figures per person equal Minhas comissões to the centavo", async () => {
    await fc.assert(
      fc.asyncProperty(worldSpec, async (spec) => {
        const handle = await createTestDb();
        try {
          const db = handle.db;
          const w = await buildWorld(db, spec);
          // The maintained sums equal the ledger recomputed, receipts arriving after their accruals included.
          expect(await rollupMismatches(db)).toEqual([]);
          const result = await run(db, w.actors.admin, "comissoes", PERIOD);
          const from = addMonths(now, -7);
          for (const person of w.people) {
            const summary = await commissionSummary(db, w.actors.admin, { userId: person.id, from, to: now });
            const row = rowsOf(result, "by-person").find((r) => r.key === person.id);
            for (const col of ["previsto", "aReceber", "recebido", "estornos", "aRepassar", "pago"] as const) {
              expect(row ? value(row.cells[col]) : 0n, `${person.name} ${col}`).toBe(summary.totals[col]);
            }
            // The seller's own report is the same screen's numbers, month by month.
            if (person.role === "seller") {
              const own = await run(db, { id: person.id, role: "seller", teamId: person.teamId }, "comissoes", PERIOD);
              for (const r of rowsOf(own, "by-month")) {
                const lines = summary.lines.filter((l) => l.month === r.key);
                expect(value(r.cells.aRepassar), `${person.name} ${r.key}`).toBe(lines.reduce((s, l) => s + l.aRepassar, 0n));
                expect(value(r.cells.previsto)).toBe(lines.reduce((s, l) => s + l.previsto, 0n));
              }
            }
          }
        } finally {
          await handle.close();
        }
      }),
      { numRuns: Number(process.env.MONEY_RUNS ?? 4) },
    );
  });

  it("on screen, more than 30 people: the 30 with most previsto, the rest in one row of their sums adding up to the totals", async () => {
    const handle = await createTestDb();
    try {
      const db = handle.db;
      const { admin } = await buildCrowd(db, 45);
      const input: ReportFiltersInput = { period: "este-mes" };
      // The rows shown still equal the lists they open (the folded row has no link to open).
      const screen = await expectAgreement(db, admin, "comissoes", input, SCREEN);
      const all = await run(db, admin, "comissoes", input);
      const whole = all.sections.find((s) => s.key === "by-person")!;
      const clipped = screen.sections.find((s) => s.key === "by-person")!;
      expect(whole.rows).toHaveLength(45);
      expect(clipped.rows).toHaveLength(31);
      const folded = clipped.rows[30]!;
      expect(folded.key).toBe(FOLDED_ROW_KEY);
      expect(value(folded.cells.label)).toBe("Outras 15 pessoas");
      expect(clipped.note).toBe("As 30 pessoas com maior previsto; as outras 15 estão somadas na última linha. A exportação traz todas.");
      expect(Object.values(folded.cells).some((c) => "href" in c)).toBe(false);
      const previsto = (r: ReportRow) => value(r.cells.previsto) as bigint;
      const kept = clipped.rows.slice(0, 30);
      // Largest first, ties by name; none left out is larger than the smallest kept.
      for (let i = 1; i < kept.length; i++) expect(previsto(kept[i - 1]!) >= previsto(kept[i]!)).toBe(true);
      const keptKeys = new Set(kept.map((r) => r.key));
      const rest = whole.rows.filter((r) => !keptKeys.has(r.key));
      expect(rest).toHaveLength(15);
      expect(rest.every((r) => previsto(r) <= previsto(kept[29]!))).toBe(true);
      for (const col of ["previsto", "aReceber", "recebido", "estornos", "aRepassar", "pago"] as const) {
        const sum = (rows: readonly ReportRow[]) => rows.reduce((s, r) => s + (value(r.cells[col]) as bigint), 0n);
        expect(value(folded.cells[col]), col).toBe(sum(rest));
        expect(sum(clipped.rows), col).toBe(value(clipped.totals!.cells[col]));
        expect(sum(whole.rows), col).toBe(value(whole.totals!.cells[col]));
      }
      // The other sections are not clipped; the export (which runs the report without the screen's view) has every person.
      expect(screen.sections.filter((s) => s.key !== "by-person")).toEqual(all.sections.filter((s) => s.key !== "by-person"));
      const csv = String((await reportSectionFile(all, whole, "csv")).body).trimEnd().split("\r\n");
      expect(csv).toHaveLength(1 + 45 + 1);
      expect(csv.filter((line) => line.startsWith("Pessoa 0"))).toHaveLength(45);
    } finally {
      await handle.close();
    }
  });

  it("scope: a seller sees own rows, a gestor the team's, finance and admin everything", async () => {
    const handle = await createTestDb();
    try {
      const db = handle.db;
      const sale = (seller: number, owner: number) => ({
        seller,
        owner,
        product: 0,
        presales: false,
        status: "ativa" as const,
        soldAgo: 0,
        day: 1,
        cancelAfter: 0,
        vigenciaAhead: 1,
        amount: 100_000n,
        installments: [{ rate: 1_000, paid: false, clawback: false }],
      });
      const w = await buildWorld(db, { sales: [sale(0, 0), sale(1, 1), sale(2, 2)], manual: [{ person: 2, ago: 0, type: "bonus", amount: 500n }], accrualPayOn: false });
      // "A repassar" of Minhas comissões lists the person's own lines only (its OR once escaped the person filter).
      const own = await commissionEntriesOf(db, w.actors.ana, { bucket: "aRepassar", limit: 100 });
      expect(own.items.filter((e) => e.type === "bonus")).toEqual([]);
      const activated = async (actor: Actor) => {
        const r = await run(db, actor, "vendas", { period: "este-mes" });
        return Object.fromEntries(rowsOf(r, "by-seller").map((row) => [value(row.cells.label), value(row.cells.activated)]));
      };
      expect(await activated(w.actors.ana)).toEqual({ Ana: 1 });
      expect(await activated(w.actors.manager)).toEqual({ Ana: 1, Bruno: 1 });
      expect(await activated(w.actors.admin)).toEqual({ Ana: 1, Bruno: 1, Carla: 1 });
      expect(await activated(w.actors.finance)).toEqual({ Ana: 1, Bruno: 1, Carla: 1 });
      const people = async (actor: Actor) => rowsOf(await run(db, actor, "comissoes", { period: "este-mes" }), "by-person").map((r) => value(r.cells.label));
      expect(await people(w.actors.carla)).toEqual(["Carla"]);
      expect(await people(w.actors.manager)).toEqual(["Ana", "Bruno"]);
      expect(await people(w.actors.admin)).toEqual(["Ana", "Bruno", "Carla"]);
      // A seller filter naming someone outside the actor's scope shows nothing, never their rows.
      expect(await activated({ ...w.actors.ana })).not.toHaveProperty("Carla");
      const filtered = await run(db, w.actors.ana, "vendas", { period: "este-mes", sellerId: w.people[2]!.id });
      expect(rowsOf(filtered, "by-seller")).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
