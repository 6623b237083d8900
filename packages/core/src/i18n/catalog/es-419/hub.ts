import type { Catalog } from '../types';

export const hub: Catalog['hub'] = {
  unableToConnect: 'No es posible conectarse a {{host}}. Reintentando en {{seconds}} segundos',
  retry: 'Reintentar',
  messageFrom: '{{from}}: {{text}}',
};
