import type { AnalyseResult } from "~/features/import-export/components/import-api";
import { addMonths } from "../../engine/months";
import type { MonthRange } from "../mine/month-range";

/** The overview's default range: the last 6 months, the current one included (what may still be em atraso). */
export const OVERVIEW_MONTHS = 6;

export function defaultOverviewRange(current: string): MonthRange {
  return { from: addMonths(current, 1 - OVERVIEW_MONTHS), to: current };
}

/** The months the range selects offer: 3 years back to 1 year ahead of the current month, newest first. */
export function monthChoices(current: string, keep: readonly string[] = []): string[] {
  const months = new Set<string>(keep);
  for (let i = -36; i <= 12; i++) months.add(addMonths(current, i));
  return [...months].sort().reverse();
}

/** The states a statement line can be in, in the order the workbench shows them. */
export const LINE_STATUSES = ["divergente", "nao_identificada", "recebida", "lancada"] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

export const isLineStatus = (value: unknown): value is LineStatus => typeof value === "string" && (LINE_STATUSES as readonly string[]).includes(value);

/** Badge colour of a line state: what still needs someone stands out. */
export function statusTone(status: string): "success" | "warning" | "danger" | "info" {
  if (status === "recebida") return "success";
  if (status === "divergente") return "warning";
  if (status === "nao_identificada") return "danger";
  return "info";
}

/** Which decisions a line in this state allows (the server refuses the others anyway). */
export function lineActions(status: string): ("accept" | "match" | "entry")[] {
  if (status === "divergente") return ["accept"];
  if (status === "nao_identificada") return ["match", "entry"];
  return [];
}

/** Centavos sent as a decimal string by the statement endpoint (bigint has no JSON form); junk counts as 0. */
export function centavosOf(value: string | number | bigint | null | undefined): bigint {
  if (typeof value === "bigint") return value;
  if (typeof value === "number") return Number.isInteger(value) ? BigInt(value) : 0n;
  if (typeof value === "string" && /^-?\d+$/.test(value.trim())) return BigInt(value.trim());
  return 0n;
}

/**
 * The generic mapping step knows "remembered" (the user's last import) and "suggested"; a partner's saved
 * template is the remembered mapping of this screen, so it is passed as such (the screen says it is the template).
 */
export function forMappingStep(analysis: StatementAnalysis): AnalyseResult {
  return { ...analysis, mappingSource: analysis.mappingSource === "template" ? "remembered" : "suggested" };
}

export type StatementAnalysis = Omit<AnalyseResult, "mappingSource"> & { mappingSource: "template" | "suggested" };

/** A reason the server accepts (3 to 500 characters, trimmed). */
export const REASON_MIN = 3;
export const REASON_MAX = 500;
export function reasonProblem(text: string): "short" | "long" | null {
  const value = text.trim();
  if (value.length < REASON_MIN) return "short";
  if (value.length > REASON_MAX) return "long";
  return null;
}

const EXPECTED_TYPES = new Set(["prevista", "ajuste", "estorno", "cancelamento", "ajuste_manual"]);

export interface PartnerInstallment {
  installment: number;
  dueMonth: string | null;
  expected: bigint;
  received: boolean;
}

/**
 * What the partner owes per installment of a sale, from its commission entries, computed as the server does
 * when it matches: the accrual types summed, and whether a recebimento already paid it. Installments with
 * nothing expected and nothing received are left out.
 */
export function partnerInstallments(entries: readonly { party: string; installment: number | null; dueMonth: string | null; type: string; amount: bigint }[]): PartnerInstallment[] {
  const by = new Map<number, PartnerInstallment>();
  for (const e of entries) {
    if (e.party !== "partner" || e.installment === null) continue;
    const item = by.get(e.installment) ?? { installment: e.installment, dueMonth: e.dueMonth, expected: 0n, received: false };
    if (EXPECTED_TYPES.has(e.type)) item.expected += e.amount;
    if (e.type === "recebimento") item.received = true;
    if (!item.dueMonth && e.dueMonth) item.dueMonth = e.dueMonth;
    by.set(e.installment, item);
  }
  return [...by.values()].filter((i) => i.expected > 0n || i.received).sort((a, b) => a.installment - b.installment);
}

/** The installment to offer first: the open one whose expected amount is the line's, else the first open one. */
export function suggestedInstallment(installments: readonly PartnerInstallment[], amount: bigint): number | null {
  const open = installments.filter((i) => !i.received);
  return (open.find((i) => i.expected === amount) ?? open[0])?.installment ?? null;
}
