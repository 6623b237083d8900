import type { FeedbackFormatTexts } from '@portal/core';

export const pt: FeedbackFormatTexts = {
  header: 'Ponto de situação do {{plan}} de {{participantName}}',
  sections: {
    introduction: {
      title: 'Introdução',
      text: '{{participantName}} indicou-o como parceiro de responsabilização e gostaria da sua opinião sobre o progresso do seu {{plan}}. Demora cerca de cinco minutos. Com que frequência contacta com {{participantName}}?',
    },
    strengths: {
      title: 'Pontos fortes',
      text: 'Escolha de 1 a 5 pontos fortes que viu {{participantName}} pôr em prática e, se quiser, acrescente um comentário.',
    },
    constraints: {
      title: 'Limitações',
      text: 'Em cada limitação, concorda que é a certa para {{participantName}} trabalhar?',
    },
    steps: {
      title: 'Passos de ação',
      text: 'Em cada passo, avalie esta afirmação: {{participantName}} está a progredir neste passo. Escolha N/A se não o pôde observar.',
    },
    encouragement: {
      title: 'Incentivo',
      text: 'Deixe algumas palavras de incentivo a {{participantName}} (opcional).',
    },
  },
  acknowledgeText:
    'Compreendo que as minhas respostas não são anónimas: {{participantName}} verá o meu nome junto das minhas respostas.',
  completedText:
    'Obrigado! A sua opinião foi enviada. {{participantName}} vai vê-la quando os relatórios do ponto de situação forem publicados.',
  unavailableText:
    'Este pedido de inquérito expirou ou já foi respondido. Em caso de dúvidas, contacte o apoio',
  errors: {
    submit: 'Não foi possível enviar o inquérito, tente novamente mais tarde.',
    incomplete:
      'Nem todas as informações obrigatórias foram preenchidas, reveja as suas respostas e tente novamente.',
    load: 'Erro ao carregar o feedback do Traction Plan',
    unavailable:
      'Este pedido de inquérito expirou ou já foi respondido. Em caso de dúvidas, contacte o apoio',
  },
};
