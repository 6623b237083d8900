import type { Catalog } from '../types';

export const hub: Catalog['hub'] = {
  unableToConnect:
    'Não foi possível conectar a {{host}}. Tentando novamente em {{seconds}} segundos',
  retry: 'Tentar novamente',
  messageFrom: '{{from}}: {{text}}',
};
