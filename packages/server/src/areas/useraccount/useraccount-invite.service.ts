import { sql } from 'kysely';
import { COHORT_GROUP_REFERENCE_TYPE } from '@portal/core';
import { notFound } from '../../http/errors';
import { queueTemplateMessage } from '../../mail/templates/template-mail';
import { COHORT_BASIC_INVITE } from '../../mail/templates/accounts-templates';
import { type ActorContext } from '../../shared/request-context';
import { visibleGroupIds } from '../usergroup/usergroup.policy';
import { PERSON_NOT_FOUND, requireVisiblePerson } from './useraccount.policy';
import { GROUP_REPORT_FINDERS } from './group-reports';

/**
 * SendCohortBasicInvite/{id}: e-mails a cohort member an invitation to the portal, with their
 * cohort group's invite link when it has one (else the site). Answers the outbox message id.
 */
export async function sendCohortBasicInvite(
  ctx: ActorContext,
  userAccountId: string,
  origin: string,
): Promise<{ messageId: string }> {
  await requireVisiblePerson(ctx, userAccountId);
  const { rows } = await sql<{
    first_name: string | null;
    email: string | null;
    code: string | null;
  }>`
    select u.first_name,
      coalesce(i.email, (select x->>'address' from jsonb_array_elements(u.emails) x
        order by (x->>'primary')::boolean desc limit 1)) as email,
      (select c.code from user_group_person m join user_group g on g.id = m.user_group_id
        join invite_code c on c.user_group_id = g.id and c.deactivated_at is null
        where m.user_account_id = u.id and m.role = 'member' and g.reference_type = ${COHORT_GROUP_REFERENCE_TYPE}
        order by m.added_at desc limit 1) as code
    from user_account u left join identity_user i on i.id = u.user_id
    where u.id = ${userAccountId}`.execute(ctx.db);
  const person = rows[0];
  if (!person?.email) throw notFound(PERSON_NOT_FOUND);
  const messageId = await queueTemplateMessage(ctx.db, ctx.brand, COHORT_BASIC_INVITE, {
    to: person.email,
    origin,
    data: {
      firstName: person.first_name?.trim() || person.email,
      link: person.code ? `${origin}/invite/${person.code}` : `${origin}/`,
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
    throw notFound('No group of this brand has this id.');
  const members = await ctx.db
    .selectFrom('user_group_person')
    .select('user_account_id')
    .where('user_group_id', '=', groupId)
    .where('role', '=', 'member')
    .execute();
  const ids = members.map((m) => m.user_account_id);
  const found = await Promise.all(GROUP_REPORT_FINDERS.map((find) => find(ctx.db, ids)));
  return [...new Set(found.flat())];
}
