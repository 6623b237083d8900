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

/**
 * The English catalog, the source every other locale translates. Each namespace is a key under
 * i18next's single `translation` namespace, so texts read `t('route.plan')`; a new namespace is
 * one more key here and in each locale's index.
 */
export const catalog = {
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
