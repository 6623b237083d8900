import type { Catalog } from '../types';
import { auth } from './auth';
import { routes } from './routes';
import { shell } from './shell';

export const catalog: Catalog = { route: routes, shell, auth };
