import { checkup as portuguese } from '../pt/checkup';

// Brazilian wording where it differs from pt; otherwise the same.
export const checkup = {
  ...portuguese,
  panel: {
    ...portuguese.panel,
    readOnly:
      'Você pode acompanhar esta revisão aqui. Ela é conduzida por quem organiza o evento (seus administradores e instrutores) e pela equipe do cliente das contas dele.',
    none: 'Este evento ainda não tem revisão. Escolha as definições e salve-as para criá-la.',
    inactive:
      'Esta revisão está desativada: nenhum aviso, pedido ou lembrete é enviado até ser reativada.',
  },
  types: {
    ...portuguese.types,
    '1': 'Painel Excel',
  },
  stages: {
    ...portuguese.stages,
    confirm: {
      ...portuguese.stages.confirm,
      sendInitialNotification:
        'Cada participante recebe um e-mail pedindo que atualize seu plano antes do início das opiniões. Enviar agora?',
      startFeedback:
        'Cada parceiro de responsabilidade recebe um e-mail com um link para avaliar o progresso, e os planos ficam bloqueados até o fechamento. Começar agora?',
      releaseReports:
        'Cada participante recebe o seu relatório e um e-mail avisando. Não é possível anular. Publicar agora?',
    },
  },
  participants: {
    ...portuguese.participants,
    none: 'Ainda não há participantes nesta revisão: os do evento entram ao salvar e em cada etapa até o início das opiniões.',
  },
  settings: {
    ...portuguese.settings,
    title: 'Configurações',
    save: 'Salvar',
    surveyVersion: 'Versão do pesquisa',
    surveyVersionHint: 'Em branco: o formato de opinião padrão.',
    isAnonymous: 'Opiniões anônimas',
    sendToSalesPerson: 'Atualizações de estado ao vendedor',
    surveyReleaseId: 'ID da publicação do pesquisa',
    surveyReleaseIdHint: 'Opcional: a publicação de pesquisa desta revisão.',
  },
  validation: {
    ...portuguese.validation,
    emails: 'Digite endereços de e-mail separados por vírgulas.',
  },
  report: {
    ...portuguese.report,
    anonymous: 'Opiniões anônimas',
    interaction: 'Com que frequência os parceiros interagem com você',
    downloadPdf: 'Baixar PDF',
  },
  excel: {
    ...portuguese.excel,
    title: 'Painel das avaliações',
    none: 'Ainda não foi publicado para você nenhum painel.',
    open: 'Abrir o painel',
    downloadCsv: 'Baixar para Excel (CSV)',
  },
  home: {
    ...portuguese.home,
    title: 'Meus relatórios de revisão',
    empty: 'Ainda não foi publicado para você nenhum relatório de revisão.',
  },
};
