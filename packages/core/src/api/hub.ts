import { MAINTAINERS } from '../access/roles';
import { ZHubSendRequest, type HubSendResult } from '../domain/hub';
import { endpoint, json } from './endpoint';

/** hub: maintainers push an event to one person of their brand, or to everyone signed in to it. */
export const hubApi = {
  send: endpoint({
    method: 'POST',
    path: '/api/hub/Send',
    access: MAINTAINERS,
    summary:
      "Pushes an event to a person of the caller's brand, or to all of it; answers this instance's deliveries.",
    body: ZHubSendRequest,
    answer: json<HubSendResult>('HubSendResult'),
  }),
};
