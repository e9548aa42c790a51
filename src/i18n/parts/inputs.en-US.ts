import type { Messages } from "../pt-BR";

/** Texts the amount, rate, document, phone and CEP inputs show themselves (src/components/ui). */
export const inputsEnUS: Messages["inputs"] = {
  amount: {
    unreadable:
      "Could not read “{text}” as an amount{problem, select, separators {: dots group thousands in threes} dotDecimal {: use a comma before the cents} decimals {: at most 2 decimals after the comma} sign {: the amount cannot be negative} tooLarge {: it is too large} other {}}. Write it like this: 1.500.000 or 2.500,50.",
  },
  rate: {
    unreadable:
      "Could not read “{text}” as a percentage{problem, select, separators {: use only a comma, before the decimals} dotDecimal {: use a comma before the decimals} decimals {: at most 2 decimals after the comma} sign {: the percentage cannot be negative} tooLarge {: it is too large} other {}}. Write it like this: 12,5 or 0,04.",
  },
  cpf: { incomplete: "Incomplete CPF: enter its 11 digits.", invalid: "Invalid CPF: check the digits." },
  cnpj: { incomplete: "Incomplete CNPJ: enter its 14 characters.", invalid: "Invalid CNPJ: check the digits." },
  phone: { incomplete: "Incomplete phone: enter the area code and the number, like (11) 91234-5678.", invalid: "Invalid phone: check the area code and the number." },
  cep: { incomplete: "Incomplete CEP: enter its 8 digits.", invalid: "Invalid CEP: check the digits." },
};
