/** Texts of the unsubscribe page (`/unsubscriberg/...`), reached from a message's link. */
export const unsubscribe = {
  title: 'Unsubscribe',
  questionEmail: 'Stop receiving “{{name}}” e-mails at {{recipient}}?',
  questionSms: 'Stop receiving “{{name}}” text messages at {{recipient}}?',
  confirm: 'Unsubscribe',
  doneEmail: 'You will no longer receive “{{name}}” e-mails at {{recipient}}.',
  doneSms: 'You will no longer receive “{{name}}” text messages at {{recipient}}.',
  resubscribe: 'Subscribe again',
  resubscribedEmail: 'You will receive “{{name}}” e-mails at {{recipient}} again.',
  resubscribedSms: 'You will receive “{{name}}” text messages at {{recipient}} again.',
  invalid:
    'This unsubscribe link is not valid. Use the link of a recent message, or contact support.',
};
