import { expect, type Browser, type Page } from '@playwright/test';
import type {
  Describer,
  DescriberInvite,
  DescriberSurvey,
  ProfileParticipant,
  ReportFormat,
} from '@portal/core';
import {
  DEMO_PASSWORD,
  developerPage,
  type NewPerson,
  callApi,
  grantClaims as grantClaimsIn,
  linkIn,
  newestMessageOn,
  originOf,
  register,
  signIn,
} from '../fixtures';

// The set-up the 360 screen specs share, against the server: people new to the portal, their
// 360s, describers who answer through their e-mailed links, and what staff configure; the demo
// accounts and the brand's default instrument stay as they are.
export const brand = 'profile';
export const origin = originOf(brand);
export const PASSWORD = 'a long e2e passphrase';

/** Unique to this run and worker: the names and addresses of what a test makes. */
export const runId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** `work` done by `email`, signed in through the UI in a browser context of its own. */
export async function signedInAs<T>(
  browser: Browser,
  email: string,
  work: (page: Page) => Promise<T>,
  password = DEMO_PASSWORD,
): Promise<T> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, brand, email, password, '/help');
    return await work(page);
  } finally {
    await context.close();
  }
}

/** The user account id of the person signed in on the page (a claim of the session). */
export function myAccountId(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    const stored = JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as {
      profile?: { claims?: Array<{ type: string; value: string }> };
    };
    return stored.profile?.claims?.find((c) => c.type === 'userAccountId')?.value ?? '';
  });
}

/** Registers a person in the profile brand (self-registration makes them a Participant). */
export const newPerson = (browser: Browser, person: NewPerson) =>
  register(browser, brand, person, PASSWORD);

/** The demo security admin gives the person these claims (each with the value 'true'). */
export const grantClaims = (browser: Browser, email: string, claims: readonly string[]) =>
  grantClaimsIn(browser, brand, email, claims);

/** The signed-in person starts their 360 (with a configuration of staff's, when given). */
export const startProfile = (page: Page, profileConfigId?: string) =>
  callApi<ProfileParticipant>(page, brand, 'POST', '/api/profileparticipant/start', {
    ...(profileConfigId ? { profileConfigId } : {}),
  });

export const invite = (page: Page, participantId: string, invites: DescriberInvite[]) =>
  callApi<Describer[]>(page, brand, 'POST', '/api/profiledescriberfeedback/upsertBatch', {
    participantId,
    invites,
  });

export const describersOf = (page: Page, participantId: string) =>
  callApi<Describer[]>(
    page,
    brand,
    'GET',
    `/api/profiledescriberfeedback/getDescribersByParticipantId/${participantId}`,
  );

/** An answer for each scale, by its code (the demo instrument's items are the code and a number). */
export type Answers = (scaleCode: string) => number;

/**
 * A call without sign-in (as a describer's link makes it), from the page: only the browser
 * resolves the brands' `*.localhost` origins. The page must be on the brand's origin.
 */
