export const unsubscribe = {
  title: 'Se désabonner',
  questionEmail: 'Ne plus recevoir les e-mails « {{name}} » à {{recipient}} ?',
  questionSms: 'Ne plus recevoir les SMS « {{name}} » au {{recipient}} ?',
  confirm: 'Se désabonner',
  doneEmail: 'Vous ne recevrez plus les e-mails « {{name}} » à {{recipient}}.',
  doneSms: 'Vous ne recevrez plus les SMS « {{name}} » au {{recipient}}.',
  resubscribe: 'Se réabonner',
  resubscribedEmail: 'Vous recevrez à nouveau les e-mails « {{name}} » à {{recipient}}.',
  resubscribedSms: 'Vous recevrez à nouveau les SMS « {{name}} » au {{recipient}}.',
  invalid:
    'Ce lien de désabonnement n’est pas valide. Utilisez le lien d’un message récent ou contactez l’assistance.',
};
