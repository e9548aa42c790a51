import type { CommissionTerms } from "~/features/commissions/commission-terms.schemas";
import { fixed, rate, SLIDING, split } from "~/features/commissions/terms-presets";
import type { ProductCategory } from "~/lib/catalog/product-categories";

/** Demo commission rules per category, after the examples of DOMAIN.md §1 (rates are illustrative). */
const insurance = (bp: number): CommissionTerms => ({ tranches: [rate(1, null, bp, "installment")], split: split(), clawback: SLIDING });
const health: CommissionTerms = { tranches: [rate(1, 1, 10_000), rate(2, null, 200)], split: split(), clawback: [{ upToMonth: 3, recoverBp: 10_000 }] };
const once = (bp: number): CommissionTerms => ({ tranches: [rate(1, 1, bp)], split: split(), clawback: [{ upToMonth: 6, recoverBp: 10_000 }] });
const onceFixed = (cents: number): CommissionTerms => ({ tranches: [fixed(1, 1, cents)], split: split(0), clawback: [] });
const monthly = (bp: number): CommissionTerms => ({ tranches: [rate(1, null, bp)], split: split(0), clawback: [] });

export const DEMO_COMMISSION_RULES: [ProductCategory, string, CommissionTerms][] = [
  ["Consortium", "Consórcio: 1,0 % no 1º mês, 0,5 % do 2º ao 4º", { tranches: [rate(1, 1, 100), rate(2, 3, 50)], split: split(), clawback: SLIDING, requires: ["contractNumber"], cltPassOnBp: 10_000 }],
  ["AutoInsurance", "Seguro auto: 20 % por parcela do prêmio", insurance(2_000)],
  ["HomeInsurance", "Residencial: 25 % por parcela do prêmio", insurance(2_500)],
  ["TravelInsurance", "Viagem: 20 % por parcela do prêmio", insurance(2_000)],
  ["LiabilityInsurance", "RC: 15 % por parcela do prêmio", insurance(1_500)],
  ["SegurosElementares", "Elementares: 15 % por parcela do prêmio", insurance(1_500)],
  ["LifeInsurance", "Vida: 30 % por parcela do prêmio", insurance(3_000)],
  ["SeguroVidaPJ", "Vida PJ: 20 % por parcela do prêmio", insurance(2_000)],
  ["PlanoSaude", "Saúde: 100 % da 1ª fatura, depois 2 % ao mês", health],
  ["PlanoSaudePJ", "Saúde PJ: 100 % da 1ª fatura, depois 2 % ao mês", health],
  ["PlanoOdonto", "Odonto: 100 % da 1ª fatura, depois 2 % ao mês", health],
  ["PlanoOdontoPJ", "Odonto PJ: 100 % da 1ª fatura, depois 2 % ao mês", health],
  ["Investment", "Investimentos: 0,04 % ao mês sobre o patrimônio", monthly(4)],
  ["InternationalInvestment", "Investimento internacional: 0,03 % ao mês", monthly(3)],
  ["InvestmentOffshore", "Offshore: 0,03 % ao mês", monthly(3)],
  ["Pension", "Previdência: 1 % das contribuições ao mês", monthly(100)],
  ["Credit", "Crédito: 1,5 % do valor liberado", once(150)],
  ["RealEstateFinance", "Financiamento imobiliário: 0,5 % do valor liberado", once(50)],
  ["AutoFinance", "Financiamento de veículos: 1,5 % do valor liberado", once(150)],
  ["Baas", "BaaS: 1 % do volume contratado", once(100)],
  ["Banking", "Conta PF: R$ 30,00 por conta aberta", onceFixed(3_000)],
  ["BankingEmpresa", "Conta PJ: R$ 80,00 por conta aberta", onceFixed(8_000)],
  ["CreditCard", "Cartão: R$ 40,00 por cartão emitido", onceFixed(4_000)],
  ["Exchange", "Câmbio: 0,35 % da operação", once(35)],
  ["Energy", "Energia: R$ 45,00 por mês por cliente conectado", { tranches: [fixed(1, null, 4_500)], split: split(0), clawback: [] }],
  ["MLEnergia", "Mercado livre: R$ 120,00 por mês", { tranches: [fixed(1, null, 12_000)], split: split(0), clawback: [] }],
  ["SolarEnergy", "Solar: 2 % do valor financiado", once(200)],
];
