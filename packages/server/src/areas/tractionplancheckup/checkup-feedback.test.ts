import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKUP_FEEDBACK_ERRORS,
  CHECKUP_FEEDBACK_MESSAGES,
  CheckupStage,
  type CheckupSurvey,
  type OpenCheckupSurvey,
} from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { call } from '../crmaccount/accounts-test-support';
import {
  completeAnswers,
  createCheckupSetup,
  setStage,
  submit,
  submitted,
  type CheckupSetup,
} from './checkup-feedback-test-support';

const survey = (t: TestApp, code: string, query = '', brand: 'teams' | 'leaders' = 'teams') =>
  call(
    t,
    'GET',
    `/api/tractionplancheckup/GetFeedbackByCode/${code}${query}`,
    undefined,
    undefined,
    brand,
  );

describe.each(testEngines())('checkup survey and submission on %s', (engine) => {
  let t: TestApp;
  let s: CheckupSetup;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    s = await createCheckupSetup(t, { partners: 4 });
  });
  afterAll(() => t.close());

  it('opens the survey of the code: the plan, the partner and the worded texts', async () => {
    const response = await survey(t, s.codes[0]!);
    expect(response.statusCode).toBe(200);
    const body = response.json<OpenCheckupSurvey>();
    expect(body).toMatchObject({
      available: true,
      checkupParticipantId: s.checkupParticipantId,
      participantFirstName: 'Pat',
      partnerFirstName: 'Partner0',
      goal: 'Lead calmer meetings',
      strengths: ['Listens', 'Follows through', 'Calm'],
      isAnonymous: false,
      acknowledgementRequired: true,
      surveyVersion: 1,
    });
    expect(body.constraints.map((c) => [c.index, c.steps.map((x) => x.id)])).toEqual([
      [0, ['s1']],
      [1, ['s2', 's3']],
    ]);
    expect(body.texts.header).toBe('Traction Plan Checkup for Pat Tester');
    expect(body.texts.errors.load).toBe(CHECKUP_FEEDBACK_ERRORS.load);
    const french = (await survey(t, s.codes[0]!, '?locale=fr')).json<OpenCheckupSurvey>();
    expect(french.texts.header).toBe('Point d’étape du Traction Plan de Pat Tester');
  });

  it('answers unknown codes, other brands and closed checkups alike, revealing nothing', async () => {
    const unknown = await survey(t, 'x'.repeat(43));
    expect(unknown.statusCode).toBe(200);
    const body = unknown.json<CheckupSurvey>();
    expect(body.available).toBe(false);
    expect(body.texts.unavailableText).toBe(CHECKUP_FEEDBACK_ERRORS.unavailable);
    expect(JSON.stringify(body)).not.toContain('Pat');
    const otherBrand = await survey(t, s.codes[0]!, '', 'leaders');
    expect(otherBrand.json<CheckupSurvey>().available).toBe(false);
    const closed = await createCheckupSetup(t, { stage: CheckupStage.FeedbackClosed, partners: 1 });
    expect((await survey(t, closed.codes[0]!)).json()).toEqual(body);
    expect((await submit(t, completeAnswers(closed.codes[0]!))).statusCode).toBe(409);
  });

  it('refuses an incomplete survey with the exact messages', async () => {
    const response = await submit(t, { surveyCode: s.codes[1] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CHECKUP_FEEDBACK_ERRORS.incomplete);
    const messages = response.json<{ errors: { field: string; message: string }[] }>().errors;
    expect(messages).toEqual([
      { field: 'interactionFrequency', message: CHECKUP_FEEDBACK_MESSAGES.interactionFrequency },
      { field: 'strengths', message: CHECKUP_FEEDBACK_MESSAGES.strengths },
      { field: 'constraints.0.agree', message: 'Agree or Disagree must be selected' },
      { field: 'steps.s1.rating', message: 'Rating is required' },
      { field: 'constraints.1.agree', message: 'Agree or Disagree must be selected' },
      { field: 'steps.s2.rating', message: 'Rating is required' },
      { field: 'steps.s3.rating', message: 'Rating is required' },
      {
        field: 'acknowledged',
        message: 'Please acknowledge that your responses are not anonymous',
      },
    ]);
    const noComment = completeAnswers(s.codes[1]!);
    noComment.steps[2]!.comment = ' ';
    const refused = await submit(t, noComment);
    expect(refused.json().errors).toEqual([
      {
        field: 'steps.s3.comment',
        message: 'A comment is required when selecting "Strongly Disagree" or "Disagree"',
      },
    ]);
    expect((await submit(t, { ...completeAnswers(s.codes[1]!), steps: 'bad' })).statusCode).toBe(
      400,
    );
    expect(
      (await submit(t, { ...completeAnswers(s.codes[1]!), surveyVersion: 99 })).statusCode,
    ).toBe(400);
    expect((await survey(t, s.codes[1]!)).json().available).toBe(true);
  });

  it('stores a submission once, fills the default version and closes the code', async () => {
    const response = await submit(t, completeAnswers(s.codes[1]!));
    expect(response.statusCode).toBe(200);
    expect(response.json().completedText).toContain('Pat Tester will see it');
    const rows = await t.database.db
      .selectFrom('checkup_feedback_response')
      .innerJoin('checkup_feedback_request as r', 'r.id', 'checkup_feedback_response.request_id')
      .select(['survey_version', 'r.status', 'r.answered_at', 'interaction_frequency'])
      .where('r.survey_code', '=', s.codes[1]!)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      survey_version: 1,
      status: 'answered',
      interaction_frequency: 'Weekly',
    });
    expect(rows[0]!.answered_at).not.toBeNull();
    expect((await survey(t, s.codes[1]!)).json().available).toBe(false);
    const again = await submit(t, completeAnswers(s.codes[1]!));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CHECKUP_FEEDBACK_ERRORS.unavailable);
  });

  it('keeps one answer when the same code is submitted many times at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => submit(t, completeAnswers(s.codes[2]!))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const { count } = await t.database.db
      .selectFrom('checkup_feedback_response as a')
      .innerJoin('checkup_feedback_request as r', 'r.id', 'a.request_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('r.survey_code', '=', s.codes[2]!)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(1);
  });

  it('asks no acknowledgement on an anonymous checkup', async () => {
    const anonymous = await createCheckupSetup(t, { isAnonymous: true, partners: 1 });
    const opened = (await survey(t, anonymous.codes[0]!)).json<OpenCheckupSurvey>();
    expect(opened.acknowledgementRequired).toBe(false);
    await submitted(t, { ...completeAnswers(anonymous.codes[0]!), acknowledged: false });
  });

  it('closes the survey when feedback closes', async () => {
    await setStage(t, s.checkupId, CheckupStage.FeedbackClosed);
    expect((await survey(t, s.codes[3]!)).json().available).toBe(false);
    expect((await submit(t, completeAnswers(s.codes[3]!))).statusCode).toBe(409);
    await setStage(t, s.checkupId, CheckupStage.Feedback);
  });
});
