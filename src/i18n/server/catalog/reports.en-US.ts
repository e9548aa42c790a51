import type { ServerCatalog } from "./types";

/** Relatórios and Metas: report filters (report-contract.ts) and goals. */
export const REPORTS_EN_US = {
  "Período inválido.": "Invalid period.",
  "Informe o início do período.": "Enter the start of the period.",
  "Informe o fim do período.": "Enter the end of the period.",
  "O fim do período vem antes do início.": "The end of the period comes before its start.",
  // Metas (features/goals)
  "Escolha o que a meta mede.": "Choose what the goal measures.",
  "Informe a meta.": "Enter the target.",
  "A meta deve ser maior que zero.": "The target must be greater than zero.",
  "Meta alta demais.": "Target too high.",
  "A premiação deve ser maior que zero.": "The bonus must be greater than zero.",
  "Premiação alta demais.": "Bonus too high.",
  "Escolha um vendedor ou uma equipe.": "Choose a seller or a team.",
  "Este mês já foi fechado: suas metas não mudam mais.": "This month is closed: its goals no longer change.",
  "Meta não encontrada.": "Goal not found.",
  // A premiação entry's reason, stored in the ledger with the goal's month.
  "Premiação da meta (⟦1⟧)": "Bonus for the goal (⟦1⟧)",
  "Premiação da meta da equipe (⟦1⟧)": "Bonus for the team's goal (⟦1⟧)",
  "Já existe uma meta desta medida e categoria para este vendedor ou equipe neste mês.": "This seller or team already has a goal of this measure and category this month.",
} satisfies ServerCatalog;
