import type { InstrumentTexts } from './instrument-types';

export const ptBr: InstrumentTexts = {
  LIS: {
    name: 'Escuta',
    displayName: 'Escuta',
    definition: [
      'Dá atenção total aos outros e os deixa terminar.',
      'Confirma que entendeu antes de responder ou decidir.',
    ],
    items: [
      'Deixa as pessoas terminarem de falar antes de responder.',
      'Faz perguntas para entender um ponto de vista antes de dar o seu.',
      'Resume o que ouviu para confirmar que entendeu.',
    ],
    strengths: [
      'As pessoas se sentem ouvidas e trazem os problemas cedo.',
      'As decisões se baseiam no que os outros de fato disseram.',
    ],
    tractionSteps: [
      'Nas suas próximas três reuniões, faça uma pergunta de esclarecimento antes de dar sua opinião.',
      'Termine cada conversa individual resumindo o que ouviu e perguntando se entendeu bem.',
      'Deixe o celular e o notebook de lado quando alguém vier falar com você.',
    ],
  },
  FOL: {
    name: 'Cumprimento de compromissos',
    displayName: 'Cumprimento de compromissos',
    definition: [
      'Faz o que disse que faria, quando disse que faria.',
      'Avisa cedo quando um compromisso está em risco.',
    ],
    items: [
      'Entrega o que prometeu na data combinada.',
      'Avisa cedo quando não consegue cumprir um compromisso.',
      'Acompanha as tarefas que assumiu nas reuniões.',
    ],
    strengths: [
      'Os outros podem planejar contando com seus compromissos.',
      'Pequenas promessas viram confiança.',
    ],
    tractionSteps: [
      'Mantenha nesta semana uma lista de todos os seus compromissos e revise-a toda noite.',
      'Quando um prazo atrasar, avise as pessoas afetadas no mesmo dia.',
      'Combine uma data para cada tarefa que assumir em uma reunião.',
    ],
  },
  CAN: {
    name: 'Franqueza',
    displayName: 'Franqueza',
    definition: [
      'Diz o que pensa, com clareza e respeito.',
      'Traz à tona temas difíceis em vez de contorná-los.',
    ],
    items: [
      'Expressa abertamente uma opinião diferente, mesmo diante dos superiores.',
      'Dá um retorno claro quando algo não está funcionando.',
      'Levanta questões desconfortáveis a tempo de resolvê-las.',
    ],
    strengths: [
      'Os problemas aparecem enquanto ainda são pequenos.',
      'Os outros sabem em que pé estão.',
    ],
    tractionSteps: [
      'Escolha uma preocupação que você guardou para si e fale sobre ela nesta semana.',
      'Dê toda semana um retorno específico e gentil.',
      'Nas reuniões, diga “eu vejo isso de outro jeito” quando for o caso.',
    ],
  },
  REC: {
    name: 'Reconhecimento',
    displayName: 'Reconhecimento',
    definition: ['Percebe o bom trabalho e diz isso.', 'Dá o crédito a quem o mereceu.'],
    items: [
      'Agradece de forma específica pelo que os outros fizeram bem.',
      'Dá crédito aos outros na frente da equipe.',
      'Percebe o esforço, não só os resultados.',
    ],
    strengths: [
      'As pessoas sabem que seu trabalho é visto.',
      'Bons hábitos se espalham porque são nomeados.',
    ],
    tractionSteps: [
      'Toda sexta-feira, agradeça a duas pessoas por algo específico daquela semana.',
      'Ao apresentar resultados, cite as pessoas que fizeram o trabalho.',
      'Escreva toda semana uma breve mensagem de agradecimento.',
    ],
  },
  COM: {
    name: 'Serenidade',
    displayName: 'Serenidade',
    definition: [
      'Mantém a calma e a clareza sob pressão.',
      'Não deixa as emoções conduzirem as decisões.',
    ],
    items: [
      'Mantém a calma quando algo dá errado.',
      'Pensa antes de reagir a uma má notícia.',
      'Mantém um tom tranquilo em conversas tensas.',
    ],
    strengths: [
      'Os outros ficam tranquilos porque essa pessoa fica.',
      'As crises são resolvidas, não agravadas.',
    ],
    tractionSteps: [
      'Quando uma notícia incomodar você, espere dez minutos antes de responder.',
      'Em um momento tenso, dê nome ao que está sentindo antes de falar.',
      'Depois de um dia difícil, anote o que tirou você do sério e o que ajudou.',
    ],
  },
  ADA: {
    name: 'Adaptabilidade',
    displayName: 'Adaptabilidade',
    definition: [
      'Ajusta planos e hábitos quando a situação muda.',
      'Experimenta novas formas de trabalhar com a mente aberta.',
    ],
    items: [
      'Muda de rumo rapidamente quando surgem fatos novos.',
      'Está aberto a formas de trabalhar diferentes da sua.',
      'Continua eficaz quando as prioridades mudam.',
    ],
    strengths: [
      'As mudanças se firmam mais rápido ao seu redor.',
      'Ajuda os outros a atravessar as mudanças.',
    ],
    tractionSteps: [
      'Neste mês, experimente uma sugestão de um colega que você normalmente descartaria.',
      'Quando os planos mudarem, liste primeiro o que continua valendo.',
      'Pergunte “o que faria isso dar certo?” antes de “por que isso vai falhar?”.',
    ],
  },
  COL: {
    name: 'Colaboração',
    displayName: 'Colaboração',
    definition: [
      'Trabalha com os outros rumo a objetivos comuns.',
      'Compartilha informações e pede ajuda.',
    ],
    items: [
      'Compartilha as informações de que os outros precisam sem que peçam.',
      'Envolve as pessoas certas antes de decidir.',
      'Coloca os objetivos da equipe acima do crédito pessoal.',
    ],
    strengths: ['O trabalho flui entre as equipes.', 'Os outros o procuram como parceiro.'],
    tractionSteps: [
      'Neste mês, antes de cada decisão, pergunte quem mais é afetado e converse com essas pessoas.',
      'Envie toda semana uma breve atualização a quem depende do seu trabalho.',
      'Peça ajuda a alguém de outra equipe em um problema atual.',
    ],
  },
  DEC: {
    name: 'Capacidade de decisão',
    displayName: 'Capacidade de decisão',
    definition: [
      'Toma decisões no tempo certo com as informações disponíveis.',
      'Compromete-se com um caminho e explica por quê.',
    ],
    items: [
      'Decide a tempo para que os outros possam agir.',
      'Explica os motivos das suas decisões.',
      'Não reabre decisões sem fatos novos.',
    ],
    strengths: ['O trabalho não para esperando por essa pessoa.', 'Os outros entendem o porquê.'],
    tractionSteps: [
      'Defina uma data de decisão para cada questão em aberto da sua lista.',
      'Escreva em duas linhas por que decidiu e compartilhe.',
      'Reabra uma decisão só quando surgir um fato novo, e diga qual.',
    ],
  },
  COA: {
    name: 'Desenvolvimento de pessoas',
    displayName: 'Desenvolvimento de pessoas',
    definition: [
      'Ajuda os outros a desenvolver habilidades e confiança.',
      'Dá desafios junto com o apoio necessário.',
    ],
    items: [
      'Dedica tempo a ajudar os outros a aprender.',
      'Dá às pessoas tarefas que as fazem crescer.',
      'Faz perguntas que ajudam os outros a encontrar as próprias respostas.',
    ],
    strengths: [
      'As pessoas crescem mais rápido ao seu lado.',
      'A cada ano a equipe precisa menos dessa pessoa.',
    ],
    tractionSteps: [
      'Passe uma tarefa que você costuma fazer para alguém que queira aprendê-la.',
      'Na sua próxima conversa de desenvolvimento, faça três perguntas antes de dar um conselho.',
      'Pergunte a cada pessoa com quem você trabalha que habilidade ela quer desenvolver neste trimestre.',
    ],
  },
  PLA: {
    name: 'Planejamento',
    displayName: 'Planejamento',
    definition: [
      'Pensa adiante e organiza o trabalho em etapas claras.',
      'Define prioridades para que o importante seja feito.',
    ],
    items: [
      'Divide grandes objetivos em etapas claras.',
      'Define prioridades que os outros entendem.',
      'Prevê obstáculos e se prepara para eles.',
    ],
    strengths: ['Os projetos começam com um caminho claro.', 'Surpresas são raras.'],
    tractionSteps: [
      'Comece cada semana nomeando seus três resultados mais importantes.',
      'No seu próximo projeto, anote as cinco primeiras etapas e seus responsáveis.',
      'Liste os dois maiores riscos de um plano atual e uma ação para cada um.',
    ],
  },
  PAC: {
    name: 'Ritmo',
    displayName: 'Ritmo',
    definition: [
      'Impulsiona o trabalho com energia.',
      'Ritmo demais esgota as pessoas; o objetivo é um ritmo que os outros consigam manter.',
    ],
    items: [
      'Pressiona por resultados rápidos.',
      'Espera que os outros acompanhem seu ritmo.',
      'Segue em frente antes que os outros estejam prontos.',
    ],
    strengths: [
      'O trabalho avança em um ritmo que as pessoas conseguem sustentar.',
      'A urgência fica reservada para o que importa.',
    ],
    tractionSteps: [
      'Antes de definir um prazo, pergunte a quem faz o trabalho o que é realista.',
      'Verifique uma vez por semana se a equipe tem espaço para respirar.',
      'Indique quais dos seus pedidos são realmente urgentes, e diga isso.',
    ],
  },
  CTL: {
    name: 'Direcionamento',
    displayName: 'Direcionamento',
    definition: [
      'Dá uma direção clara e assume o comando quando necessário.',
      'Pouco deixa as pessoas inseguras; demais não lhes deixa espaço.',
    ],
    items: [
      'Diz claramente às pessoas o que se espera delas.',
      'Assume o comando quando a situação pede uma liderança.',
      'Interfere para controlar como os outros fazem o próprio trabalho.',
    ],
    strengths: [
      'As pessoas sabem o que se espera e têm espaço para entregar.',
      'Lidera quando realmente importa.',
    ],
    tractionSteps: [
      'Em cada tarefa que delegar, combine o resultado e deixe o método com a pessoa.',
      'Pergunte à sua equipe onde ela quer mais direção e onde quer menos.',
      'Perceba quando você entra no trabalho de outra pessoa e pergunte antes na próxima vez.',
    ],
  },
};
