/** Texts of the real-time hub: connection failures and pushed messages. */
export const hub = {
  unableToConnect: 'Unable to connect to {{host}}. Retrying in {{seconds}} seconds',
  retry: 'Retry',
  messageFrom: '{{from}}: {{text}}',
};
