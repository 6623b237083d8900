import type { Catalog } from '../types';

export const hub: Catalog['hub'] = {
  unableToConnect:
    'Impossible de se connecter à {{host}}. Nouvelle tentative dans {{seconds}} secondes',
  retry: 'Réessayer',
  messageFrom: '{{from}} : {{text}}',
};
