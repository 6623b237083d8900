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
import { plan } from './plan';
import { profile } from './profile';
import { home } from './home';
import { accounts } from './accounts';
import { groups } from './groups';
import { notes } from './notes';
import { richText } from './rich-text';
import { unsubscribe } from './unsubscribe';
import { print } from './print';
import { events } from './events';
import { eventsPeople } from './eventsPeople';
import { checkup } from './checkup';
import { checkupSurvey } from './checkup-survey';

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
  plan,
  profile,
  home,
  accounts,
  groups,
  notes,
  richText,
  unsubscribe,
  print,
  events,
  eventsPeople,
  checkup,
  checkupSurvey,
};
