/** Texts of Meu perfil › Sessões and of the administrator's "Encerrar sessões" in Configurações › Usuários (pt-BR). */
export const sessionsPtBR = {
  title: "Sessões",
  intro: "Os dispositivos em que sua conta está conectada. Encerre uma sessão que você não reconhece.",
  unknownDevice: "Dispositivo desconhecido",
  ip: "IP {ip}",
  lastSeen: "Última atividade {when}",
  current: "Esta sessão",
  end: "Encerrar",
  endOthers: "Encerrar as outras",
  endConfirm: "Encerrar a sessão em {device}? Quem a usa precisará entrar novamente.",
  endCurrentConfirm: "Esta é a sessão que você está usando: encerrá-la faz você sair do sistema. Continuar?",
  endOthersConfirm: "Encerrar todas as sessões exceto esta? Os outros dispositivos precisarão entrar novamente.",
  endedOthers: "{count, plural, =0 {Nenhuma outra sessão estava aberta.} one {# sessão encerrada.} other {# sessões encerradas.}}",
  none: "Nenhuma sessão ativa.",
  adminEnd: "Encerrar sessões",
  adminEndConfirm: "Encerrar todas as sessões de {name}? Ele precisará entrar novamente em todos os dispositivos.",
  adminEnded: "Sessões de {name} encerradas.",
} as const;
