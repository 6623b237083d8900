import type { FeedbackFormatTexts } from '@portal/core';

export const de: FeedbackFormatTexts = {
  header: '{{plan}}-Check-up für {{participantName}}',
  sections: {
    introduction: {
      title: 'Einführung',
      text: '{{participantName}} hat Sie als Verantwortungspartner benannt und bittet um Ihr Feedback zu den Fortschritten im {{plan}}. Das dauert etwa fünf Minuten. Wie oft haben Sie mit {{participantName}} zu tun?',
    },
    strengths: {
      title: 'Stärken',
      text: 'Wählen Sie 1 bis 5 Stärken, die Sie bei {{participantName}} erlebt haben, und ergänzen Sie bei Bedarf einen Kommentar.',
    },
    constraints: {
      title: 'Hemmnisse',
      text: 'Stimmen Sie bei jedem Hemmnis zu, dass {{participantName}} daran arbeiten sollte?',
    },
    steps: {
      title: 'Traction-Schritte',
      text: 'Bewerten Sie für jeden Schritt diese Aussage: {{participantName}} macht bei diesem Schritt Fortschritte. Wählen Sie N/A, wenn Sie es nicht beobachten konnten.',
    },
    encouragement: {
      title: 'Ermutigung',
      text: 'Schreiben Sie {{participantName}} ein paar ermutigende Worte (optional).',
    },
  },
  acknowledgeText:
    'Mir ist bewusst, dass meine Antworten nicht anonym sind: {{participantName}} sieht meinen Namen bei meinen Antworten.',
  completedText:
    'Vielen Dank! Ihr Feedback wurde gesendet. {{participantName}} sieht es, sobald die Check-up-Berichte freigegeben sind.',
  unavailableText:
    'Diese Umfrage ist abgelaufen oder wurde bereits beantwortet. Wenden Sie sich bei Fragen bitte an den Support',
  errors: {
    submit: 'Die Umfrage konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
    incomplete:
      'Nicht alle erforderlichen Angaben wurden gemacht. Bitte prüfen Sie Ihre Antworten und versuchen Sie es erneut.',
    load: 'Fehler beim Laden des Feedbacks zum Traction Plan',
    unavailable:
      'Diese Umfrage ist abgelaufen oder wurde bereits beantwortet. Wenden Sie sich bei Fragen bitte an den Support',
  },
};
