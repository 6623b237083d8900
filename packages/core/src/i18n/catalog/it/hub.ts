import type { Catalog } from '../types';

export const hub: Catalog['hub'] = {
  unableToConnect: 'Impossibile connettersi a {{host}}. Nuovo tentativo tra {{seconds}} secondi',
  retry: 'Riprova',
  messageFrom: '{{from}}: {{text}}',
};
