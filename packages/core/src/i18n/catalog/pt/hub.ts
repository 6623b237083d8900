import type { Catalog } from '../types';

export const hub: Catalog['hub'] = {
  unableToConnect: 'Não é possível ligar a {{host}}. Nova tentativa dentro de {{seconds}} segundos',
  retry: 'Tentar novamente',
  messageFrom: '{{from}}: {{text}}',
};
