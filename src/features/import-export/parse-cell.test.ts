import { describe, expect, it } from "vitest";
import { type ImportColumn } from "./columns";
import { IMPORT_MESSAGES_EN_US } from "./messages";
import { comparableText, parseCell } from "./parse-cell";

const col = (type: ImportColumn["type"], extra: Partial<ImportColumn> = {}): ImportColumn => ({ key: "k", label: "L", type, ...extra });
const value = (column: ImportColumn, raw: string) => {
  const result = parseCell(column, raw);
  if (!result.ok) throw new Error(`expected ok for ${JSON.stringify(raw)}, got ${result.message}`);
  return result.value;
};
const error = (column: ImportColumn, raw: string | undefined) => {
  const result = parseCell(column, raw);
  if (result.ok) throw new Error(`expected an error for ${JSON.stringify(raw)}`);
  return result.message;
};

describe("empty cells", () => {
  it("give null when optional and 'Campo obrigatório' when required (spaces and no-break spaces count as empty)", () => {
    expect(value(col("text"), "")).toBeNull();
    expect(value(col("date"), " \u00a0 ")).toBeNull();
    expect(parseCell(col("text"), undefined)).toEqual({ ok: true, value: null });
    expect(error(col("text", { required: true }), "  ")).toBe("Campo obrigatório");
    expect(error(col("money", { required: true }), undefined)).toBe("Campo obrigatório");
  });

  it("give [] for optional tags and an error for required tags without any tag", () => {
    expect(value(col("tags"), "")).toEqual([]);
    expect(error(col("tags", { required: true }), " ; , ")).toBe("Campo obrigatório");
  });
});

describe("documents", () => {
  const document = col("document");
  const cpf = col("cpf");
  const cnpj = col("cnpj");

  it.each([
    ["529.982.247-25", "52998224725"],
    ["52998224725", "52998224725"],
    [" 529.982.247-25 ", "52998224725"],
    ["11.444.777/0001-61", "11444777000161"],
    ["11444777000161", "11444777000161"],
    ["12.abc.345/01de-35", "12ABC34501DE35"],
    ["12ABC34501DE35", "12ABC34501DE35"],
  ])("CPF/CNPJ %s → %s", (raw, expected) => {
    expect(value(document, raw)).toBe(expected);
  });

  it.each([
    ["529.982.247-26", "CPF inválido (dígito verificador)"],
    ["111.111.111-11", "CPF inválido (todos os dígitos iguais)"],
    ["529/982/247x25", "CPF/CNPJ inválido: informe 11 dígitos (CPF) ou 14 caracteres (CNPJ)"],
    ["529-982-247-25", "CPF inválido: use 000.000.000-00 ou só os dígitos"],
    ["11.444.777/0001-62", "CNPJ inválido (dígito verificador)"],
    ["00.000.000/0000-00", "CNPJ inválido (todos os caracteres iguais)"],
    ["11-444-777-0001-61", "CNPJ inválido: use 00.000.000/0000-00 ou só os caracteres"],
    ["12345", "CPF/CNPJ inválido: informe 11 dígitos (CPF) ou 14 caracteres (CNPJ)"],
    ["abc", "CPF/CNPJ inválido: informe 11 dígitos (CPF) ou 14 caracteres (CNPJ)"],
  ])("CPF/CNPJ %s → %s", (raw, message) => {
    expect(error(document, raw)).toBe(message);
  });

  it("accepts only CPFs in a CPF column and only CNPJs in a CNPJ column", () => {
    expect(value(cpf, "529.982.247-25")).toBe("52998224725");
    expect(error(cpf, "11.444.777/0001-61")).toBe("CPF inválido: informe 11 dígitos");
    expect(value(cnpj, "11.444.777/0001-61")).toBe("11444777000161");
    expect(error(cnpj, "529.982.247-25")).toBe("CNPJ inválido: informe 14 caracteres");
    expect(error(cnpj, "12.ABC.345/01DE-3A")).toBe("CNPJ inválido (dígito verificador)");
  });

  it("restores leading zeros Excel dropped from documents typed as numbers, only when the result is valid", () => {
    expect(value(document, "1234567890")).toBe("01234567890"); // CPF 012.345.678-90
    expect(value(document, "123456797")).toBe("00123456797"); // CPF 001.234.567-97
    expect(value(document, "6990590000123")).toBe("06990590000123"); // CNPJ 06.990.590/0001-23
    expect(value(cpf, "1234567890")).toBe("01234567890");
    expect(value(cnpj, "191")).toBe("00000000000191"); // Banco do Brasil, 00.000.000/0001-91
    expect(error(document, "191")).toMatch(/CPF\/CNPJ inválido/); // CPF or CNPJ? ambiguous: not guessed
    expect(error(document, "1234567891")).toMatch(/CPF\/CNPJ inválido/);
    expect(error(cpf, "1234567891")).toBe("CPF inválido: informe 11 dígitos");
  });
});

