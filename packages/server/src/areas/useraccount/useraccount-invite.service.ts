import { COHORT_GROUP_REFERENCE_TYPE } from '@portal/core';
import { notFound } from '../../http/errors';
import { queueTemplateMessage } from '../../mail/templates/template-mail';
import { COHORT_BASIC_INVITE } from '../../mail/templates/accounts-templates';
import { type ActorContext } from '../../shared/request-context';
import { visibleGroupIds } from '../usergroup/usergroup.policy';
import { PERSON_NOT_FOUND, requireVisiblePerson } from './useraccount.policy';
import { GROUP_REPORT_FINDERS } from './group-reports';
import { findCohortInvitee } from './useraccount-hub.store';
import { groupMemberIds } from './useraccount-lookup.store';

/**
 * SendCohortBasicInvite/{id}: e-mails a cohort member an invitation to the portal, with their
 * cohort group's invite link when it has one and the brand has group invite links on (else the
 * site). Answers the outbox message id.
 */
export async function sendCohortBasicInvite(
  ctx: ActorContext,
  userAccountId: string,
  { origin, inviteLinks }: { origin: string; inviteLinks: boolean },
): Promise<{ messageId: string }> {
  await requireVisiblePerson(ctx, userAccountId);
  const person = await findCohortInvitee(ctx.db, userAccountId, COHORT_GROUP_REFERENCE_TYPE);
  if (!person?.email) throw notFound(PERSON_NOT_FOUND);
  const messageId = await queueTemplateMessage(ctx.db, ctx.brand, COHORT_BASIC_INVITE, {
    to: person.email,
    origin,
    data: {
      firstName: person.first_name?.trim() || person.email,
      link: person.code && inviteLinks ? `${origin}/invite/${person.code}` : `${origin}/`,
    },
    comment: 'Cohort invitation',
    entityType: 'user_account',
    entityId: userAccountId,
    userAccountId,
  });
  return { messageId };
}

/** GetReportIdsByGroupId/{id}: the report ids the registered finders give for the members. */
export async function reportIdsByGroup(ctx: ActorContext, groupId: string): Promise<string[]> {
  const visible = await visibleGroupIds(ctx.db, ctx.brand, ctx.actor);
  if (visible !== 'all' && !visible.includes(groupId))
    throw notFound('errors.common.groupNotFound');
  const ids = await groupMemberIds(ctx.db, groupId);
  const found = await Promise.all(GROUP_REPORT_FINDERS.map((find) => find(ctx.db, ids)));
  return [...new Set(found.flat())];
}
