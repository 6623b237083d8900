import { z } from 'zod';
import { ANY } from '../access/rules';
import { zEmail } from '../validation/email';
import { zIdList, zProfileAttachment } from '../validation/profile-report';
import { endpoint, file, json, jsonOf } from './endpoint';
import { zIdParams } from './params';

const base = '/api/profile';
const attachment = jsonOf(zProfileAttachment, 'ProfileAttachment');
const attachments = jsonOf(z.array(zProfileAttachment), 'ProfileAttachment[]');

/** profile: attachments of a person's profile (files they or their coach upload). */
export const profileAttachmentApi = {
  // A multipart form (not JSON): file, userAccountId, name, and optionally id, participantId
  // and planDataId; the server reads and checks it itself.
  upload: endpoint({
    method: 'POST',
    path: `${base}/`,
    access: ANY,
    summary:
      'Uploads an attachment as multipart/form-data: file, userAccountId, name, and optionally id, participantId, planDataId.',
    answer: attachment,
  }),
  get: endpoint({
    method: 'GET',
    path: `${base}/getById/:id`,
    access: ANY,
    summary: 'One attachment.',
    params: zIdParams,
    answer: attachment,
  }),
  own: endpoint({
    method: 'GET',
    path: `${base}/`,
    access: ANY,
    summary: "The caller's own attachments.",
    answer: attachments,
  }),
  byIds: endpoint({
    method: 'POST',
    path: `${base}/FindByIds`,
    access: ANY,
    summary: 'The given attachments the caller may see.',
    body: zIdList,
    answer: attachments,
  }),
  byEmails: endpoint({
    method: 'POST',
    path: `${base}/FindByEmails`,
    access: ANY,
    summary: 'The attachments of the people with these e-mail addresses that the caller may see.',
    body: z.object({ emails: z.array(zEmail).max(500) }),
    answer: attachments,
  }),
  byParticipants: endpoint({
    method: 'POST',
    path: `${base}/FindByParticipantIds`,
    access: ANY,
    summary: 'The attachments of the given participants.',
    body: zIdList,
    answer: attachments,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${base}/:id`,
    access: ANY,
    summary: 'Deletes an attachment.',
    params: zIdParams,
    answer: json<{ deleted: boolean }>('{ deleted }'),
  }),
  download: endpoint({
    method: 'GET',
    path: `${base}/download/:id`,
    access: ANY,
    summary: "An attachment's file.",
    params: zIdParams,
    answer: file,
  }),
  byParticipant: endpoint({
    method: 'GET',
    path: `${base}/FindByParticipantId/:id`,
    access: ANY,
    summary: 'The attachments of a participant.',
    params: zIdParams,
    answer: attachments,
  }),
  byUserAccount: endpoint({
    method: 'GET',
    path: `${base}/findByUserAccountId/:id`,
    access: ANY,
    summary: 'The attachments of a person.',
    params: zIdParams,
    answer: attachments,
  }),
};
