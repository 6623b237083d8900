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
  merging: { together: ['peer', 'directReport'], fewInEach: true, wholeOnly: [], minGroupSize: 3 },
  scales: SCALES,
  topConstraints: SCALES.filter((s) => s.props.isConstraint),
  strengths: SCALES.filter((s) => s.props.isStrength),
  comments: ['Ann listens to everyone in the room.', 'Could say more often what she expects.'],
  abilities: { delete: false, exclude: false, insights: false },
};

export async function serveReport(page: Page) {
  await page.route('**/api/profilereport/getProfileReportData/**', (route) => json(route, report));
}

const PARTICIPANT_ID = report.participantId;

export const participant = {
  id: PARTICIPANT_ID,
  userAccountId: ACCOUNT_ID,
  profileConfigId: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  isActive: true,
  checkedIn: false,
  createdUTC: '2026-04-20T09:00:00Z',
  selfSurveyCode: SURVEY_CODE,
  isSelfComplete: true,
  hasPendingSelfDescription: false,
  isSelfRequired: true,
  selfOnly: false,
};

const describer = (n: number, overrides: Record<string, unknown>) => ({
  id: `5e4d3c2b-1a0f-4e9d-8c7b-6a5f4e3d2c1${n}`,
  participantId: PARTICIPANT_ID,
  describerRelationship: 'peer',
  firstName: 'Noa',
  lastName: 'Peer',
  email: `noa${n}@example.org`,
  isComplete: false,
  isDeclined: false,
  isActive: true,
  completedUTC: null,
  invitedUTC: '2026-04-21T09:00:00Z',
  remindersSent: 0,
  msgDelivered: true,
  msgEvent: null,
  msgReason: null,
  msgDateDelivered: null,
  msgStatus: null,
  ...overrides,
});

export const describers = [
  describer(0, {
    describerRelationship: 'self',
    firstName: 'Ann',
    lastName: 'Lee',
    isComplete: true,
  }),
  describer(1, {
    describerRelationship: 'manager',
    firstName: 'Mia',
    lastName: 'Manager',
    isComplete: true,
  }),
  describer(2, {}),
  describer(3, {
    describerRelationship: 'directReport',
    firstName: 'Ola',
    lastName: 'Report',
    isDeclined: true,
  }),
];

/** Serves the participant, their describers and suggestions; records the invitations. */
export async function serveParticipant(page: Page) {
  const invites: unknown[] = [];
  await page.route('**/api/profileparticipant/getByUserAccountId/**', (route) =>
    json(route, [participant]),
  );
  await page.route('**/api/profiledescriberfeedback/getDescribersByParticipantId/**', (route) =>
    json(route, describers),
  );
  await page.route('**/api/profiledescriberfeedback/GetPotentialDescriberContactInfo/**', (route) =>
    json(route, [
      {
        firstName: 'Kai',
        lastName: 'Other',
        email: 'kai@example.org',
        describerRelationship: 'other',
      },
    ]),
  );
  await page.route('**/api/profiledescriberfeedback/upsertBatch', (route) => {
    invites.push(route.request().postDataJSON());
    return json(route, []);
  });
  return invites;
}

export const team = {
  userGroupId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  memberCount: 9,
  membersWithReport: 7,
  minGroupSize: 3,
  isHidden: false,
  scales: SCALES.map((s, i) => ({
    code: s.code,
    displayName: s.displayName,
    targetLow: s.targetLow,
    targetHigh: s.targetHigh,
    riskDirection: s.riskDirection,
    below: i % 3,
    within: 4,
    above: 3 - (i % 3),
    teamMedian: s.medianScore,
    bands: [0, i % 2, 1, 2, i % 3, 2, 1, 0],
  })),
};
