/** Amounts far outside the usual (features/plausibility): the confirmation, the settings and the import warnings. */
export const plausibilityPtBR = {
  confirm: {
    title: "Valor fora do usual",
    median: "{amount} é mais de {factor}× o valor usual {basis, select, product {deste produto} category {desta categoria} leads {dos leads com os mesmos interesses} other {}} ({median}).",
    ceiling: "{amount} está acima do teto de {ceiling} configurado para o escritório.",
    labelled: "{label}: {text}",
    question: "{count, plural, one {Confirma este valor?} other {Confirma estes valores?}}",
    correct: "Corrigir valor",
    confirm: "Confirmar e salvar",
  },
  settings: {
    title: "Valores fora do usual",
    intro:
      "Ao salvar uma venda, proposta ou lead com valor muito acima do usual, o sistema pede confirmação (e registra quem confirmou). Vale também para importações.",
    ceiling: "Teto",
    ceilingHelp: "Qualquer valor acima deste pede confirmação.",
    factor: "Fator sobre a mediana",
    factorHelp: "Pede confirmação acima deste múltiplo do valor mediano do mesmo produto (ou categoria).",
    minSample: "Mínimo de valores para a mediana",
    minSampleHelp: "Com menos valores anteriores, só o teto vale.",
    ceilingError: "Informe um teto maior que zero.",
    factorError: "Use um fator inteiro de 2 a 1000.",
    minSampleError: "Use um número inteiro de 1 a 1000.",
    saved: "Configuração de valores fora do usual salva.",
    upToDate: "Salvo",
    loadError: "Não foi possível carregar a configuração.",
  },
  import: {
    title: "{count, plural, one {# linha com valor fora do usual} other {# linhas com valores fora do usual}}",
    truncated: "Mostrando as primeiras {shown, number}.",
    confirm: "{count, plural, one {Importar mesmo assim a linha com valor fora do usual} other {Importar mesmo assim as # linhas com valores fora do usual}}",
    warning: "Aviso",
    blocked: "Confirme as linhas com valores fora do usual para importar.",
  },
};
