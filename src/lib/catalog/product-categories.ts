import { type Locale } from "~/lib/roles";

/** The 30 product categories of SPEC §3, in the table's order. The codes are stored as they are. */
export const PRODUCT_CATEGORIES = [
  "Others",
  "Banking",
  "BankingEmpresa",
  "Customer",
  "Commission",
  "Investment",
  "InvestmentOffshore",
  "SolarEnergy",
  "Energy",
  "LifeInsurance",
  "PlanoSaude",
  "AutoInsurance",
  "HomeInsurance",
  "TravelInsurance",
  "LiabilityInsurance",
  "SeguroVidaPJ",
  "PlanoOdonto",
  "PlanoOdontoPJ",
  "PlanoSaudePJ",
  "CreditCard",
  "InternationalInvestment",
  "Pension",
  "Exchange",
  "Consortium",
  "Credit",
  "RealEstateFinance",
  "AutoFinance",
  "Baas",
  "MLEnergia",
  "SegurosElementares",
] as const;

export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** pt-BR labels are the SPEC §3 table verbatim, odd ones included ("InvestmentOffshore", "Consorcio"…). */
export const PRODUCT_CATEGORY_LABELS: Record<Locale, Record<ProductCategory, string>> = {
  "pt-BR": {
    Others: "Outros",
    Banking: "Banking",
    BankingEmpresa: "Banking Empresa",
    Customer: "Cliente",
    Commission: "Comissão",
    Investment: "Investimento",
    InvestmentOffshore: "InvestmentOffshore",
    SolarEnergy: "Financiamento Solar",
    Energy: "Energia",
    LifeInsurance: "Seguro Vida",
    PlanoSaude: "Plano Saúde",
    AutoInsurance: "Seguro Auto",
    HomeInsurance: "Seguro Residencial",
    TravelInsurance: "Seguro Viagem",
    LiabilityInsurance: "Seguro RC",
    SeguroVidaPJ: "Seguro Vida PJ",
    PlanoOdonto: "PlanoOdonto",
    PlanoOdontoPJ: "PlanoOdontoPJ",
    PlanoSaudePJ: "PlanoSaudePJ",
    CreditCard: "Cartão de Crédito",
    InternationalInvestment: "Investimento Internacional",
    Pension: "Previdência",
    Exchange: "Câmbio",
    Consortium: "Consorcio",
    Credit: "Crédito",
    RealEstateFinance: "Financiamento Imobiliario",
    AutoFinance: "Financiamento Veicular",
    Baas: "BAAS",
    MLEnergia: "MLEnergia",
    SegurosElementares: "Seguros Elementares",
  },
  "en-US": {
    Others: "Other",
    Banking: "Banking",
    BankingEmpresa: "Business banking",
    Customer: "Customer",
    Commission: "Commission",
    Investment: "Investment",
    InvestmentOffshore: "Offshore investment",
    SolarEnergy: "Solar financing",
    Energy: "Energy",
    LifeInsurance: "Life insurance",
    PlanoSaude: "Health plan",
    AutoInsurance: "Auto insurance",
    HomeInsurance: "Home insurance",
    TravelInsurance: "Travel insurance",
    LiabilityInsurance: "Liability insurance",
    SeguroVidaPJ: "Business life insurance",
    PlanoOdonto: "Dental plan",
    PlanoOdontoPJ: "Business dental plan",
    PlanoSaudePJ: "Business health plan",
    CreditCard: "Credit card",
    InternationalInvestment: "International investment",
    Pension: "Pension plan",
    Exchange: "Foreign exchange",
    Consortium: "Consortium",
    Credit: "Credit",
    RealEstateFinance: "Real estate financing",
    AutoFinance: "Vehicle financing",
    Baas: "Banking as a service",
    MLEnergia: "Free energy market",
    SegurosElementares: "Property and casualty insurance",
  },
};

export function isProductCategory(value: unknown): value is ProductCategory {
  return typeof value === "string" && (PRODUCT_CATEGORIES as readonly string[]).includes(value);
}

/** Display label of a category; an unknown locale falls back to pt-BR and an unknown code to itself. */
export function productCategoryLabel(code: ProductCategory, locale: Locale = "pt-BR"): string {
  const labels = PRODUCT_CATEGORY_LABELS[locale] ?? PRODUCT_CATEGORY_LABELS["pt-BR"];
  return isProductCategory(code) ? labels[code] : String(code);
}

/** Commission families of DOMAIN.md §1, which decide how a category's commission rules work. */
export const PRODUCT_FAMILIES = ["insurance", "health", "consortium", "investments", "credit", "pension", "exchange", "energy", "other"] as const;
export type ProductFamily = (typeof PRODUCT_FAMILIES)[number];

/**
 * Category → family, after DOMAIN.md §1. Decisions where the table is silent or overlaps:
 * - Banking, BankingEmpresa, Baas and CreditCard are in "credit" (the table's "Credit and finance" row:
 *   % of the amount released or a fee per account/card, paid once);
 * - SolarEnergy is listed under both credit and energy: it is "energy" (sold by the energy partners,
 *   same bonus-recovery terms), as is MLEnergia (mercado livre de energia);
 * - Others, Customer and Commission are not products of a family: "other".
 */
export const CATEGORY_FAMILY: Record<ProductCategory, ProductFamily> = {
  Others: "other",
  Banking: "credit",
  BankingEmpresa: "credit",
  Customer: "other",
  Commission: "other",
  Investment: "investments",
  InvestmentOffshore: "investments",
  SolarEnergy: "energy",
  Energy: "energy",
  LifeInsurance: "insurance",
  PlanoSaude: "health",
  AutoInsurance: "insurance",
  HomeInsurance: "insurance",
  TravelInsurance: "insurance",
  LiabilityInsurance: "insurance",
  SeguroVidaPJ: "insurance",
  PlanoOdonto: "health",
  PlanoOdontoPJ: "health",
  PlanoSaudePJ: "health",
  CreditCard: "credit",
  InternationalInvestment: "investments",
  Pension: "pension",
  Exchange: "exchange",
  Consortium: "consortium",
  Credit: "credit",
  RealEstateFinance: "credit",
  AutoFinance: "credit",
  Baas: "credit",
  MLEnergia: "energy",
  SegurosElementares: "insurance",
};