export function anonymousCall<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) {
  return page.evaluate(
    async ({ appName, verb, url, json }) => {
      const response = await fetch(url, {
        method: verb,
        headers: {
          'app-name': appName,
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
      if (!response.ok) throw new Error(`${verb} ${url}: ${response.status}`);
      return (await response.json()) as T;
    },
    { appName: brand, verb: method, url: path, json: body },
  );
}

const SURVEY = '/api/profiledescriberfeedback';

/** The survey behind a link, answered in full and sent as its describer does (no sign-in). */
export async function answerSurvey(page: Page, surveyCode: string, answers: Answers) {
  const survey = await anonymousCall<DescriberSurvey>(
    page,
    'GET',
    `${SURVEY}/getActiveDescriberBySurveyCode/${surveyCode}`,
  );
  expect(survey.state).toBe('open');
  await anonymousCall(page, 'POST', `${SURVEY}/submitDescriberFeedback/${surveyCode}`, {
    answers: survey.items.map((item) => ({
      itemCode: item.code,
      value: answers(item.code.replace(/\d+$/, '')),
    })),
    comment: '',
  });
}

type Invitation = { path: string; surveyCode: string; declineId: string; declineKey: string };

/** The links of the newest invitation e-mailed to each address: the survey and the decline. */
export async function invitationsTo(
  browser: Browser,
  emails: readonly string[],
): Promise<Invitation[]> {
  const developer = await developerPage(browser, brand);
  const invitations: Invitation[] = [];
  for (const email of emails) {
    const mail = await newestMessageOn(developer, brand, email);
    const path = linkIn(mail, '/feedback/describer/');
    const decline = /https?:\/\/\S*declineId=\S+/.exec(mail.bodyText)?.[0] ?? '';
    const query = new URL(decline || `${origin}${path}`).searchParams;
    invitations.push({
      path,
      surveyCode: path.split('/').pop() ?? '',
      declineId: query.get('declineId') ?? '',
      declineKey: query.get('declineKey') ?? '',
    });
  }
  return invitations;
}

/** Invites the describers and each answers their survey from the e-mailed link. */
export async function describedBy(
  browser: Browser,
  page: Page,
  participantId: string,
  people: Array<DescriberInvite & { answers: Answers }>,
) {
  await invite(
    page,
    participantId,
    people.map(({ answers: _answers, ...person }) => person),
  );
  const invitations = await invitationsTo(
    browser,
    people.map((p) => p.email),
  );
  for (const [index, person] of people.entries()) {
    await answerSurvey(page, invitations[index]!.surveyCode, person.answers);
  }
}

/** The signed-in participant makes their report from everyone who answered. */
export async function makeReport(page: Page, participantId: string) {
  const describers = await describersOf(page, participantId);
  return callApi<{ id: string; reportCode: string; isReleased: boolean }>(
    page,
    brand,
    'POST',
    '/api/profilereport/createReport',
    {
      profileParticipantId: participantId,
      describerIds: describers
        .filter((d) => d.describerRelationship !== 'self' && d.isComplete)
        .map((d) => d.id),
      label: '',
    },
  );
}

/**
 * A new person of this run, signed in on `page`, describes themself and is described by three
 * peers; their report is made from everyone who answered.
 */
export async function newPersonWithReport(
  browser: Browser,
  page: Page,
  run: string,
  first: string,
) {
  const person = { email: `e2e.${first.toLowerCase()}.${run}@demo.example`, first, last: 'Tester' };
  await newPerson(browser, person);
  await signIn(page, brand, person.email, PASSWORD, '/help');
  return reportFromThreePeers(browser, page, await startProfile(page), run);
}

/** A started 360 described by its person (4s) and three peers (3s), then its report. */
export async function reportFromThreePeers(
  browser: Browser,
  page: Page,
  me: ProfileParticipant,
  run: string,
) {
  await describeSelf(page, me, () => 4);
  await describedBy(
    browser,
    page,
    me.id,
    ['cy', 'di', 'ed'].map((name) => ({
      firstName: name,
      lastName: 'Describer',
      email: `${name}.${run}@example.org`,
      describerRelationship: 'peer' as const,
      answers: () => 3,
    })),
  );
  return makeReport(page, me.id);
}

/**
 * A 360 configuration of this run, made by staff as the configuration screens do: the demo
 * instrument with a report format that names the manager, released from one describer on.
 */
export async function namedManagerConfig(browser: Browser, run: string): Promise<string> {
  const format = await signedInAs(browser, 'security@demo.example', async (page) => {
    const formats = await callApi<ReportFormat[]>(page, brand, 'GET', '/api/profilereportformat');
    const standard = formats.find((f) => f.isDefault) ?? formats[0]!;
    return callApi<ReportFormat>(page, brand, 'POST', '/api/profilereportformat/save', {
      name: `Named manager ${run}`,
      profileDefinitionId: standard.profileDefinitionId,
      targets: standard.targets,
      minGroupSize: standard.minGroupSize,
      showManagerByName: true,
    });
  });
  return signedInAs(browser, 'eventadmin@demo.example', async (page) => {
    const config = await callApi<{ id: string }>(
      page,
      brand,
      'POST',
      '/api/profilereportconfiguration/save',
      {
        name: `Named manager 360 ${run}`,
        profileDefinitionId: format.profileDefinitionId,
        reportFormatId: format.id,
        minDescribers: 1,
      },
    );
    return config.id;
  });
}

/** The self-description of the participant, answered in full. */
export const describeSelf = (page: Page, participant: ProfileParticipant, answers: Answers) =>
  answerSurvey(page, participant.selfSurveyCode ?? '', answers);
