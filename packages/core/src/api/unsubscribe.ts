import { ZUnsubscribeToken, type TUnsubscription } from '../validation/unsubscribe';
import { endpoint, json } from './endpoint';

/**
 * The unsubscribe page's calls: anonymous (people follow the link from their mailbox), opened by
 * the link's token alone. A token the server did not issue answers 404.
 */
export const unsubscribeApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/unsubscribe/:token',
    access: 'anonymous',
    summary: 'What the link stops, for whom (address partly hidden), and whether it is stopped.',
    params: ZUnsubscribeToken,
    answer: json<TUnsubscription>('TUnsubscription'),
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/unsubscribe/:token',
    access: 'anonymous',
    summary: 'Stops those messages to the recipient (again is no change).',
    params: ZUnsubscribeToken,
    answer: json<TUnsubscription>('TUnsubscription'),
  }),
  resubscribe: endpoint({
    method: 'DELETE',
    path: '/api/unsubscribe/:token',
    access: 'anonymous',
    summary: 'Sends those messages to the recipient again.',
    params: ZUnsubscribeToken,
    answer: json<TUnsubscription>('TUnsubscription'),
  }),
};
