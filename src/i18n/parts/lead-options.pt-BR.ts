/** Texts of the settings screen for origens and motivos de perda (pt-BR). */
export const leadOptionsPtBR = {
  title: "Origens e motivos de perda",
  intro: "Os leads guardam o nome em português. Quem usa o sistema em inglês vê o nome em inglês, quando há um; sem ele, vê o nome em português.",
  sources: "Origens",
  lostReasons: "Motivos de perda",
  label: "Nome (pt-BR)",
  labelEn: "Nome em inglês (en-US)",
  labelEnFor: "Nome em inglês de “{label}”",
  inactive: "inativa",
  save: "Salvar",
  saved: "Nome em inglês salvo.",
  empty: "Nenhuma opção cadastrada.",
  loadError: "Não foi possível carregar as opções.",
  conflict: "Outra pessoa alterou esta opção. Os dados foram recarregados: confira e salve de novo.",
};
