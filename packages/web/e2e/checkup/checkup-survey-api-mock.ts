import type { Page, Route } from '@playwright/test';
import {
  CHECKUP_FEEDBACK_ERRORS,
  checkupFeedbackErrors,
  zCheckupFeedbackSubmission,
  type FeedbackFormatTexts,
  type OpenCheckupSurvey,
} from '@portal/core';

// The survey calls answered in the browser, as the server answers them: the code opens the
// survey once, core's rules judge a submission (400 with the incomplete text and the rules),
// and a stored submission makes the code unavailable. The page, its requests and its layout
// are the real ones.

export const SURVEY_CODE = 'K'.repeat(40);

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

const section = (title: string, text: string) => ({ title, text });

export const texts: FeedbackFormatTexts = {
  header: 'Traction Plan Checkup for Ann Lee',
  sections: {
    introduction: section(
      'Introduction',
      'Ann Lee has named you an accountability partner. How often do you interact with Ann Lee?',
    ),
    strengths: section('Strengths', 'Choose 1 to 5 strengths you have seen Ann Lee use.'),
    constraints: section('Constraints', 'Do you agree that each constraint is the right one?'),
    steps: section('Traction steps', 'Ann Lee is making progress on this step.'),
    encouragement: section('Encouragement', 'A few words of encouragement (optional).'),
  },
  acknowledgeText: 'I understand that my responses are not anonymous.',
  completedText: 'Thank you! Your feedback has been sent.',
  unavailableText: CHECKUP_FEEDBACK_ERRORS.unavailable,
  errors: { ...CHECKUP_FEEDBACK_ERRORS },
};

export const survey: OpenCheckupSurvey = {
  available: true,
  surveyCode: SURVEY_CODE,
  checkupParticipantId: '3d5b7a90-21c4-4e8b-9f10-6a7b8c9d0e1f',
  participantFirstName: 'Ann',
  participantLastName: 'Lee',
  partnerFirstName: 'Jordan',
  partnerLastName: 'Lee',
  goal: 'Run calmer, shorter team meetings',
  strengths: ['Listens carefully', 'Plans ahead', 'Explains clearly'],
  constraints: [
    {
      index: 0,
      name: 'Impatience',
      definition: ['Interrupts others when in a hurry'],
      steps: [
        { id: 's1', description: 'Wait three seconds before answering' },
        { id: 's2', description: 'Ask one question before giving advice' },
      ],
    },
    {
      index: 1,
      name: 'Overcommitting',
      definition: ['Says yes to every request'],
      steps: [{ id: 's3', description: 'Check the calendar before saying yes' }],
    },
  ],
  isAnonymous: false,
  acknowledgementRequired: true,
  surveyVersion: 1,
  texts,
};

/** Serves the survey of SURVEY_CODE; records what was submitted and stored. */
export async function serveCheckupSurvey(page: Page) {
  const calls = { submits: [] as unknown[], stored: 0 };
  await page.route('**/api/tractionplancheckup/GetFeedbackByCode/**', (route) =>
    json(route, calls.stored > 0 ? { available: false, texts } : survey),
  );
  await page.route('**/api/tractionplancheckup/SubmitFeedback', (route) => {
    const body: unknown = route.request().postDataJSON();
    calls.submits.push(body);
    if (calls.stored > 0) return json(route, { message: 'Already answered' }, 409);
    const answers = zCheckupFeedbackSubmission.parse(body);
    const errors = checkupFeedbackErrors(survey, answers);
    if (errors.length > 0) {
      const fields = errors.map(({ field, message }) => ({ field, message }));
      return json(route, { message: texts.errors.incomplete, errors: fields }, 400);
    }
    calls.stored += 1;
    return json(route, { submitted: true, completedText: texts.completedText });
  });
  return calls;
}
