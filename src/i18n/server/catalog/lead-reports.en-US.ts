import type { ServerCatalog } from "./types";

/** Relatórios: the reports router and the lead reports' titles, column labels and definitions (features/reports/server/leads). */
export const LEAD_REPORTS_EN_US = {
  "Relatório desconhecido.": "Unknown report.",
  "Este relatório ainda não está disponível.": "This report is not available yet.",
  "Use GET para exportar.": "Use GET to export.",
  // Breakdowns
  "Por origem": "By source",
  "Por categoria": "By category",
  "Por equipe": "By team",
  "Por vendedor": "By seller",
  Origem: "Source",
  Categoria: "Category",
  Equipe: "Team",
  Vendedor: "Seller",
  "Sem equipe": "No team",
  "Sem responsável": "Unassigned",
  "Sem categoria": "No category",
  "Um lead de várias categorias conta em cada uma delas.": "A lead of several categories counts in each of them.",
  // Funil
  "Leads por status": "Leads by status",
  "Leads criados no período, pelo status que têm hoje (coorte do período).": "Leads created in the period, by the status they hold today (the period's cohort).",
  Status: "Status",
  Leads: "Leads",
  Total: "Total",
  "Conversão entre etapas": "Stage conversion",
  "Conversão por etapa: dos leads criados no período que passaram pelo status, a parte que chegou a Converter em lead.":
    "Stage conversion: of the leads created in the period that passed through the status, the share that reached Convert to lead.",
  "Passaram pelo status": "Passed through the status",
  Convertidos: "Converted",
  Conversão: "Conversion",
  Criados: "Created",
  "Em aberto": "Open",
  Perdidos: "Lost",
  // Conversão e ciclo
  "Taxa de conversão (coorte): dos leads criados no período, a parte convertida até hoje. Conversões do período: leads convertidos no período, qualquer que seja a data de criação. Ciclo: dias do primeiro contato à conversão.":
    "Conversion rate (cohort): of the leads created in the period, the share converted by now. Period conversions: leads converted in the period, whatever their creation date. Cycle: days from first contact to conversion.",
  "Criados no período": "Created in the period",
  "Convertidos até hoje": "Converted by now",
  "Taxa de conversão (coorte)": "Conversion rate (cohort)",
  "Ciclo médio (dias)": "Average cycle (days)",
  "Conversões do período": "Period conversions",
  "Em até 1 hora": "Within 1 hour",
  "Dentro do SLA": "Within the SLA",
  "Após o SLA": "After the SLA",
  "Sem contato, SLA vencido": "No contact, SLA breached",
  "Sem contato, no prazo": "No contact, still within the SLA",
  "Tempo até o primeiro contato": "Time to first contact",
  "Leads criados no período, pelo tempo da criação à primeira tentativa ou contato, contra o SLA de {hours} horas.":
    "Leads created in the period, by the time from creation to the first attempt or contact, against the SLA of {hours} hours.",
  "Primeiro contato": "First contact",
  Parte: "Share",
  "Tempo em cada status": "Time in each status",
  "Leads criados no período: soma dos intervalos em cada status, pelos registros de mudança de status, em média por lead que passou pelo status.":
    "Leads created in the period: the sum of the intervals in each status, from the status-change records, averaged per lead that passed through the status.",
  "Dias em média": "Average days",
  // Atividades
  Tentativas: "Attempts",
  Ligações: "Calls",
  WhatsApp: "WhatsApp",
  "E-mails": "E-mails",
  Reuniões: "Meetings",
  Notas: "Notes",
  "Registros da linha do tempo feitos no período, por quem os fez; são contagens de registros, não de leads.":
    "Timeline entries made in the period, by who made them; these count entries, not leads.",
  "Por semana": "By week",
  "Por dia": "By day",
  "Semanas de domingo a sábado, pelo dia em que começam.": "Weeks from Sunday to Saturday, by the day they start.",
  Semana: "Week",
  Dia: "Day",
  // Perdas
  "Sem motivo": "No reason",
  "Por motivo de perda": "By loss reason",
  "Motivo de perda": "Loss reason",
  "Leads perdidos no período: em um status de perda (Não responde, Não qualificado, Sem interesse) em que entraram no período.":
    "Leads lost in the period: in a lost status (No answer, Not qualified, Not interested) they entered during the period.",
  // Cohort
  "Coortes mensais": "Monthly cohorts",
  "Mês de criação": "Month created",
  "Convertidos em {days} dias": "Converted within {days} days",
  "Taxa em {days} dias": "Rate within {days} days",
  "Taxa até hoje": "Rate by now",
  "Taxa de conversão (coorte): dos leads criados em cada mês, a parte que chegou a Converter em lead até 30, 60 e 90 dias depois da criação, e até hoje. Meses recentes ainda estão amadurecendo.":
    "Conversion rate (cohort): of the leads created in each month, the share that reached Convert to lead within 30, 60 and 90 days of creation, and by now. Recent months are still maturing.",
} satisfies ServerCatalog;
