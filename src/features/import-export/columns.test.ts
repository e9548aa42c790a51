import { describe, expect, expectTypeOf, it } from "vitest";
import { checkMapping, defineImportColumns, isUniqueColumn, normalizeHeader, suggestMapping, type ImportMapping, type ImportValues } from "./columns";
import { IMPORT_MESSAGES_EN_US } from "./messages";

const customerColumns = defineImportColumns([
  { key: "document", label: "CPF/CNPJ", type: "document", required: true },
  { key: "name", label: "Nome", type: "text", required: true, maxLength: 200 },
  { key: "email", label: "E-mail", type: "email" },
  { key: "phone", label: "Telefone", type: "phone" },
  { key: "birthDate", label: "Nascimento", type: "date" },
  { key: "cep", label: "CEP", type: "cep" },
  { key: "amount", label: "Valor do patrimônio", type: "money" },
  { key: "kind", label: "Tipo", type: "enum", enumValues: [{ value: "pf", label: "Pessoa física" }, { value: "pj", label: "Pessoa jurídica" }] },
  { key: "tags", label: "Tags", type: "tags" },
  { key: "doNotContact", label: "Não contatar", type: "boolean" },
]);

describe("defineImportColumns", () => {
  it("returns the columns and keeps their literal types for the parsed values", () => {
    expect(customerColumns).toHaveLength(10);
    type Values = ImportValues<typeof customerColumns>;
    expectTypeOf<Values["document"]>().toEqualTypeOf<string>();
    expectTypeOf<Values["email"]>().toEqualTypeOf<string | null>();
    expectTypeOf<Values["birthDate"]>().toEqualTypeOf<Date | null>();
    expectTypeOf<Values["amount"]>().toEqualTypeOf<bigint | null>();
    expectTypeOf<Values["kind"]>().toEqualTypeOf<"pf" | "pj" | null>();
    expectTypeOf<Values["tags"]>().toEqualTypeOf<string[]>();
    expectTypeOf<Values["doNotContact"]>().toEqualTypeOf<boolean | null>();
    expectTypeOf<ImportMapping<typeof customerColumns>>().toHaveProperty("document");
  });

  it("rejects a repeated key, an enum without values, a bad maxLength and an unknown type", () => {
    expect(() => defineImportColumns([{ key: "a", label: "A", type: "text" }, { key: "a", label: "B", type: "text" }])).toThrow(/repeated/);
    expect(() => defineImportColumns([{ key: "a", label: "A", type: "enum" }])).toThrow(/enumValues/);
    expect(() => defineImportColumns([{ key: "a", label: "A", type: "text", maxLength: 0 }])).toThrow(/maxLength/);
    expect(() => defineImportColumns([{ key: "a", label: "A", type: "float" as "text" }])).toThrow(/Unknown/);
  });

  it("makes documents and e-mails unique by default, others not, and lets a column opt out", () => {
    expect(isUniqueColumn({ key: "d", label: "D", type: "document" })).toBe(true);
    expect(isUniqueColumn({ key: "d", label: "D", type: "cpf" })).toBe(true);
    expect(isUniqueColumn({ key: "d", label: "D", type: "cnpj" })).toBe(true);
    expect(isUniqueColumn({ key: "e", label: "E", type: "email" })).toBe(true);
    expect(isUniqueColumn({ key: "p", label: "P", type: "phone" })).toBe(false);
    expect(isUniqueColumn({ key: "d", label: "D", type: "document", unique: false })).toBe(false);
    expect(isUniqueColumn({ key: "p", label: "P", type: "text", unique: true })).toBe(true);
  });
});

describe("normalizeHeader", () => {
  it.each([
    ["Data de Nascimento", "datadenascimento"],
    ["  DATA_DE_NASCIMENTO ", "datadenascimento"],
    ["E-mail", "email"],
    ["Endereço", "endereco"],
    ["CPF/CNPJ", "cpfcnpj"],
    ["Não contatar", "naocontatar"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeHeader(input)).toBe(expected);
  });
});

