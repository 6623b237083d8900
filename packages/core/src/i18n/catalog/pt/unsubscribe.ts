export const unsubscribe = {
  title: 'Cancelar subscrição',
  questionEmail: 'Deixar de receber os e-mails «{{name}}» em {{recipient}}?',
  questionSms: 'Deixar de receber os SMS «{{name}}» em {{recipient}}?',
  confirm: 'Cancelar subscrição',
  doneEmail: 'Deixará de receber os e-mails «{{name}}» em {{recipient}}.',
  doneSms: 'Deixará de receber os SMS «{{name}}» em {{recipient}}.',
  resubscribe: 'Subscrever novamente',
  resubscribedEmail: 'Voltará a receber os e-mails «{{name}}» em {{recipient}}.',
  resubscribedSms: 'Voltará a receber os SMS «{{name}}» em {{recipient}}.',
  invalid:
    'Esta ligação para cancelar a subscrição não é válida. Utilize a ligação de uma mensagem recente ou contacte o apoio.',
};
