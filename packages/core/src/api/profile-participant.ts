import { z } from 'zod';
import { ANY } from '../access/rules';
import { zProfileParticipantStatus } from '../validation/people-status';
import {
  zDescriber,
  zProfileParticipant,
  zStartProfileRequest,
} from '../validation/profile-participant';
import { zIdList, zUserAccountIdList } from '../validation/profile-report';
import { endpoint, gatedBy, json, jsonOf } from './endpoint';
import { zIdParams } from './params';
import { zBrandParams, zGuidPairParams } from './profile-params';

const base = '/api/profileparticipant';
const participant = jsonOf(zProfileParticipant, 'ProfileParticipant');
const statuses = jsonOf(z.array(zProfileParticipantStatus), 'ProfileParticipantStatus[]');

/** The notification runs are jobs too; a developer may start one by hand for the call's brand. */
const run = <T>(action: string, summary: string, typeName: string) =>
  endpoint({
    method: 'GET',
    path: `${base}/${action}/:x`,
    access: 'developer',
    summary,
    params: zBrandParams,
    answer: json<T>(typeName),
  });

/** profileparticipant: starting the 360, its status, and the notification runs. */
export const profileParticipantApi = {
  start: endpoint({
    method: 'POST',
    path: `${base}/start`,
    access: ANY,
    summary: "Starts the caller's 360 (or answers the active one); the body may be left out.",
    body: zStartProfileRequest.prefault({}),
    answer: participant,
  }),
  byUserAccount: endpoint({
    method: 'GET',
    path: `${base}/getByUserAccountId/:id`,
    access: ANY,
    summary: "A person's participants, newest first.",
    params: zIdParams,
    answer: jsonOf(z.array(zProfileParticipant), 'ProfileParticipant[]'),
  }),
  latestStatuses: endpoint({
    method: 'POST',
    path: `${base}/GetLatestStatusByUserAccountIds`,
    access: ANY,
    summary: 'The 360 status of each person asked about (those the caller may see).',
    body: zUserAccountIdList,
    answer: statuses,
  }),
  latestStatus: endpoint({
    method: 'GET',
    path: `${base}/GetLatestStatusByUserAccountId/:id`,
    access: ANY,
    summary: "One person's 360 status.",
    params: zIdParams,
    answer: jsonOf(zProfileParticipantStatus, 'ProfileParticipantStatus'),
  }),
  statusesByParticipants: endpoint({
    method: 'POST',
    path: `${base}/GetStatusByParticipantIds`,
    access: ANY,
    summary: 'The 360 status of the people of the given participants.',
    body: zIdList,
    answer: statuses,
  }),
  reactivate: endpoint({
    method: 'GET',
    path: `${base}/ReactivateProfileParticipant/:id`,
    access: ANY,
    summary: 'Makes a participant active again.',
    params: zIdParams,
    answer: participant,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${base}/DeleteParticipant/:a/:b`,
    access: ANY,
    summary:
      'Deletes participant {b} of person {a}, or deactivates it when it has answers to keep.',
    params: zGuidPairParams,
    answer: json<{ deleted: boolean; deactivated: boolean }>('{ deleted, deactivated }'),
  }),
  isSelfRequired: endpoint({
    method: 'GET',
    path: `${base}/isSelfRequired/:id`,
    access: ANY,
    summary: 'Whether the participant must describe themselves before a report.',
    params: zIdParams,
    answer: json<boolean>('boolean'),
  }),
  resendInvitation: endpoint({
    method: 'GET',
    path: `${base}/ResetProfileNotificationsAsync/:a/:b`,
    access: ANY,
    summary: 'Sends the invitation of describer {b} of participant {a} again, reminders anew.',
    params: zGuidPairParams,
    answer: jsonOf(zDescriber, 'Describer'),
  }),
  ...gatedBy('describerReminders', {
    sendReminders: run<{ reminders: number }>(
      'ProcessProfileNotificationsAsync',
      'Sends the due describer reminders of the brand.',
      '{ reminders }',
    ),
  }),
  notifyReleased: run<{ released: number }>(
    'ProcessOtherProfileNotifications',
    'Tells participants of their newly released reports.',
    '{ released }',
  ),
  syncDeliveries: run<{ updated: number }>(
    'UpdateNotificationCounts',
    "Updates the invitations' delivery states from the mail provider.",
    '{ updated }',
  ),
  sendStatusUpdates: endpoint({
    method: 'GET',
    path: `${base}/ProcessProfileStatusUpdates/:x`,
    access: 'developer',
    summary:
      'Sends the status update e-mails of the brand (all dates with ignoreDateRestrictions).',
    params: zBrandParams,
    query: z.object({
      ignoreDateRestrictions: z
        .enum(['true', 'false'])
        .optional()
        .transform((v) => v === 'true'),
    }),
    answer: json<{ sent: number }>('{ sent }'),
  }),
};
