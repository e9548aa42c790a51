import { z } from "zod";
import { isValidCnpj, isValidCpf, isValidCep, normalizeCnpj, onlyDigits, toE164Br } from "~/lib/brazil";

/**
 * zod field schemas for Brazilian data, shared by forms, routers and imports: each trims,
 * normalises to the stored form and explains a refusal in pt-BR.
 */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

/** A calendar day "yyyy-MM-dd" (São Paulo business date). */
export const isoDaySchema = z.string().trim().refine(isCalendarDay, { error: "Data inválida." });

export const cpfSchema = z
  .string()
  .trim()
  .refine(isValidCpf, { error: "CPF inválido: confira os dígitos." })
  .transform((v) => onlyDigits(v));

export const cnpjSchema = z
  .string()
  .trim()
  .refine(isValidCnpj, { error: "CNPJ inválido: confira os dígitos." })
  .transform((v) => normalizeCnpj(v));

export const phoneSchema = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const e164 = toE164Br(v);
    if (!e164) {
      ctx.addIssue({ code: "custom", message: "Telefone inválido: use DDD e número, como (11) 91234-5678." });
      return z.NEVER;
    }
    return e164;
  });

export const cepSchema = z
  .string()
  .trim()
  .refine(isValidCep, { error: "CEP inválido: use 00000-000." })
  .transform((v) => onlyDigits(v));

export const UFS = ["AC", "AL", "AP", "AM", "BA", "CE", "DF", "ES", "GO", "MA", "MT", "MS", "MG", "PA", "PB", "PR", "PE", "PI", "RJ", "RN", "RS", "RO", "RR", "SC", "SP", "SE", "TO"] as const;
export const ufSchema = z.enum(UFS, { error: "UF inválida." });

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { error: "E-mail longo demais." })
  .pipe(z.email({ error: "E-mail inválido." }));

/** Centavos, never negative, below 10^15 (R$ 10 trilhões). */
export const moneySchema = z
  .bigint({ error: "Valor inválido." })
  .min(0n, { error: "O valor não pode ser negativo." })
  .max(999_999_999_999_999n, { error: "Valor alto demais." });

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `No máximo ${max} caracteres.` })
    .transform((v) => (v === "" ? null : v))
    .nullish();

export const tagsSchema = z
  .array(z.string().trim().min(1).max(40, { error: "Etiqueta longa demais (máx. 40)." }))
  .max(20, { error: "No máximo 20 etiquetas." })
  .transform((tags) => [...new Set(tags.map((t) => t.toLowerCase()))]);
