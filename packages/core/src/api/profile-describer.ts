import { z } from 'zod';
import { ANY } from '../access/rules';
import { zGuid } from '../validation/guid';
import { zDescriberRequest } from '../validation/people-status';
import type { LocalizedScale } from '../validation/profile-instrument';
import {
  zCompletedDescription,
  zDescriber,
  zDescriberFeedback,
  zDescriberInviteBatch,
  zDescriberSurvey,
  zPotentialDescriber,
  zSurveyCode,
  zSurveyProgress,
  zSurveySubmit,
  type Describer,
} from '../validation/profile-participant';
import { endpoint, json, jsonOf } from './endpoint';
import { zIdParams } from './params';
import { zGuidPairParams, zLocaleQuery } from './profile-params';

const base = '/api/profiledescriberfeedback';
const describer = jsonOf(zDescriber, 'Describer');
const descriptors = json<LocalizedScale[]>('LocalizedScale[]');
const completed = jsonOf(z.array(zCompletedDescription), 'CompletedDescription[]');
const zCodeParams = z.object({ code: zSurveyCode });

const completedOf = (action: string, summary: string) =>
  endpoint({
    method: 'GET',
    path: `${base}/${action}/:id`,
    access: ANY,
    summary,
    params: zIdParams,
    answer: completed,
  });

/**
 * profiledescriberfeedback: describers, invitations, and the describer survey. The survey is
 * reached by its link: the long random code is the key (no sign-in needed).
 */
export const profileDescriberApi = {
  descriptors: endpoint({
    method: 'GET',
    path: `${base}/getDescriptors/:id`,
    access: ANY,
    summary: 'The scales of a profile definition in the language asked for.',
    params: zIdParams,
    query: zLocaleQuery,
    answer: descriptors,
  }),
  descriptorsOfParticipant: endpoint({
    method: 'GET',
    path: `${base}/getDescriptorsByParticipantId/:id`,
    access: ANY,
    summary: "The scales of a participant's profile in the language asked for.",
    params: zIdParams,
    query: zLocaleQuery,
    answer: descriptors,
  }),
  describersOf: endpoint({
    method: 'GET',
    path: `${base}/getDescribersByParticipantId/:id`,
    access: ANY,
    summary: "A participant's describers with the state of their invitations.",
    params: zIdParams,
    answer: jsonOf(z.array(zDescriber), 'Describer[]'),
  }),
  requests: endpoint({
    method: 'GET',
    path: `${base}/getDescriberRequests/:id`,
    access: ANY,
    summary: 'The open surveys others asked this person to give.',
    params: zIdParams,
    answer: jsonOf(z.array(zDescriberRequest), 'DescriberRequest[]'),
  }),
  survey: endpoint({
    method: 'GET',
    path: `${base}/getActiveDescriberBySurveyCode/:code`,
    access: 'anonymous',
    summary: 'The survey behind a link, its items in the language asked for (opened by its code).',
    params: zCodeParams,
    query: zLocaleQuery,
    answer: jsonOf(zDescriberSurvey, 'DescriberSurvey'),
  }),
  submit: endpoint({
    method: 'POST',
    path: `${base}/submitDescriberFeedback/:code`,
    access: 'anonymous',
    summary: 'Submits the final answers of a survey (opened by its code).',
    params: zCodeParams,
    body: zSurveySubmit,
    answer: json<{ isComplete: boolean; participantId: string }>('{ isComplete, participantId }'),
  }),
  // Anonymous: a survey's progress is opened by its code; invitations need a session (the
  // service answers 401 without one).
  upsertBatch: endpoint({
    method: 'POST',
    path: `${base}/upsertBatch`,
    access: 'anonymous',
    summary:
      "Saves a survey's progress (surveyCode, answers), or invites describers (participantId, invites; signed in).",
    body: z.union([zSurveyProgress, zDescriberInviteBatch]),
    answer: json<{ answeredCount: number; itemCount: number } | Describer[]>(
      '{ answeredCount, itemCount } | Describer[]',
    ),
  }),
  feedback: endpoint({
    method: 'GET',
    path: `${base}/getDescriberFeedback/:a/:b`,
    access: ANY,
    summary: 'The answers of describer {b} of participant {a} (coaches; the owner for the self).',
    params: zGuidPairParams,
    answer: jsonOf(zDescriberFeedback, 'DescriberFeedback'),
  }),
  reactivate: endpoint({
    method: 'GET',
    path: `${base}/reactivateDescriber/:a/:b`,
    access: ANY,
    summary: 'Asks declined or removed describer {b} of participant {a} again.',
    params: zGuidPairParams,
    answer: describer,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${base}/removeDescriber/:a/:b`,
    access: ANY,
    summary: 'Removes describer {b} of participant {a} (a finished one is only left out).',
    params: zGuidPairParams,
    answer: json<{ removed: boolean; deactivated: boolean }>('{ removed, deactivated }'),
  }),
  decline: endpoint({
    method: 'GET',
    path: `${base}/Decline/:id/:key`,
    access: 'anonymous',
    summary: 'Declines a survey by the decline link of its invitation (rate limited).',
    params: z.object({ id: zGuid, key: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }),
    answer: json<{ declined: boolean }>('{ declined }'),
  }),
  completedGiven: completedOf(
    'getCompletedByUserAccountId',
    'The surveys this person completed for others.',
  ),
  completedGivenCount: endpoint({
    method: 'GET',
    path: `${base}/getCompletedByUserAccountIdCount/:id`,
    access: ANY,
    summary: 'How many surveys this person completed for others.',
    params: zIdParams,
    answer: json<number>('number'),
  }),
  completedAll: completedOf(
    'getAllCompletedByUserAccountId',
    'Every survey this person completed, their self-descriptions included.',
  ),
  completedSelf: completedOf(
    'GetCompletedSelfsByUserAccountId',
    "This person's completed self-descriptions.",
  ),
  potentialDescribers: endpoint({
    method: 'GET',
    path: `${base}/GetPotentialDescriberContactInfo/:id`,
    access: ANY,
    summary: 'People this person asked to describe them before.',
    params: zIdParams,
    answer: jsonOf(z.array(zPotentialDescriber), 'PotentialDescriber[]'),
  }),
};
