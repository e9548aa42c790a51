import { saoPauloDay } from "~/lib/format";
import { ONE_HOUR_MS } from "~/lib/time";

export const DISCLOSURE_CHANNELS = ["email", "whatsapp", "presencial", "telefone", "documento"] as const;
export type DisclosureChannel = (typeof DISCLOSURE_CHANNELS)[number];

/** The CNSP 382 record as the form edits it: `at` is a datetime-local string in São Paulo time. */
export interface DisclosureValues {
  at: string;
  channel: DisclosureChannel | "";
  text: string;
}

/** What the sale form edits; dates as the DatePicker holds them, money in centavos. */
export interface SaleFormValues {
  productId: string;
  contractNumber: string;
  soldOn: Date | null;
  /** Only for an active sale (a proposta gets it when activated). */
  activatedOn: Date | null;
  vigenciaStart: Date | null;
  vigenciaEnd: Date | null;
  installments: string;
  baseAmount: bigint | null;
  sellerId: string;
  presalesId: string;
  referrerId: string;
  referrerName: string;
  disclosure: DisclosureValues;
}

/** The sale as sales.get returns it (only what the form reads). */
export interface EditableSale {
  id: string;
  version: number;
  productId: string;
  sellerId: string;
  presalesId: string | null;
  referrerId: string | null;
  referrerName: string | null;
  contractNumber: string | null;
  soldOn: string;
  activatedOn: string | null;
  vigenciaStart: string | null;
  vigenciaEnd: string | null;
  installments: number | null;
  baseAmount: bigint;
  disclosureAt: Date | null;
  disclosureChannel: string | null;
  disclosureText: string | null;
}

// São Paulo has kept UTC−3 all year since DST ended in 2019, so the offset is fixed.
const SAO_PAULO_OFFSET_MS = 3 * ONE_HOUR_MS;

/** A calendar day as the DatePicker expects it (midnight in São Paulo). */
export const dateOfDay = (day: string | null | undefined) => (day ? new Date(`${day}T00:00:00-03:00`) : null);
export const dayOf = (d: Date | null) => (d ? saoPauloDay(d) : null);

/** "2026-03-01T14:30" (São Paulo) for a datetime-local input, whatever the browser's time zone. */
export function localDateTimeOf(d: Date | null | undefined): string {
  return d ? new Date(d.getTime() - SAO_PAULO_OFFSET_MS).toISOString().slice(0, 16) : "";
}
export function dateTimeOfLocal(text: string): Date | null {
  if (!text) return null;
  const d = new Date(`${text}:00-03:00`);
  return Number.isNaN(d.getTime()) ? null : d;
}

const isChannel = (v: string | null): v is DisclosureChannel => (DISCLOSURE_CHANNELS as readonly string[]).includes(v ?? "");

export function disclosureOf(sale: Pick<EditableSale, "disclosureAt" | "disclosureChannel" | "disclosureText"> | null | undefined): DisclosureValues {
  return {
    at: localDateTimeOf(sale?.disclosureAt),
    channel: sale && isChannel(sale.disclosureChannel) ? sale.disclosureChannel : "",
    text: sale?.disclosureText ?? "",
  };
}

/** Complete as the server requires before Ativa: when, how and the text. */
export const disclosureComplete = (d: DisclosureValues) => Boolean(d.at && d.channel && d.text.trim());

export function disclosureInput(d: DisclosureValues) {
  return { disclosureAt: dateTimeOfLocal(d.at), disclosureChannel: d.channel || null, disclosureText: d.text };
}

export function emptySaleValues(): SaleFormValues {
  return {
    productId: "",
    contractNumber: "",
    soldOn: dateOfDay(saoPauloDay(new Date())),
    activatedOn: null,
    vigenciaStart: null,
    vigenciaEnd: null,
    installments: "",
    baseAmount: null,
    sellerId: "",
    presalesId: "",
    referrerId: "",
    referrerName: "",
    disclosure: disclosureOf(null),
  };
}

export function valuesOfSale(sale: EditableSale): SaleFormValues {
  return {
    productId: sale.productId,
    contractNumber: sale.contractNumber ?? "",
    soldOn: dateOfDay(sale.soldOn),
    activatedOn: dateOfDay(sale.activatedOn),
    vigenciaStart: dateOfDay(sale.vigenciaStart),
    vigenciaEnd: dateOfDay(sale.vigenciaEnd),
    installments: sale.installments === null ? "" : String(sale.installments),
    baseAmount: sale.baseAmount,
    sellerId: sale.sellerId,
    presalesId: sale.presalesId ?? "",
    referrerId: sale.referrerId ?? "",
    referrerName: sale.referrerName ?? "",
    disclosure: disclosureOf(sale),
  };
}

/** The fields create and update share; the disclosure only goes with insurance products. */
export function saleFieldsInput(v: SaleFormValues, insurance: boolean) {
  return {
    contractNumber: v.contractNumber,
    soldOn: dayOf(v.soldOn) ?? "",
    vigenciaStart: dayOf(v.vigenciaStart),
    vigenciaEnd: dayOf(v.vigenciaEnd),
    installments: v.installments ? Number(v.installments) : null,
    baseAmount: v.baseAmount ?? 0n,
    presalesId: v.presalesId || null,
    referrerId: v.referrerId || null,
    referrerName: v.referrerName,
    ...(insurance ? disclosureInput(v.disclosure) : {}),
  };
}
