import type { Catalog } from '../types';
import { jobs } from './jobs';
import { routes } from './routes';
import { shell } from './shell';
import { webhooks } from './webhooks';

export const catalog: Catalog = { route: routes, shell, jobs, webhooks };
