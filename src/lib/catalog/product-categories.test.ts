import { describe, expect, it } from "vitest";
import { productCategorySchema } from "~/lib/fields";
import {
  CATEGORY_FAMILY,
  isProductCategory,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  PRODUCT_FAMILIES,
  productCategoryLabel,
  type ProductCategory,
  type ProductFamily,
} from "./product-categories";

/** SPEC §3, "Product category (code to display label)", row by row. */
const SPEC_TABLE: ReadonlyArray<readonly [string, string]> = [
  ["Others", "Outros"],
  ["Banking", "Banking"],
  ["BankingEmpresa", "Banking Empresa"],
  ["Customer", "Cliente"],
  ["Commission", "Comissão"],
  ["Investment", "Investimento"],
  ["InvestmentOffshore", "InvestmentOffshore"],
  ["SolarEnergy", "Financiamento Solar"],
  ["Energy", "Energia"],
  ["LifeInsurance", "Seguro Vida"],
  ["PlanoSaude", "Plano Saúde"],
  ["AutoInsurance", "Seguro Auto"],
  ["HomeInsurance", "Seguro Residencial"],
  ["TravelInsurance", "Seguro Viagem"],
  ["LiabilityInsurance", "Seguro RC"],
  ["SeguroVidaPJ", "Seguro Vida PJ"],
  ["PlanoOdonto", "PlanoOdonto"],
  ["PlanoOdontoPJ", "PlanoOdontoPJ"],
  ["PlanoSaudePJ", "PlanoSaudePJ"],
  ["CreditCard", "Cartão de Crédito"],
  ["InternationalInvestment", "Investimento Internacional"],
  ["Pension", "Previdência"],
  ["Exchange", "Câmbio"],
  ["Consortium", "Consorcio"],
  ["Credit", "Crédito"],
  ["RealEstateFinance", "Financiamento Imobiliario"],
  ["AutoFinance", "Financiamento Veicular"],
  ["Baas", "BAAS"],
  ["MLEnergia", "MLEnergia"],
  ["SegurosElementares", "Seguros Elementares"],
];

const FAMILY_OF: Record<ProductFamily, string[]> = {
  insurance: ["LifeInsurance", "SeguroVidaPJ", "AutoInsurance", "HomeInsurance", "TravelInsurance", "LiabilityInsurance", "SegurosElementares"],
  health: ["PlanoSaude", "PlanoSaudePJ", "PlanoOdonto", "PlanoOdontoPJ"],
  consortium: ["Consortium"],
  investments: ["Investment", "InternationalInvestment", "InvestmentOffshore"],
  credit: ["Credit", "RealEstateFinance", "AutoFinance", "CreditCard", "Banking", "BankingEmpresa", "Baas"],
  pension: ["Pension"],
  exchange: ["Exchange"],
  energy: ["Energy", "MLEnergia", "SolarEnergy"],
  other: ["Others", "Customer", "Commission"],
};

describe("PRODUCT_CATEGORIES", () => {
  it("lists the 30 SPEC §3 codes in the table's order", () => {
    expect(PRODUCT_CATEGORIES).toHaveLength(30);
    expect([...PRODUCT_CATEGORIES]).toEqual(SPEC_TABLE.map(([code]) => code));
  });
});

describe("PRODUCT_CATEGORY_LABELS", () => {
  it.each(SPEC_TABLE)("pt-BR label of %s is exactly %j", (code, label) => {
    expect(PRODUCT_CATEGORY_LABELS["pt-BR"][code as ProductCategory]).toBe(label);
    expect(productCategoryLabel(code as ProductCategory, "pt-BR")).toBe(label);
    expect(productCategoryLabel(code as ProductCategory)).toBe(label);
  });

  it("has a non-empty, trimmed label for every code in both locales and nothing else", () => {
    for (const locale of ["pt-BR", "en-US"] as const) {
      const labels = PRODUCT_CATEGORY_LABELS[locale];
      expect(Object.keys(labels).sort()).toEqual([...PRODUCT_CATEGORIES].sort());
      for (const code of PRODUCT_CATEGORIES) expect(labels[code]).toMatch(/^\S(.*\S)?$/);
    }
  });

  it("gives distinct en-US labels", () => {
    const labels = Object.values(PRODUCT_CATEGORY_LABELS["en-US"]);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it.each([
    ["Others", "Other"],
    ["Customer", "Customer"],
    ["Commission", "Commission"],
    ["LifeInsurance", "Life insurance"],
    ["PlanoSaude", "Health plan"],
    ["PlanoOdonto", "Dental plan"],
    ["Pension", "Pension plan"],
    ["Exchange", "Foreign exchange"],
    ["SolarEnergy", "Solar financing"],
  ] as const)("en-US label of %s is %j", (code, label) => {
    expect(productCategoryLabel(code, "en-US")).toBe(label);
  });

  it("falls back to pt-BR for an unknown locale and to the code for an unknown one", () => {
    expect(productCategoryLabel("Others", "fr-FR" as "pt-BR")).toBe("Outros");
    expect(productCategoryLabel("Crypto" as ProductCategory, "en-US")).toBe("Crypto");
    expect(productCategoryLabel("constructor" as ProductCategory)).toBe("constructor");
  });
});

describe("productCategorySchema / isProductCategory", () => {
  it.each([...PRODUCT_CATEGORIES])("accepts %s", (code) => {
    expect(productCategorySchema.parse(code)).toBe(code);
    expect(isProductCategory(code)).toBe(true);
  });

  it.each(["Outros", "others", "OTHERS", "Seguro Vida", "BAAS", "", "Crypto", "toString", null, 1])("rejects %j", (value) => {
    expect(productCategorySchema.safeParse(value).success).toBe(false);
    expect(isProductCategory(value)).toBe(false);
  });
});

describe("CATEGORY_FAMILY", () => {
  it("maps every category to one of the families", () => {
    expect(Object.keys(CATEGORY_FAMILY).sort()).toEqual([...PRODUCT_CATEGORIES].sort());
    for (const code of PRODUCT_CATEGORIES) expect(PRODUCT_FAMILIES).toContain(CATEGORY_FAMILY[code]);
  });

  it("lists the nine families", () => {
    expect([...PRODUCT_FAMILIES]).toEqual(["insurance", "health", "consortium", "investments", "credit", "pension", "exchange", "energy", "other"]);
  });

  it.each(Object.entries(FAMILY_OF) as Array<[ProductFamily, string[]]>)("family %s holds exactly %j", (family, codes) => {
    const actual = PRODUCT_CATEGORIES.filter((code) => CATEGORY_FAMILY[code] === family);
    expect([...actual].sort()).toEqual([...codes].sort());
  });

  it("partitions all 30 categories", () => {
    expect(Object.values(FAMILY_OF).flat().sort()).toEqual([...PRODUCT_CATEGORIES].sort());
  });
});
