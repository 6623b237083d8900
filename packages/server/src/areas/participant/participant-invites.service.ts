import type { TSendInvitesResult, ZSendInvites } from '@portal/core';
import type { z } from 'zod';
import { EVENT_TEMPLATE_CODES } from '../../mail/templates/event-templates';
import { queueTemplateMessage } from '../../mail/templates/template-mail';
import { eventMessageData, templateCodeOr } from '../event/event-checkin.service';
import type { EventContext } from '../event/event-context';
import {
  manageableEvent,
  participantCheckinPath,
  participantsOfEvents,
} from '../event/event.service';
import { markInvitesSent } from './participant.store';

/**
 * sendInvites/{eventId}: e-mails the invite (the catalog's template, else the built-in one)
 * with each participant's own check-in link, to the participants named or, without names, to
 * everyone not invited yet. Queued with the invite mark in one transaction per call.
 */
export async function sendInvites(
  ctx: EventContext,
  eventId: string,
  input: z.output<typeof ZSendInvites>,
): Promise<TSendInvitesResult> {
  const event = await manageableEvent(ctx, eventId);
  const all = await participantsOfEvents(ctx.db, [event.id]);
  const named = new Set(input.participantIds);
  const chosen = all.filter(
    (p) => (named.size === 0 || named.has(p.id)) && (input.resend || p.invite_sent_at === null),
  );
  const d = event.type_details as Record<string, unknown>;
  const code = await templateCodeOr(
    ctx,
    typeof d['inviteTemplateId'] === 'string' ? d['inviteTemplateId'] : null,
    EVENT_TEMPLATE_CODES.invite,
  );
  await ctx.db.transaction().execute(async (trx) => {
    for (const p of chosen) {
      await queueTemplateMessage(trx, ctx.brand, code, {
        to: p.email,
        data: eventMessageData(event, p, `${ctx.origin}${participantCheckinPath(p.id)}`),
        origin: ctx.origin,
        entityId: p.id,
        entityType: 'Participant',
        entityId2: event.id,
        entityType2: 'TrainingEvent',
        ...(p.user_account_id ? { userAccountId: p.user_account_id } : {}),
      });
    }
    if (chosen.length > 0) {
      await markInvitesSent(
        trx,
        chosen.map((p) => p.id),
        ctx.now,
      );
    }
  });
  const requested = named.size === 0 ? all.length : named.size;
  return { queued: chosen.length, skipped: requested - chosen.length };
}
