import type { Catalog } from '../types';

export const hub: Catalog['hub'] = {
  unableToConnect: 'Unable to connect to {{host}}. Retrying in {{seconds}} seconds',
  retry: 'Retry',
  messageFrom: '{{from}}: {{text}}',
};
