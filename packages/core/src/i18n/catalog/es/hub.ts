import type { Catalog } from '../types';

export const hub: Catalog['hub'] = {
  unableToConnect: 'No se puede conectar con {{host}}. Reintentando en {{seconds}} segundos',
  retry: 'Reintentar',
  messageFrom: '{{from}}: {{text}}',
};
