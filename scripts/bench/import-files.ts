import { cpfCheckDigits, formatCpf } from "~/lib/brazil";
import { customersImporter } from "~/features/customers/server/customers.import";
import { leadsImporter } from "~/features/leads/server/leads.import";
import type { AnyImporter } from "~/features/import-export/server/importer";

/** The generated files of the import benchmarks: a header and the i-th line, as a spreadsheet would export them. */
export const IMPORT_FILES = {
  customers: {
    importer: customersImporter as AnyImporter,
    header: "Nome;CPF/CNPJ;E-mail;Celular;Data de Nascimento;Cidade;UF",
    line: (i: number) => `Cliente Importação ${i};${cpf(i)};cliente${i}@bench.com.br;(11) 9${String(1000_0000 + i).slice(-8)};15/05/1985;São Paulo;SP`,
  },
  leads: {
    importer: leadsImporter as AnyImporter,
    header: "Nome;CPF;E-mail;Celular;Cidade;UF;Origem;Interesses;Valor estimado",
    line: (i: number) =>
      `Lead Importação ${i} João;${i % 3 === 0 ? "" : cpf(i)};lead${i}@bench.com.br;(11) 9${String(1000_0000 + i).slice(-8)};São Paulo;SP;${i % 2 ? "Evento" : ""};${i % 4 ? "Consórcio, Seguro auto" : "Plano de saúde"};${(i % 50) * 1000},00`,
  },
} as const;

function cpf(i: number): string {
  const base = String(400_000_000 + i * 3);
  return formatCpf(base + cpfCheckDigits(base));
}

/** The file chunk by chunk (never whole in memory), Windows-1252 like Excel pt-BR saves it. */
export async function* importFileLines(spec: { header: string; line: (i: number) => string }, rows: number): AsyncGenerator<Uint8Array> {
  const encode = (text: string) => Buffer.from(text, "latin1");
  yield encode(`${spec.header}\r\n`);
  let lines: string[] = [];
  for (let i = 0; i < rows; i++) {
    lines.push(spec.line(i));
    if (lines.length === 2000) {
      yield encode(`${lines.join("\r\n")}\r\n`);
      lines = [];
    }
  }
  if (lines.length) yield encode(`${lines.join("\r\n")}\r\n`);
}
