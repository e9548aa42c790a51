import type { ServerCatalog } from "./types";

/** The requirement names missingRequirementsMessage joins (the vigência's holds an "e" of its own: replaced first). */
const REQUIREMENT_NAMES: [string, string][] = [
  ["o início e o fim da vigência", "the coverage start and end"],
  ["o número de parcelas", "the number of installments"],
  ["o número da apólice", "the policy number"],
  ["o número da cota", "the quota number"],
  ["o número do contrato ou da proposta", "the contract or proposal number"],
  ["o número do contrato", "the contract number"],
];

function requirementList(fields: string): string {
  const named = REQUIREMENT_NAMES.reduce((text, [pt, en]) => text.replaceAll(pt, en), fields);
  return named.replaceAll(" e ", " and ");
}

const SALE_STATUS_EN: Readonly<Record<string, string>> = { proposta: "proposal", ativa: "active", cancelada: "cancelled", encerrada: "closed" };
const saleStatus = (code: string | undefined) => (code ? (SALE_STATUS_EN[code] ?? code) : "");

/** Customers, sales, users and teams, partners and products. */
export const PEOPLE_EN_US = {
  // customers
  "Selecione ao menos um cliente.": "Select at least one customer.",
  "No máximo 500 clientes por vez.": "At most 500 customers at a time.",
  "No máximo 160 caracteres.": "At most 160 characters.",
  "Escreva a nota.": "Write the note.",
  "Cliente não encontrado.": "Customer not found.",
  "Você só pode cadastrar clientes na sua própria carteira.": "You can only register customers in your own portfolio.",
  "Já existe um cliente com este documento, na carteira de outro vendedor.": "A customer with this document already exists, in another seller's portfolio.",
  "Já existe um cliente com este documento: {name}.": "A customer with this document already exists: {name}.",
  "Você não pode editar este cliente.": "You cannot edit this customer.",
  "Data de nascimento/fundação": "Birth/founding date",
  "Você só pode importar clientes para a sua própria carteira.": "You can only import customers into your own portfolio.",
  "Responsável não encontrado ou inativo: use o e-mail de um usuário ativo.": "Owner not found or inactive: use the e-mail of an active user.",
  "Este cliente já existe e pertence à carteira de outro vendedor.": "This customer already exists and belongs to another seller's portfolio.",

  // sales
  "Ao menos 1 parcela.": "At least 1 installment.",
  "No máximo 600 parcelas.": "At most 600 installments.",
  "Escolha como a remuneração foi informada.": "Choose how the compensation was disclosed.",
  "O fim da vigência não pode ser antes do início.": "The end of the coverage period cannot be before its start.",
  "A venda já está nesse status.": "The sale already has this status.",
  "Uma venda {from} não pode passar para {to}.": (p) => `A sale that is ${saleStatus(p.from)} cannot become ${saleStatus(p.to)}.`,
  "Informe a data do cancelamento.": "Enter the cancellation date.",
  "O cancelamento não pode ser antes da data da venda.": "The cancellation cannot be before the sale date.",
  "Informe o motivo do cancelamento.": "Enter the cancellation reason.",
  "A ativação não pode ser antes da data da venda.": "The activation cannot be before the sale date.",
  "A ativação não pode ser numa data futura.": "The activation cannot be in the future.",
  "A data de ativação é informada ao ativar a venda.": "The activation date is given when the sale is activated.",
  // sale-requirements.ts: "Para ativar esta venda, informe o número de parcelas e o número da apólice."
  "Para ativar esta venda, informe {fields}.": (p) => `To activate this sale, enter ${requirementList(p.fields ?? "")}.`,
  ...Object.fromEntries(REQUIREMENT_NAMES),
  "Seguros só podem ser ativados depois de registrar a divulgação da remuneração (Res. CNSP 382).":
    "Insurance can only be activated after the compensation disclosure is recorded (Res. CNSP 382).",
  "Venda não encontrada.": "Sale not found.",
  "Produto não encontrado.": "Product not found.",
  "Este produto está inativo.": "This product is inactive.",
  "Você só pode registrar vendas em seu nome.": "You can only record sales in your own name.",
  "Vendedor não encontrado.": "Seller not found.",
  "O vendedor precisa ser um usuário ativo da sua equipe.": "The seller must be an active user of your team.",
  "Vendas canceladas ou encerradas não podem ser alteradas.": "Cancelled or closed sales cannot be changed.",
  "O produto só pode mudar enquanto a venda é uma proposta.": "The product can only change while the sale is a proposal.",
  "Só o gestor ou o administrador pode trocar o vendedor de uma venda.": "Only a manager or an administrator can change a sale's seller.",
  "Escolha 30, 60 ou 90 dias.": "Choose 30, 60 or 90 days.",

  // users, teams, profile
  "Escolha um perfil válido.": "Choose a valid role.",
  "Escolha um idioma válido.": "Choose a valid language.",
  "Informe o e-mail.": "Enter the e-mail.",
  "Informe um e-mail válido, como nome@empresa.com.br.": "Enter a valid e-mail, like name@company.com.",
  "Informe o nome.": "Enter the name.",
  "O nome precisa de pelo menos 2 caracteres.": "The name needs at least 2 characters.",
  "O nome pode ter no máximo 120 caracteres.": "The name can have at most 120 characters.",
  "Informe o nome da equipe.": "Enter the team name.",
  "O nome da equipe precisa de pelo menos 2 caracteres.": "The team name needs at least 2 characters.",
  "O nome da equipe pode ter no máximo 80 caracteres.": "The team name can have at most 80 characters.",
  "Informe a senha atual.": "Enter your current password.",
  "Informe a nova senha.": "Enter the new password.",
  "Senha longa demais.": "Password too long.",
  "Nada a alterar.": "Nothing to change.",
  "Perfil inválido.": "Invalid role.",
  "Equipe não encontrada.": "Team not found.",
  "Gestor não encontrado ou inativo.": "Manager not found or inactive.",
  "O gestor da equipe precisa ter o perfil Gestor ou Administrador.": "The team's manager must have the Manager or Administrator role.",
  "Você não pode remover seu próprio perfil de Administrador.": "You cannot remove your own Administrator role.",
  "Você não pode desativar o seu próprio usuário.": "You cannot deactivate your own user.",
  "A nova senha precisa ter pelo menos {min} caracteres.": "The new password needs at least {min} characters.",
  "A nova senha é longa demais.": "The new password is too long.",
  "A nova senha não pode ser igual ao seu e-mail.": "The new password cannot be the same as your e-mail.",
  "Muitas tentativas com a senha errada. Aguarde 15 minutos e tente de novo.": "Too many attempts with a wrong password. Wait 15 minutes and try again.",
  "A senha atual não confere.": "The current password does not match.",
  "A nova senha precisa ser diferente da atual.": "The new password must be different from the current one.",

  // partners and products
  "Informe o nome do parceiro.": "Enter the partner's name.",
  "No máximo 120 caracteres.": "At most 120 characters.",
  "Escolha ao menos uma categoria.": "Choose at least one category.",
  "Informe o nome do produto.": "Enter the product's name.",
  "Informe o que o valor base representa.": "Enter what the base amount represents.",
  "Parceiro não encontrado.": "Partner not found.",
  "Você não tem permissão para ver parceiros e produtos.": "You do not have permission to see partners and products.",
  "Há produtos deste parceiro nas categorias {categories}: mantenha-as ou mude esses produtos antes.":
    "This partner has products in the categories {categories}: keep them or change those products first.",
  "O parceiro {name} não atende essa categoria. Ajuste as categorias do parceiro primeiro.": "The partner {name} does not serve this category. Adjust the partner's categories first.",
  // Two-step verification (two-factor.schemas.ts, two-factor.service.ts, the credentials provider's field label).
  "Digite o código de 6 dígitos do aplicativo.": "Enter the 6-digit code from the app.",
  "Chave inválida: comece a ativação de novo.": "Invalid key: start turning it on again.",
  "Informe sua senha.": "Enter your password.",
  "Senha incorreta.": "Wrong password.",
  "Código de verificação": "Verification code",
  "A verificação em duas etapas já está ativa.": "Two-step verification is already on.",
  "A verificação em duas etapas não está ativa.": "Two-step verification is not on.",
  "A verificação em duas etapas deste usuário não está ativa.": "This user's two-step verification is not on.",
  "Para a sua própria conta, desative a verificação em duas etapas em Meu perfil.": "For your own account, turn two-step verification off in My profile.",
  "Código não confere. Confira o horário do celular e digite o código atual.": "The code does not match. Check your phone's clock and enter the current code.",
} satisfies ServerCatalog;
