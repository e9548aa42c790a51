/** Texts the amount, rate, document, phone and CEP inputs show themselves (src/components/ui). */
export const inputsPtBR = {
  amount: {
    unreadable:
      "Não consegui ler “{text}” como valor{problem, select, separators {: o ponto separa os milhares, em grupos de 3 dígitos} dotDecimal {: use vírgula antes dos centavos} decimals {: no máximo 2 casas depois da vírgula} sign {: o valor não pode ser negativo} tooLarge {: é grande demais} other {}}. Escreva assim: 1.500.000 ou 2.500,50.",
  },
  rate: {
    unreadable:
      "Não consegui ler “{text}” como percentual{problem, select, separators {: use só a vírgula, antes das casas decimais} dotDecimal {: use vírgula antes das casas decimais} decimals {: no máximo 2 casas depois da vírgula} sign {: o percentual não pode ser negativo} tooLarge {: é grande demais} other {}}. Escreva assim: 12,5 ou 0,04.",
  },
  cpf: { incomplete: "CPF incompleto: informe os 11 dígitos.", invalid: "CPF inválido: confira os dígitos." },
  cnpj: { incomplete: "CNPJ incompleto: informe os 14 caracteres.", invalid: "CNPJ inválido: confira os dígitos." },
  phone: { incomplete: "Telefone incompleto: informe o DDD e o número, como (11) 91234-5678.", invalid: "Telefone inválido: confira o DDD e o número." },
  cep: { incomplete: "CEP incompleto: informe os 8 dígitos.", invalid: "CEP inválido: confira os dígitos." },
};
