import type { Catalog } from '../types';

export const hub: Catalog['hub'] = {
  unableToConnect: 'Nie można połączyć się z {{host}}. Ponowna próba za {{seconds}} s',
  retry: 'Ponów',
  messageFrom: '{{from}}: {{text}}',
};
