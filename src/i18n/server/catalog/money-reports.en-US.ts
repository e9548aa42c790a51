import type { ServerCatalog } from "./types";

/** Relatórios › Vendas and Comissões: section titles, columns and notes (features/reports/server/money). */
export const MONEY_REPORTS_EN_US = {
  "Sem categoria": "No category",
  "Sem parceiro": "No partner",
  Total: "Total",
  Mês: "Month",
  Categoria: "Category",
  Parceiro: "Partner",
  Vendedor: "Seller",
  Pessoa: "Person",
  Ativadas: "Activated",
  "Valor base ativado": "Base amount activated",
  Canceladas: "Cancelled",
  "Valor base cancelado": "Base amount cancelled",
  "Vendas por mês": "Sales by month",
  "Vendas por categoria": "Sales by category",
  "Vendas por parceiro": "Sales by partner",
  "Vendas por vendedor": "Sales by seller",
  "Ativadas pela data de ativação e canceladas pela data de cancelamento, em dias de São Paulo; valor base atual da venda.":
    "Activated by activation date and cancelled by cancellation date, in Sao Paulo time; the sale's current base amount.",
  Renovações: "Renewals",
  "A renovar": "Due for renewal",
  Renovadas: "Renewed",
  "Taxa de renovação": "Renewal rate",
  "Vendas ativas ou encerradas cuja vigência termina no período; renovada quando o mesmo cliente comprou o mesmo produto depois e essa venda foi ativada.":
    "Active or ended sales whose term ends in the period; renewed when the same customer bought the same product later and that sale was activated.",
  Previsto: "Expected",
  "A receber": "Receivable",
  Recebido: "Received",
  Estornos: "Clawbacks",
  "A repassar": "To pay out",
  Pago: "Paid",
  "Comissões por mês de competência": "Commissions by accrual month",
  "Comissões por categoria": "Commissions by category",
  "Comissões por parceiro": "Commissions by partner",
  "Comissões por pessoa": "Commissions by person",
  "Outras {n} pessoas": "Other {n} people",
  "As {shown} pessoas com maior previsto; as outras {n} estão somadas na última linha. A exportação traz todas.":
    "The {shown} people with the highest expected; the other {n} are summed in the last row. The export has them all.",
  "Comissões das pessoas (vendedores, pré-vendas, indicadores e gestores, com lançamentos manuais) pelo mês de competência, nas definições de Minhas comissões; pago são os repasses feitos.":
    "People's commissions (sellers, pre-sales, referrers and managers, manual entries included) by accrual month, as My commissions defines them; paid is the payouts made.",
  "Recebíveis em atraso por parceiro": "Overdue receivables by partner",
  "0–30 dias": "0–30 days",
  "31–60 dias": "31–60 days",
  "61–90 dias": "61–90 days",
  "Mais de 90 dias": "Over 90 days",
  "O que os parceiros devem ao escritório: parcelas vencidas antes deste mês que nenhum extrato pagou, pelos dias de atraso contados do 1º dia do mês seguinte ao vencimento; hoje, sem o período.":
    "What partners owe the office: installments due before this month that no statement paid, by days late counted from the 1st of the month after the due month; as of today, regardless of the period.",
  "Sua parte das parcelas vencidas antes deste mês que o parceiro ainda não pagou, pelos dias de atraso contados do 1º dia do mês seguinte ao vencimento; hoje, sem o período.":
    "Your share of the installments due before this month that the partner has not paid yet, by days late counted from the 1st of the month after the due month; as of today, regardless of the period.",
} satisfies ServerCatalog;
