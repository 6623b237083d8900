export const unsubscribe = {
  title: 'Annulla iscrizione',
  questionEmail: 'Non ricevere più le e-mail «{{name}}» all’indirizzo {{recipient}}?',
  questionSms: 'Non ricevere più gli SMS «{{name}}» al numero {{recipient}}?',
  confirm: 'Annulla iscrizione',
  doneEmail: 'Non riceverai più le e-mail «{{name}}» all’indirizzo {{recipient}}.',
  doneSms: 'Non riceverai più gli SMS «{{name}}» al numero {{recipient}}.',
  resubscribe: 'Iscriviti di nuovo',
  resubscribedEmail: 'Riceverai di nuovo le e-mail «{{name}}» all’indirizzo {{recipient}}.',
  resubscribedSms: 'Riceverai di nuovo gli SMS «{{name}}» al numero {{recipient}}.',
  invalid:
    'Questo link di annullamento dell’iscrizione non è valido. Usa il link di un messaggio recente o contatta l’assistenza.',
};
