import type { FeedbackFormatTexts } from '@portal/core';

export const es: FeedbackFormatTexts = {
  header: 'Seguimiento del {{plan}} de {{participantName}}',
  sections: {
    introduction: {
      title: 'Introducción',
      text: '{{participantName}} te ha elegido como compañero de responsabilidad y le gustaría conocer tu opinión sobre el avance de su {{plan}}. Te llevará unos cinco minutos. ¿Con qué frecuencia tratas con {{participantName}}?',
    },
    strengths: {
      title: 'Fortalezas',
      text: 'Elige de 1 a 5 fortalezas que hayas visto poner en práctica a {{participantName}} y añade un comentario si quieres.',
    },
    constraints: {
      title: 'Limitaciones',
      text: 'En cada limitación, ¿estás de acuerdo en que es la adecuada para que {{participantName}} trabaje en ella?',
    },
    steps: {
      title: 'Pasos de acción',
      text: 'En cada paso, valora esta afirmación: {{participantName}} está avanzando en este paso. Elige N/A si no has podido observarlo.',
    },
    encouragement: {
      title: 'Ánimo',
      text: 'Deja unas palabras de ánimo para {{participantName}} (opcional).',
    },
  },
  acknowledgeText:
    'Entiendo que mis respuestas no son anónimas: {{participantName}} verá mi nombre junto a mis respuestas.',
  completedText:
    '¡Gracias! Tu opinión se ha enviado. {{participantName}} la verá cuando se publiquen los informes del seguimiento.',
  unavailableText:
    'Esta solicitud de encuesta ha caducado o ya se ha completado. Si tienes alguna pregunta, ponte en contacto con el soporte',
  errors: {
    submit: 'No se ha podido enviar la encuesta, inténtalo de nuevo más tarde.',
    incomplete:
      'No se ha completado toda la información obligatoria, revisa tus respuestas e inténtalo de nuevo.',
    load: 'Error al cargar la opinión sobre el Traction Plan',
    unavailable:
      'Esta solicitud de encuesta ha caducado o ya se ha completado. Si tienes alguna pregunta, ponte en contacto con el soporte',
  },
};
