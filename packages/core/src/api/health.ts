import { endpoint, json } from './endpoint';

/**
 * Probes for load balancers and orchestrators: anonymous, and (alone among /api calls) without
 * the app-name header.
 */
export const healthApi = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'anonymous',
    summary: 'The process answers.',
    answer: json<{ status: 'ok' }>('{ status }'),
  }),
  ready: endpoint({
    method: 'GET',
    path: '/api/ready',
    access: 'anonymous',
    summary: 'The database is reachable and migrated (503 with the reason otherwise).',
    answer: json<{ status: 'ready'; database: string }>('{ status, database }'),
  }),
};
