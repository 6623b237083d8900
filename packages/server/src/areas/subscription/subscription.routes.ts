import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { contentAlertApi, subscriptionApi as api } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
import { actorContext } from '../../shared/request-context';
import { alertContext, groupsWithNotifications, sendContentAlert } from './content-alert.service';
import {
  candidates,
  follow,
  followState,
  removeSubscriber,
  removeSubscription,
  requireSubscriber,
  requireSubscription,
  saveSubscriber,
  saveSubscription,
  subscribers,
  subscriptions,
  unfollow,
} from './subscription.service';

/**
 * subscription area: resource groups' alert subscriptions and their subscribers, following a
 * group, and the `resourcegroup` calls that send and list content alerts.
 */
export function registerSubscriptionRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = (request: FastifyRequest) => actorContext(request, db);

  serve(app, api.list, async (_input, request) => subscriptions(await ctx(request)));
  serve(app, api.people, async ({ query }, request) =>
    candidates(await ctx(request), query.search),
  );
  serve(app, api.get, async ({ params }, request) =>
    requireSubscription(await ctx(request), params.subscriptionId),
  );
  serve(app, api.save, async ({ body }, request) => saveSubscription(await ctx(request), body));
  serve(app, api.remove, async ({ params }, request) =>
    removeSubscription(await ctx(request), params.subscriptionId),
  );
  serve(app, api.subscribers, async ({ params }, request) =>
    subscribers(await ctx(request), params.subscriptionId),
  );
  serve(app, api.subscriber, async ({ params }, request) =>
    requireSubscriber(await ctx(request), params.subscriptionId, params.subscriberId),
  );
  serve(app, api.saveSubscriber, async ({ params, body }, request) =>
    saveSubscriber(await ctx(request), params.subscriptionId, body),
  );
  serve(app, api.removeSubscriber, async ({ params }, request) =>
    removeSubscriber(await ctx(request), params.subscriptionId, params.subscriberId),
  );
  serve(app, api.followState, async ({ params }, request) =>
    followState(await ctx(request), params.id),
  );
  serve(app, api.follow, async ({ params }, request) => follow(await ctx(request), params.id));
  serve(app, api.unfollow, async ({ params }, request) => unfollow(await ctx(request), params.id));

  serve(app, contentAlertApi.sendContentAlert, async ({ params }, request) =>
    sendContentAlert(await alertContext(request, db), params.a, params.b, params.c),
  );
  serve(app, contentAlertApi.activeWithNotifications, async ({ params }, request) =>
    groupsWithNotifications(await ctx(request), params.id),
  );
}
