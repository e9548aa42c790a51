/** Texts of the customers list (pt-BR). */
export const customerListPtBR = {
  searchLabel: "Buscar clientes",
  searchPlaceholder: "Nome, CPF/CNPJ, e-mail ou telefone",
  kind: "Tipo",
  allKinds: "Todos",
  PF: "Pessoa física",
  PJ: "Pessoa jurídica",
  newCustomer: "Novo cliente",
  name: "Nome / razão social",
  document: "CPF/CNPJ",
  place: "Cidade/UF",
  owner: "Responsável",
  tags: "Etiquetas",
  count: "{count} clientes",
  empty: "Nenhum cliente encontrado com esses filtros.",
  clear: "Limpar filtros",
  doNotContact: "Não contatar",
} as const;
