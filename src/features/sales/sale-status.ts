import { CATEGORY_FAMILY, type ProductCategory } from "~/lib/catalog/product-categories";

import { SALE_STATUSES, type SaleStatus } from "~/lib/catalog/sale-statuses";
import { requirementField, type SaleRequirement, type SaleRequirementFacts } from "~/lib/catalog/sale-requirements";

export { SALE_STATUSES, type SaleStatus };

/** Proposta → Ativa (emitida/implantada) → Cancelada or Encerrada; a proposta may also be cancelled. */
export const SALE_TRANSITIONS: Record<SaleStatus, readonly SaleStatus[]> = {
  proposta: ["ativa", "cancelada"],
  ativa: ["cancelada", "encerrada"],
  cancelada: [],
  encerrada: [],
};

export interface StatusChangeFacts {
  from: SaleStatus;
  to: SaleStatus;
  category: ProductCategory;
  cancelledOn?: string | null;
  /** The sale's date: a cancellation cannot precede it. */
  soldOn?: string;
  cancelReason?: string | null;
  hasDisclosure: boolean;
  /** For ativa: the activation day chosen (absent: today) and today, São Paulo. */
  activatedOn?: string | null;
  today?: string;
  /** For ativa: what the sale's category and commission rule need that it lacks. */
  missing?: readonly SaleRequirement[];
  /** The sale's facts, to point at the first missing field. */
  facts?: SaleRequirementFacts;
}

export type StatusProblem = {
  field: "status" | "cancelledOn" | "cancelReason" | "disclosureText" | "activatedOn" | "installments" | "vigenciaStart" | "vigenciaEnd" | "contractNumber";
  message: string;
};

/** Why a status change is refused (null when allowed). Shared by the server and the form. */
export function statusChangeProblem(f: StatusChangeFacts): StatusProblem | null {
  if (f.from === f.to) return { field: "status", message: "A venda já está nesse status." };
  if (!SALE_TRANSITIONS[f.from].includes(f.to)) {
    return { field: "status", message: `Uma venda ${f.from} não pode passar para ${f.to}.` };
  }
  if (f.to === "cancelada") {
    if (!f.cancelledOn) return { field: "cancelledOn", message: "Informe a data do cancelamento." };
    if (f.soldOn && f.cancelledOn < f.soldOn) return { field: "cancelledOn", message: "O cancelamento não pode ser antes da data da venda." };
    if (!f.cancelReason?.trim()) return { field: "cancelReason", message: "Informe o motivo do cancelamento." };
  }
  if (f.to === "ativa") {
    if (f.activatedOn && f.soldOn && f.activatedOn < f.soldOn) return { field: "activatedOn", message: "A ativação não pode ser antes da data da venda." };
    if (f.activatedOn && f.today && f.activatedOn > f.today) return { field: "activatedOn", message: "A ativação não pode ser numa data futura." };
    const missing = f.missing ?? [];
    if (missing.length > 0) {
      const facts = f.facts ?? { installments: null, vigenciaStart: null, vigenciaEnd: null, contractNumber: null };
      return { field: requirementField(missing[0]!, facts), message: missingRequirementsMessage(missing, f.category) };
    }
    if (CATEGORY_FAMILY[f.category] === "insurance" && !f.hasDisclosure) {
      return { field: "disclosureText", message: "Seguros só podem ser ativados depois de registrar a divulgação da remuneração (Res. CNSP 382)." };
    }
  }
  return null;
}

/** What the contract number is called for the category (pt-BR, lower case, for sentences). */
function contractNumberName(category: string): string {
  const family = CATEGORY_FAMILY[category as ProductCategory];
  if (family === "insurance") return "o número da apólice";
  if (family === "consortium") return "o número da cota";
  if (family === "health") return "o número do contrato";
  return "o número do contrato ou da proposta";
}

const NAMES: Record<Exclude<SaleRequirement, "contractNumber">, string> = {
  installments: "o número de parcelas",
  vigencia: "o início e o fim da vigência",
};

/** "Para ativar esta venda, informe o número de parcelas e o número da apólice." */
function missingRequirementsMessage(missing: readonly SaleRequirement[], category: string): string {
  const names = missing.map((r) => (r === "contractNumber" ? contractNumberName(category) : NAMES[r]));
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} e ${names.at(-1)}` : (names[0] ?? "");
  return `Para ativar esta venda, informe ${list}.`;
}
