import type { FeedbackFormatTexts } from '@portal/core';

export const fr: FeedbackFormatTexts = {
  header: 'Point d’étape du {{plan}} de {{participantName}}',
  sections: {
    introduction: {
      title: 'Introduction',
      text: '{{participantName}} vous a désigné comme partenaire de responsabilité et aimerait votre avis sur les progrès de son {{plan}}. Cela prend environ cinq minutes. À quelle fréquence échangez-vous avec {{participantName}} ?',
    },
    strengths: {
      title: 'Forces',
      text: 'Choisissez de 1 à 5 forces que vous avez vu {{participantName}} mettre en œuvre et ajoutez un commentaire si vous le souhaitez.',
    },
    constraints: {
      title: 'Freins',
      text: 'Pour chaque frein, êtes-vous d’accord pour dire que {{participantName}} a raison d’y travailler ?',
    },
    steps: {
      title: 'Étapes d’action',
      text: 'Pour chaque étape, évaluez cette affirmation : {{participantName}} progresse sur cette étape. Choisissez N/A si vous n’avez pas pu l’observer.',
    },
    encouragement: {
      title: 'Encouragements',
      text: 'Laissez quelques mots d’encouragement à {{participantName}} (facultatif).',
    },
  },
  acknowledgeText:
    'Je comprends que mes réponses ne sont pas anonymes : {{participantName}} verra mon nom avec mes réponses.',
  completedText:
    'Merci ! Votre avis a été envoyé. {{participantName}} le verra lorsque les rapports du point d’étape seront publiés.',
  unavailableText:
    'Cette demande d’enquête a expiré ou a déjà reçu une réponse. Pour toute question, contactez le support',
  errors: {
    submit: 'Impossible d’envoyer l’enquête, veuillez réessayer plus tard.',
    incomplete:
      'Toutes les informations requises n’ont pas été renseignées, veuillez vérifier vos réponses et réessayer.',
    load: 'Erreur lors du chargement des retours sur le Traction Plan',
    unavailable:
      'Cette demande d’enquête a expiré ou a déjà reçu une réponse. Pour toute question, contactez le support',
  },
};
