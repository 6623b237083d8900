import type { Catalog } from '../types';
import { hub } from './hub';
import { messaging } from './messaging';
import { auth } from './auth';
import { account } from './account';
import { jobs } from './jobs';
import { routes } from './routes';
import { security } from './security';
import { shell } from './shell';
import { webhooks } from './webhooks';
import { print } from './print';

export const catalog: Catalog = {
  route: routes,
  shell,
  hub,
  security,
  messaging,
  auth,
  account,
  jobs,
  webhooks,
  print,
};
