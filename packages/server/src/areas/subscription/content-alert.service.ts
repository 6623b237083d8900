import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  CONTENT_ALERT_CHANNELS,
  isGateOpen,
  isLocale,
  LIBRARY_PARTS,
  MessageType,
  TOAST_DURATION_MS,
  type TContentAlertResult,
  type TGroupWithNotifications,
  type TResourceGroup,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { queueTemplateMessage } from '../../mail/templates/template-mail';
import { CONTENT_ALERT } from '../../mail/templates/content-templates';
import type { Hub } from '../../realtime/hub';
import { catalogIn } from '../../shared/catalogs';
import { actorContext, type ActorContext } from '../../shared/request-context';
import { CONTENT_NOT_FOUND, groupContents } from '../resourcegroup/content.service';
import { isContentStaff, requireGroup } from '../resourcegroup/resourcegroup.policy';
import { loadAppConfig } from '../webconfig/webconfig.service';
import {
  activeWithNotifications,
  alertRecipients,
  type AlertRecipient,
} from './content-alert.store';
import { subscriptionIdOfGroup } from './subscription.store';

/**
 * Content alerts: an item of an active resource group announced to the group's subscribers, by
 * e-mail through the outbox (in each person's language, with their own unsubscribe link) and as
 * the "new resources" toast through the hub. A person who stopped the group's alerts by their
 * link gets neither.
 */

export type AlertContext = ActorContext & { hub: Hub };

export const alertContext = async (
  request: FastifyRequest,
  db: Kysely<Database>,
): Promise<AlertContext> => ({
  ...(await actorContext(request, db)),
  hub: request.server.portal.hub,
});

export const GROUP_NOT_ACTIVE = 'errors.subscription.groupNotActive';

type Channel = (typeof CONTENT_ALERT_CHANNELS)[number];
/** What an alert names of the item. */
type Item = { id: string; title: string };

/** The page of the item in the group, as the member opens it. */
const itemLink = (ctx: AlertContext, group: TResourceGroup, content: Item) =>
  `${ctx.origin}/resources/${encodeURIComponent(group.code)}/view/${content.id}`;

function toastText(person: AlertRecipient, group: TResourceGroup, content: Item): string {
  const language = isLocale(person.language) ? person.language : undefined;
  const values: Record<string, string> = { groupName: group.name, title: content.title };
  const text = catalogIn(language).mail.contentAlert.toast;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

async function announce(
  ctx: AlertContext,
  group: TResourceGroup,
  content: Item,
  channels: readonly Channel[],
): Promise<TContentAlertResult> {
  const result: TContentAlertResult = { queued: 0, delivered: 0, unsubscribed: 0 };
  for (const person of await alertRecipients(ctx.db, ctx.brand, group.id)) {
    if (person.unsubscribed) {
      result.unsubscribed += 1;
      continue;
    }
    if (channels.includes(MessageType.Email)) {
      await queueTemplateMessage(ctx.db, ctx.brand, CONTENT_ALERT, {
        to: person.email,
        userAccountId: person.user_account_id,
        entityType: 'Content',
        entityId: content.id,
        entityType2: 'ResourceGroup',
        entityId2: group.id,
        data: {
          firstName: person.first_name ?? '',
          groupName: group.name,
          title: content.title,
          link: itemLink(ctx, group, content),
        },
        origin: ctx.origin,
        unsubscribeGroup: { id: group.id, name: group.name },
      });
      result.queued += 1;
    }
    if (channels.includes(MessageType.SignalR) && person.user_id) {
      result.delivered += await ctx.hub.send({
        to: { userId: person.user_id, brand: ctx.brand },
        event: {
          name: 'ReceiveMessage',
          from: '',
          text: toastText(person, group, content),
          timeout: TOAST_DURATION_MS,
          colour: 'info',
        },
      });
    }
  }
  return result;
}

/** sendContentAlert/{groupId}/{contentId}/{messageType}: one item of an active group announced. */
export async function sendContentAlert(
  ctx: AlertContext,
  groupId: string,
  contentId: string,
  channel: Channel,
): Promise<TContentAlertResult> {
  const group = await requireGroup(ctx, groupId);
  const content = (await groupContents(ctx, groupId)).find((item) => item.id === contentId);
  if (!content) throw notFound(CONTENT_NOT_FOUND);
  if (group.status !== 'active') throw new HttpError(409, GROUP_NOT_ACTIVE);
  return announce(ctx, group, content, [channel]);
}

/** Whether the brand has the library's alerts on (`contentAlerts`). */
async function brandAlertsOn(ctx: AlertContext): Promise<boolean> {
  return isGateOpen((await loadAppConfig(ctx.db, ctx.brand)).features, LIBRARY_PARTS.alerts);
}

/**
 * Runs a change of a group's items and announces the items it added, on every channel, when the
 * brand has content alerts on and the group is active with its alerts on. An alert that fails is
 * logged: the change stands.
 */
export async function withNewItemAlerts<T>(
  ctx: AlertContext,
  groupId: string,
  change: () => Promise<T>,
): Promise<T> {
  const items = () => groupContents(ctx, groupId);
  const before = new Set((await items()).map((item) => item.id));
  const result = await change();
  try {
    const subscription = await subscriptionIdOfGroup(ctx.db, ctx.brand, groupId);
    const group = await requireGroup(ctx, groupId);
    if (!subscription?.notifications || group.status !== 'active') return result;
    if (!(await brandAlertsOn(ctx))) return result;
    for (const content of (await items()).filter((item) => !before.has(item.id))) {
      await announce(ctx, group, content, CONTENT_ALERT_CHANNELS);
    }
  } catch (error) {
    ctx.log.error({ err: error, groupId }, 'content alert: new items not announced');
  }
  return result;
}

/**
 * GetActiveWithNotifications/{userAccountId}: the caller's own groups with alerts on; the content
 * staff may ask about anyone of the brand. Anyone else's answers 404.
 */
export async function groupsWithNotifications(
  ctx: ActorContext,
  userAccountId: string,
): Promise<TGroupWithNotifications[]> {
  if (!isContentStaff(ctx) && ctx.actor.userAccountId !== userAccountId) {
    throw notFound('errors.subscription.personNotFound');
  }
  return activeWithNotifications(ctx.db, ctx.brand, userAccountId);
}
