import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CheckupStage, EMAIL_NOT_VERIFIED_REASON, dayOfWeekOf, type TCheckup } from '@portal/core';
import { tokenFor, withFeaturesOff } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { EMAIL_NOT_VERIFIED } from '../../http/api-guard';
import { processCheckupsJob } from '../../jobs/definitions/process-checkups.job';
import type { JobContext } from '../../jobs/job-definition';
import { unverified } from '../crmaccount/accounts-test-support';
import { processCheckups, processStatusUpdates } from './checkup-process.service';
import {
  call,
  createPerson,
  eventWith,
  partnerEmails,
  personWithPlan,
  saveCheckup,
  sentTo,
  type TestPerson,
} from './checkup-test-support';

const REFUSED_UNVERIFIED = { code: EMAIL_NOT_VERIFIED, reason: EMAIL_NOT_VERIFIED_REASON };

let t: TestApp;
let admin: TestPerson;
let kim: TestPerson;
let checkup: TCheckup;
let id: string;

/** The job's run on a given instant: the controllable clock. */
const runOn = (iso: string) => ({
  db: t.database.db,
  brand: 'teams' as const,
  origin: 'http://teams.localhost',
  now: new Date(iso),
  log: t.app.log,
});
const runAt = (iso: string) => processCheckups(runOn(iso));
const statusUpdatesAt = (iso: string) => processStatusUpdates(runOn(iso));

beforeAll(async () => {
  t = await createTestApp();
  admin = await createPerson(t, 'Admin', ['eventAdmin']);
  kim = await personWithPlan(t, 'Kim');
  const event = await eventWith(t, admin, [kim]);
  checkup = await saveCheckup(t, admin, {
    eventId: event.id,
    startDate: '2031-03-10',
    endDate: '2031-03-12',
    statusUpdate: { email: 'Boss@Client.example', deliveryDayOfWeek: dayOfWeekOf('2031-03-10') },
  });
  id = checkup.id as string;
});
afterAll(() => t.close());

const stageNow = async () =>
  (
    await t.database.db
      .selectFrom('traction_plan_checkup')
      .select('stage')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).stage;

describe('the checkup job', () => {
  it('moves stages on the configured days, reminds only partners who have not answered, never twice', async () => {
    expect((await runAt('2031-03-02T14:00:00Z')).moves).toEqual([]);
    expect((await runAt('2031-03-03T14:00:00Z')).moves).toEqual([
      { checkupId: id, from: CheckupStage.Inititial, to: CheckupStage.Notify },
    ]);
    await runAt('2031-03-03T18:00:00Z');
    expect(await sentTo(t, id, 'checkup-initial-notice')).toEqual([kim.email]);

    // The job's own handler, on a clock set to the last-chance day.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-07T13:00:00Z'));
    const context = {
      db: t.database.db,
      config: t.config,
      log: t.app.log,
      signal: new AbortController().signal,
    };
    await processCheckupsJob.handler({}, context as unknown as JobContext);
    vi.useRealTimers();
    expect(await stageNow()).toBe(CheckupStage.FinalNotification);
    expect(await sentTo(t, id, 'checkup-final-notice')).toEqual([kim.email]);

    await runAt('2031-03-10T13:00:00Z');
    expect(await stageNow()).toBe(CheckupStage.Feedback);
    expect(await sentTo(t, id, 'checkup-feedback-request')).toEqual(partnerEmails('Kim').sort());

    // One partner answers (SubmitFeedback's effect on the request).
    const [answered, ...others] = partnerEmails('Kim');
    await t.database.db
      .updateTable('checkup_feedback_request')
      .set({ status: 'answered', answered_at: new Date() })
      .where('checkup_id', '=', id)
      .where('partner_email', '=', answered as string)
      .execute();
    expect((await runAt('2031-03-11T13:00:00Z')).notices).toBe(0);
    // Where the brand has checkupReminders off, the job reminds nobody and the calls answer 403.
    await withFeaturesOff(t.app, 'teams', ['checkupReminders'], async () => {
      expect((await runAt('2031-03-12T13:00:00Z')).notices).toBe(0);
      for (const kind of ['Feedback', 'Report']) {
        const byHand = `/api/tractionplancheckup/Send${kind}Reminders/${id}`;
        expect((await call(t, 'GET', byHand, admin)).statusCode).toBe(403);
      }
    });
    expect((await runAt('2031-03-12T13:00:00Z')).notices).toBe(2);
    expect((await runAt('2031-03-12T20:00:00Z')).notices).toBe(0);
    expect(await sentTo(t, id, 'checkup-feedback-reminder')).toEqual(others.sort());

    expect((await runAt('2031-03-13T13:00:00Z')).moves).toEqual([
      { checkupId: id, from: CheckupStage.Feedback, to: CheckupStage.FeedbackClosed },
    ]);
    // Releasing is a person's step; the job does not.
    await runAt('2031-03-20T13:00:00Z');
    expect(await stageNow()).toBe(CheckupStage.FeedbackClosed);
  });

  it('sends no status update where the brand has checkupStatusUpdates off', async () => {
    const byHand = `/api/tractionplancheckup/ProcessTractionPlanCheckupStatusUpdates/${id}`;
    await withFeaturesOff(t.app, 'teams', ['checkupStatusUpdates'], async () => {
      expect(await statusUpdatesAt('2031-03-17T13:00:00Z')).toBe(0);
      expect((await call(t, 'GET', byHand, admin)).statusCode).toBe(403);
    });
    expect(await sentTo(t, id, 'checkup-status-update')).toEqual([]);
  });

  it('sends status updates on the chosen weekday only, once', async () => {
    expect(await statusUpdatesAt('2031-03-11T13:00:00Z')).toBe(0);
    expect(await statusUpdatesAt('2031-03-17T13:00:00Z')).toBe(1);
    expect(await statusUpdatesAt('2031-03-17T15:00:00Z')).toBe(0);
    expect(await sentTo(t, id, 'checkup-status-update')).toEqual(['boss@client.example']);
  });

  it('reminds participants of an unread released report until they open it', async () => {
    const release = await call(t, 'POST', `/api/tractionplancheckup/setStage/${id}/5`, admin);
    expect(release.statusCode).toBe(200);
    // By hand, on the day of the release: one reminder, and no second one that day.
    const byHand = `/api/tractionplancheckup/SendReportReminders/${id}`;
    expect((await call(t, 'GET', byHand, admin)).json()).toEqual({ sent: 1 });
    expect((await call(t, 'GET', byHand, admin)).json()).toEqual({ sent: 0 });
    expect((await runAt('2031-03-25T13:00:00Z')).notices).toBe(1);
    const [participant] = release.json<TCheckup>().participants;
    const view = `/api/tractionplancheckup/RecordViewBehavior/${participant?.id}`;
    expect((await call(t, 'GET', view, admin)).json()).toMatchObject({ recorded: false });
    const unconfirmed = await call(t, 'GET', view, unverified(t, kim));
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json()).toMatchObject(REFUSED_UNVERIFIED);
    expect((await call(t, 'GET', view, kim)).json()).toMatchObject({ recorded: true });
    expect((await runAt('2031-04-25T13:00:00Z')).notices).toBe(0);
    expect(await sentTo(t, id, 'checkup-report-reminder')).toEqual([kim.email, kim.email]);
    const reports = await call(
      t,
      'GET',
      `/api/tractionplancheckup/GetTractionPlanCheckupReportsByUserAccountId/${kim.userAccountId}`,
      kim,
    );
    expect(reports.json()).toMatchObject([
      { checkupId: id, stageView: { isReported: true, phase: 'reported' } },
    ]);
  });
});

