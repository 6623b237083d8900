import type { FeedbackFormatTexts } from '@portal/core';

export const pl: FeedbackFormatTexts = {
  header: 'Przegląd planu {{plan}}: {{participantName}}',
  sections: {
    introduction: {
      title: 'Wprowadzenie',
      text: '{{participantName}} wskazał(a) Cię jako partnera odpowiedzialności i prosi o opinię o postępach w planie {{plan}}. Zajmie to około pięciu minut. Jak często masz kontakt z {{participantName}}?',
    },
    strengths: {
      title: 'Mocne strony',
      text: 'Wybierz od 1 do 5 mocnych stron, które widzisz u {{participantName}}, i w razie potrzeby dodaj komentarz.',
    },
    constraints: {
      title: 'Ograniczenia',
      text: 'Czy przy każdym ograniczeniu zgadzasz się, że {{participantName}} słusznie nad nim pracuje?',
    },
    steps: {
      title: 'Kroki działania',
      text: 'Przy każdym kroku oceń stwierdzenie: {{participantName}} robi postępy w tym kroku. Wybierz N/A, jeśli nie mogłeś(-aś) tego zaobserwować.',
    },
    encouragement: {
      title: 'Słowa zachęty',
      text: 'Napisz kilka słów zachęty dla {{participantName}} (opcjonalnie).',
    },
  },
  acknowledgeText:
    'Rozumiem, że moje odpowiedzi nie są anonimowe: {{participantName}} zobaczy moje imię i nazwisko przy odpowiedziach.',
  completedText:
    'Dziękujemy! Twoja opinia została wysłana. {{participantName}} zobaczy ją po udostępnieniu raportów z przeglądu.',
  unavailableText:
    'Ta prośba o ankietę wygasła lub została już wypełniona. W razie pytań skontaktuj się z pomocą techniczną',
  errors: {
    submit: 'Nie udało się wysłać ankiety, spróbuj ponownie później.',
    incomplete:
      'Nie uzupełniono wszystkich wymaganych informacji, sprawdź odpowiedzi i spróbuj ponownie.',
    load: 'Błąd podczas wczytywania opinii o planie Traction Plan',
    unavailable:
      'Ta prośba o ankietę wygasła lub została już wypełniona. W razie pytań skontaktuj się z pomocą techniczną',
  },
};
