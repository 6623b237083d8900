import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { formatReleaseDate, type BrandKey } from '@portal/core';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { PROFILE_TEMPLATE_CODES } from '../../mail/templates/profile-templates';
import { queueTemplateMessage } from '../../mail/templates/template-mail';
import { brandOrigin } from '../../shared/request-context';
import {
  activeDescriberCompletion,
  activeParticipantsOfBrand,
  findAccountContact,
  markReleaseNotified,
  markStatusUpdateSent,
  releasedReportsNotNotified,
} from './profile-notifications.store';

const DAY_MS = 86_400_000;
/** Status updates go to a participant at most once a week (unless dates are ignored). */
export const STATUS_UPDATE_INTERVAL_DAYS = 7;

export type NotificationRun = { db: Kysely<Database>; config: Config; brand: BrandKey; now: Date };

/** The notification runs are jobs too; developers may start one by hand for the brand of the call. */
export function notificationRunOf(app: FastifyInstance, db: Kysely<Database>) {
  return (request: FastifyRequest, brand: BrandKey): NotificationRun => {
    if (brand !== request.brand) throw new HttpError(403, 'errors.common.otherBrand');
    return { db, config: app.portal.config, brand, now: new Date() };
  };
}

async function primaryEmailOf(db: Kysely<Database>, userAccountId: string) {
  const account = await findAccountContact(db, userAccountId);
  const email = account.emails.find((e) => e.primary) ?? account.emails[0];
  return { email: email?.address ?? null, firstName: account.first_name ?? '' };
}

/** 'Your report is ready' to each participant whose report was released and not yet told. */
export async function notifyReleasedReports(run: NotificationRun): Promise<number> {
  const reports = await releasedReportsNotNotified(run.db, run.brand);
  const origin = brandOrigin(run.config, run.brand);
  for (const report of reports) {
    const person = await primaryEmailOf(run.db, report.user_account_id);
    await run.db.transaction().execute(async (trx) => {
      if (person.email) {
        await queueTemplateMessage(trx, run.brand, PROFILE_TEMPLATE_CODES.reportReleased, {
          to: person.email,
          origin,
          userAccountId: report.user_account_id,
          data: {
            firstName: person.firstName || person.email,
            releasedOn: formatReleaseDate(report.released_at ?? run.now),
            link: `${origin}/report/${report.report_code}`,
          },
          comment: '360 report released',
          entityType: 'ProfileReport',
          entityId: report.id,
        });
      }
      await markReleaseNotified(trx, report.id, run.now);
    });
  }
  return reports.length;
}

/** Weekly progress e-mails to active participants still waiting for describers. */
export async function sendStatusUpdates(run: NotificationRun, ignoreDateRestrictions: boolean) {
  const participants = await activeParticipantsOfBrand(run.db, run.brand);
  const origin = brandOrigin(run.config, run.brand);
  let sent = 0;
  for (const participant of participants) {
    const last = participant.status_update_sent_at?.getTime();
    if (
      !ignoreDateRestrictions &&
      last &&
      run.now.getTime() - last < STATUS_UPDATE_INTERVAL_DAYS * DAY_MS
    )
      continue;
    const describers = await activeDescriberCompletion(run.db, participant.id);
    const complete = describers.filter((d) => d.is_complete).length;
    if (describers.length === 0 || complete === describers.length) continue;
    const person = await primaryEmailOf(run.db, participant.user_account_id);
    if (!person.email) continue;
    await run.db.transaction().execute(async (trx) => {
      await queueTemplateMessage(trx, run.brand, PROFILE_TEMPLATE_CODES.statusUpdate, {
        to: person.email!,
        origin,
        userAccountId: participant.user_account_id,
        data: {
          firstName: person.firstName || person.email!,
          describersComplete: String(complete),
          describerCount: String(describers.length),
          link: `${origin}/start-my-360`,
        },
        comment: '360 status update',
        entityType: 'ProfileParticipant',
        entityId: participant.id,
      });
      await markStatusUpdateSent(trx, participant.id, run.now);
    });
    sent++;
  }
  return { sent };
}
