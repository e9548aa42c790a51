import type { ProductCategory } from "~/lib/catalog/product-categories";

/** Demo partners (fictitious names in the style of the real market) and their products. */
export const DEMO_PARTNERS: { name: string; products: [ProductCategory, string][] }[] = [
  { name: "Banco Horizonte S.A.", products: [["Banking", "Conta PF Digital"], ["BankingEmpresa", "Conta PJ Empresarial"], ["CreditCard", "Cartão Platinum"], ["Credit", "Crédito Consignado"], ["RealEstateFinance", "Financiamento Imobiliário SFH"], ["AutoFinance", "CDC Veículos"], ["Baas", "BaaS Pagamentos"]] },
  { name: "Seguradora Atlântica", products: [["AutoInsurance", "Auto Individual"], ["HomeInsurance", "Residencial Essencial"], ["LifeInsurance", "Vida Individual"], ["SeguroVidaPJ", "Vida em Grupo PJ"], ["TravelInsurance", "Viagem Internacional"], ["LiabilityInsurance", "RC Profissional"], ["SegurosElementares", "Empresarial Compreensivo"]] },
  { name: "Operadora Saúde Viva", products: [["PlanoSaude", "Saúde Individual Enfermaria"], ["PlanoSaudePJ", "Saúde Empresarial 30+ vidas"], ["PlanoOdonto", "Odonto Individual"], ["PlanoOdontoPJ", "Odonto Empresarial"]] },
  { name: "Consórcio Caminho Certo", products: [["Consortium", "Consórcio Imóvel"], ["Consortium", "Consórcio Auto"]] },
  { name: "Invest Paulista DTVM", products: [["Investment", "Carteira Assessorada"], ["InternationalInvestment", "Conta Global"], ["InvestmentOffshore", "Offshore Cayman"], ["Pension", "PGBL Prev"], ["Exchange", "Câmbio Turismo"]] },
  { name: "Energia Livre Comercializadora", products: [["Energy", "Energia por Assinatura"], ["MLEnergia", "Mercado Livre Varejista"], ["SolarEnergy", "Financiamento Solar Residencial"]] },
];

export const FIRST_NAMES = ["João", "José", "Antônio", "Francisco", "Carlos", "Paulo", "Pedro", "Lucas", "Luís", "Marcos", "Gabriel", "Rafael", "Daniel", "Marcelo", "Bruno", "Eduardo", "Felipe", "Raimundo", "Rodrigo", "Maria", "Ana", "Francisca", "Antônia", "Adriana", "Juliana", "Márcia", "Fernanda", "Patrícia", "Aline", "Sandra", "Camila", "Amanda", "Bruna", "Jéssica", "Letícia", "Júlia", "Luciana", "Vanessa", "Mariana", "Gabriela", "Conceição", "Inês", "Cecília", "Sebastião", "Ângela"];
export const LAST_NAMES = ["Silva", "Santos", "Oliveira", "Souza", "Rodrigues", "Ferreira", "Alves", "Pereira", "Lima", "Gomes", "Costa", "Ribeiro", "Martins", "Carvalho", "Almeida", "Lopes", "Soares", "Fernandes", "Vieira", "Barbosa", "Rocha", "Dias", "Nascimento", "Andrade", "Moreira", "Nunes", "Marques", "Machado", "Mendes", "Freitas", "Cardoso", "Ramos", "Gonçalves", "Santana", "Teixeira", "Araújo", "Conceição", "Mourão", "Brandão", "Falcão"];
export const COMPANY_WORDS = ["Comércio", "Serviços", "Transportes", "Alimentos", "Construtora", "Tecnologia", "Distribuidora", "Indústria", "Agropecuária", "Clínica", "Padaria", "Açougue", "Logística", "Educação"];
export const CITIES: [string, string, string][] = [
  ["São Paulo", "SP", "11"], ["Campinas", "SP", "19"], ["Santos", "SP", "13"], ["Ribeirão Preto", "SP", "16"], ["São José dos Campos", "SP", "12"],
  ["Rio de Janeiro", "RJ", "21"], ["Belo Horizonte", "MG", "31"], ["Curitiba", "PR", "41"], ["Porto Alegre", "RS", "51"], ["Florianópolis", "SC", "48"],
  ["Salvador", "BA", "71"], ["Recife", "PE", "81"], ["Fortaleza", "CE", "85"], ["Goiânia", "GO", "62"], ["Brasília", "DF", "61"], ["Belém", "PA", "91"],
];
export const TAGS = ["vip", "indicação", "renovação", "empresário", "família", "alta renda", "cross-sell"];
