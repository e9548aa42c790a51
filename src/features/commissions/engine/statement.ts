import type { ContractType, TaxRegime } from "~/lib/catalog/commission-catalog";
import { applyRate } from "./rounding";

export interface StatementRates {
  irrfPjBp: number;
  rpaInssBp: number;
  rpaIrrfBp: number;
}

export interface StatementInput {
  contractType: ContractType;
  taxRegime: TaxRegime;
  issBp: number;
  /** Commissions, estornos, bônus, premiações and manual adjustments of the statement (adiantamentos apart). */
  gross: bigint;
  /** Adiantamentos already paid (zero or negative). */
  advances: bigint;
  /** The negative balance carried from the previous statement (zero or negative). */
  carriedIn: bigint;
}

export interface Withholding {
  kind: "irrf" | "iss" | "inss";
  bp: number;
  amount: bigint;
}

export interface StatementTotals {
  withholdings: Withholding[];
  withheld: bigint;
  /** What the office pays now (never negative). */
  payable: bigint;
  /** What is carried to the next statement when the balance is negative. */
  carriedOut: bigint;
}

/**
 * Which withholdings apply to a person, on the positive gross (DOMAIN.md §1): a PJ outside the Simples
 * Nacional has IRRF (Lei 7.450/85 art. 53); an autônomo's RPA withholds INSS and IRRF; ISS is the person's
 * municipal rate; CLT commissions are paid through the payroll, with no withholding here.
 */
export function withholdingsFor(input: Pick<StatementInput, "contractType" | "taxRegime" | "issBp">, rates: StatementRates): Omit<Withholding, "amount">[] {
  const list: Omit<Withholding, "amount">[] = [];
  if (input.contractType === "pj" && input.taxRegime === "normal" && rates.irrfPjBp > 0) list.push({ kind: "irrf", bp: rates.irrfPjBp });
  if (input.contractType === "autonomo") {
    if (rates.rpaInssBp > 0) list.push({ kind: "inss", bp: rates.rpaInssBp });
    if (rates.rpaIrrfBp > 0) list.push({ kind: "irrf", bp: rates.rpaIrrfBp });
  }
  if (input.contractType !== "clt" && input.issBp > 0) list.push({ kind: "iss", bp: input.issBp });
  return list;
}

/** gross − withholdings + advances + carried-in balance: paid when positive, carried forward when negative. */
export function computeStatement(input: StatementInput, rates: StatementRates): StatementTotals {
  const base = input.gross > 0n ? input.gross : 0n;
  const withholdings = withholdingsFor(input, rates).map((w) => ({ ...w, amount: applyRate(base, w.bp) }));
  const withheld = withholdings.reduce((sum, w) => sum + w.amount, 0n);
  const balance = input.gross - withheld + input.advances + input.carriedIn;
  return { withholdings, withheld, payable: balance > 0n ? balance : 0n, carriedOut: balance < 0n ? balance : 0n };
}