describe("suggestMapping", () => {
  it("maps labels ignoring accents, case and punctuation", () => {
    const headers = ["cpf/cnpj", "NOME", "e-mail", "TELEFONE", "nascimento", "cep", "valor do patrimonio", "tipo", "TAGS", "nao contatar"];
    expect(suggestMapping(headers, customerColumns)).toEqual({
      document: 0, name: 1, email: 2, phone: 3, birthDate: 4, cep: 5, amount: 6, kind: 7, tags: 8, doNotContact: 9,
    });
  });

  it("knows the aliases Brazilian spreadsheets use", () => {
    const headers = ["Documento", "Nome completo", "Email", "Celular", "Data de nascimento", "Código postal", "Valor", "Etiquetas"];
    expect(suggestMapping(headers, customerColumns)).toEqual({ document: 0, name: 1, email: 2, phone: 3, birthDate: 4, cep: 5, amount: 6, tags: 7 });
  });

  it.each(["CPF", "CNPJ", "cpf ou cnpj", "CNPJ/CPF"])("maps %s to a CPF/CNPJ column", (header) => {
    expect(suggestMapping([header], customerColumns)).toEqual({ document: 0 });
  });

  it("prefers exact names over aliases and prefixes, and uses each header once", () => {
    const headers = ["Telefone comercial", "Celular", "Telefone"];
    expect(suggestMapping(headers, customerColumns)).toEqual({ phone: 2 });
  });

  it("falls back to a prefix match ('Telefone (celular)', 'E-mail principal')", () => {
    expect(suggestMapping(["Telefone (celular)", "E-mail principal"], customerColumns)).toEqual({ phone: 0, email: 1 });
  });

  it("uses a column's own aliases", () => {
    const columns = defineImportColumns([{ key: "policy", label: "Apólice", type: "text", aliases: ["nº da apólice", "numero apolice"] }]);
    expect(suggestMapping(["Cliente", "Nº da apólice"], columns)).toEqual({ policy: 1 });
  });

  it("does not use type aliases when two columns share the type", () => {
    const columns = defineImportColumns([
      { key: "mobile", label: "Celular", type: "phone" },
      { key: "landline", label: "Fixo", type: "phone" },
    ]);
    expect(suggestMapping(["Telefone", "Celular"], columns)).toEqual({ mobile: 1 });
  });

  it("leaves unknown and empty headers unmapped", () => {
    expect(suggestMapping(["", "Coluna X", "???"], customerColumns)).toEqual({});
  });
});

describe("checkMapping", () => {
  const headers = ["Documento", "Nome", "E-mail"];

  it("accepts a complete mapping", () => {
    expect(checkMapping({ document: 0, name: 1, email: 2 }, customerColumns, headers)).toEqual([]);
  });

  it("reports unmapped required columns by label", () => {
    expect(checkMapping({ email: 2, name: null }, customerColumns, headers)).toEqual([
      { columnKey: "document", message: "Coluna obrigatória não associada: CPF/CNPJ" },
      { columnKey: "name", message: "Coluna obrigatória não associada: Nome" },
    ]);
  });

  it("reports indexes outside the file and a header mapped twice", () => {
    expect(checkMapping({ document: 0, name: 7, email: 0 }, customerColumns, headers)).toEqual([
      { columnKey: "name", message: "Nome: a coluna escolhida não existe no arquivo" },
      { columnKey: "email", message: 'A coluna "Documento" do arquivo foi associada a CPF/CNPJ e a E-mail' },
    ]);
    expect(checkMapping({ document: -1, name: 1.5 }, customerColumns, headers)).toHaveLength(2);
  });

  it("speaks en-US when given its catalog", () => {
    expect(checkMapping({ name: 1 }, customerColumns, headers, IMPORT_MESSAGES_EN_US)).toEqual([
      { columnKey: "document", message: "Required column not mapped: CPF/CNPJ" },
    ]);
  });
});
