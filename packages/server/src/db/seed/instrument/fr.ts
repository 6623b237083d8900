import type { InstrumentTexts } from './instrument-types';

export const fr: InstrumentTexts = {
  LIS: {
    name: 'Écoute',
    displayName: 'Écoute',
    definition: [
      'Accorde toute son attention aux autres et les laisse finir.',
      'Vérifie sa compréhension avant de répondre ou de décider.',
    ],
    items: [
      'Laisse les autres finir de parler avant de répondre.',
      'Pose des questions pour comprendre un point de vue avant de donner le sien.',
      'Résume ce qu’il a entendu pour vérifier sa compréhension.',
    ],
    strengths: [
      'Les gens se sentent écoutés et signalent les problèmes tôt.',
      'Les décisions reposent sur ce que les autres ont réellement dit.',
    ],
    tractionSteps: [
      'Lors de vos trois prochaines réunions, posez une question de clarification avant de donner votre avis.',
      'Terminez chaque entretien individuel en résumant ce que vous avez entendu et en demandant si c’est juste.',
      'Rangez téléphone et ordinateur quand quelqu’un vient vous parler.',
    ],
  },
  FOL: {
    name: 'Respect des engagements',
    displayName: 'Respect des engagements',
    definition: [
      'Fait ce qu’il a dit qu’il ferait, au moment convenu.',
      'Prévient tôt lorsqu’un engagement est menacé.',
    ],
    items: [
      'Livre ce qu’il a promis à la date convenue.',
      'Prévient tôt lorsqu’un engagement ne peut pas être tenu.',
      'Suit les actions qu’il a prises en charge en réunion.',
    ],
    strengths: [
      'Les autres peuvent planifier en comptant sur ses engagements.',
      'Les petites promesses deviennent de la confiance.',
    ],
    tractionSteps: [
      'Tenez cette semaine une liste de tous vos engagements et relisez-la chaque soir.',
      'Quand une échéance glisse, prévenez les personnes concernées le jour même.',
      'Fixez une date pour chaque action que vous prenez en réunion.',
    ],
  },
  CAN: {
    name: 'Franchise',
    displayName: 'Franchise',
    definition: [
      'Dit ce qu’il pense, clairement et avec respect.',
      'Aborde les sujets difficiles au lieu de les contourner.',
    ],
    items: [
      'Exprime ouvertement un avis différent, même face à sa hiérarchie.',
      'Donne un retour clair quand quelque chose ne fonctionne pas.',
      'Soulève les sujets gênants à temps pour les régler.',
    ],
    strengths: [
      'Les problèmes apparaissent tant qu’ils sont encore petits.',
      'Chacun sait où il en est.',
    ],
    tractionSteps: [
      'Choisissez une préoccupation que vous avez gardée pour vous et exprimez-la cette semaine.',
      'Donnez chaque semaine un retour précis et bienveillant.',
      'En réunion, dites « je vois les choses autrement » quand c’est le cas.',
    ],
  },
  REC: {
    name: 'Reconnaissance',
    displayName: 'Reconnaissance',
    definition: [
      'Remarque le bon travail et le dit.',
      'Attribue le mérite à ceux qui l’ont gagné.',
    ],
    items: [
      'Remercie précisément les autres pour ce qu’ils ont bien fait.',
      'Attribue le mérite aux autres devant l’équipe.',
      'Remarque l’effort, pas seulement les résultats.',
    ],
    strengths: [
      'Chacun sait que son travail est vu.',
      'Les bonnes pratiques se diffusent parce qu’elles sont nommées.',
    ],
    tractionSteps: [
      'Chaque vendredi, remerciez deux personnes pour quelque chose de précis fait dans la semaine.',
      'Quand vous présentez des résultats, nommez les personnes qui ont fait le travail.',
      'Écrivez chaque semaine un court message de remerciement.',
    ],
  },
  COM: {
    name: 'Sang-froid',
    displayName: 'Sang-froid',
    definition: [
      'Reste calme et clair sous pression.',
      'Ne laisse pas les émotions guider ses décisions.',
    ],
    items: [
      'Reste calme quand les choses tournent mal.',
      'Réfléchit avant de réagir à une mauvaise nouvelle.',
      'Garde un ton posé dans les conversations tendues.',
    ],
    strengths: [
      'Les autres restent sereins parce qu’il l’est.',
      'Les crises se règlent au lieu de s’aggraver.',
    ],
    tractionSteps: [
      'Quand une nouvelle vous contrarie, attendez dix minutes avant de répondre.',
      'Dans un moment tendu, nommez pour vous-même ce que vous ressentez avant de parler.',
      'Après une journée difficile, notez ce qui vous a fait réagir et ce qui vous a aidé.',
    ],
  },
  ADA: {
    name: 'Adaptabilité',
    displayName: 'Adaptabilité',
    definition: [
      'Ajuste ses plans et ses habitudes quand la situation change.',
      'Essaie de nouvelles façons de travailler avec ouverture.',
    ],
    items: [
      'Change vite de cap quand de nouveaux faits apparaissent.',
      'Est ouvert à des façons de travailler différentes des siennes.',
      'Reste efficace quand les priorités changent.',
    ],
    strengths: [
      'Le changement s’installe plus vite autour de lui.',
      'Il aide les autres à traverser les changements.',
    ],
    tractionSteps: [
      'Ce mois-ci, essayez une suggestion d’un collègue que vous auriez écartée.',
      'Quand les plans changent, listez d’abord ce qui reste valable.',
      'Demandez « qu’est-ce qui ferait que cela marche ? » avant « pourquoi cela va échouer ? ».',
    ],
  },
  COL: {
    name: 'Coopération',
    displayName: 'Coopération',
    definition: [
      'Travaille avec les autres vers des objectifs communs.',
      'Partage l’information et demande de l’aide.',
    ],
    items: [
      'Partage les informations dont les autres ont besoin sans qu’on le lui demande.',
      'Associe les bonnes personnes avant de décider.',
      'Fait passer les objectifs de l’équipe avant le mérite personnel.',
    ],
    strengths: [
      'Le travail circule entre les équipes.',
      'Les autres le recherchent comme partenaire.',
    ],
    tractionSteps: [
      'Ce mois-ci, avant chaque décision, demandez-vous qui d’autre est concerné et parlez-lui.',
      'Envoyez chaque semaine un point rapide aux personnes qui dépendent de votre travail.',
      'Demandez de l’aide à un collègue d’une autre équipe sur un problème actuel.',
    ],
  },
  DEC: {
    name: 'Esprit de décision',
    displayName: 'Esprit de décision',
    definition: [
      'Prend des décisions à temps avec les informations disponibles.',
      'S’engage sur une direction et explique pourquoi.',
    ],
    items: [
      'Décide à temps pour que les autres puissent agir.',
      'Explique les raisons de ses décisions.',
      'Ne rouvre pas une décision sans fait nouveau.',
    ],
    strengths: [
      'Le travail ne s’arrête pas en l’attendant.',
      'Les autres comprennent le pourquoi.',
    ],
    tractionSteps: [
      'Fixez une date de décision pour chaque question ouverte de votre liste.',
      'Écrivez en deux lignes pourquoi vous avez décidé, et partagez-les.',
      'Ne rouvrez une décision que si un fait nouveau apparaît, et dites lequel.',
    ],
  },
  COA: {
    name: 'Faire grandir les autres',
    displayName: 'Faire grandir les autres',
    definition: [
      'Aide les autres à développer leurs compétences et leur confiance.',
      'Confie des défis et le soutien qui va avec.',
    ],
    items: [
      'Prend le temps d’aider les autres à apprendre.',
      'Confie aux gens des tâches qui les font progresser.',
      'Pose des questions qui aident les autres à trouver leurs propres réponses.',
    ],
    strengths: [
      'Les gens progressent plus vite à ses côtés.',
      'L’équipe a chaque année moins besoin de lui.',
    ],
    tractionSteps: [
      'Confiez une tâche que vous faites d’habitude à quelqu’un qui veut l’apprendre.',
      'Lors de votre prochain entretien d’accompagnement, posez trois questions avant de conseiller.',
      'Demandez à chaque personne avec qui vous travaillez quelle compétence elle veut développer ce trimestre.',
    ],
  },
  PLA: {
    name: 'Organisation',
    displayName: 'Organisation',
    definition: [
      'Anticipe et découpe le travail en étapes claires.',
      'Fixe des priorités pour que l’essentiel soit fait.',
    ],
    items: [
      'Découpe les grands objectifs en étapes claires.',
      'Fixe des priorités que les autres comprennent.',
      'Anticipe les obstacles et s’y prépare.',
    ],
    strengths: ['Les projets démarrent avec un chemin clair.', 'Les surprises sont rares.'],
    tractionSteps: [
      'Commencez chaque semaine en nommant vos trois résultats les plus importants.',
      'Pour votre prochain projet, écrivez les cinq premières étapes et leurs responsables.',
      'Listez les deux plus grands risques d’un plan en cours et une action pour chacun.',
    ],
  },
  PAC: {
    name: 'Rythme',
    displayName: 'Rythme',
    definition: [
      'Fait avancer le travail avec énergie.',
      'Un rythme trop soutenu épuise ; le but est un rythme que les autres peuvent tenir.',
    ],
    items: [
      'Pousse pour obtenir des résultats rapides.',
      'Attend des autres qu’ils suivent son rythme.',
      'Passe à la suite avant que les autres soient prêts.',
    ],
    strengths: [
      'Le travail avance à un rythme que chacun peut tenir.',
      'L’urgence est réservée à ce qui compte.',
    ],
    tractionSteps: [
      'Avant de fixer une échéance, demandez à ceux qui font le travail ce qui est réaliste.',
      'Vérifiez une fois par semaine si l’équipe a de quoi souffler.',
      'Indiquez lesquelles de vos demandes sont vraiment urgentes, et dites-le.',
    ],
  },
  CTL: {
    name: 'Cadrage',
    displayName: 'Cadrage',
    definition: [
      'Donne une direction claire et prend les choses en main quand il le faut.',
      'Trop peu laisse les gens dans le flou ; trop ne leur laisse aucune marge.',
    ],
    items: [
      'Dit clairement à chacun ce qui est attendu de lui.',
      'Prend les choses en main quand la situation l’exige.',
      'Intervient pour contrôler la façon dont les autres travaillent.',
    ],
    strengths: [
      'Chacun sait ce qui est attendu et a la marge pour le faire.',
      'Il mène quand cela compte.',
    ],
    tractionSteps: [
      'Pour chaque tâche confiée, convenez du résultat et laissez la méthode à la personne.',
      'Demandez à votre équipe où elle veut plus de cadrage et où moins.',
      'Remarquez quand vous intervenez dans le travail d’un autre et demandez d’abord la prochaine fois.',
    ],
  },
};
