import type { Catalog } from '../types';

export const hub: Catalog['hub'] = {
  unableToConnect: 'Keine Verbindung zu {{host}}. Neuer Versuch in {{seconds}} Sekunden',
  retry: 'Erneut versuchen',
  messageFrom: '{{from}}: {{text}}',
};
