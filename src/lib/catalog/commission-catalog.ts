/** Commission vocabulary shared by the database schema, the API and the screens. */
export const CONTRACT_TYPES = ["clt", "pj", "autonomo"] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const TAX_REGIMES = ["simples", "normal"] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];

export const PAY_ON = ["receipt", "accrual"] as const;
export type PayOn = (typeof PAY_ON)[number];

/** "partner": what the office receives; "office": what it keeps; the others: what it owes each participant. */
export const ENTRY_PARTIES = ["partner", "seller", "presales", "referrer", "manager", "office"] as const;
export type EntryParty = (typeof ENTRY_PARTIES)[number];

export const ENTRY_TYPES = [
  "prevista",
  "ajuste",
  "estorno",
  "cancelamento",
  "bonus",
  "premiacao",
  "ajuste_manual",
  "adiantamento",
  "recebimento",
  "repasse",
] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

/** The entry types the sale events write (the rest are manual or settlement entries). */
export const ACCRUAL_TYPES = ["prevista", "ajuste", "estorno", "cancelamento"] as const;

/** The party a manual entry or a repasse is booked under, by the person's role. */
export const PARTY_OF_ROLE = { seller: "seller", manager: "manager", admin: "seller", finance: "seller" } as const satisfies Record<string, EntryParty>;
