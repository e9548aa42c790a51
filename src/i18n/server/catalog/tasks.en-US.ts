import type { ServerCatalog } from "./types";

/** Tarefas and Agenda: task inputs, scope and the attempt's channel and outcome. */
export const TASKS_EN_US = {
  "Escolha o tipo da tarefa.": "Choose the task type.",
  "Informe a hora no formato HH:mm.": "Enter the time as HH:mm.",
  "Ligue a tarefa a um lead, cliente ou venda.": "Link the task to a lead, customer or sale.",
  "Período inválido: no máximo 42 dias, o fim depois do início.": "Invalid period: at most 42 days, the end after the start.",
  "Escolha o canal da tentativa.": "Choose the attempt's channel.",
  "Escolha o resultado da tentativa.": "Choose the attempt's outcome.",
  "Tarefa não encontrada.": "Task not found.",
  "Você não pode alterar esta tarefa.": "You cannot change this task.",
  "Escolha um responsável da sua equipe.": "Choose an assignee from your team.",
  "Só tarefas de contato em um lead registram tentativa.": "Only contact tasks on a lead record an attempt.",
  "No máximo 2000 caracteres.": "At most 2000 characters.",
} satisfies ServerCatalog;
