import type { ComponentType } from 'react';
import type { RouteDef } from '@portal/core';
import { lazyPage, lazyQueryPage } from './lazy-page';

/** The pages built so far, by route name; every other route shows "not available yet". */
export const PAGES: Readonly<Record<string, ComponentType>> = {
  home: lazyPage(() => import('../features/home/HomePage'), 'HomePage'),
  support: lazyPage(() => import('../features/support/SupportPage'), 'SupportPage'),
  help: lazyPage(() => import('../features/help/HelpPage'), 'HelpPage'),
  notFound: lazyPage(() => import('../features/not-found/NotFoundPage'), 'NotFoundPage'),
  adminMessages: lazyQueryPage(() => import('../features/messages/MessagesPage'), 'MessagesPage'),
  jobs: lazyQueryPage(() => import('../features/jobs/JobsPage'), 'JobsPage'),
  adminWebhooks: lazyQueryPage(() => import('../features/webhooks/WebhooksPage'), 'WebhooksPage'),
  login: lazyPage(() => import('../features/login/LoginPage'), 'LoginPage'),
  timeout: lazyPage(() => import('../features/login/TimeoutPage'), 'TimeoutPage'),
};

export const NotAvailableYetPage = lazyPage<'NotAvailableYetPage', { route: RouteDef }>(
  () => import('../features/not-available/NotAvailableYetPage'),
  'NotAvailableYetPage',
);
