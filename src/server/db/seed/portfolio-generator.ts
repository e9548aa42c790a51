import { cnpjCheckDigits, cpfCheckDigits } from "~/lib/brazil";
import { CATEGORY_FAMILY, type ProductCategory } from "~/lib/catalog/product-categories";
import type { SaleStatus } from "~/lib/catalog/sale-statuses";
import { CITIES, COMPANY_WORDS, FIRST_NAMES, LAST_NAMES, TAGS } from "./catalog-data";

/** Small deterministic PRNG (mulberry32): the same seed gives the same data set. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof prng>;

/** The n-th valid CPF of a sequence (never all-equal digits). */
export function nthCpf(n: number): string {
  const base = String(100_000_000 + (n % 899_999_999)).padStart(9, "0");
  return base + cpfCheckDigits(base);
}

export function nthCnpj(n: number): string {
  const base = String(10_000_000 + (n % 89_999_999)).padStart(8, "0") + "0001";
  return base + cnpjCheckDigits(base);
}

function slug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".")
    .replace(/^\.|\.$/g, "");
}

function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export interface GeneratedCustomer {
  kind: "PF" | "PJ";
  document: string;
  name: string;
  birthDate: string | null;
  emails: string[];
  phones: string[];
  cep: string;
  uf: string;
  city: string;
  ownerId: string;
  tags: string[];
  lgpdLegalBasis: string;
  consentChannel: string | null;
  consentAt: Date | null;
  consentTextVersion: string | null;
}

/** The n-th customer: 85% pessoas físicas, Brazilian names with accents, valid documents. */
export function generateCustomer(n: number, ownerIds: readonly string[], rng: Rng): GeneratedCustomer {
  const pf = rng.chance(0.85);
  const [city, uf, ddd] = rng.pick(CITIES);
  const last = `${rng.pick(LAST_NAMES)} ${rng.pick(LAST_NAMES)}`;
  const name = pf ? `${rng.pick(FIRST_NAMES)} ${last}` : `${rng.pick(LAST_NAMES)} ${rng.pick(COMPANY_WORDS)} Ltda`;
  const birth = new Date(Date.UTC(pf ? rng.int(1950, 2004) : rng.int(1980, 2023), rng.int(0, 11), rng.int(1, 28)));
  const consent = rng.chance(0.6);
  return {
    kind: pf ? "PF" : "PJ",
    document: pf ? nthCpf(n) : nthCnpj(n),
    name,
    birthDate: isoDay(birth),
    emails: [`${slug(name)}.${n}@exemplo.com.br`],
    phones: [`+55${ddd}9${String(10_000_000 + ((n * 7919) % 89_999_999)).slice(0, 8)}`],
    cep: String(rng.int(1_000_000, 99_999_999)).padStart(8, "0"),
    uf,
    city,
    ownerId: ownerIds[n % ownerIds.length]!,
    tags: rng.chance(0.3) ? [rng.pick(TAGS)] : [],
    lgpdLegalBasis: consent ? "consentimento" : "execucao_contrato",
    consentChannel: consent ? rng.pick(["formulario", "whatsapp", "email"]) : null,
    consentAt: consent ? new Date(Date.UTC(2025, rng.int(0, 11), rng.int(1, 28))) : null,
    consentTextVersion: consent ? "v1" : null,
  };
}

export interface ProductRef {
  id: string;
  partnerId: string;
  category: ProductCategory;
}

const AMOUNT_RANGE: Record<string, [number, number]> = {
  insurance: [800_00, 12_000_00],
  health: [300_00, 4_000_00],
  consortium: [50_000_00, 600_000_00],
  investments: [20_000_00, 2_000_000_00],
  credit: [5_000_00, 400_000_00],
  pension: [200_00, 5_000_00],
  exchange: [1_000_00, 50_000_00],
  energy: [150_00, 3_000_00],
  other: [100_00, 1_000_00],
};

/** A sale for a customer: status mix ~55% ativa, 25% proposta, 12% cancelada, 8% encerrada. */
export function generateSale(customerId: string, sellerId: string, product: ProductRef, n: number, rng: Rng) {
  const family = CATEGORY_FAMILY[product.category];
  const [min, max] = AMOUNT_RANGE[family] ?? [100_00, 1_000_00];
  const sold = new Date(Date.UTC(2024, 0, 1) + rng.int(0, 1040) * 86_400_000);
  const roll = rng.next();
  const status: SaleStatus = roll < 0.55 ? "ativa" : roll < 0.8 ? "proposta" : roll < 0.92 ? "cancelada" : "encerrada";
  const months = family === "consortium" ? rng.pick([120, 180, 200]) : family === "insurance" || family === "health" ? 12 : null;
  const end = months ? new Date(sold.getTime() + months * 30.4 * 86_400_000) : null;
  const insurance = family === "insurance";
  return {
    customerId,
    productId: product.id,
    partnerId: product.partnerId,
    category: product.category,
    sellerId,
    contractNumber: `${product.category.slice(0, 3).toUpperCase()}-${String(100_000 + n)}`,
    soldOn: isoDay(sold),
    vigenciaStart: months ? isoDay(sold) : null,
    vigenciaEnd: end ? isoDay(end) : null,
    installments: months,
    // The seed's ledger replays activation on this day (seed-commissions).
    activatedOn: status === "proposta" ? null : isoDay(sold),
    baseAmount: BigInt(rng.int(min, max)),
    status,
    cancelledOn: status === "cancelada" ? isoDay(new Date(sold.getTime() + rng.int(10, 200) * 86_400_000)) : null,
    cancelReason: status === "cancelada" ? rng.pick(["Cliente desistiu", "Inadimplência", "Portabilidade", "Sinistro total"]) : null,
    disclosureAt: insurance && status !== "proposta" ? sold : null,
    disclosureChannel: insurance && status !== "proposta" ? "email" : null,
    disclosureText: insurance && status !== "proposta" ? "Informamos que a corretora é remunerada por comissão paga pela seguradora." : null,
  };
}
