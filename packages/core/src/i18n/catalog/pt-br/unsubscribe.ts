export const unsubscribe = {
  title: 'Cancelar inscrição',
  questionEmail: 'Deixar de receber os e-mails “{{name}}” em {{recipient}}?',
  questionSms: 'Deixar de receber os SMS “{{name}}” em {{recipient}}?',
  confirm: 'Cancelar inscrição',
  doneEmail: 'Você não vai mais receber os e-mails “{{name}}” em {{recipient}}.',
  doneSms: 'Você não vai mais receber os SMS “{{name}}” em {{recipient}}.',
  resubscribe: 'Inscrever-me de novo',
  resubscribedEmail: 'Você voltará a receber os e-mails “{{name}}” em {{recipient}}.',
  resubscribedSms: 'Você voltará a receber os SMS “{{name}}” em {{recipient}}.',
  invalid:
    'Este link para cancelar a inscrição não é válido. Use o link de uma mensagem recente ou fale com o suporte.',
};
