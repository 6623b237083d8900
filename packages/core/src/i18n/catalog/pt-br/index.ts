import type { Catalog } from '../types';
import { routes } from './routes';
import { security } from './security';
import { shell } from './shell';

export const catalog: Catalog = { route: routes, shell, security };
