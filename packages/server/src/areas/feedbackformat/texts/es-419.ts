import type { FeedbackFormatTexts } from '@portal/core';

export const es419: FeedbackFormatTexts = {
  header: 'Seguimiento del {{plan}} de {{participantName}}',
  sections: {
    introduction: {
      title: 'Introducción',
      text: '{{participantName}} te eligió como compañero de rendición de cuentas y quiere conocer tu opinión sobre el avance de su {{plan}}. Te tomará unos cinco minutos. ¿Con qué frecuencia interactúas con {{participantName}}?',
    },
    strengths: {
      title: 'Fortalezas',
      text: 'Elige de 1 a 5 fortalezas que hayas visto aplicar a {{participantName}} y agrega un comentario si quieres.',
    },
    constraints: {
      title: 'Limitaciones',
      text: 'En cada limitación, ¿estás de acuerdo en que es la correcta para que {{participantName}} trabaje en ella?',
    },
    steps: {
      title: 'Pasos de acción',
      text: 'En cada paso, califica esta afirmación: {{participantName}} está avanzando en este paso. Elige N/A si no pudiste observarlo.',
    },
    encouragement: {
      title: 'Ánimo',
      text: 'Escribe unas palabras de ánimo para {{participantName}} (opcional).',
    },
  },
  acknowledgeText:
    'Entiendo que mis respuestas no son anónimas: {{participantName}} verá mi nombre junto con mis respuestas.',
  completedText:
    '¡Gracias! Tu opinión fue enviada. {{participantName}} la verá cuando se publiquen los informes del seguimiento.',
  unavailableText:
    'Esta solicitud de encuesta venció o ya fue completada. Si tienes preguntas, comunícate con soporte',
  errors: {
    submit: 'No se pudo enviar la encuesta, vuelve a intentarlo más tarde.',
    incomplete:
      'No se completó toda la información requerida, revisa tus respuestas y vuelve a intentarlo.',
    load: 'Error al cargar la retroalimentación del Traction Plan',
    unavailable:
      'Esta solicitud de encuesta venció o ya fue completada. Si tienes preguntas, comunícate con soporte',
  },
};
