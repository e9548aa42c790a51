import { z } from "zod";
import { isValidCnpj, isValidCpf, isValidCep, normalizeCnpj, onlyDigits, toE164Br } from "~/lib/brazil";
import { PRODUCT_CATEGORIES } from "~/lib/catalog/product-categories";
import { FIRST_DAY, FIRST_INSTANT, INT4_MAX, isCalendarDay, isRealDay, LAST_DAY, LAST_INSTANT, OUT_OF_RANGE_DATE } from "./field-bounds";

export { FIRST_DAY, FIRST_INSTANT, INT4_MAX, isCalendarDay, isRealDay, LAST_DAY, LAST_INSTANT, OUT_OF_RANGE_DATE };

/**
 * zod field schemas for Brazilian data, shared by forms, routers and imports: each trims,
 * normalises to the stored form and explains a refusal in pt-BR.
 */
/** A calendar day "yyyy-MM-dd" (São Paulo business date). */
export const isoDaySchema = z
  .string()
  .trim()
  .refine(isRealDay, { error: "Data inválida.", abort: true })
  .refine(isCalendarDay, { error: OUT_OF_RANGE_DATE });

/** An instant (consent, disclosure, a cursor's time) within the accepted years. */
export const instantSchema = z
  .date({ error: "Data inválida." })
  .min(FIRST_INSTANT, { error: OUT_OF_RANGE_DATE })
  .max(LAST_INSTANT, { error: OUT_OF_RANGE_DATE });

/** A month "yyyy-MM" within the accepted years (commission months, goals, reports). */
export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "Mês inválido (aaaa-mm).", abort: true })
  .refine((m) => isCalendarDay(`${m}-01`), { error: "Mês fora do intervalo aceito (1900 a 2199)." });

/** A row's `version` (an integer column): what the client read, sent back with an edit. */
export const versionSchema = z.number({ error: "Versão obrigatória." }).int({ error: "Versão inválida." }).positive({ error: "Versão inválida." }).max(INT4_MAX, { error: "Versão inválida." });

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

/** One of the product categories of SPEC §3. */
export const productCategorySchema = z.enum(PRODUCT_CATEGORIES);
