import type { InstrumentTexts } from './instrument-types';
import { ptBr } from './pt-br';

/** European Portuguese: the pt-br texts with the words and forms of Portugal where they differ. */
export const pt: InstrumentTexts = {
  ...ptBr,
  LIS: {
    ...ptBr.LIS,
    definition: [
      'Dá atenção total aos outros e deixa-os terminar.',
      'Confirma que percebeu antes de responder ou decidir.',
    ],
    items: [
      'Deixa as pessoas terminarem de falar antes de responder.',
      'Faz perguntas para perceber um ponto de vista antes de dar o seu.',
      'Resume o que ouviu para confirmar que percebeu.',
    ],
    strengths: [
      'As pessoas sentem-se ouvidas e trazem os problemas cedo.',
      'As decisões baseiam-se no que os outros disseram de facto.',
    ],
    tractionSteps: [
      'Nas suas próximas três reuniões, faça uma pergunta de esclarecimento antes de dar a sua opinião.',
      'Termine cada conversa individual a resumir o que ouviu e a perguntar se percebeu bem.',
      'Pouse o telemóvel e o portátil quando alguém vier falar consigo.',
    ],
  },
  FOL: {
    ...ptBr.FOL,
    strengths: [
      'Os outros podem planear contando com os seus compromissos.',
      'Pequenas promessas transformam-se em confiança.',
    ],
    tractionSteps: [
      'Mantenha esta semana uma lista de todos os seus compromissos e reveja-a todas as noites.',
      'Quando um prazo derrapar, avise as pessoas afetadas no próprio dia.',
      'Combine uma data para cada tarefa que assumir numa reunião.',
    ],
  },
  REC: {
    ...ptBr.REC,
    tractionSteps: [
      'Todas as sextas-feiras, agradeça a duas pessoas por algo concreto dessa semana.',
      'Ao apresentar resultados, refira as pessoas que fizeram o trabalho.',
      'Escreva todas as semanas uma breve mensagem de agradecimento.',
    ],
  },
  ADA: {
    ...ptBr.ADA,
    tractionSteps: [
      'Este mês, experimente uma sugestão de um colega que normalmente poria de parte.',
      'Quando os planos mudarem, enumere primeiro o que continua válido.',
      'Pergunte «o que faria isto resultar?» antes de «porque é que isto vai falhar?».',
    ],
  },
  COL: {
    ...ptBr.COL,
    definition: [
      'Trabalha com os outros rumo a objetivos comuns.',
      'Partilha informação e pede ajuda.',
    ],
    items: [
      'Partilha a informação de que os outros precisam sem que lha peçam.',
      'Envolve as pessoas certas antes de decidir.',
      'Coloca os objetivos da equipa acima do mérito pessoal.',
    ],
    strengths: ['O trabalho flui entre equipas.', 'Os outros procuram-no como parceiro.'],
    tractionSteps: [
      'Este mês, antes de cada decisão, pergunte quem mais é afetado e fale com essas pessoas.',
      'Envie todas as semanas uma breve atualização a quem depende do seu trabalho.',
      'Peça ajuda a alguém de outra equipa num problema atual.',
    ],
  },
  PLA: {
    ...ptBr.PLA,
    name: 'Planeamento',
    displayName: 'Planeamento',
  },
  PAC: {
    ...ptBr.PAC,
    tractionSteps: [
      'Antes de definir um prazo, pergunte a quem faz o trabalho o que é realista.',
      'Verifique uma vez por semana se a equipa tem espaço para respirar.',
      'Indique quais dos seus pedidos são mesmo urgentes, e diga-o.',
    ],
  },
  CTL: {
    ...ptBr.CTL,
    tractionSteps: [
      'Em cada tarefa que delegar, combine o resultado e deixe o método à pessoa.',
      'Pergunte à sua equipa onde quer mais orientação e onde quer menos.',
      'Repare quando entra no trabalho de outra pessoa e pergunte primeiro da próxima vez.',
    ],
  },
};
