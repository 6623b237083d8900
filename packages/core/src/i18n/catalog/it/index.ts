import type { Catalog } from '../types';
import { messaging } from './messaging';
import { routes } from './routes';
import { shell } from './shell';

export const catalog: Catalog = { route: routes, shell, messaging };
