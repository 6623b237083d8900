export const unsubscribe = {
  title: 'Wypisz się',
  questionEmail: 'Przestać otrzymywać e-maile „{{name}}” na adres {{recipient}}?',
  questionSms: 'Przestać otrzymywać SMS-y „{{name}}” na numer {{recipient}}?',
  confirm: 'Wypisz się',
  doneEmail: 'Nie będziesz już otrzymywać e-maili „{{name}}” na adres {{recipient}}.',
  doneSms: 'Nie będziesz już otrzymywać SMS-ów „{{name}}” na numer {{recipient}}.',
  resubscribe: 'Zapisz się ponownie',
  resubscribedEmail: 'Znów będziesz otrzymywać e-maile „{{name}}” na adres {{recipient}}.',
  resubscribedSms: 'Znów będziesz otrzymywać SMS-y „{{name}}” na numer {{recipient}}.',
  invalid:
    'Ten link do wypisania się jest nieprawidłowy. Użyj linku z nowszej wiadomości lub skontaktuj się z pomocą.',
};
