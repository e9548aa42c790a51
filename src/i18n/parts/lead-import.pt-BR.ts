/** Texts of the leads import (pt-BR). */
export const leadImportPtBR = {
  title: "Importar leads",
  back: "Voltar aos leads",
  viewLeads: "Ver leads",
  intro:
    "Cada linha vira um lead “Novo”. Uma linha com o mesmo CPF/CNPJ, e-mail ou telefone de um lead existente é ignorada ou atualiza o lead, como você escolher; importar o mesmo arquivo de novo não muda nada. Sem responsável na linha, o lead fica com você — ou é distribuído entre os vendedores da equipe, se o rodízio estiver ligado.",
} as const;
