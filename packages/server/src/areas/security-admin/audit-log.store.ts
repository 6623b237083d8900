import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { PagedResult, TAuditEntry, ZAuditLogQuery } from '@portal/core';
import type { Database } from '../../db/schema';
import { containsPattern, pageWindow } from '../../db/query-helpers';

type AuditQuery = z.output<typeof ZAuditLogQuery>;

/**
 * A page of the audit log, newest first, with the actor's and the subject's current e-mail
 * (null once the user is deleted: the row keeps the ids). The search text matches the action
 * and both e-mails; a user id keeps the rows where the user acted or was acted upon.
 */
export async function searchAuditLog(
  db: Kysely<Database>,
  query: AuditQuery,
): Promise<PagedResult<TAuditEntry>> {
  let filtered = db
    .selectFrom('audit_log as l')
    .leftJoin('identity_user as actor', 'actor.id', 'l.actor_user_id')
    .leftJoin('identity_user as subject', 'subject.id', 'l.subject_user_id');
  if (query.userId) {
    const userId = query.userId;
    filtered = filtered.where((eb) =>
      eb.or([eb('l.actor_user_id', '=', userId), eb('l.subject_user_id', '=', userId)]),
    );
  }
  if (query.search) {
    const pattern = containsPattern(query.search);
    filtered = filtered.where((eb) =>
      eb.or([
        eb('l.action', 'ilike', pattern),
        eb('actor.email', 'ilike', pattern),
        eb('subject.email', 'ilike', pattern),
      ]),
    );
  }
  const { offset, limit } = pageWindow(query);
  const [total, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    filtered
      .selectAll('l')
      .select(['actor.email as actor_email', 'subject.email as subject_email'])
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
  ]);
  return {
    count: Number(total.count),
    data: rows.map((r) => ({
      id: r.id,
      action: r.action,
      appName: r.app_name,
      actorUserId: r.actor_user_id,
      actorEmail: r.actor_email,
      subjectUserId: r.subject_user_id,
      subjectEmail: r.subject_email,
      details: r.details,
      ip: r.ip,
      createdAt: r.created_at.toISOString(),
    })),
    sortAscending: false,
    sortProperty: 'createdAt',
  };
}
