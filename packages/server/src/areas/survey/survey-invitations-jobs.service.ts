import { brandHas } from '../webconfig/webconfig.service';
import {
  queueSurveyMails,
  syncInvitations,
  type InvitationRun,
} from './survey-invitations.service';
import { dueReminders, markReminded, openReleases } from './survey-invitations.store';

/**
 * Invites whom the brand's open releases reach now: releases that opened since they were saved,
 * and people who joined a target account, group or event since (nothing when surveys are off).
 */
export async function inviteOpenReleases(run: InvitationRun): Promise<number> {
  if (!(await brandHas(run, 'survey'))) return 0;
  let invited = 0;
  for (const release of await openReleases(run.db, run.brand, run.now)) {
    invited += await syncInvitations(run, release);
  }
  return invited;
}

/**
 * Reminds the people who have not completed an open release with reminders, every
 * `reminder_days` after their invitation or last reminder (nothing when surveys are off).
 */
export async function sendDueReminders(run: InvitationRun): Promise<number> {
  if (!(await brandHas(run, 'survey'))) return 0;
  let sent = 0;
  for (const release of await openReleases(run.db, run.brand, run.now)) {
    if (!release.reminder_days) continue;
    for (const due of await dueReminders(run.db, release.id, release.reminder_days, run.now)) {
      sent += await run.db.transaction().execute(async (trx) => {
        // Counted first: a concurrent run that counted it already sends nothing.
        if (!(await markReminded(trx, due, run.now))) return 0;
        const invitation = {
          id: due.id,
          surveyCode: due.survey_code,
          userAccountId: due.user_account_id,
        };
        return queueSurveyMails(trx, run, release, [invitation], 'reminder');
      });
    }
  }
  return sent;
}