describe("e-mail, phone, CEP", () => {
  it("lowercases valid e-mails and rejects malformed ones", () => {
    expect(value(col("email"), " Joao.Silva@Exemplo.com.BR ")).toBe("joao.silva@exemplo.com.br");
    for (const bad of ["joao", "joao@", "@exemplo.com", "joao@exemplo", "jo ao@exemplo.com", "a@@b.com"]) {
      expect(error(col("email"), bad)).toBe("E-mail inválido: use nome@dominio.com.br");
    }
  });

  it("applies maxLength to e-mails", () => {
    expect(error(col("email", { maxLength: 10 }), "abcdef@exemplo.com")).toBe("Texto muito longo: no máximo 10 caracteres");
  });

  it.each([
    ["(11) 91234-5678", "+5511912345678"],
    ["11912345678", "+5511912345678"],
    ["+55 11 91234-5678", "+5511912345678"],
    ["(21) 3123-4567", "+552131234567"],
  ])("phone %s → %s", (raw, expected) => {
    expect(value(col("phone"), raw)).toBe(expected);
  });

  it.each(["12345", "(10) 91234-5678", "(11) 81234-5678", "+1 415 555 0100", "11 9123a-5678"])("phone %s is invalid", (raw) => {
    expect(error(col("phone"), raw)).toBe("Telefone inválido: use (11) 91234-5678");
  });

  it("stores CEPs as 8 digits and restores the leading zero Excel dropped", () => {
    expect(value(col("cep"), "01310-100")).toBe("01310100");
    expect(value(col("cep"), "01310100")).toBe("01310100");
    expect(value(col("cep"), "1310100")).toBe("01310100");
    for (const bad of ["0131-100", "00000-000", "abcde-fgh", "013101000"]) expect(error(col("cep"), bad)).toBe("CEP inválido: use 00000-000");
  });
});

