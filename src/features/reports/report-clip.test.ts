import { describe, expect, it } from "vitest";
import { ALL_ROWS, clipSection, FOLDED_ROW_KEY, SCREEN, type ReportClip } from "./report-clip";
import type { ReportRow, ReportSection } from "./report-contract";

const clip: ReportClip = { rows: 3, by: "previsto", rest: (n) => `Outras ${n} pessoas`, note: (shown, n) => `As ${shown}; as outras ${n}.` };

const person = (key: string, name: string, previsto: bigint, pago: bigint, count: number): ReportRow => ({
  key,
  cells: {
    label: { kind: "text", value: name },
    previsto: { kind: "money", value: previsto, href: `/x?p=${key}&c=previsto` },
    pago: { kind: "money", value: pago, href: `/x?p=${key}&c=pago` },
    vendas: { kind: "count", value: count, href: `/x?p=${key}&c=vendas` },
    taxa: { kind: "rate", value: 1_000 },
  },
});

function section(rows: ReportRow[], note: string | null = "Definição."): ReportSection {
  return {
    key: "by-person",
    title: "Por pessoa",
    columns: [
      { key: "label", label: "Pessoa", kind: "text" },
      { key: "previsto", label: "Previsto", kind: "money" },
      { key: "pago", label: "Pago", kind: "money" },
      { key: "vendas", label: "Vendas", kind: "count" },
      { key: "taxa", label: "Taxa", kind: "rate" },
    ],
    rows,
    totals: person("total", "Total", 1n, 2n, 3),
    note,
  };
}

const rows = [
  person("a", "Ana", 500n, 10n, 1),
  person("b", "Bruno", 900n, 20n, 2),
  person("c", "Carla", 100n, 30n, 3),
  person("d", "Davi", 500n, 40n, 4),
  person("e", "Eva", 0n, 50n, 5),
  person("f", "Abel", 500n, 60n, 6),
];
const labels = (s: ReportSection) => s.rows.map((r) => r.cells.label!.value);

describe("clipSection", () => {
  it("keeps the top rows by the figure, ties by label, and folds the rest into one row of their sums without links", () => {
    const out = clipSection(section(rows), clip, SCREEN);
    expect(labels(out)).toEqual(["Bruno", "Abel", "Ana", "Outras 3 pessoas"]);
    const folded = out.rows[3]!;
    expect(folded.key).toBe(FOLDED_ROW_KEY);
    // Davi, Carla and Eva.
    expect(folded.cells).toEqual({
      label: { kind: "text", value: "Outras 3 pessoas" },
      previsto: { kind: "money", value: 600n },
      pago: { kind: "money", value: 120n },
      vendas: { kind: "count", value: 12 },
    });
    expect(out.rows.slice(0, 3).every((r) => r.cells.previsto && "href" in r.cells.previsto && r.cells.previsto.href)).toBe(true);
    expect(out.totals).toEqual(section(rows).totals);
    expect(out.note).toBe("Definição. As 3; as outras 3.");
  });

  it("adds up: the rows shown, folded row included, sum to the rows it was given", () => {
    const out = clipSection(section(rows), { ...clip, by: "pago" }, SCREEN);
    for (const col of ["previsto", "pago"]) {
      const sum = (rs: readonly ReportRow[]) => rs.reduce((s, r) => s + (r.cells[col]!.value as bigint), 0n);
      expect(sum(out.rows)).toBe(sum(rows));
    }
    expect(labels(out).slice(0, 3)).toEqual(["Abel", "Eva", "Davi"]);
  });

  it("links only the rows kept", () => {
    const linked: string[] = [];
    const out = clipSection(section(rows), clip, SCREEN, (r) => (linked.push(r.key), r));
    expect(linked).toEqual(["b", "f", "a"]);
    expect(out.rows).toHaveLength(4);
  });

  it("leaves a section of no more rows than the clip, or the whole view, as it is (links added)", () => {
    const few = section(rows.slice(0, 3));
    const shown = clipSection(few, clip, SCREEN, (r) => ({ ...r, key: `${r.key}!` }));
    expect(shown).toEqual({ ...few, rows: few.rows.map((r) => ({ ...r, key: `${r.key}!` })) });
    expect(clipSection(section(rows), clip, ALL_ROWS)).toEqual(section(rows));
    expect(clipSection(section(rows), null, SCREEN)).toEqual(section(rows));
  });

  it("writes the note alone when the section had none", () => {
    expect(clipSection(section(rows, null), clip, SCREEN).note).toBe("As 3; as outras 3.");
  });
});