describe('checkup people', () => {
  it('lock the plan on feedback, move the checkup to a new plan, and answer partners their own codes', async () => {
    const lee = await personWithPlan(t, 'Lee');
    const other = await personWithPlan(t, 'Other');
    const event = await eventWith(t, admin, [lee]);
    const saved = await saveCheckup(t, admin, { eventId: event.id });
    for (const stage of [1, 2, 3]) {
      await call(t, 'POST', `/api/tractionplancheckup/setStage/${saved.id}/${stage}`, admin);
    }
    const plan = await call(
      t,
      'GET',
      `/api/tractionplan/getByUserAccountIdV2/${lee.userAccountId}`,
      lee,
    );
    expect(plan.json()).toMatchObject({ editBlockedBy: 'onFeedback' });
    const edit = await call(t, 'POST', '/api/tractionplan/save', lee, {
      id: plan.json().id,
      userAccountId: lee.userAccountId,
      version: plan.json().version,
      plan: { goal: 'Changed' },
    });
    expect(edit.statusCode).toBe(403);
    const onFeedback = `/api/tractionplancheckup/IsPariticpantOnFeedback/${lee.userAccountId}/0`;
    expect((await call(t, 'GET', onFeedback, lee)).json()).toBe(true);
    expect((await call(t, 'GET', onFeedback, other)).statusCode).toBe(403);

    const participantId = (
      await call(t, 'GET', `/api/tractionplancheckup/GetByEventId/${event.id}`, admin)
    ).json<TCheckup>().participants[0]?.id;
    const otherPlan = await call(
      t,
      'GET',
      `/api/tractionplan/getByUserAccountIdV2/${other.userAccountId}`,
      other,
    );
    const move = (planId: string, by: TestPerson) =>
      call(
        t,
        'GET',
        `/api/tractionplancheckup/UpdateDuringFeedback/${participantId}/${planId}`,
        by,
      );
    expect((await move(otherPlan.json().id, lee)).statusCode).toBe(400);
    expect((await move(plan.json().id, other)).statusCode).toBe(403);
    expect((await move(plan.json().id, lee)).json()).toMatchObject({
      tractionPlanId: plan.json().id,
    });

    const partner = partnerEmails('Lee')[0] as string;
    const partnerToken = { token: tokenFor(t.app, { brand: 'teams', email: partner }) };
    const own = await call(
      t,
      'GET',
      `/api/tractionplancheckup/GetParticipantsFeedbackByAccountabilityPartnerEmail/${partner}/all`,
      partnerToken,
    );
    expect(own.json()).toHaveLength(1);
    const unconfirmed = await call(
      t,
      'GET',
      `/api/tractionplancheckup/GetParticipantsFeedbackByAccountabilityPartnerEmail/${partner}/all`,
      { token: tokenFor(t.app, { brand: 'teams', email: partner, emailVerified: false }) },
    );
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json()).toMatchObject(REFUSED_UNVERIFIED);
    expect(own.json()[0].surveyCode).toMatch(/^[\w-]{43}$/);
    const asAdmin = await call(
      t,
      'GET',
      `/api/tractionplancheckup/GetParticipantsFeedbackByAccountabilityPartnerEmail/${partner}/all`,
      admin,
    );
    expect(asAdmin.json()[0].surveyCode).toBeNull();
    const guess = await call(
      t,
      'GET',
      `/api/tractionplancheckup/GetParticipantsFeedbackByAccountabilityPartnerEmail/${partner}/all`,
      other,
    );
    expect(guess.statusCode).toBe(403);
  });
});
