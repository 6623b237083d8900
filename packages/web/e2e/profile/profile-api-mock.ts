import type { Page, Route } from '@playwright/test';
import type { DescriberSurvey, ProfileReportData, ReportScale } from '@portal/core';

// Answers of the 360 calls for screens tested without the server (a seeded session's token is
// not one the server accepts): the page, its requests and its layout are the real ones.

export const SURVEY_CODE = 'S'.repeat(43);
export const ACCOUNT_ID = '2c0b8f4e-1d7a-4c55-9a3e-5b6f7d8e9a10';

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

export const survey = (overrides: Partial<DescriberSurvey> = {}): DescriberSurvey => ({
  surveyCode: SURVEY_CODE,
  state: 'open',
  describerRelationship: 'peer',
  isSelf: false,
  participantFirstName: 'Ann',
  participantLastName: 'Lee',
  describerFirstName: 'Bo',
  items: [
    'Listens fully before deciding',
    'Keeps the commitments made to the team',
    'Says clearly what is expected',
    'Gives credit to others',
    'Stays calm under pressure',
  ].map((text, i) => ({ code: `I${i + 1}`, text })),
  answers: [{ itemCode: 'I1', value: 4 }],
  comment: '',
  answeredCount: 1,
  itemCount: 5,
  ...overrides,
});

/** Serves the survey; records the progress saves and the submit. */
export async function serveSurvey(page: Page, answer: DescriberSurvey) {
  const calls = { saves: [] as unknown[], submits: [] as unknown[] };
  await page.route('**/api/profiledescriberfeedback/getActiveDescriberBySurveyCode/**', (route) =>
    json(route, answer),
  );
  await page.route('**/api/profiledescriberfeedback/upsertBatch', (route) => {
    calls.saves.push(route.request().postDataJSON());
    return json(route, { saved: true });
  });
  await page.route('**/api/profiledescriberfeedback/submitDescriberFeedback/**', (route) => {
    calls.submits.push(route.request().postDataJSON());
    return json(route, { submitted: true });
  });
  return calls;
}

const scale = (
  code: string,
  displayName: string,
  medianScore: number,
  selfScore: number,
  flags: { isStrength?: boolean; isConstraint?: boolean } = {},
): ReportScale => ({
  id: `00000000-0000-4000-8000-0000000000${code.length}${displayName.length % 10}`,
  code,
  name: displayName,
  displayName,
  definition: [`What ${displayName.toLowerCase()} looks like at work.`],
  riskDirection: 'low',
  targetLow: 3,
  targetHigh: 4.25,
  medianScore,
  selfScore,
  scores: [
    { group: 'manager', medianScore: medianScore - 0.25, count: 1 },
    { group: 'others', medianScore: medianScore + 0.25, count: 3 },
  ],
  strengths: flags.isStrength ? [`Others rely on your ${displayName.toLowerCase()}.`] : [],
  tractionSteps: [`Practise ${displayName.toLowerCase()} once a week.`],
  props: {
    isStrength: flags.isStrength ?? false,
    isConstraint: flags.isConstraint ?? false,
    margin: medianScore - 3,
    rank: null,
  },
});

const SCALES = [
  scale('LISTEN', 'Listening', 4.4, 3.8, { isStrength: true }),
  scale('COMMIT', 'Commitment', 3.6, 4.2),
  scale('CLARITY', 'Clarity', 2.2, 3.9, { isConstraint: true }),
  scale('CREDIT', 'Recognition', 3.1, 2.5),
  scale('CALM', 'Composure', 2.6, 2.6, { isConstraint: true }),
];

export const report: ProfileReportData = {
  id: '7a1e5b2c-9d4f-4e3a-8b6c-1f2e3d4c5b6a',
  reportCode: 'RPT-ANN-1',
  formattedLabel: '05/02/26 - Spring (4)',
  label: 'Spring',
  participantId: '3b2a1c0d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  userAccountId: ACCOUNT_ID,
  participantFirstName: 'Ann',
  participantLastName: 'Lee',
  createdUTC: '2026-05-02T10:00:00Z',
  releasedUTC: '2026-05-02T10:00:00Z',
  isReleased: true,
  isExcluded: false,
  selfOnly: false,
  describerCount: 5,
  groups: [
    { key: 'manager', count: 1, displayName: 'Mia Manager' },
    { key: 'others', count: 3, displayName: null },
  ],
  scales: SCALES,
  topConstraints: SCALES.filter((s) => s.props.isConstraint),
  strengths: SCALES.filter((s) => s.props.isStrength),
  comments: ['Ann listens to everyone in the room.', 'Could say more often what she expects.'],
  abilities: { delete: false, exclude: false, insights: false },
};

export async function serveReport(page: Page) {
  await page.route('**/api/profilereport/getProfileReportData/**', (route) => json(route, report));
}