describe("dates, money, integers", () => {
  it("parses dd/MM/yyyy as São Paulo midnight", () => {
    expect(value(col("date"), "31/01/2026")).toEqual(new Date("2026-01-31T03:00:00Z"));
    expect(value(col("date"), "1/6/1990")).toEqual(new Date("1990-06-01T03:00:00Z"));
    expect(value(col("date"), "1/2/1990")).toEqual(new Date("1990-02-01T02:00:00Z")); // summer time then (UTC−2)
  });

  it.each(["31/02/2026", "2026-01-31", "31/01/26", "31.01.2026", "ontem"])("date %s is invalid", (raw) => {
    expect(error(col("date"), raw)).toBe("Data inválida: use dd/MM/aaaa");
  });

  it.each([
    ["1.234,56", 123456n],
    ["R$ 1.234,56", 123456n],
    ["1234,5", 123450n],
    ["1234", 123400n],
    ["-10,00", -1000n],
    ["0,01", 1n],
  ])("money %s → %s centavos", (raw, expected) => {
    expect(value(col("money"), raw)).toBe(expected);
  });

  it.each(["1,234.56", "1234.56", "abc", "1.23,4", "10,001", "12.34.5", "1,5 mi", "1850.00", "1.5"])("money %s is invalid, never read another way", (raw) => {
    expect(error(col("money"), raw)).toBe("Valor inválido: use 1.234,56");
  });

  it("restores a value neutralised by an export ('-10,00 → -10,00, '+55… → +55…)", () => {
    expect(value(col("money"), "'-10,00")).toBe(-1000n);
    expect(value(col("phone"), "'+55 11 91234-5678")).toBe("+5511912345678");
    expect(value(col("text"), "'=1+1")).toBe("=1+1");
    expect(value(col("text"), "'apóstrofo")).toBe("'apóstrofo");
  });

  it.each([
    ["12", 12],
    ["-3", -3],
    ["1.234", 1234],
    ["0", 0],
  ])("integer %s → %s", (raw, expected) => {
    expect(value(col("integer"), raw)).toBe(expected);
  });

  it.each(["1,5", "1.5", "12a", "99999999999999999", "1.23"])("integer %s is invalid", (raw) => {
    expect(error(col("integer"), raw)).toBe("Número inválido: use só dígitos, sem casas decimais");
  });
});

describe("text, enum, tags, boolean", () => {
  it("keeps text trimmed and checks maxLength in characters (not bytes)", () => {
    expect(value(col("text"), "  João da Silva ")).toBe("João da Silva");
    expect(value(col("text", { maxLength: 4 }), "ação")).toBe("ação");
    expect(error(col("text", { maxLength: 3 }), "ação")).toBe("Texto muito longo: no máximo 3 caracteres");
  });

  it("matches enum values or labels ignoring accents and case, giving the value", () => {
    const kind = col("enum", { enumValues: [{ value: "pf", label: "Pessoa física" }, { value: "pj", label: "Pessoa jurídica" }] });
    expect(value(kind, "PESSOA FISICA")).toBe("pf");
    expect(value(kind, "pessoa  jurídica")).toBe("pj");
    expect(value(kind, "PJ")).toBe("pj");
    expect(error(kind, "empresa")).toBe("Valor não aceito: use Pessoa física ou Pessoa jurídica");
    expect(value(col("enum", { enumValues: ["Ativa", "Proposta"] }), "ativa")).toBe("Ativa");
    expect(error(col("enum", { enumValues: ["A", "B", "C"] }), "D")).toBe("Valor não aceito: use A, B ou C");
    expect(error(col("enum", { enumValues: ["A"] }), "D")).toBe("Valor não aceito: use A");
  });

  it("splits tags on , and ;, trims, drops empties and repeats (ignoring case and accents)", () => {
    expect(value(col("tags"), "vip; Seguro auto ,  ,VIP,saúde;saude")).toEqual(["vip", "Seguro auto", "saúde"]);
    expect(error(col("tags", { maxLength: 5 }), "vip, consórcio")).toBe('Tag muito longa ("consórcio"): no máximo 5 caracteres');
  });

  it.each([
    ["Sim", true],
    ["s", true],
    ["TRUE", true],
    ["1", true],
    ["VERDADEIRO", true],
    ["Não", false],
    ["nao", false],
    ["N", false],
    ["false", false],
    ["0", false],
    ["FALSO", false],
  ])("boolean %s → %s", (raw, expected) => {
    expect(value(col("boolean"), raw)).toBe(expected);
  });

  it("rejects other boolean words", () => {
    expect(error(col("boolean"), "talvez")).toBe("Valor inválido: use Sim ou Não");
  });
});

describe("messages and helpers", () => {
  it("speaks en-US when given its catalog", () => {
    expect(parseCell(col("date"), "x", IMPORT_MESSAGES_EN_US)).toEqual({ ok: false, message: "Invalid date: use dd/MM/yyyy" });
  });

  it("compares text without accents, case or extra spaces", () => {
    expect(comparableText("  Não   Contatar ")).toBe("nao contatar");
  });
});
