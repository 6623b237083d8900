import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileParticipant } from '@portal/core';
import { tokenFor, withFeaturesOff } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { PROFILE_TEMPLATE_CODES } from '../../mail/templates/profile-templates';
import { answerAll, call, createPerson } from './profile-test-support';
import { sendStatusUpdates, type NotificationRun } from './profile-notifications.service';
import {
  sendDueReminders,
  syncDeliveryStates,
} from '../profile-describer/describer-reminders.service';

const DAY = 86_400_000;

describe.each(testEngines())('360 notifications on %s', (engine) => {
  let t: TestApp;
  let invitedAt: Date;
  const run = (days: number): NotificationRun => ({
    db: t.database.db,
    config: t.config,
    brand: 'profile',
    now: new Date(invitedAt.getTime() + days * DAY + 1000),
  });
  const reminders = () =>
    t.database.db
      .selectFrom('message')
      .select('subject')
      .where('recipient', '=', 'slow@notify.example')
      .where('template_id', '=', PROFILE_TEMPLATE_CODES.describerReminder)
      .execute();

  beforeAll(async () => {
    t = await createTestApp({ engine });
    const pat = await createPerson(t, 'pat@notify.example');
    const participant = (
      await call(t, 'POST', '/api/profileparticipant/start', pat.token, {})
    ).json<ProfileParticipant>();
    await answerAll(t, participant.selfSurveyCode!, 3);
    await call(t, 'POST', '/api/profiledescriberfeedback/upsertBatch', pat.token, {
      participantId: participant.id,
      invites: [{ firstName: 'Slow', email: 'slow@notify.example', describerRelationship: 'peer' }],
    });
    invitedAt = (
      await t.database.db
        .selectFrom('profile_describer')
        .select('invited_at')
        .where('email', '=', 'slow@notify.example')
        .executeTakeFirstOrThrow()
    ).invited_at;
  });
  afterAll(() => t.close());

  it('reminds nobody where the brand has describerReminders off, by the job or by hand', async () => {
    const developer = tokenFor(t.app, { brand: 'profile', claims: ['developer'] });
    const byHand = () =>
      call(t, 'GET', '/api/profileparticipant/ProcessProfileNotificationsAsync/profile', developer);
    await withFeaturesOff(t.app, 'profile', ['describerReminders'], async () => {
      expect(await sendDueReminders(run(3))).toBe(0);
      expect((await byHand()).statusCode).toBe(403);
    });
    expect(await reminders()).toEqual([]);
    expect((await byHand()).json()).toEqual({ reminders: 0 });
  });

  it('reminds every 3 days after the invitation, 3 times at most', async () => {
    expect(await sendDueReminders(run(2))).toBe(0);
    expect(await sendDueReminders(run(3))).toBe(1);
    expect(await sendDueReminders(run(4))).toBe(0);
    expect(await sendDueReminders(run(6.1))).toBe(1);
    expect(await sendDueReminders(run(9.2))).toBe(1);
    expect(await sendDueReminders(run(12.3))).toBe(0);
    expect(await reminders()).toHaveLength(3);
  });

  it('copies the delivery state of the last message onto the describer', async () => {
    await t.database.db
      .updateTable('message')
      .set({ status: 3, sent_utc: new Date() })
      .where('recipient', '=', 'slow@notify.example')
      .execute();
    expect(await syncDeliveryStates(run(12))).toBeGreaterThan(0);
    const row = await t.database.db
      .selectFrom('profile_describer')
      .select(['msg_status', 'msg_delivered'])
      .where('email', '=', 'slow@notify.example')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ msg_status: 'Complete', msg_delivered: true });
  });

  it('sends the weekly status update once a week unless dates are ignored', async () => {
    expect(await sendStatusUpdates(run(1), false)).toEqual({ sent: 1 });
    expect(await sendStatusUpdates(run(2), false)).toEqual({ sent: 0 });
    expect(await sendStatusUpdates(run(2), true)).toEqual({ sent: 1 });
  });
});
