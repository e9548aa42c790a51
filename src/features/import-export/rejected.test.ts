import { buffer as readBuffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv-read";
import { decodeText } from "./encoding";
import { REJECTION_REASON_HEADER, rejectedRowsCsv, rejectedRowsCsvStream, rejectionReason } from "./rejected";

const headers = ["Nome", "CPF", "Nascimento"];
const rejected = [
  {
    cells: ["João", "529.982.247-26", "31/02/1990"],
    errors: [
      { column: "CPF", message: "CPF inválido (dígito verificador)" },
      { column: "Nascimento", message: "Data inválida: use dd/MM/aaaa" },
    ],
  },
  { cells: ["Ana; Maria", "", "01/01/1990"], errors: [{ column: "CPF", message: "Campo obrigatório" }] },
];

describe("rejectionReason", () => {
  it("joins every error as 'Coluna: mensagem'", () => {
    expect(rejectionReason(rejected[0]!.errors)).toBe("CPF: CPF inválido (dígito verificador); Nascimento: Data inválida: use dd/MM/aaaa");
    expect(rejectionReason([])).toBe("");
  });
});

describe("rejectedRowsCsv", () => {
  it("writes the original rows plus 'Motivo da rejeição', UTF-8 BOM, ';', CRLF", () => {
    expect(rejectedRowsCsv(headers, rejected)).toBe(
      "\uFEFFNome;CPF;Nascimento;Motivo da rejeição\r\n" +
        'João;529.982.247-26;31/02/1990;"CPF: CPF inválido (dígito verificador); Nascimento: Data inválida: use dd/MM/aaaa"\r\n' +
        '"Ana; Maria";;01/01/1990;CPF: Campo obrigatório\r\n',
    );
  });

  it("reads back with the importer: same header and cells, reason in the last column", () => {
    const { text } = decodeText(new Uint8Array(Buffer.from(rejectedRowsCsv(headers, rejected), "utf8")));
    const parsed = parseCsv(text);
    expect(parsed.headers).toEqual([...headers, REJECTION_REASON_HEADER]);
    expect(parsed.rows.map((r) => r.cells.slice(0, 3))).toEqual(rejected.map((r) => r.cells));
  });

  it("pads short rows and keeps cells beyond the header, so the reason stays in its own column", () => {
    const csv = rejectedRowsCsv(["a", "b"], [
      { cells: ["1"], errors: [{ column: "b", message: "Campo obrigatório" }] },
      { cells: ["1", "2", "3"], errors: [{ column: "a", message: "x" }] },
    ]);
    expect(csv.replace("\uFEFF", "").split("\r\n")).toEqual(["a;b;;Motivo da rejeição", "1;;;b: Campo obrigatório", "1;2;3;a: x", ""]);
  });

  it("neutralises formulas in the returned cells", () => {
    const csv = rejectedRowsCsv(["Nome"], [{ cells: ["=HYPERLINK(\"x\")"], errors: [{ column: "Nome", message: "m" }] }]);
    expect(csv).toContain("'=HYPERLINK");
  });

  it("accepts a custom reason header (en-US)", () => {
    expect(rejectedRowsCsv(["a"], [], { reasonHeader: "Rejection reason" })).toBe("\uFEFFa;Rejection reason\r\n");
  });
});

describe("rejectedRowsCsvStream", () => {
  it("streams the same file for rows that fit the header", async () => {
    async function* rows() {
      yield* rejected;
    }
    const streamed = await readBuffer(rejectedRowsCsvStream(headers, rows()));
    expect(streamed.equals(Buffer.from(rejectedRowsCsv(headers, rejected), "utf8"))).toBe(true);
  });
});
