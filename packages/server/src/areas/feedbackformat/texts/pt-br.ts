import type { FeedbackFormatTexts } from '@portal/core';

export const ptBr: FeedbackFormatTexts = {
  header: 'Acompanhamento do {{plan}} de {{participantName}}',
  sections: {
    introduction: {
      title: 'Introdução',
      text: '{{participantName}} indicou você como parceiro de responsabilidade e gostaria da sua opinião sobre o progresso do {{plan}}. Leva cerca de cinco minutos. Com que frequência você interage com {{participantName}}?',
    },
    strengths: {
      title: 'Pontos fortes',
      text: 'Escolha de 1 a 5 pontos fortes que você viu {{participantName}} colocar em prática e, se quiser, adicione um comentário.',
    },
    constraints: {
      title: 'Limitações',
      text: 'Em cada limitação, você concorda que é a certa para {{participantName}} trabalhar?',
    },
    steps: {
      title: 'Passos de ação',
      text: 'Em cada passo, avalie esta afirmação: {{participantName}} está progredindo neste passo. Escolha N/A se você não pôde observar.',
    },
    encouragement: {
      title: 'Incentivo',
      text: 'Deixe algumas palavras de incentivo para {{participantName}} (opcional).',
    },
  },
  acknowledgeText:
    'Entendo que minhas respostas não são anônimas: {{participantName}} verá meu nome junto com minhas respostas.',
  completedText:
    'Obrigado! Sua opinião foi enviada. {{participantName}} vai vê-la quando os relatórios do acompanhamento forem liberados.',
  unavailableText:
    'Esta solicitação de pesquisa expirou ou já foi respondida. Em caso de dúvidas, entre em contato com o suporte',
  errors: {
    submit: 'Não foi possível enviar a pesquisa, tente novamente mais tarde.',
    incomplete:
      'Nem todas as informações obrigatórias foram preenchidas, revise suas respostas e tente novamente.',
    load: 'Erro ao carregar o feedback do Traction Plan',
    unavailable:
      'Esta solicitação de pesquisa expirou ou já foi respondida. Em caso de dúvidas, entre em contato com o suporte',
  },
};
