import type { Messages } from "../pt-BR";

/** Texts of the leads import (en-US). */
export const leadImportEnUS: Messages["leadImport"] = {
  title: "Import leads",
  back: "Back to leads",
  viewLeads: "View leads",
  intro:
    "Each row becomes a “Novo” lead. A row with the CPF/CNPJ, e-mail or phone of an existing lead is skipped or updates that lead, as you choose; importing the same file again changes nothing. Rows without an owner go to you — or are dealt among the team's sellers when round-robin is on.",
};
