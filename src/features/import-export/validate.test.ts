import { describe, expect, expectTypeOf, it } from "vitest";
import { defineImportColumns } from "./columns";
import { IMPORT_MESSAGES_EN_US } from "./messages";
import { type ImportRow } from "./table";
import { createRowValidator, ImportMappingError, validateRows, type ValidatedRow } from "./validate";

const columns = defineImportColumns([
  { key: "document", label: "CPF/CNPJ", type: "document", required: true },
  { key: "name", label: "Nome", type: "text", required: true, maxLength: 100 },
  { key: "email", label: "E-mail", type: "email" },
  { key: "phone", label: "Telefone", type: "phone" },
  { key: "birthDate", label: "Nascimento", type: "date" },
  { key: "amount", label: "Valor", type: "money" },
  { key: "tags", label: "Tags", type: "tags" },
  { key: "active", label: "Ativo", type: "boolean" },
]);
// File columns: Nome;CPF/CNPJ;E-mail;Telefone;Nascimento;Valor;Tags;Ativo
const mapping = { name: 0, document: 1, email: 2, phone: 3, birthDate: 4, amount: 5, tags: 6, active: 7 } as const;
const r = (row: number, ...cells: string[]): ImportRow => ({ row, cells });

describe("validateRows", () => {
  it("parses a valid row into typed values", () => {
    const { results, summary } = validateRows(
      [r(2, "João da Silva", "529.982.247-25", "Joao@Exemplo.com", "(11) 91234-5678", "31/01/1990", "1.234,56", "vip; auto", "Sim")],
      mapping,
      columns,
    );
    expect(results).toEqual([
      {
        ok: true,
        row: 2,
        values: {
          document: "52998224725",
          name: "João da Silva",
          email: "joao@exemplo.com",
          phone: "+5511912345678",
          birthDate: new Date("1990-01-31T02:00:00Z"),
          amount: 123456n,
          tags: ["vip", "auto"],
          active: true,
        },
      },
    ]);
    expect(summary).toEqual({ total: 1, valid: 1, invalid: 0, duplicates: 0, errorsByColumn: {} });
  });

  it("gives null for empty optional cells and normalises CNPJs to 14 uppercase characters", () => {
    const { results } = validateRows([r(2, "ACME Ltda", "12.abc.345/01de-35", "", "", "", "", "", "")], mapping, columns);
    expect(results[0]).toEqual({
      ok: true,
      row: 2,
      values: { document: "12ABC34501DE35", name: "ACME Ltda", email: null, phone: null, birthDate: null, amount: null, tags: [], active: null },
    });
  });

  it("reports every faulty cell of a row with the column label and a pt-BR message, keeping the original cells", () => {
    const cells = ["", "529.982.247-26", "joao@", "123", "31/02/2026", "1,234.56", "", "talvez"];
    const { results, summary } = validateRows([r(7, ...cells)], mapping, columns);
    expect(results[0]).toEqual({
      ok: false,
      row: 7,
      cells,
      errors: [
        { column: "CPF/CNPJ", columnKey: "document", message: "CPF inválido (dígito verificador)" },
        { column: "Nome", columnKey: "name", message: "Campo obrigatório" },
        { column: "E-mail", columnKey: "email", message: "E-mail inválido: use nome@dominio.com.br" },
        { column: "Telefone", columnKey: "phone", message: "Telefone inválido: use (11) 91234-5678" },
        { column: "Nascimento", columnKey: "birthDate", message: "Data inválida: use dd/MM/aaaa" },
        { column: "Valor", columnKey: "amount", message: "Valor inválido: use 1.234,56" },
        { column: "Ativo", columnKey: "active", message: "Valor inválido: use Sim ou Não" },
      ],
    });
    expect(summary).toMatchObject({ total: 1, valid: 0, invalid: 1, duplicates: 0 });
    expect(summary.errorsByColumn).toEqual({ "CPF/CNPJ": 1, Nome: 1, "E-mail": 1, Telefone: 1, Nascimento: 1, Valor: 1, Ativo: 1 });
  });

  it("flags the later row when a document repeats in the file, however it is written", () => {
    const { results, summary } = validateRows(
      [r(2, "A", "529.982.247-25"), r(3, "B", "111.444.777-35"), r(4, "C", "52998224725"), r(5, "D", "529 982 247 25")],
      mapping,
      columns,
    );
    expect(results.map((x) => x.ok)).toEqual([true, true, false, false]);
    expect(results[2]).toMatchObject({ ok: false, row: 4, errors: [{ column: "CPF/CNPJ", message: "CPF/CNPJ repetido no arquivo (já aparece na linha 2)" }] });
    expect(results[3]).toMatchObject({ errors: [{ message: "CPF/CNPJ repetido no arquivo (já aparece na linha 2)" }] });
    expect(summary).toMatchObject({ total: 4, valid: 2, invalid: 2, duplicates: 2 });
  });

  it("flags a repeated e-mail (case-insensitive) even when the documents differ", () => {
    const { results } = validateRows([r(2, "A", "529.982.247-25", "ana@x.com.br"), r(3, "B", "111.444.777-35", "ANA@X.com.br")], mapping, columns);
    expect(results[1]).toMatchObject({ ok: false, errors: [{ column: "E-mail", message: "E-mail repetido no arquivo (já aparece na linha 2)" }] });
  });

  it("counts a repeat of a row that itself has other errors, but never an invalid or empty value", () => {
    const { results } = validateRows(
      [r(2, "", "529.982.247-25", ""), r(3, "B", "529.982.247-25", ""), r(4, "C", "000", ""), r(5, "D", "000", ""), r(6, "E", "111.444.777-35", "")],
      mapping,
      columns,
    );
    expect(results[1]).toMatchObject({ ok: false, errors: [{ message: expect.stringContaining("linha 2") }] });
    expect(results[3]).toMatchObject({ ok: false, errors: [{ message: expect.stringContaining("CPF/CNPJ inválido") }] });
    expect(results[4]?.ok).toBe(true); // two empty e-mails are not duplicates
  });

  it("allows repeats in a column declared unique: false (e.g. the customer of many sales)", () => {
    const sales = defineImportColumns([{ key: "customer", label: "CPF do cliente", type: "cpf", required: true, unique: false }]);
    const { summary } = validateRows([r(2, "529.982.247-25"), r(3, "529.982.247-25")], { customer: 0 }, sales);
    expect(summary.valid).toBe(2);
  });

  it("ignores unmapped optional columns (null) and cells beyond the row", () => {
    const { results } = validateRows([r(2, "Ana", "529.982.247-25")], { name: 0, document: 1 }, columns);
    expect(results[0]).toMatchObject({ ok: true, values: { email: null, amount: null, tags: [] } });
  });

  it("throws ImportMappingError when a required column is not mapped or an index is unusable", () => {
    expect(() => validateRows([], { name: 0 }, columns)).toThrow(ImportMappingError);
    const thrown = (() => {
      try {
        validateRows([], { name: 0, document: 0 }, columns, { headers: ["Nome"] });
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(ImportMappingError);
    expect((thrown as ImportMappingError).problems).toEqual([
      { columnKey: "name", message: 'A coluna "Nome" do arquivo foi associada a CPF/CNPJ e a Nome' },
    ]);
    expect(() => validateRows([], { name: 0, document: 5 }, columns, { headers: ["a", "b"] })).toThrow(/não existe/);
    expect(() => validateRows([], { name: 0, document: -1 }, columns)).toThrow(ImportMappingError);
  });

  it("speaks en-US when given its catalog", () => {
    const { results } = validateRows([r(2, "A", "x")], mapping, columns, { messages: IMPORT_MESSAGES_EN_US });
    expect(results[0]).toMatchObject({ errors: [{ message: "Invalid CPF/CNPJ: enter 11 digits (CPF) or 14 characters (CNPJ)" }] });
  });

  it("types the values of valid rows", () => {
    const { results } = validateRows([], mapping, columns);
    const first = results[0];
    if (first?.ok) {
      expectTypeOf(first.values.amount).toEqualTypeOf<bigint | null>();
      expectTypeOf(first.values.document).toEqualTypeOf<string>();
    }
    expectTypeOf(results).toEqualTypeOf<ValidatedRow<typeof columns>[]>();
  });
});

describe("createRowValidator (streaming)", () => {
  it("validates rows one at a time, remembering unique values across calls, with a running summary", () => {
    const validator = createRowValidator(columns, mapping);
    expect(validator.validate(r(2, "A", "529.982.247-25")).ok).toBe(true);
    expect(validator.summary()).toMatchObject({ total: 1, valid: 1 });
    expect(validator.validate(r(3, "B", "52998224725")).ok).toBe(false);
    expect(validator.summary()).toEqual({ total: 2, valid: 1, invalid: 1, duplicates: 1, errorsByColumn: { "CPF/CNPJ": 1 } });
  });

  it("validates 50 000 rows quickly", () => {
    const validator = createRowValidator(columns, mapping);
    const started = performance.now();
    for (let i = 0; i < 50_000; i++) validator.validate(r(i + 2, `Cliente ${i}`, "529.982.247-25", `c${i}@x.com.br`, "", "", "10,00", "", ""));
    expect(validator.summary()).toMatchObject({ total: 50_000, valid: 1, duplicates: 49_999 });
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
