import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import {
  CheckupStage,
  type CheckupFeedbackSubmission,
  type CheckupType,
  type TractionPlanContentInput,
} from '@portal/core';
import type { TestApp } from '../../../test/test-app';
import { toJson } from '../../db/schema';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { createCatalogItem, createEvent } from '../event/event-test-support';

/** A plan of two constraints (steps s1; s2, s3) and three strengths. */
export const TEST_PLAN: Partial<TractionPlanContentInput> = {
  goal: 'Lead calmer meetings',
  strengths: ['Listens', 'Follows through', 'Calm'],
  constraints: [
    {
      name: 'Interrupts',
      definition: ['Talks over others'],
      steps: [{ id: 's1', description: 'Ask a question first' }],
    },
    {
      name: 'Rushes',
      definition: ['Decides too fast'],
      steps: [
        { id: 's2', description: 'Sleep on big decisions' },
        { id: 's3', description: 'Summarize before deciding' },
      ],
    },
  ],
};

/** A complete answer to TEST_PLAN. */
export const completeAnswers = (surveyCode: string): CheckupFeedbackSubmission => ({
  surveyCode,
  surveyVersion: null,
  interactionFrequency: 'Weekly',
  strengths: ['Listens', 'Calm'],
  strengthsComment: 'A calm presence',
  constraints: [
    { index: 0, agree: true, comment: '' },
    { index: 1, agree: false, comment: 'Much better' },
  ],
  steps: [
    { stepId: 's1', rating: 4, comment: '' },
    { stepId: 's2', rating: 'NA', comment: '' },
    { stepId: 's3', rating: 2, comment: 'Still rushes' },
  ],
  encouragement: 'Keep going',
  acknowledged: true,
});

export type CheckupSetup = {
  admin: TestPerson;
  trainer: TestPerson;
  participant: TestPerson;
  stranger: TestPerson;
  eventId: string;
  checkupId: string;
  checkupParticipantId: string;
  /** The partners' survey codes, in partner order. */
  codes: string[];
};

type SetupOptions = {
  partners?: number;
  isAnonymous?: boolean;
  stage?: CheckupStage;
  checkupType?: CheckupType;
};

async function insertPlan(t: TestApp, owner: TestPerson) {
  const { id } = await t.database.db
    .insertInto('traction_plan')
    .values({
      app_name: 'teams',
      user_account_id: owner.userAccountId,
      progress: toJson({}),
      plan: toJson({ ...TEST_PLAN, accountabilityPartners: [], sharedPartners: [] }),
      is_complete: true,
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** An event (brand teams) with a checkup on the given stage, one participant and partners. */
export async function createCheckupSetup(
  t: TestApp,
  options: SetupOptions = {},
): Promise<CheckupSetup> {
  const db = t.database.db;
  const admin = await createPerson(t, 'Admin', ['eventAdmin']);
  const trainer = await createPerson(t, 'Trainer', ['trainer']);
  const participant = await createPerson(t, 'Pat', ['participant', 'tractionPlan']);
  const stranger = await createPerson(t, 'Stranger', ['participant', 'trainer']);
  const item = await createCatalogItem(t, admin, { name: 'Checkup course' });
  const event = await createEvent(t, admin, {
    eventTypeId: item.id,
    trainerEmail: trainer.email,
  });
  const registration = await db
    .insertInto('participant')
    .values({
      app_name: 'teams',
      event_id: event.id,
      user_account_id: participant.userAccountId,
      email: participant.email,
      first_name: 'Pat',
      last_name: 'Tester',
      details: toJson({}),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const stage = options.stage ?? CheckupStage.Feedback;
  const checkup = await db
    .insertInto('traction_plan_checkup')
    .values({
      app_name: 'teams',
      event_id: event.id,
      is_active: true,
      is_anonymous: options.isAnonymous ?? false,
      stage,
      notification_days: 7,
      last_chance_days: 3,
      feedback_reminder_frequency_days: 2,
      report_reminder_days: 2,
      previous_feedback_days: 45,
      checkup_type: options.checkupType ?? 0,
      reply_to_event_planner: false,
      send_to_sales_person: false,
      send_to_trainer: false,
      status_update: toJson({}),
      reported_at: stage >= CheckupStage.Reported ? new Date() : null,
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const checkupParticipant = await db
    .insertInto('checkup_participant')
    .values({
      app_name: 'teams',
      checkup_id: checkup.id,
      participant_id: registration.id,
      user_account_id: participant.userAccountId,
      email: participant.email,
      first_name: 'Pat',
      last_name: 'Tester',
      traction_plan_id: await insertPlan(t, participant),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const codes = Array.from({ length: options.partners ?? 3 }, () =>
    randomBytes(32).toString('base64url'),
  );
  if (codes.length > 0) {
    await db
      .insertInto('checkup_feedback_request')
      .values(
        codes.map((code, i) => ({
          app_name: 'teams',
          checkup_id: checkup.id,
          checkup_participant_id: checkupParticipant.id,
          partner_email: `partner${i}@partners.example`,
          partner_first_name: `Partner${i}`,
          partner_last_name: 'Example',
          survey_code: code,
          sent_at: new Date(),
          updated_at: new Date(),
        })),
      )
      .execute();
  }
  return {
    admin,
    trainer,
    participant,
    stranger,
    eventId: event.id,
    checkupId: checkup.id,
    checkupParticipantId: checkupParticipant.id,
    codes,
  };
}

/** Moves a checkup to a stage (Reported and later with a reported date). */
export async function setStage(t: TestApp, checkupId: string, stage: CheckupStage) {
  await t.database.db
    .updateTable('traction_plan_checkup')
    .set({ stage, reported_at: stage >= CheckupStage.Reported ? new Date() : null })
    .where('id', '=', checkupId)
    .execute();
}

/** A partner's submission through the API (anonymous, as the link is used). */
export async function submit(t: TestApp, body: unknown) {
  return call(t, 'POST', '/api/tractionplancheckup/SubmitFeedback', undefined, body);
}

export async function submitted(t: TestApp, body: unknown) {
  const response = await submit(t, body);
  expect(response.statusCode, response.body).toBe(200);
}
