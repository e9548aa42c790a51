/**
 * Matching a partner's statement lines to the installments the office expects from that partner. Pure: the
 * service loads the candidates, this decides, the service writes.
 */
export interface StatementLine {
  lineNo: number;
  /** Contract, policy, proposal or quota number as the partner writes it. */
  reference: string | null;
  installment: number | null;
  /** CPF/CNPJ, bare. */
  document: string | null;
  /** "yyyy-MM", when the line says it. */
  competence: string | null;
  amount: bigint;
}

export interface ExpectedInstallment {
  saleId: string;
  installment: number;
  dueMonth: string;
  expected: bigint;
  /** A statement line already paid it. */
  received: boolean;
  contractNumber: string | null;
  document: string;
}

export type LineStatus = "recebida" | "divergente" | "nao_identificada";

export interface LineDecision {
  lineNo: number;
  status: LineStatus;
  saleId: string | null;
  installment: number | null;
  expected: bigint | null;
  difference: bigint | null;
}

/** "APÓL-123/45" and "apol 12345" are the same reference: upper-case letters and digits only. */
export function normalizeReference(reference: string | null | undefined): string | null {
  if (!reference) return null;
  const value = reference
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
  return value === "" ? null : value;
}

function group<K>(items: readonly ExpectedInstallment[], key: (i: ExpectedInstallment) => K | null): Map<K, ExpectedInstallment[]> {
  const map = new Map<K, ExpectedInstallment[]>();
  for (const item of items) {
    const k = key(item);
    if (k === null) continue;
    const list = map.get(k) ?? [];
    list.push(item);
    map.set(k, list);
  }
  for (const list of map.values()) list.sort((a, b) => a.installment - b.installment);
  return map;
}

/**
 * Decides every line: by reference (and installment when given; else the open installment due in the line's
 * month, else the earliest one already due), falling back to CPF/CNPJ + competence (only when that leaves one
 * open installment, or one whose amount is exact). Within the tolerance it is "recebida", otherwise
 * "divergente" with the difference; nothing found is "nao_identificada". No installment is taken twice.
 */
export function matchLines(lines: readonly StatementLine[], expected: readonly ExpectedInstallment[], options: { month: string; toleranceCents: bigint }): LineDecision[] {
  const byReference = group(expected, (i) => normalizeReference(i.contractNumber));
  const byDocument = group(expected, (i) => i.document);
  const taken = new Set<string>();
  const open = (i: ExpectedInstallment) => !i.received && !taken.has(`${i.saleId}|${i.installment}`);

  const pick = (line: StatementLine): ExpectedInstallment | null => {
    const month = line.competence ?? options.month;
    const reference = normalizeReference(line.reference);
    if (reference) {
      const candidates = (byReference.get(reference) ?? []).filter(open);
      if (line.installment !== null) return candidates.find((i) => i.installment === line.installment) ?? null;
      return candidates.find((i) => i.dueMonth === month) ?? candidates.find((i) => i.dueMonth <= month) ?? null;
    }
    if (line.document) {
      let candidates = (byDocument.get(line.document) ?? []).filter(open);
      if (line.installment !== null) candidates = candidates.filter((i) => i.installment === line.installment);
      candidates = candidates.filter((i) => i.dueMonth === month);
      if (candidates.length === 1) return candidates[0]!;
      const exact = candidates.filter((i) => i.expected === line.amount);
      return exact.length === 1 ? exact[0]! : null;
    }
    return null;
  };

  return lines.map((line) => {
    const match = pick(line);
    if (!match) return { lineNo: line.lineNo, status: "nao_identificada", saleId: null, installment: null, expected: null, difference: null };
    taken.add(`${match.saleId}|${match.installment}`);
    const difference = line.amount - match.expected;
    const within = (difference < 0n ? -difference : difference) <= options.toleranceCents;
    return { lineNo: line.lineNo, status: within ? "recebida" : "divergente", saleId: match.saleId, installment: match.installment, expected: match.expected, difference };
  });
}
