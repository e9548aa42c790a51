import { TRPCError } from "@trpc/server";

/** Domain errors services throw; the API layer maps them to tRPC codes in one place. */
export type DomainErrorCode = "NOT_FOUND" | "CONFLICT" | "FORBIDDEN" | "BAD_REQUEST";

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly field?: string,
    /** Extra facts for the UI, e.g. the existing record a duplicate collides with. */
    readonly meta?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const notFound = (message = "Registro não encontrado.") => new DomainError("NOT_FOUND", message);
export const conflict = (message: string, field?: string, meta?: Record<string, unknown>) => new DomainError("CONFLICT", message, field, meta);
export const badInput = (field: string, message: string) => new DomainError("BAD_REQUEST", message, field);
export const forbidden = (message = "Você não tem permissão para esta ação.") => new DomainError("FORBIDDEN", message);

export const STALE_VERSION_MESSAGE =
  "Outra pessoa salvou este registro antes de você. Recarregue para ver a versão atual e refaça sua alteração.";

/** Constraint name → (field, message) for unique violations that reach the database. */
const UNIQUE_CONSTRAINTS: Record<string, { field: string; message: string }> = {
  users_email_key: { field: "email", message: "Já existe um usuário com este e-mail." },
  teams_name_key: { field: "name", message: "Já existe uma equipe com este nome." },
  partners_cnpj_key: { field: "cnpj", message: "Já existe um parceiro com este CNPJ." },
  products_partner_name_key: { field: "name", message: "Este parceiro já tem um produto com este nome." },
  customers_document_key: { field: "document", message: "Já existe um cliente com este documento." },
  commission_rules_scope_key: { field: "scope", message: "Já existe uma regra para este produto, parceiro ou categoria." },
  commission_rule_versions_rule_from_key: { field: "effectiveFrom", message: "Esta regra já tem uma versão que começa nesta data." },
  partner_statement_lines_installment_key: { field: "installment", message: "Esta parcela já foi conciliada com outra linha." },
  goals_scope_key: { field: "metric", message: "Já existe uma meta desta medida e categoria para este vendedor ou equipe neste mês." },
};

interface PgLikeError {
  code?: string;
  constraint?: string;
  constraint_name?: string;
  cause?: unknown;
}

function findPgError(err: unknown): PgLikeError | null {
  let cur: unknown = err;
  for (let depth = 0; cur && depth < 5; depth++) {
    const e = cur as PgLikeError;
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    cur = e.cause;
  }
  return null;
}

/** Turns a unique violation into CONFLICT naming the field; returns null for anything else. */
export function uniqueViolationToDomain(err: unknown): DomainError | null {
  const pg = findPgError(err);
  if (pg?.code !== "23505") return null;
  const name = pg.constraint ?? pg.constraint_name ?? "";
  const known = UNIQUE_CONSTRAINTS[name];
  return conflict(known?.message ?? "Este registro já existe.", known?.field);
}

export function toTRPCError(err: unknown): TRPCError | null {
  const domain = err instanceof DomainError ? err : uniqueViolationToDomain(err);
  if (!domain) return null;
  return new TRPCError({ code: domain.code, message: domain.message, cause: domain });
}
