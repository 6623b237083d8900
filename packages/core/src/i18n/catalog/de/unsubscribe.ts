export const unsubscribe = {
  title: 'Abmelden',
  questionEmail: 'Keine E-Mails „{{name}}“ mehr an {{recipient}} erhalten?',
  questionSms: 'Keine SMS „{{name}}“ mehr an {{recipient}} erhalten?',
  confirm: 'Abmelden',
  doneEmail: 'Sie erhalten keine E-Mails „{{name}}“ mehr an {{recipient}}.',
  doneSms: 'Sie erhalten keine SMS „{{name}}“ mehr an {{recipient}}.',
  resubscribe: 'Wieder anmelden',
  resubscribedEmail: 'Sie erhalten die E-Mails „{{name}}“ an {{recipient}} wieder.',
  resubscribedSms: 'Sie erhalten die SMS „{{name}}“ an {{recipient}} wieder.',
  invalid:
    'Dieser Abmeldelink ist ungültig. Verwenden Sie den Link einer neueren Nachricht oder wenden Sie sich an den Support.',
};
