import type { Catalog } from '../types';
import { account } from './account';
import { routes } from './routes';
import { shell } from './shell';

export const catalog: Catalog = { route: routes, shell, account };
