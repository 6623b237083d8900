import type { Catalog } from '../types';
import { profile as br } from '../pt-br/profile';

// The Portuguese of Brazil with the European usage where it differs.
export const profile: Catalog['profile'] = {
  ...br,
  common: {
    ...br.common,
    save: 'Guardar',
  },
  relationship: {
    ...br.relationship,
    self: 'O próprio',
    manager: 'Chefia',
    directReport: 'Colaborador direto',
  },
  group: {
    ...br.group,
    self: 'O próprio',
    manager: 'Chefia',
    directReport: 'Colaboradores diretos',
  },
  participant: {
    ...br.participant,
    intro:
      'O seu perfil 360 mostra como se vê a si próprio e como as pessoas com quem trabalha o veem. Inicie-o, descreva-se e depois convide algumas pessoas que conhecem o seu trabalho.',
    noAccount:
      'O seu início de sessão ainda não tem conta de utilizador, pelo que não é possível iniciar um 360.',
    started: 'O seu 360 começou.',
    inactive: 'O seu último 360 está inativo. Reative-o para continuar onde ficou.',
    reactivated: 'O seu 360 está novamente ativo.',
    selfTitle: 'A sua autodescrição',
    selfDone: 'Já se descreveu. Obrigado!',
    selfRequired: 'Descreva-se primeiro: os seus avaliadores são convidados a seguir.',
    selfPending: 'A sua autodescrição ainda está por fazer.',
  },
  describers: {
    ...br.describers,
    status: 'Estado',
    selfFirst: 'Os convites ficam disponíveis depois de se descrever.',
    confirmRemove:
      'Remover {{name}} dos seus avaliadores? A ligação dessa pessoa deixará de funcionar.',
    reactivated: '{{name}} recebeu um novo pedido.',
    state: { ...br.describers.state, pending: 'Em espera' },
  },
  invite: {
    ...br.invite,
    lastName: 'Apelido',
    invalidEmail: 'Introduza um endereço de e-mail válido.',
  },
  survey: {
    ...br.survey,
    selfIntro:
      'Avalie cada afirmação conforme o descreve no trabalho. As suas respostas são guardadas à medida que avança; pode voltar pela mesma ligação.',
    intro:
      '{{name}} pediu o seu feedback. Avalie cada afirmação conforme descreve {{name}} no trabalho. As suas respostas são guardadas à medida que avança e pode voltar pela mesma ligação. Só aparecem em grupos, nunca com o seu nome.',
    save: {
      saving: 'A guardar…',
      saved: 'Guardado',
      failed: 'Não guardado: verifique a sua ligação',
    },
    commentHint: 'Aparece no relatório sem o seu nome.',
    submit: 'Enviar o meu feedback',
    confirmDecline: 'Recusar descrever {{name}}? {{name}} verá que recusou.',
    declined: 'Recusou este pedido. Obrigado por avisar.',
    thanks: 'Obrigado! O seu feedback para {{name}} foi enviado.',
    selfThanks: 'Obrigado! A sua autodescrição foi guardada.',
    selfNext: 'Agora peça a algumas pessoas que conhecem o seu trabalho que o descrevam.',
    nextInvite: 'Seguinte: convide os seus avaliadores',
    selfOnlyNext:
      'O seu 360 é só uma autodescrição, por isso mais ninguém é convidado: segue-se o seu relatório.',
    nextReport: 'Seguinte: o meu relatório 360',
    unavailable:
      'Este pedido de inquérito expirou ou já foi concluído. Em caso de dúvidas, contacte o apoio.',
    submitFailed: 'Não foi possível enviar o inquérito; tente novamente mais tarde.',
  },
  report: {
    ...br.report,
    eyebrow: 'Relatório 360',
    delete: 'Eliminar',
    confirmDelete: 'Eliminar o relatório {{label}}? Não é possível anular.',
    deleted: 'O relatório foi eliminado.',
  },
  team: {
    ...br.team,
    eyebrow: 'Relatório 360 da equipa',
    plotLabel:
      '{{scale}}: meta de {{low}} a {{high}}, mediana da equipa {{median}}; {{below}} abaixo, {{within}} dentro, {{above}} acima',
    hidden:
      'Menos de {{min}} membros têm relatório disponível, pelo que o relatório da equipa fica oculto para preservar o anonimato.',
  },
  insights: { ...br.insights, saved: 'As faixas foram guardadas.' },
  formats: {
    ...br.formats,
    saved: 'O formato de relatório foi guardado.',
  },
  configs: {
    ...br.configs,
    saved: 'A configuração foi guardada.',
    surveyExpiryDays: 'Ligação válida (dias)',
  },
  builder: {
    ...br.builder,
    intro:
      'Construa uma definição de perfil: as suas escalas, os códigos dos itens e, para cada idioma, os textos que avaliadores e relatórios mostram.',
    saved: 'A definição de perfil foi guardada.',
  },
  downloads: {
    ...br.downloads,
    pdf: 'Transferir PDF',
    png: 'Transferir imagens (zip)',
  },
};
